// The production server of `npm start`: serves a Gatsby build from a directory that can be
// swapped atomically (a rebuild goes live only once it succeeded), with localized 404 pages,
// cache and security headers, and quick refusals of malformed requests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {
  SECURITY_HEADERS,
  HSTS,
  cacheControlFor,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './headers.mjs';

const MAX_URL_LENGTH = 2048;
const CACHE_REDIRECT = 'public, max-age=3600';

function listHtmlFiles(dir, base = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listHtmlFiles(dir, rel));
    else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out;
}

/** Everything the server needs to know about one build directory, read once. */
export function loadSite(publicDir, https = false) {
  const root = path.resolve(publicDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const csp = new Map();
  for (const file of listHtmlFiles(root)) {
    csp.set(
      file,
      contentSecurityPolicy(https, inlineScriptHashes(fs.readFileSync(path.join(root, file), 'utf8'))),
    );
  }
  const serveStatic = sirv(root, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
  return { root, csp, serveStatic };
}

/** The HTML file a clean URL resolves to, as sirv resolves it. */
function htmlFileFor(site, pathname) {
  const candidates = pathname.endsWith('.html')
    ? [pathname]
    : [`${pathname}.html`, `${pathname === '/' ? '' : pathname}/index.html`];
  return candidates.find((candidate) => site.csp.has(candidate));
}

/** The 404 page in the language of the path: each locale's build has its own `/{locale}/404.html`. */
function notFoundFile(site, pathname) {
  const localized = `/${pathname.split('/')[1]}/404.html`;
  return site.csp.has(localized) ? localized : '/404.html';
}

function sendPlain(res, status, message, extra = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(`${message}\n`);
}

/**
 * Checks a request before any file lookup. Returns null when it may proceed, else the status and
 * message to answer with.
 */
export function rejectRequest(method, rawUrl) {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: 'Method Not Allowed' };
  if (!rawUrl || rawUrl.length > MAX_URL_LENGTH) return { status: 414, message: 'URI Too Long' };
  const rawPath = rawUrl.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, message: 'Bad Request' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('\\'))
    return { status: 400, message: 'Bad Request' };
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { status: 400, message: 'Bad Request' };
  }
  return null;
}

/**
 * @param {{ publicDir: string, https?: boolean, log?: object,
 *   routes?: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void> }} options
 *   `routes` answers exact paths (any method) before the static files, e.g. the rebuild hook.
 */
export function createSiteServer({ publicDir, https = false, log = console, routes = {} }) {
  let site = loadSite(publicDir, https);

  const baseHeaders = { ...SECURITY_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };

  function applyHeaders(res, filePath) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    const htmlFile = filePath.endsWith('.html') ? filePath : htmlFileFor(site, filePath);
    res.setHeader('Cache-Control', cacheControlFor(htmlFile ?? filePath));
    if (htmlFile) res.setHeader('Content-Security-Policy', site.csp.get(htmlFile));
  }

  function sendNotFound(req, res, pathname) {
    const file = notFoundFile(site, pathname);
    applyHeaders(res, file);
    res.setHeader('Cache-Control', 'no-cache');
    const body = fs.readFileSync(path.join(site.root, file));
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0]];
    if (route) return route(req, res);
    const rejection = rejectRequest(req.method, req.url);
    if (rejection) {
      const extra = rejection.status === 405 ? { Allow: 'GET, HEAD' } : {};
      return sendPlain(res, rejection.status, rejection.message, { ...SECURITY_HEADERS, ...extra });
    }
    const [rawPath, query = ''] = req.url.split('?');
    const pathname = decodeURIComponent(rawPath);
    // One URL per page: `/about/` → `/about` (the site uses no trailing slashes).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `${rawPath.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`;
      res.writeHead(301, { Location: target, 'Cache-Control': CACHE_REDIRECT, ...SECURITY_HEADERS });
      return res.end();
    }
    // Gatsby's own copies of the status pages are not public URLs.
    if (/^(\/[a-z]{2})?\/(404|500)(\/index)?$/.test(pathname)) {
      return sendNotFound(req, res, pathname);
    }
    applyHeaders(res, pathname);
    site.serveStatic(req, res, () => sendNotFound(req, res, pathname));
  });

  return {
    server,
    /** Serves another build directory from the next request on. */
    swap(nextDir) {
      site = loadSite(nextDir, https);
      log.info?.(`Now serving ${site.root}`);
    },
    get root() {
      return site.root;
    },
  };
}

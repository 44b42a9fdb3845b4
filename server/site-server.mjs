// The production server of `npm start`: serves a Gatsby build from a directory that can be
// swapped atomically (a rebuild goes live only once it succeeded), with localized 404 pages,
// cache and security headers, and quick refusals of malformed requests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LOCALE_PREFIX_PATTERN } from '@meridian/shared/locales';
import sirv from 'sirv';
import {
  PREVIEW_PAGE_FILE,
  baseHeaders,
  headersForFile,
  htmlCandidates,
  pageContentSecurityPolicy,
} from './headers.mjs';
import { createFormRelay } from './forms.mjs';
import { previewPageHeaders } from './preview.mjs';

/** Limits of a request target, checked before any file lookup. */
export const REQUEST_LIMITS = {
  /** The whole request target; node itself answers 431 for oversized header sections. */
  url: 8192,
  /** The path: no page of the site comes near it. */
  path: 2048,
  /** The query string, which only the browser reads (the ecosystem directory's filters). */
  query: 2048,
  /** Those of the directory's query-string parsing (src/features/ecosystem/query.ts QUERY_LIMITS). */
  parameters: 1000,
  depth: 5,
};
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * How long a connection may take, so that slow or stalled clients (slowloris: a header byte now
 * and then; a reader that stopped reading) do not pile up. Node's own defaults allow a minute for
 * the headers and five for a request; a page's request fits in one packet and the largest body,
 * the webhook's, in a second.
 */
export const SERVER_TIMEOUTS = {
  /** To send the request's headers. */
  headersMs: 10_000,
  /** To send the whole request, body included. */
  requestMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: 5_000,
  /** A connection on which nothing moves either way (a reader that stopped reading). */
  idleMs: 60_000,
  /** How often node checks the first two. */
  checkIntervalMs: 1_000,
};
const CACHE_REDIRECT = 'public, max-age=3600';
/**
 * Gatsby's own copies of the status pages (`/ja/404`, `/500/index`) and the header rules the build
 * writes for static hosts: files of the build, not public URLs.
 */
const GATSBY_STATUS_PAGE = new RegExp(
  `^${LOCALE_PREFIX_PATTERN}?/(404|500)(/index)?$|^/_(headers|nginx-[a-z]+\\.map)$`,
);

/** Every file of a build, as `/relative/path`. */
function listFiles(dir, base = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** Everything the server needs to know about one build directory, read once. */
export function loadSite(publicDir, https = false) {
  const root = requireBuild(publicDir);
  const files = listFiles(root);
  const csp = new Map();
  for (const file of files.filter(isHtml)) {
    csp.set(file, pageContentSecurityPolicy(fs.readFileSync(path.join(root, file), 'utf8'), https));
  }
  return siteOf(root, csp, files);
}

/**
 * The same, without blocking the server: a rebuild's directory is read while requests keep
 * being answered (a blocked event loop holds every open connection and, past the keep-alive
 * timeout, resets them).
 */
export async function loadSiteAsync(publicDir, https = false) {
  const root = requireBuild(publicDir);
  const csp = new Map();
  const files = await listFilesAsync(root);
  const pages = files.filter(isHtml);
  for (let index = 0; index < pages.length; index += 1) {
    const html = await fs.promises.readFile(path.join(root, pages[index]), 'utf8');
    csp.set(pages[index], pageContentSecurityPolicy(html, https));
    // Let waiting requests through every few pages: hashing is quick but not free.
    if (index % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
  }
  return siteOf(root, csp, files);
}

function requireBuild(publicDir) {
  const root = path.resolve(publicDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  return root;
}

async function listFilesAsync(dir, base = '') {
  const out = [];
  for (const entry of await fs.promises.readdir(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFilesAsync(dir, rel)));
    else out.push(rel);
  }
  return out;
}

const isHtml = (file) => file.endsWith('.html');
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * `sources` holds the files a request may resolve to: every file except compressed copies, which
 * sirv picks in their place for a browser that accepts them. A copy without its source (left by
 * an older build) is never served: the request answers as if neither existed.
 */
function siteOf(root, csp, files) {
  const serveStatic = sirv(root, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
  const sources = new Set(files.filter((file) => !COMPRESSED_COPY.test(file)));
  return { root, csp, serveStatic, sources };
}

/** Whether a path names a file of the build as sirv resolves it (`/a`, `/a.html`, `/a/index.html`). */
function hasSource(site, pathname) {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return [base, `${base}.html`, `${base}/index.html`].some((candidate) => site.sources.has(candidate));
}

/** The HTML file a clean URL resolves to, as sirv resolves it. */
function htmlFileFor(site, pathname) {
  return htmlCandidates(pathname).find((candidate) => site.csp.has(candidate));
}

/** A status page (404, 500) in the language of the path: each locale's build has its own `/{locale}/{status}.html`. */
function statusPageFile(site, pathname, status) {
  const localized = `/${pathname.split('/')[1]}/${status}.html`;
  return site.csp.has(localized) ? localized : `/${status}.html`;
}

function sendPlain(res, status, message, extra = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(`${message}\n`);
}

const BAD_REQUEST = { status: 400, message: 'Bad Request' };
const URI_TOO_LONG = { status: 414, message: 'URI Too Long' };

/** Brackets in a query key, raw or percent-encoded: `a[b][c]` is nested twice. */
function bracketDepth(key) {
  return (key.match(/\[|%5b/gi) ?? []).length;
}

/**
 * Checks a request before any file lookup: string checks only, so every refusal is immediate.
 * Returns null when it may proceed, else the status and message to answer with.
 */
export function rejectRequest(method, rawUrl) {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: 'Method Not Allowed' };
  if (!rawUrl || !rawUrl.startsWith('/')) return BAD_REQUEST; // `*`, absolute-form targets
  if (rawUrl.length > REQUEST_LIMITS.url) return URI_TOO_LONG;
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (rawPath.length > REQUEST_LIMITS.path) return URI_TOO_LONG;
  // Encoded separators would become path separators once decoded.
  if (/%2f|%5c/i.test(rawPath)) return BAD_REQUEST;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return BAD_REQUEST;
  }
  // Control characters (%00 and others), backslashes, a still-encoded path (%252e → %2e),
  // empty segments (`//evil.example` would become a protocol-relative redirect) and dot segments.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return BAD_REQUEST;
  if (/%[0-9a-f]{2}/i.test(decoded) || decoded.includes('//')) return BAD_REQUEST;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return BAD_REQUEST;
  if (query) {
    if (query.length > REQUEST_LIMITS.query) return BAD_REQUEST;
    const parameters = query.split('&');
    if (parameters.length > REQUEST_LIMITS.parameters) return BAD_REQUEST;
    if (parameters.some((parameter) => bracketDepth(parameter.split('=')[0]) > REQUEST_LIMITS.depth)) {
      return BAD_REQUEST;
    }
  }
  return null;
}

const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * A request node could not parse (a malformed request line or header, headers too large, sent too
 * slowly): answered as node would, with the base headers, and the connection closed.
 */
function answerClientError(error, socket, headers) {
  // Nothing to answer on a connection that is gone or whose response has begun (node's own rule;
  // `_httpMessage` is the response in flight).
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code] ?? 400;
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  const body = `${http.STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * @param {{ publicDir: string, https?: boolean, log?: object,
 *   routes?: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void> }} options
 *   `routes` answers exact paths (any method) before the static files, e.g. the rebuild hook.
 *   `previewFrameAncestors`: origins of the CMS admin, whose preview panel frames the preview page.
 *   `timeouts`: SERVER_TIMEOUTS (tests shorten them).
 *   `cmsUrl`: where this server reaches the CMS with the forms sent before a page's JavaScript ran
 *   (forms.mjs); without it, such a form is answered with its page saying it could not be sent.
 *   `formCallsPerMinute`: forms one client address may pass on to the CMS (FORM_LIMITS).
 *   `relaySecret`, `trustProxy`, `siteUrl`: the form relay's (forms.mjs createFormRelay).
 */
export function createSiteServer({
  publicDir,
  https = /^(1|true)$/.test(process.env.SITE_HTTPS ?? ''),
  log = console,
  routes = {},
  previewFrameAncestors = [],
  timeouts = SERVER_TIMEOUTS,
  cmsUrl = null,
  formCallsPerMinute,
  relaySecret,
  trustProxy = false,
  siteUrl,
}) {
  let site = loadSite(publicDir, https);
  const formRelay = createFormRelay({
    cmsUrl,
    https,
    log,
    cmsCallsPerMinute: formCallsPerMinute,
    relaySecret,
    trustProxy,
    siteUrl,
  });
  // HSTS only when the site is served over https (directly or behind a TLS-terminating proxy).
  const base = baseHeaders(https);

  function applyHeaders(res, filePath) {
    const htmlFile = filePath.endsWith('.html') ? filePath : htmlFileFor(site, filePath);
    const csp = htmlFile && site.csp.get(htmlFile);
    let headers = headersForFile(htmlFile ?? filePath, { https, csp });
    if (htmlFile && PREVIEW_PAGE_FILE.test(htmlFile) && previewFrameAncestors.length) {
      headers = previewPageHeaders(headers, previewFrameAncestors);
    }
    // In place of the base headers set for every response (the preview page drops one of them).
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }

  /** The status page of the path's language, with that page's headers in place of the request's. */
  function sendStatusPage(req, res, pathname, status, cacheControl) {
    const file = statusPageFile(site, pathname, status);
    const body = fs.readFileSync(path.join(site.root, file));
    applyHeaders(res, file);
    res.setHeader('Cache-Control', cacheControl);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const sendNotFound = (req, res, pathname) => sendStatusPage(req, res, pathname, 404, 'no-cache');

  /**
   * A request the server failed to answer (a handler threw, a file could not be read) gets the
   * localized 500 page, never a crash of the server. Once a status went out, the response can
   * only be cut short, so that the client sees a failure rather than a truncated page.
   */
  function sendServerError(req, res, pathname, error) {
    log.error?.(`Could not answer ${req.method} ${pathname}: ${error?.message ?? error}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      sendStatusPage(req, res, pathname, 500, 'no-store');
    } catch {
      sendPlain(res, 500, 'Internal Server Error', base);
    }
  }

  /**
   * sirv writes its 200 before it opens the file, and pipes the file without an error listener
   * (an unreadable or vanished file would crash the process). Its status waits here until the
   * file is open, so that a file that cannot be read is answered with the 500 page instead.
   */
  function serveFile(req, res, pathname) {
    const writeHead = res.writeHead;
    const end = res.end;
    let held = null;
    const release = () => {
      res.writeHead = writeHead;
      res.end = end;
      if (held) writeHead.apply(res, held);
      held = null;
    };
    res.writeHead = (...args) => {
      held = args;
      return res;
    };
    // 304, 416 and HEAD answers end without a file.
    res.end = (...args) => {
      release();
      return end.apply(res, args);
    };
    res.once('pipe', (file) => {
      file.once('open', release);
      file.once('error', (error) => {
        held = null;
        release();
        file.unpipe(res);
        sendServerError(req, res, pathname, error);
      });
    });
    try {
      site.serveStatic(req, res, () => {
        release();
        sendNotFound(req, res, pathname);
      });
    } catch (error) {
      held = null;
      release();
      throw error;
    }
  }

  function answer(req, res) {
    const route = routes[(req.url ?? '').split('?')[0]];
    if (route) {
      // A route may be async: its rejection is answered like a throw.
      const pending = route(req, res);
      if (pending && typeof pending.then === 'function') {
        pending.then(undefined, (error) => sendServerError(req, res, (req.url ?? '').split('?')[0], error));
      }
      return undefined;
    }
    // A form's page also takes the form, POSTed before the page's JavaScript ran.
    const form = formRelay.formAt((req.url ?? '').split('?')[0]);
    const rejection = rejectRequest(form && req.method === 'POST' ? 'GET' : req.method, req.url);
    if (rejection) {
      const extra =
        rejection.status === 405 ? { Allow: form ? `${ALLOWED_METHODS}, POST` : ALLOWED_METHODS } : {};
      // The body of a refused request is not read: close the connection rather than drain it.
      if (req.headers['content-length'] || req.headers['transfer-encoding']) extra.Connection = 'close';
      return sendPlain(res, rejection.status, rejection.message, extra);
    }
    const queryStart = req.url.indexOf('?');
    const rawPath = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : req.url.slice(queryStart + 1);
    const pathname = decodeURIComponent(rawPath);
    // One URL per page: `/about/` → `/about` (the site uses no trailing slashes).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `${rawPath.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`;
      res.writeHead(301, { Location: target, 'Cache-Control': CACHE_REDIRECT });
      return res.end();
    }
    if (GATSBY_STATUS_PAGE.test(pathname)) {
      return sendNotFound(req, res, pathname);
    }
    if (!hasSource(site, pathname)) return sendNotFound(req, res, pathname);
    if (form && req.method === 'POST') {
      const file = htmlFileFor(site, pathname);
      const page = {
        htmlFile: path.join(site.root, file),
        pageDataFile: path.join(site.root, 'page-data', pathname, 'page-data.json'),
        applyHeaders: () => applyHeaders(res, file),
        baseHeaders: base,
      };
      formRelay.answer(req, res, form, page).catch((error) => sendServerError(req, res, pathname, error));
      return undefined;
    }
    applyHeaders(res, pathname);
    return serveFile(req, res, pathname);
  }

  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    (req, res) => {
      // Every response carries them, the routes' and the refusals' too; a file's replace them.
      for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
      try {
        answer(req, res);
      } catch (error) {
        sendServerError(req, res, (req.url ?? '/').split('?')[0], error);
      }
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Without a listener, the socket is destroyed when it timed out.
  server.setTimeout(timeouts.idleMs);
  server.on('clientError', (error, socket) => answerClientError(error, socket, base));

  return {
    server,
    /** Reads another build directory, then serves it from the next request on. */
    async swap(nextDir) {
      const next = await loadSiteAsync(nextDir, https);
      site = next;
      log.info?.(`Now serving ${site.root}`);
    },
    get root() {
      return site.root;
    },
  };
}

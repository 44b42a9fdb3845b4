// The production server of `npm start`: serves a Gatsby build from a directory that can be
// swapped atomically (a rebuild goes live only once it succeeded), with localized 404 pages,
// cache and security headers, and quick refusals of malformed requests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LOCALE_PREFIX_PATTERN } from '@meridian/shared/locales';
import { PREVIEW_PAGE_FILE, baseHeaders, headersForFile } from '@meridian/shared/headers';
import { FEEDBACK_FORM_PATH } from '@meridian/shared/page-feedback';
import { type FormPage, type FormRelay, type FormRenderer, createFormRelay } from './forms';
import { previewPageHeaders } from './preview';
import { answerClientError, rejectRequest } from './request-checks';
import { type Site, hasSource, htmlFileFor, loadSite, loadSiteAsync, statusPageFile } from './site-files';

export { REQUEST_LIMITS, rejectRequest } from './request-checks';
export { loadSite, loadSiteAsync } from './site-files';

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleMs: number;
  checkIntervalMs: number;
}

export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * How long a connection may take, so that slow or stalled clients (slowloris: a header byte now
 * and then; a reader that stopped reading) do not pile up. Node's own defaults allow a minute for
 * the headers and five for a request; a page's request fits in one packet and the largest body,
 * the webhook's, in a second.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
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

/** A route answers an exact path (any method) before the static files; it may be async. */
export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export interface SiteLog {
  info?: (message: string) => void;
  warn?: (message: string) => void;
  /** Hears each request the server failed to answer (it is then given the 500 page). */
  error?: (message: string) => void;
}

/** What the stages of an answer share: the build served now and the server's settings. */
interface Served {
  site: () => Site;
  https: boolean;
  base: Record<string, string>;
  previewFrameAncestors: string[];
  log: SiteLog;
}

function sendPlain(
  res: http.ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(`${message}\n`);
}

/** The headers of a file of the build (its page's for a clean URL), in place of the request's. */
function applyHeaders(served: Served, res: http.ServerResponse, filePath: string) {
  const site = served.site();
  const htmlFile = filePath.endsWith('.html') ? filePath : htmlFileFor(site, filePath);
  const csp = htmlFile && site.csp.get(htmlFile);
  let headers: Record<string, string | number> = headersForFile(htmlFile ?? filePath, {
    https: served.https,
    csp: csp || undefined,
  });
  if (htmlFile && PREVIEW_PAGE_FILE.test(htmlFile) && served.previewFrameAncestors.length) {
    headers = previewPageHeaders(headers, served.previewFrameAncestors);
  }
  // In place of the base headers set for every response (the preview page drops one of them).
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The status page of the path's language, with that page's headers in place of the request's. */
function sendStatusPage(
  served: Served,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { pathname, status, cacheControl }: { pathname: string; status: number; cacheControl: string },
) {
  const site = served.site();
  const file = statusPageFile(site, pathname, status);
  const body = fs.readFileSync(path.join(site.root, file));
  applyHeaders(served, res, file);
  res.setHeader('Cache-Control', cacheControl);
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const sendNotFound = (
  served: Served,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
) => sendStatusPage(served, req, res, { pathname, status: 404, cacheControl: 'no-cache' });

/**
 * A request the server failed to answer (a handler threw, a file could not be read) gets the
 * localized 500 page, never a crash of the server. Once a status went out, the response can
 * only be cut short, so that the client sees a failure rather than a truncated page.
 */
function sendServerError(
  served: Served,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  error: unknown,
) {
  served.log.error?.(
    `Could not answer ${req.method} ${pathname}: ${(error as Error | null)?.message ?? error}`,
  );
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    sendStatusPage(served, req, res, { pathname, status: 500, cacheControl: 'no-store' });
  } catch {
    sendPlain(res, 500, 'Internal Server Error', served.base);
  }
}

/**
 * sirv writes its 200 before it opens the file, and pipes the file without an error listener
 * (an unreadable or vanished file would crash the process). Its status waits here until the
 * file is open, so that a file that cannot be read is answered with the 500 page instead.
 */
function serveFile(served: Served, req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
  const writeHead = res.writeHead;
  const end = res.end;
  let held: unknown[] | null = null;
  const release = () => {
    res.writeHead = writeHead;
    res.end = end;
    if (held) (writeHead as (...args: unknown[]) => unknown).apply(res, held);
    held = null;
  };
  res.writeHead = ((...args: unknown[]) => {
    held = args;
    return res;
  }) as typeof res.writeHead;
  // 304, 416 and HEAD answers end without a file.
  res.end = ((...args: unknown[]) => {
    release();
    return (end as (...args: unknown[]) => unknown).apply(res, args);
  }) as typeof res.end;
  res.once('pipe', (file: NodeJS.ReadableStream & fs.ReadStream) => {
    file.once('open', release);
    file.once('error', (error) => {
      held = null;
      release();
      file.unpipe(res);
      sendServerError(served, req, res, pathname, error);
    });
  });
  try {
    served.site().serveStatic(req, res, () => {
      release();
      sendNotFound(served, req, res, pathname);
    });
  } catch (error) {
    held = null;
    release();
    throw error;
  }
}

/** A request for a route: its rejection, if async, is answered like a throw. */
function answerRoute(served: Served, route: Route, req: http.IncomingMessage, res: http.ServerResponse) {
  const pending = route(req, res) as Promise<unknown> | undefined;
  if (pending && typeof pending.then === 'function') {
    pending.then(undefined, (error) =>
      sendServerError(served, req, res, (req.url ?? '').split('?')[0], error),
    );
  }
}

/** A request refused before any file lookup (rejectRequest), or null when it may proceed. */
function refusal(req: http.IncomingMessage, takesForm: boolean) {
  const rejection = rejectRequest(takesForm && req.method === 'POST' ? 'GET' : req.method, req.url);
  if (!rejection) return null;
  const extra: Record<string, string> =
    rejection.status === 405 ? { Allow: takesForm ? `${ALLOWED_METHODS}, POST` : ALLOWED_METHODS } : {};
  // The body of a refused request is not read: close the connection rather than drain it.
  if (req.headers['content-length'] || req.headers['transfer-encoding']) extra.Connection = 'close';
  return { ...rejection, extra };
}

/**
 * The built page at `pathname` that a form's answer is written into, with its page data (Gatsby's
 * `page-data/index` for `/`) and its own headers; null when the build has no such page.
 */
function formPageAt(served: Served, res: http.ServerResponse, pathname: string): FormPage | null {
  const site = served.site();
  const file = htmlFileFor(site, pathname);
  if (!file || GATSBY_STATUS_PAGE.test(pathname)) return null;
  return {
    htmlFile: path.join(site.root, file),
    pageDataFile: path.join(site.root, 'page-data', pathname === '/' ? 'index' : pathname, 'page-data.json'),
    applyHeaders: () => applyHeaders(served, res, file),
    baseHeaders: served.base,
  };
}

function answer(
  served: Served,
  { routes, formRelay }: { routes: Record<string, Route>; formRelay: FormRelay },
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const route = routes[(req.url ?? '').split('?')[0]];
  if (route) return answerRoute(served, route, req, res);
  // A page's "Was this page helpful?" (feedback.ts): POST only, from the site's own pages.
  if ((req.url ?? '').split('?')[0] === FEEDBACK_FORM_PATH) {
    if (req.method !== 'POST') return sendPlain(res, 405, 'Method Not Allowed', { Allow: 'POST' });
    formRelay
      .answerFeedback(req, res, {
        headers: served.base,
        pageAt: (pathname) => formPageAt(served, res, pathname),
      })
      .catch((error) => sendServerError(served, req, res, FEEDBACK_FORM_PATH, error));
    return undefined;
  }
  // A form's page also takes the form, POSTed before the page's JavaScript ran.
  const form = formRelay.formAt((req.url ?? '').split('?')[0]);
  const refused = refusal(req, Boolean(form));
  if (refused) return sendPlain(res, refused.status, refused.message, refused.extra);
  const url = req.url as string;
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const pathname = decodeURIComponent(rawPath);
  // One URL per page: `/about/` → `/about` (the site uses no trailing slashes).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const target = `${rawPath.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`;
    res.writeHead(301, { Location: target, 'Cache-Control': CACHE_REDIRECT });
    return res.end();
  }
  const site = served.site();
  if (GATSBY_STATUS_PAGE.test(pathname) || !hasSource(site, pathname)) {
    return sendNotFound(served, req, res, pathname);
  }
  if (form && req.method === 'POST') {
    const page = formPageAt(served, res, pathname);
    if (!page) return sendNotFound(served, req, res, pathname);
    formRelay
      .answer(req, res, form, page)
      .catch((error) => sendServerError(served, req, res, pathname, error));
    return undefined;
  }
  applyHeaders(served, res, pathname);
  return serveFile(served, req, res, pathname);
}

export interface SiteServer {
  server: http.Server;
  /** Reads another build directory, then serves it from the next request on. */
  swap(nextDir: string): Promise<void>;
  readonly root: string;
}

/**
 * `routes` answers exact paths (any method) before the static files, e.g. the rebuild hook.
 * `previewFrameAncestors`: origins of the CMS admin, whose preview panel frames the preview page.
 * `timeouts`: SERVER_TIMEOUTS (tests shorten them).
 * `cmsUrl`: where this server reaches the CMS with the forms sent before a page's JavaScript ran
 * (forms.ts); without it, such a form is answered with its page saying it could not be sent.
 * `formCallsPerMinute`: forms one client address may pass on to the CMS (FORM_LIMITS).
 * `relaySecret`, `trustProxy`, `siteUrl`, `formRenderer`: the form relay's (forms.ts createFormRelay).
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
  formRenderer,
}: {
  publicDir: string;
  https?: boolean;
  log?: SiteLog;
  routes?: Record<string, Route>;
  previewFrameAncestors?: string[];
  timeouts?: ServerTimeouts;
  cmsUrl?: string | null;
  formCallsPerMinute?: number;
  relaySecret?: string;
  trustProxy?: boolean;
  siteUrl?: string;
  formRenderer?: FormRenderer;
}): SiteServer {
  let site = loadSite(publicDir, https);
  const formRelay = createFormRelay({
    cmsUrl,
    https,
    log,
    cmsCallsPerMinute: formCallsPerMinute,
    relaySecret,
    trustProxy,
    siteUrl,
    formRenderer,
  });
  // HSTS only when the site is served over https (directly or behind a TLS-terminating proxy).
  const base = baseHeaders(https);
  const served: Served = { site: () => site, https, base, previewFrameAncestors, log };

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
        answer(served, { routes, formRelay }, req, res);
      } catch (error) {
        sendServerError(served, req, res, (req.url ?? '/').split('?')[0], error);
      }
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Without a listener, the socket is destroyed when it timed out.
  server.setTimeout(timeouts.idleMs);
  server.on('clientError', (error, socket) => answerClientError(error, socket, base));

  return {
    server,
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

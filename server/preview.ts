// Draft preview (issue 16 §1): the CMS's "Open preview" button opens `/{lang}/preview?…` with a
// signed link; that page (built like any other, without content) asks `/__preview/data` for the
// draft. This module answers it: it checks the link, reads the draft from the CMS with a
// read-only token that never leaves the server, renders and sanitizes its markdown with the
// build's own renderer, and answers without caching. Media come through `/__preview/media`, so a
// draft's new cover shows before any build copied it.
import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
// CommonJS, shared with the CMS, which signs the links.
import { previewOrigins, verifyPreviewQuery } from '@meridian/shared/preview-link';
import {
  type DraftType,
  MAX_TERM_PAGES,
  type PreviewRenderer,
  QUERIES,
  draftContent,
} from './preview-content';
import { MEDIA_LIMITS, NO_STORE, PREVIEW_MEDIA_PATH, createMediaRelay, mediaBases } from './preview-media';

export { MEDIA_LIMITS, PREVIEW_MEDIA_PATH, mediaBases, relayedType } from './preview-media';
export type { PreviewRenderer } from './preview-content';

export const PREVIEW_DATA_PATH = '/__preview/data';

/**
 * The build's renderer compiled for the server (scripts/build-server.mjs writes it; git-ignored).
 * npm scripts run from the repository root; no import.meta here: Jest loads this module as CommonJS.
 */
export const PREVIEW_RENDERER_FILE = path.join(process.cwd(), 'server', 'compiled', 'preview-renderer.cjs');

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
type Log = { error: (message: string) => void };

const STATUS_OF = {
  missing: 400,
  forged: 403,
  expired: 410,
  'not-found': 404,
  // A draft the build would not publish as it is (an event without its times, say): the reason says why.
  incomplete: 422,
  unavailable: 502,
};
type Refusal = keyof typeof STATUS_OF;

/** What `/__preview/data` answers: its status and JSON body. */
export interface PreviewAnswer {
  status: number;
  body: Record<string, unknown>;
}

const refusal = (reason: Refusal, detail?: string): PreviewAnswer => ({
  status: STATUS_OF[reason],
  body: detail ? { reason, detail } : { reason },
});

interface PreviewOptions extends PreviewRenderer {
  secret: string | undefined;
  cmsUrl: string;
  token: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Log;
  timeoutMs?: number;
  /** Object storage prefixes (CMS_MEDIA_URLS) a draft's media may come from besides the CMS. */
  mediaUrls?: string[];
  /** The relay's largest file and requests per client address and minute (MEDIA_LIMITS). */
  mediaLimits?: { maxBytes: number; requestsPerMinute: number };
}

/** A list answer of the CMS's REST API, as far as it is read here. */
interface CmsList {
  data?: unknown;
  meta?: { pagination?: { pageCount?: unknown } };
}

/** Reads the CMS's REST API with the read-only token. */
function cmsReader({
  cmsUrl,
  token,
  fetchImpl,
  timeoutMs,
}: {
  cmsUrl: string;
  token: string | undefined;
  fetchImpl: typeof fetch;
  timeoutMs: number;
}) {
  return async (query: string): Promise<CmsList> => {
    const response = await fetchImpl(`${cmsUrl}${query}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the CMS answered ${response.status}`);
    return response.json();
  };
}

type ReadCms = ReturnType<typeof cmsReader>;

/**
 * The admins' allowed hosts (CMS "Allowed hosts", its public GraphQL `allowedHosts`), as the
 * build reads them; none when the CMS does not answer: the developer list still holds.
 */
async function readAdminHosts(cmsUrl: string, fetchImpl: typeof fetch, timeoutMs: number, log: Log) {
  try {
    const response = await fetchImpl(`${cmsUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: '{ allowedHosts }' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const hosts = ((await response.json()) as { data?: { allowedHosts?: unknown } }).data?.allowedHosts;
    return Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === 'string') : [];
  } catch (error) {
    log.error(
      `Preview: reading the allowed hosts failed, so the developer list: ${(error as Error).message}`,
    );
    return [];
  }
}

/**
 * The in-place definitions of `locale`'s published terms, as the build gives a body (the build's
 * own matcher); none when the CMS does not answer: a draft is still shown, with a log line.
 */
async function readTermMatcher(readCms: ReadCms, renderer: PreviewRenderer, locale: string, log: Log) {
  if (!renderer.termMatcherFor) return undefined;
  try {
    const terms = [];
    for (let page = 1; page <= MAX_TERM_PAGES; page += 1) {
      const { data, meta } = await readCms(QUERIES.terms(locale, page));
      if (Array.isArray(data)) terms.push(...data);
      if (page >= Number(meta?.pagination?.pageCount ?? 1)) break;
    }
    return renderer.termMatcherFor(terms, locale);
  } catch (error) {
    log.error(
      `Preview: reading the glossary (${locale}) failed, so no definitions: ${(error as Error).message}`,
    );
    return undefined;
  }
}

/** The answer to a preview page's request for its draft (`query`: the signed link's). */
async function previewAnswer(
  query: URLSearchParams,
  {
    secret,
    token,
    now,
    log,
    readCms,
    renderer,
    adminHosts,
  }: {
    secret: string | undefined;
    token: string | undefined;
    now: () => number;
    log: Log;
    readCms: ReadCms;
    renderer: PreviewRenderer;
    adminHosts: () => Promise<string[]>;
  },
): Promise<PreviewAnswer> {
  const link = verifyPreviewQuery(query, secret ?? '', now());
  if (!link.ok) return refusal(link.reason as Refusal);
  if (!token) {
    log.error('Preview: SITE_PREVIEW_TOKEN is not set, so drafts cannot be read');
    return refusal('unavailable');
  }
  const type = link.type as DraftType;
  // Read beside the draft; it never fails the preview.
  const terms = readTermMatcher(readCms, renderer, link.locale, log);
  const hosts = adminHosts();
  // A refusal waits for those too (they never reject): nothing a request started runs on, and
  // logs, after its answer.
  const refuse = async (...reason: Parameters<typeof refusal>) => {
    await Promise.all([terms, hosts]);
    return refusal(...reason);
  };
  let entry;
  try {
    const { data } = await readCms(QUERIES[type](link.documentId, link.locale));
    entry = Array.isArray(data) ? (data[0] ?? null) : null;
  } catch (error) {
    // The reason goes to the log; the token never does.
    log.error(
      `Preview: reading ${type} ${link.documentId} (${link.locale}) failed: ${(error as Error).message}`,
    );
    return refuse('unavailable');
  }
  if (!entry) return refuse('not-found');
  const problems: string[] = [];
  if (type === 'event' && !renderer.draftEventEntry) {
    log.error('Preview: this server has no event renderer, so event drafts cannot be shown');
    return refuse('unavailable');
  }
  // The build's list, the admins' hosts included: the renderer's checks and the page's Link.
  // Awaited apart: `setAdminHosts?.(await hosts)` skips its argument, the read left running, when
  // a renderer has no such method.
  const admins = await hosts;
  const linkHosts = renderer.setAdminHosts?.(admins);
  const content = draftContent(renderer, type, entry, {
    locale: link.locale,
    terms: await terms,
    problems,
    now: now(),
  });
  if (!content) return refusal('incomplete', problems.join('\n'));
  const { locale, documentId, expires } = link;
  return {
    status: 200,
    body: {
      type,
      locale,
      documentId,
      updatedAt: entry.updatedAt ?? null,
      expires,
      linkHosts,
      [type]: content,
    },
  };
}

/** The preview's two routes: the draft's data and the media relay. */
export function createPreviewRoutes({
  secret,
  cmsUrl,
  token,
  fetch: fetchImpl = globalThis.fetch,
  now = Date.now,
  log = console,
  timeoutMs = 10_000,
  mediaUrls = mediaBases(),
  mediaLimits = MEDIA_LIMITS,
  ...renderer
}: PreviewOptions): Record<string, Route> {
  const readCms = cmsReader({ cmsUrl, token, fetchImpl, timeoutMs });
  return {
    [PREVIEW_DATA_PATH]: async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...NO_STORE, Allow: 'GET, HEAD' }).end();
        return;
      }
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const adminHosts = () => readAdminHosts(cmsUrl, fetchImpl, timeoutMs, log);
      const answerWith = { secret, token, now, log, readCms, renderer, adminHosts };
      const { status, body } = await previewAnswer(query, answerWith);
      res.writeHead(status, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : `${JSON.stringify(body)}\n`);
    },
    [PREVIEW_MEDIA_PATH]: createMediaRelay({
      cmsUrl,
      mediaUrls,
      fetchImpl,
      timeoutMs,
      now,
      log,
      mediaLimits,
    }),
  };
}

/**
 * The headers of the built preview page: like any page's, but never cached, not indexed, and
 * allowed in a frame of the CMS's admin (its preview panel), and only there.
 * `headers`: the page's usual headers; `frameAncestors`: origins of the CMS admin.
 */
export function previewPageHeaders(
  headers: Record<string, string | number>,
  frameAncestors: string[],
): Record<string, string | number> {
  const next: Record<string, string | number> = { ...headers, ...NO_STORE };
  delete next['X-Frame-Options'];
  const ancestors = ["'self'", ...frameAncestors].join(' ');
  const csp = String(headers['Content-Security-Policy'] ?? '');
  next['Content-Security-Policy'] = /frame-ancestors [^;]*/.test(csp)
    ? csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`)
    : [csp, `frame-ancestors ${ancestors}`].filter(Boolean).join('; ');
  return next;
}

/** The CMS admin's origins, as an editor's browser may spell them (`localhost` or `127.0.0.1`). */
export function adminOrigins(...urls: Array<string | undefined>): string[] {
  return [
    ...new Set(urls.filter((url): url is string => Boolean(url)).flatMap((url) => previewOrigins(url))),
  ];
}

/**
 * The build's markdown renderer and media rule, compiled to JavaScript by `npm run build` and
 * `npm start` (scripts/build-server.mjs): plain `node` loads them, no TypeScript loader.
 */
export function loadPreviewRenderer(): Required<PreviewRenderer> {
  if (!fs.existsSync(PREVIEW_RENDERER_FILE)) {
    throw new Error(
      `The preview's renderer (${path.relative(process.cwd(), PREVIEW_RENDERER_FILE)}) is missing: scripts/build-server.mjs writes it (npm run build, npm start, npm run serve).`,
    );
  }
  return createRequire(PREVIEW_RENDERER_FILE)(PREVIEW_RENDERER_FILE);
}

/**
 * The preview's routes and framing rule for a server, with the build's markdown renderer
 * (loadPreviewRenderer). Used by `npm start` and, for a static host whose previews run on a Node
 * server beside the CMS, by `npm run serve` when PREVIEW_SECRET, SITE_PREVIEW_TOKEN and CMS_URL
 * are set.
 */
export async function loadPreview({
  secret,
  token,
  cmsUrl,
  adminUrl,
}: {
  secret: string | undefined;
  token: string | undefined;
  cmsUrl: string;
  adminUrl?: string;
}): Promise<{ routes: Record<string, Route>; frameAncestors: string[] }> {
  // mediaPath() (used by the renderer and for covers) recognises the CMS's upload URLs by this,
  // read as the renderer loads.
  process.env.CMS_URL ??= cmsUrl;
  // renderMarkdown, mediaPath, termMatcherFor and draftEventEntry: the build's own.
  return {
    routes: createPreviewRoutes({ secret, cmsUrl, token, ...loadPreviewRenderer() }),
    frameAncestors: adminOrigins(cmsUrl, adminUrl),
  };
}

// Draft preview (issue 16 §1): the CMS's "Open preview" button opens `/{lang}/preview?…` with a
// signed link; that page (built like any other, without content) asks `/__preview/data` for the
// draft. This module answers it: it checks the link, reads the draft from the CMS with a
// read-only token that never leaves the server, renders and sanitizes its markdown with the
// build's own renderer, and answers without caching. Media come through `/__preview/media`, so a
// draft's new cover shows before any build copied it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable, Transform, pipeline } from 'node:stream';
// CommonJS, shared with the CMS, which signs the links.
import { previewOrigins, verifyPreviewQuery } from '@meridian/shared/preview-link';
import { mediaHeaders as servedMediaHeaders, mediaKind } from '@meridian/shared/media-types';
import { cacheControlFor } from './headers.mjs';
import { PREVIEW_RENDERER_FILE } from './preview-renderer.mjs';
import { createRateLimit } from './rate-limit.mjs';

export const PREVIEW_DATA_PATH = '/__preview/data';
export const PREVIEW_MEDIA_PATH = '/__preview/media';

/** No cache anywhere, not indexed, not sniffed: a draft must not outlive its link. */
const NO_STORE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const STATUS_OF = {
  missing: 400,
  forged: 403,
  expired: 410,
  'not-found': 404,
  // A draft the build would not publish as it is (an event without its times, say): the reason says why.
  incomplete: 422,
  unavailable: 502,
};

const UPLOAD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,200}$/;
const mediaUrl = (name) => `${PREVIEW_MEDIA_PATH}?file=${encodeURIComponent(name)}`;

/** The upload relay's limits: its largest file, and requests per client address and minute. */
export const MEDIA_LIMITS = { maxBytes: 100 * 1024 * 1024, requestsPerMinute: 240 };

/**
 * What the relay passes on, by the upstream's Content-Type: images, video and PDF, SVG as a
 * download (the rule the CMS uploads and serves by, packages/shared/src/media-types.ts). Null: refused.
 */
export const relayedType = mediaKind;

/** Why an upstream answer is not relayed (its status for the client), or null. */
function mediaRefusal(upstream, kind, size, maxBytes) {
  if (upstream.status === 304) return { status: 304, reason: 'not modified' };
  if (upstream.status === 404) return { status: 404, reason: 'not found' };
  const type = upstream.headers.get('content-type');
  if (!upstream.ok || !upstream.body)
    return { status: 502, reason: `the upstream answered ${upstream.status}` };
  if (!kind) return { status: 415, reason: `its type is ${type ?? 'not given'}` };
  if (size > maxBytes) return { status: 502, reason: `${size} bytes, over ${maxBytes}` };
  return null;
}

/**
 * A relayed upload's headers, by the type it is sent as: cached like the build's copies in
 * `/cms-media` (an upload is not a draft: the CMS serves it publicly), never indexed, and served
 * as the site serves those copies (packages/shared/src/media-types.ts `mediaHeaders`, which
 * server/headers.mjs uses too): sandboxed, and SVG a download.
 */
function mediaHeaders(name, type) {
  return {
    'Cache-Control': cacheControlFor(`/cms-media/${name}`),
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    ...servedMediaHeaders(type),
  };
}

const VALIDATORS = ['etag', 'last-modified'];
const CONDITIONS = ['if-none-match', 'if-modified-since'];

/** The upstream's validators, so that a browser can revalidate its copy. */
function validators(upstream) {
  return Object.fromEntries(
    VALIDATORS.map((name) => [name, upstream.headers.get(name)]).filter(([, value]) => value),
  );
}

/** The browser's revalidation headers, passed to the upstream (a 304 is passed back). */
function conditionalHeaders(req) {
  return Object.fromEntries(
    CONDITIONS.map((name) => [name, req.headers[name]]).filter(
      ([, value]) => typeof value === 'string' && value.length <= 256,
    ),
  );
}

/** Passes bytes on until `maxBytes`, then fails (an upstream that sent no length, or lied). */
function limitBytes(maxBytes) {
  let seen = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new Error(`over ${maxBytes} bytes`) : null, chunk);
    },
  });
}

/**
 * Where uploads live besides the CMS's `/uploads/`: the object storage prefixes of CMS_MEDIA_URLS
 * (the build's setting, src/features/cms/media.ts), each ending in `/`; http(s) only.
 */
export function mediaBases(value = process.env.CMS_MEDIA_URLS ?? '') {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry))
    .filter((base) => base.protocol === 'https:' || base.protocol === 'http:')
    .map((base) => `${base.origin}${base.pathname.replace(/\/*$/, '/')}`);
}

const BUILD_MEDIA = /^\/cms-media\/([A-Za-z0-9_.-]+)$/;

/**
 * Rendered markdown points at the build's media copies; a preview fetches them through the server.
 * It has no WebP copies (no build made them): the `<picture>`'s image is the upload itself.
 */
function withPreviewMedia(html) {
  return html
    .replace(/<source type="image\/webp" srcset="[^"]*" \/>/g, '')
    .replace(
      /(src|href)="\/cms-media\/([A-Za-z0-9_.-]+)"/g,
      (_match, attribute, name) => `${attribute}="${mediaUrl(name).replace(/&/g, '&amp;')}"`,
    );
}

/**
 * The body's links to other pages open in a new tab, as the view's own links do in a preview
 * (SiteLinksInNewTab in src/components/ui/Link.tsx): the admin's preview panel has no back button,
 * so following one there would replace the draft. In-page links (`#…`, the contents) stay, and so
 * do links that already open in a new tab (external ones). The sanitizer quotes every attribute
 * and escapes `>` inside them, so a tag ends at its first `>`.
 */
function withLinksInNewTab(html) {
  return html.replace(
    /<a ((?![^>]*\btarget=)[^>]*\bhref="(?!#)[^"]*"[^>]*)>/g,
    '<a $1 target="_blank" rel="noopener noreferrer">',
  );
}

/** A draft's rendered body as its preview shows it. */
const previewHtml = (html) => withLinksInNewTab(withPreviewMedia(html));

const QUERIES = {
  article: (documentId, locale) =>
    `/api/articles?${new URLSearchParams({
      'filters[documentId][$eq]': documentId,
      locale,
      status: 'draft',
      'populate[cover]': 'true',
      'populate[tags][fields][0]': 'name',
      'populate[tags][fields][1]': 'slug',
    })}`,
  page: (documentId, locale) =>
    `/api/pages?${new URLSearchParams({ 'filters[documentId][$eq]': documentId, locale, status: 'draft' })}`,
  event: (documentId, locale) =>
    `/api/events?${new URLSearchParams({
      'filters[documentId][$eq]': documentId,
      locale,
      status: 'draft',
      'populate[cover]': 'true',
      'populate[communities]': 'true',
    })}`,
  /** A page of the language's published glossary terms: what the build matches bodies against. */
  terms: (locale, page) =>
    `/api/terms?${new URLSearchParams({
      locale,
      'fields[0]': 'slug',
      'fields[1]': 'term',
      'fields[2]': 'aliases',
      'fields[3]': 'definition',
      sort: 'id',
      'pagination[page]': String(page),
      'pagination[pageSize]': String(TERMS_PER_REQUEST),
    })}`,
};

/** The CMS's largest page (cms/config/api.js), and how many pages of terms a preview reads at most. */
const TERMS_PER_REQUEST = 100;
const MAX_TERM_PAGES = 10;

/**
 * @param {{ secret: string | undefined, cmsUrl: string, token: string | undefined,
 *   renderMarkdown: (markdown: string, locale: string, sizeOf?: (src: string) => undefined, terms?: unknown) => { html: string, toc: Array<{ id: string, text: string, depth: number }> },
 *   mediaPath: (url: string) => string | null,
 *   termMatcherFor?: (terms: Array<Record<string, unknown>>, locale: string) => unknown,
 *   draftEventEntry?: (draft: any, language: string, report: { warn: (message: string) => void, fail: (message: string) => void }) => Record<string, any> | null,
 *   fetch?: typeof fetch, now?: () => number, log?: Pick<Console, 'error'>, timeoutMs?: number,
 *   mediaUrls?: string[], mediaLimits?: typeof MEDIA_LIMITS }} options
 */
export function createPreviewRoutes({
  secret,
  cmsUrl,
  token,
  renderMarkdown,
  mediaPath,
  termMatcherFor,
  draftEventEntry,
  fetch: fetchImpl = globalThis.fetch,
  now = Date.now,
  log = console,
  timeoutMs = 10_000,
  mediaUrls = mediaBases(),
  mediaLimits = MEDIA_LIMITS,
}) {
  const maxMediaBytes = mediaLimits.maxBytes;
  const mediaRequests = createRateLimit({ limit: mediaLimits.requestsPerMinute, now });
  function send(res, status, body, method) {
    const json = `${JSON.stringify(body)}\n`;
    res.writeHead(status, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(method === 'HEAD' ? undefined : json);
  }

  function refuse(res, reason, method, detail) {
    send(res, STATUS_OF[reason], detail ? { reason, detail } : { reason }, method);
  }

  /** A REST answer of the CMS, read with the read-only token. */
  async function readCms(query) {
    const response = await fetchImpl(`${cmsUrl}${query}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the CMS answered ${response.status}`);
    return response.json();
  }

  async function readDraft(type, documentId, locale) {
    const { data } = await readCms(QUERIES[type](documentId, locale));
    return Array.isArray(data) ? (data[0] ?? null) : null;
  }

  /**
   * The in-place definitions of `locale`'s published terms, as the build gives a body (the build's
   * own matcher); none when the CMS does not answer: a draft is still shown, with a log line.
   */
  async function readTermMatcher(locale) {
    if (!termMatcherFor) return undefined;
    try {
      const terms = [];
      for (let page = 1; page <= MAX_TERM_PAGES; page += 1) {
        const { data, meta } = await readCms(QUERIES.terms(locale, page));
        if (Array.isArray(data)) terms.push(...data);
        if (page >= Number(meta?.pagination?.pageCount ?? 1)) break;
      }
      return termMatcherFor(terms, locale);
    } catch (error) {
      log.error(`Preview: reading the glossary (${locale}) failed, so no definitions: ${error.message}`);
      return undefined;
    }
  }

  /**
   * A cover's address through the preview's relay (the CMS itself may be private), by the build's
   * rule for what is an upload (src/features/cms/media.ts), as for the body's images; else null.
   */
  function previewCover(url) {
    const name = BUILD_MEDIA.exec(mediaPath(String(url ?? '')) ?? '')?.[1];
    return name ? mediaUrl(name) : null;
  }

  function articleData(entry, locale, terms) {
    // The article's own switch (glossaryDefinitions), as the build respects it.
    const rendered = renderMarkdown(
      String(entry.body ?? ''),
      locale,
      undefined,
      entry.glossaryDefinitions === false ? undefined : terms,
    );
    const cover = previewCover(entry.cover?.url);
    return {
      slug: entry.slug ?? null,
      title: entry.title ?? '',
      summary: entry.summary ?? null,
      date: entry.date ?? null,
      author: entry.author ?? null,
      coverAlt: entry.coverAlt ?? '',
      cover: cover
        ? { src: cover, width: entry.cover.width ?? null, height: entry.cover.height ?? null }
        : null,
      tags: Array.isArray(entry.tags)
        ? entry.tags.map((tag) => ({ name: String(tag.name ?? ''), slug: String(tag.slug ?? '') }))
        : [],
      html: previewHtml(rendered.html),
      toc: rendered.toc,
    };
  }

  function pageData(entry, locale, terms) {
    return {
      slug: entry.slug ?? null,
      title: entry.title ?? '',
      seoDescription: entry.seoDescription ?? null,
      html: previewHtml(renderMarkdown(String(entry.body ?? ''), locale, undefined, terms).html),
    };
  }

  /**
   * An event as its page shows it (the build's rules, draftEventEntry), with its body rendered as
   * the build renders an event's own version; `problems` gets why the build would not publish it.
   */
  function eventData(entry, locale, terms, problems) {
    const report = { warn: (message) => problems.push(message), fail: (message) => problems.push(message) };
    const event = draftEventEntry?.(entry, locale, report);
    if (!event) return null;
    const cover = event.cover && previewCover(event.cover.url);
    return {
      event: { ...event, cover: cover ? { ...event.cover, url: cover } : null },
      html: previewHtml(renderMarkdown(String(entry.body ?? ''), locale, undefined, terms).html),
      // The preview's clock, as the build's decides an event page's "has ended".
      ended: new Date(event.endsAt).getTime() <= now(),
    };
  }

  const CONTENT_OF = { article: articleData, page: pageData, event: eventData };

  return {
    [PREVIEW_DATA_PATH]: async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...NO_STORE, Allow: 'GET, HEAD' }).end();
        return;
      }
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const link = verifyPreviewQuery(query, secret ?? '', now());
      if (!link.ok) return refuse(res, link.reason, req.method);
      if (!token) {
        log.error('Preview: SITE_PREVIEW_TOKEN is not set, so drafts cannot be read');
        return refuse(res, 'unavailable', req.method);
      }
      // Read beside the draft; it never fails the preview.
      const terms = readTermMatcher(link.locale);
      let entry;
      try {
        entry = await readDraft(link.type, link.documentId, link.locale);
      } catch (error) {
        // The reason goes to the log; the token never does.
        log.error(
          `Preview: reading ${link.type} ${link.documentId} (${link.locale}) failed: ${error.message}`,
        );
        return refuse(res, 'unavailable', req.method);
      }
      if (!entry) return refuse(res, 'not-found', req.method);
      const problems = [];
      if (link.type === 'event' && !draftEventEntry) {
        log.error('Preview: this server has no event renderer, so event drafts cannot be shown');
        return refuse(res, 'unavailable', req.method);
      }
      const content = CONTENT_OF[link.type](entry, link.locale, await terms, problems);
      if (!content) return refuse(res, 'incomplete', req.method, problems.join('\n'));
      return send(
        res,
        200,
        {
          type: link.type,
          locale: link.locale,
          documentId: link.documentId,
          updatedAt: entry.updatedAt ?? null,
          expires: link.expires,
          [link.type]: content,
        },
        req.method,
      );
    },

    [PREVIEW_MEDIA_PATH]: async (req, res) => {
      const name = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('file') ?? '';
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !UPLOAD_NAME.test(name)) {
        res.writeHead(400, NO_STORE).end();
        return;
      }
      if (!mediaRequests.allow(req.socket.remoteAddress ?? '')) {
        res.writeHead(429, { ...NO_STORE, 'Retry-After': String(mediaRequests.retryAfterSeconds()) }).end();
        return;
      }
      let upstream;
      try {
        // The CMS's own uploads first, then object storage (S3 provider): the first that has it.
        for (const base of [`${cmsUrl}/uploads/`, ...mediaUrls]) {
          upstream = await fetchImpl(`${base}${encodeURIComponent(name)}`, {
            headers: conditionalHeaders(req),
            // A redirect could lead anywhere (another host, an internal address): never followed.
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (upstream.status !== 404 && upstream.status !== 403) break;
          await upstream.body?.cancel();
        }
      } catch (error) {
        log.error(`Preview: media ${name} failed: ${error.message}`);
        res.writeHead(502, NO_STORE).end();
        return;
      }
      const kind = relayedType(upstream.headers.get('content-type'));
      const size = Number(upstream.headers.get('content-length') ?? Number.NaN);
      const refusal = mediaRefusal(upstream, kind, size, maxMediaBytes);
      if (refusal) {
        await upstream.body?.cancel().catch(() => undefined);
        if (refusal.status >= 415) log.error(`Preview: media ${name} refused: ${refusal.reason}`);
        const headers =
          refusal.status === 304
            ? { ...mediaHeaders(name, upstream.headers.get('content-type')), ...validators(upstream) }
            : NO_STORE;
        res.writeHead(refusal.status, headers).end();
        return;
      }
      res.writeHead(200, {
        // SVG can hold scripts: saved, never shown as a page of this origin (an <img> still shows it).
        ...mediaHeaders(name, kind.type),
        ...validators(upstream),
        'Content-Type': kind.type,
        // fetch decodes a compressed body: its length is then not the upstream's.
        ...(Number.isSafeInteger(size) && !upstream.headers.has('content-encoding')
          ? { 'Content-Length': size }
          : {}),
      });
      if (req.method === 'HEAD') {
        res.end();
        await upstream.body.cancel().catch(() => undefined);
        return;
      }
      // Errors on either side (the upstream breaks off, the client goes away) end both streams.
      pipeline(Readable.fromWeb(upstream.body), limitBytes(maxMediaBytes), res, (error) => {
        if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          log.error(`Preview: media ${name} broke off: ${error.message}`);
        }
      });
    },
  };
}

/**
 * The headers of the built preview page: like any page's, but never cached, not indexed, and
 * allowed in a frame of the CMS's admin (its preview panel), and only there.
 * @param {Record<string, string | number>} headers the page's usual headers
 * @param {string[]} frameAncestors origins of the CMS admin
 */
export function previewPageHeaders(headers, frameAncestors) {
  const next = { ...headers, ...NO_STORE };
  delete next['X-Frame-Options'];
  const ancestors = ["'self'", ...frameAncestors].join(' ');
  const csp = String(headers['Content-Security-Policy'] ?? '');
  next['Content-Security-Policy'] = /frame-ancestors [^;]*/.test(csp)
    ? csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`)
    : [csp, `frame-ancestors ${ancestors}`].filter(Boolean).join('; ');
  return next;
}

/** The CMS admin's origins, as an editor's browser may spell them (`localhost` or `127.0.0.1`). */
export function adminOrigins(...urls) {
  return [...new Set(urls.filter(Boolean).flatMap((url) => previewOrigins(url)))];
}

/**
 * The build's markdown renderer and media rule, compiled to JavaScript by `npm run build` and
 * `npm start` (server/preview-renderer.mjs): plain `node` loads them, no TypeScript loader.
 * @returns {{ renderMarkdown: (markdown: string, locale: string, sizeOf?: (src: string) => undefined, terms?: unknown) => { html: string, toc: Array<{ id: string, text: string, depth: number }> }, mediaPath: (url: string) => string | null, termMatcherFor: (terms: Array<Record<string, unknown>>, locale: string) => unknown, draftEventEntry: (draft: any, language: string, report: { warn: (message: string) => void, fail: (message: string) => void }) => Record<string, any> | null }}
 */
export function loadPreviewRenderer() {
  if (!fs.existsSync(PREVIEW_RENDERER_FILE)) {
    throw new Error(
      `The preview's renderer (${path.relative(process.cwd(), PREVIEW_RENDERER_FILE)}) is missing: \`npm run build\` writes it.`,
    );
  }
  return createRequire(PREVIEW_RENDERER_FILE)(PREVIEW_RENDERER_FILE);
}

/**
 * The preview's routes and framing rule for a server, with the build's markdown renderer
 * (loadPreviewRenderer). Used by `npm start` and, for a static host whose previews run on a Node
 * server beside the CMS, by `npm run serve` when PREVIEW_SECRET, SITE_PREVIEW_TOKEN and CMS_URL
 * are set.
 * @param {{ secret: string, token: string, cmsUrl: string, adminUrl?: string }} options
 */
export async function loadPreview({ secret, token, cmsUrl, adminUrl }) {
  // mediaPath() (used by the renderer and for covers) recognises the CMS's upload URLs by this,
  // read as the renderer loads.
  process.env.CMS_URL ??= cmsUrl;
  // renderMarkdown, mediaPath, termMatcherFor and draftEventEntry: the build's own.
  return {
    routes: createPreviewRoutes({ secret, cmsUrl, token, ...loadPreviewRenderer() }),
    frameAncestors: adminOrigins(cmsUrl, adminUrl),
  };
}

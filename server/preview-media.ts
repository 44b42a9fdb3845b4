// The draft preview's media relay, `/__preview/media?file=…`: a draft's upload (a new cover, an
// image in its body) passed on from the CMS or its object storage before any build copied it.
import type http from 'node:http';
import { Readable, Transform, pipeline } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { mediaHeaders as servedMediaHeaders, mediaKind } from '@meridian/shared/media-types';
import { cacheControlFor } from '@meridian/shared/headers';
import { createRateLimit } from './rate-limit';

export const PREVIEW_MEDIA_PATH = '/__preview/media';

/** No cache anywhere, not indexed, not sniffed: a draft must not outlive its link. */
export const NO_STORE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const UPLOAD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,200}$/;
export const mediaUrl = (name: string): string => `${PREVIEW_MEDIA_PATH}?file=${encodeURIComponent(name)}`;

type MediaKind = NonNullable<ReturnType<typeof mediaKind>>;

/** The upload relay's limits: its largest file, and requests per client address and minute. */
export const MEDIA_LIMITS = { maxBytes: 100 * 1024 * 1024, requestsPerMinute: 240 };

/**
 * What the relay passes on, by the upstream's Content-Type: images, video and PDF, SVG as a
 * download (the rule the CMS uploads and serves by, packages/shared/src/media-types.ts). Null: refused.
 */
export const relayedType = mediaKind;

/** Why an upstream answer is not relayed (its status for the client), or null. */
function mediaRefusal(
  upstream: Response,
  kind: MediaKind | null,
  size: number,
  maxBytes: number,
): { status: number; reason: string } | null {
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
 * packages/shared/src/headers.ts uses too): sandboxed, and SVG a download.
 */
function mediaHeaders(name: string, type: string | null): Record<string, string> {
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
function validators(upstream: Response): Record<string, string> {
  return Object.fromEntries(
    VALIDATORS.map((name) => [name, upstream.headers.get(name)]).filter(([, value]) => value),
  );
}

/** The browser's revalidation headers, passed to the upstream (a 304 is passed back). */
function conditionalHeaders(req: http.IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    CONDITIONS.map((name) => [name, req.headers[name]]).filter(
      ([, value]) => typeof value === 'string' && value.length <= 256,
    ),
  );
}

/** Passes bytes on until `maxBytes`, then fails (an upstream that sent no length, or lied). */
function limitBytes(maxBytes: number): Transform {
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
export function mediaBases(value = process.env.CMS_MEDIA_URLS ?? ''): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry))
    .filter((base) => base.protocol === 'https:' || base.protocol === 'http:')
    .map((base) => `${base.origin}${base.pathname.replace(/\/*$/, '/')}`);
}

type Log = { error: (message: string) => void };

/** The upstream that has the upload: the CMS's own uploads first, then object storage (S3 provider). */
async function fetchUpload(
  name: string,
  req: http.IncomingMessage,
  { cmsUrl, mediaUrls, fetchImpl, timeoutMs }: MediaRelayOptions,
): Promise<Response> {
  let upstream: Response | null = null;
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
  if (!upstream) throw new Error('no upload source');
  return upstream;
}

interface MediaRelayOptions {
  cmsUrl: string;
  mediaUrls: string[];
  fetchImpl: typeof fetch;
  timeoutMs: number;
  now: () => number;
  log: Log;
  mediaLimits: { maxBytes: number; requestsPerMinute: number };
}

/** The relay's route. */
export function createMediaRelay(
  options: MediaRelayOptions,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const { log, mediaLimits } = options;
  const maxMediaBytes = mediaLimits.maxBytes;
  const mediaRequests = createRateLimit({ limit: mediaLimits.requestsPerMinute, now: options.now });
  return async (req, res) => {
    const name = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('file') ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !UPLOAD_NAME.test(name)) {
      res.writeHead(400, NO_STORE).end();
      return;
    }
    if (!mediaRequests.allow(req.socket.remoteAddress ?? '')) {
      res.writeHead(429, { ...NO_STORE, 'Retry-After': String(mediaRequests.retryAfterSeconds()) }).end();
      return;
    }
    let upstream: Response;
    try {
      upstream = await fetchUpload(name, req, options);
    } catch (error) {
      log.error(`Preview: media ${name} failed: ${(error as Error).message}`);
      res.writeHead(502, NO_STORE).end();
      return;
    }
    const kind = relayedType(upstream.headers.get('content-type'));
    const size = Number(upstream.headers.get('content-length') ?? Number.NaN);
    const refusal = mediaRefusal(upstream, kind, size, maxMediaBytes);
    if (refusal || !kind || !upstream.body) {
      await upstream.body?.cancel().catch(() => undefined);
      if (refusal && refusal.status >= 415) log.error(`Preview: media ${name} refused: ${refusal.reason}`);
      const headers =
        refusal?.status === 304
          ? { ...mediaHeaders(name, upstream.headers.get('content-type')), ...validators(upstream) }
          : NO_STORE;
      res.writeHead(refusal?.status ?? 502, headers).end();
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
    const body = Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>);
    pipeline(body, limitBytes(maxMediaBytes), res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        log.error(`Preview: media ${name} broke off: ${error.message}`);
      }
    });
  };
}

// The build worker's own routes, behind the secret it shares with the CMS (`x-rebuild-secret`):
// `POST /__rebuild`, the CMS's webhook, which asks for a rebuild, and `GET /__builds`, the build
// history the CMS's admin shows. `npm start` mounts them on the site server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { changesSite, entryFromWebhook } from './build-history';
import { type Rebuilder, secretMatches } from './rebuilder';
import { readRequestBody } from './request-body';

export const REBUILD_HOOK_PATH = '/__rebuild';
/** The webhook event the CMS sends when a published event ends. */
export const EVENT_ENDED = 'schedule.rebuild';
export const BUILDS_PATH = '/__builds';
/** A webhook's body: Strapi sends the entry it is about, a long article included. */
export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;
/** How long a webhook's body may take: the CMS sends it at once; a client that stalls holds a socket. */
export const WEBHOOK_BODY_MS = 10_000;

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Whether the request says it carries a body (an empty one, `Content-Length: 0`, does not). */
const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** A refusal; what is left of the request's body is dropped (dropRestOfBody). */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${message}\n`);
  if (!req.complete && hasBody(req)) dropRestOfBody(req);
}

/**
 * Reads and drops what the client still sends, for a second or a megabyte at most, then closes
 * the connection. Closed at once, with the client's bytes unread, the connection would be reset
 * and the client could lose the refusal; read to its end, a body that never ends would be read
 * for as long as the client likes.
 */
function dropRestOfBody(req: IncomingMessage, { ms = 1000, bytes = 1024 * 1024 } = {}): void {
  let dropped = 0;
  const cut = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(cut, ms);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bytes) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const BODY_REFUSALS = {
  'too-large': { status: 413, message: 'Payload Too Large' },
  timeout: { status: 408, message: 'Request Timeout' },
};

/**
 * The webhook's JSON body, read up to `limit` bytes: `{ body }` (null when empty: a rebuild asked
 * for by hand), or the refusal to answer with. Resolves `null` when the client went away.
 */
async function readJsonBody(
  req: IncomingMessage,
  limit: number,
  ms: number,
): Promise<{ body: unknown } | { status: number; message: string } | null> {
  const read = await readRequestBody(req, { limit, ms });
  if (!read.ok) return read.reason === 'gone' ? null : BODY_REFUSALS[read.reason];
  if (read.bytes.length === 0) return { body: null };
  try {
    return { body: JSON.parse(utf8.decode(read.bytes)) };
  } catch {
    return { status: 400, message: 'Bad Request: the body is not JSON in UTF-8' };
  }
}

type Route = (req: IncomingMessage, res: ServerResponse) => unknown;

export function createRebuildHookRoutes({
  secret,
  rebuilder,
  bodyLimit = WEBHOOK_BODY_LIMIT,
  bodyMs = WEBHOOK_BODY_MS,
}: {
  secret: string;
  rebuilder: Pick<Rebuilder, 'request' | 'history'>;
  bodyLimit?: number;
  bodyMs?: number;
}): Record<string, Route> {
  return {
    [REBUILD_HOOK_PATH]: async (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'POST') return refuse(req, res, 405, 'Method Not Allowed', { Allow: 'POST' });
      if (!secretMatches(req.headers['x-rebuild-secret'], secret)) {
        return refuse(req, res, 401, 'Unauthorized');
      }
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (hasBody(req) && type !== 'application/json') {
        return refuse(req, res, 415, 'Unsupported Media Type: send application/json');
      }
      const read = await readJsonBody(req, bodyLimit, bodyMs);
      if (!read || res.destroyed) return undefined;
      if ('status' in read) return refuse(req, res, read.status, read.message);
      const queued = changesSite(read.body);
      if (queued) {
        const entry = entryFromWebhook(read.body);
        // The CMS's scheduler at an event's end (cms/src/schedules/event-ends.js): /events' archive.
        if (entry?.event === EVENT_ENDED) rebuilder.request([entry], 'event-ended');
        else rebuilder.request(entry ? [entry] : []);
      }
      res.writeHead(202, { ...NO_STORE, 'Content-Type': 'application/json' });
      return res.end(`${JSON.stringify({ queued })}\n`);
    },
    // The build history for the CMS's admin (its widget asks server-side, with the same secret).
    [BUILDS_PATH]: (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return refuse(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      }
      if (!secretMatches(req.headers['x-rebuild-secret'], secret)) {
        return refuse(req, res, 401, 'Unauthorized');
      }
      res.writeHead(200, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
      return res.end(req.method === 'HEAD' ? undefined : `${JSON.stringify(rebuilder.history.snapshot())}\n`);
    },
  };
}

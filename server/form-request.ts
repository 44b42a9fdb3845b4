// What every form POST to the site server goes through before it is answered (forms.ts, and page
// feedback in feedback.ts): the same-origin check, the visitor's address, the body read within its
// limit, and the plain refusal.
import type http from 'node:http';
import { FORM_LIMITS } from './form-cms';
import { readRequestBody } from './request-body';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A form refused before it is answered; `close`: its body is not read, the connection closes after the answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly close = false,
  ) {
    super(message);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A cross-site POST is refused: the Origin (or, from a browser that sends none, the Referer) must
 * be this site's own origin, scheme, host and port, as the request's `Host` names it, and that
 * host must be the site's (`siteUrl`) or a loopback name. A page on another site cannot sign a
 * visitor in or send messages in their name; nor can one whose name was made to resolve to this
 * server (DNS rebinding), since its `Host` is then its own name.
 */
export function checkSameOrigin(
  req: http.IncomingMessage,
  { https, siteHost }: { https: boolean; siteHost: string | null },
) {
  const source = req.headers.origin || req.headers.referer;
  const host = (req.headers.host ?? '').toLowerCase();
  let sourceOrigin: string | null = null;
  let ownOrigin: URL | null = null;
  try {
    sourceOrigin = source && source !== 'null' ? new URL(source).origin : null;
    ownOrigin = host ? new URL(`${https ? 'https' : 'http'}://${host}`) : null;
  } catch {
    sourceOrigin = null;
  }
  const known = ownOrigin && (ownOrigin.host === siteHost || LOOPBACK_HOSTS.has(ownOrigin.hostname));
  if (!ownOrigin || !known || sourceOrigin !== ownOrigin.origin)
    // The body is not read: the connection closes after the answer.
    throw new Refusal(403, 'Forbidden: the form must be sent from this site', true);
}

/**
 * The visitor's address: the connection's, or behind a proxy that sets `X-Forwarded-For` to the
 * address it saw (deploy/nginx.conf), the last entry of that header (a client's own entries come
 * before it).
 */
export function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
  const last = forwarded.split(',').pop()?.trim();
  return last || req.socket.remoteAddress || '';
}

/** The form's fields, read up to the body limit; anything but an urlencoded UTF-8 body is refused. */
export async function readForm(
  req: http.IncomingMessage,
  limit: number = FORM_LIMITS.body,
): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== FORM_CONTENT_TYPE) {
    throw new Refusal(415, `Unsupported Media Type: send ${FORM_CONTENT_TYPE}`, true);
  }
  // The rest of a refused body is not read: the connection closes after the answer.
  const read = await readRequestBody(req, { limit, ms: FORM_LIMITS.bodyMs });
  if (!read.ok) throw new Refusal(...BODY_REFUSALS[read.reason], true);
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    throw new Refusal(400, 'Bad Request: the form is not valid UTF-8');
  }
}

const BODY_REFUSALS: Record<'too-large' | 'timeout' | 'gone', [number, string]> = {
  'too-large': [413, 'Content Too Large'],
  timeout: [408, 'Request Timeout'],
  gone: [400, 'Bad Request'],
};

export function refuse(res: http.ServerResponse, refusal: Refusal, headers: Record<string, string>) {
  res.writeHead(refusal.status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(refusal.close ? { Connection: 'close' } : {}),
  });
  res.end(`${refusal.message}\n`);
}

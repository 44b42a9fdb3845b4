// Refusals before any file lookup: a request target that no page of the site needs, and a
// request node could not parse. String checks only, so every refusal is immediate.
import http from 'node:http';
import type { Duplex } from 'node:stream';

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
const BAD_REQUEST = { status: 400, message: 'Bad Request' };
const URI_TOO_LONG = { status: 414, message: 'URI Too Long' };

/** Brackets in a query key, raw or percent-encoded: `a[b][c]` is nested twice. */
function bracketDepth(key: string): number {
  return (key.match(/\[|%5b/gi) ?? []).length;
}

/**
 * Checks a request before any file lookup: string checks only, so every refusal is immediate.
 * Returns null when it may proceed, else the status and message to answer with.
 */
export function rejectRequest(
  method: string | undefined,
  rawUrl: string | undefined,
): { status: number; message: string } | null {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: 'Method Not Allowed' };
  if (!rawUrl || !rawUrl.startsWith('/')) return BAD_REQUEST; // `*`, absolute-form targets
  if (rawUrl.length > REQUEST_LIMITS.url) return URI_TOO_LONG;
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (rawPath.length > REQUEST_LIMITS.path) return URI_TOO_LONG;
  // Encoded separators would become path separators once decoded.
  if (/%2f|%5c/i.test(rawPath)) return BAD_REQUEST;
  let decoded: string;
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

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * A request node could not parse (a malformed request line or header, headers too large, sent too
 * slowly): answered as node would, with the base headers, and the connection closed.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } },
  headers: Record<string, string>,
): void {
  // Nothing to answer on a connection that is gone or whose response has begun (node's own rule;
  // `_httpMessage` is the response in flight).
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
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

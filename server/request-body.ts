// One reader of a request's body for the site server's POST routes (the forms relay and the
// rebuild hook): each had its own, and only one of them had a time limit.
import type { IncomingMessage } from 'node:http';

/**
 * What reading a body came to: its bytes, or why it was not read to its end. `too-large`: more
 * than `limit` bytes, declared or sent; `timeout`: not all sent within `ms`; `gone`: the client
 * went away or the stream failed. On a refusal the request is paused with its data listeners
 * removed, so the caller may drop the rest or close the connection.
 */
export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'timeout' | 'gone' };

/** Reads `req`'s body, up to `limit` bytes within `ms` milliseconds. */
export function readRequestBody(
  req: IncomingMessage,
  { limit, ms }: { limit: number; ms: number },
): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise<BodyRead>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: BodyRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!outcome.ok) {
        req.removeAllListeners('data');
        req.pause();
      }
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), ms);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle({ ok: false, reason: 'too-large' });
      else chunks.push(chunk);
    });
    req.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks) }));
    req.on('error', () => settle({ ok: false, reason: 'gone' }));
    req.on('aborted', () => settle({ ok: false, reason: 'gone' }));
    // After 'end' this does nothing; before it, the client closed mid-body.
    req.on('close', () => settle({ ok: false, reason: 'gone' }));
  });
}

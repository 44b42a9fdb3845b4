// @ts-check
// One reader of a request's body for the site server's POST routes (the forms relay and the
// rebuild hook): each had its own, and only one of them had a time limit.

/**
 * What reading a body came to: its bytes, or why it was not read to its end. `too-large`: more
 * than `limit` bytes, declared or sent; `timeout`: not all sent within `ms`; `gone`: the client
 * went away or the stream failed. On a refusal the request is paused with its data listeners
 * removed, so the caller may drop the rest or close the connection.
 * @typedef {{ ok: true, bytes: Buffer } | { ok: false, reason: 'too-large' | 'timeout' | 'gone' }} BodyRead
 */

/**
 * Reads `req`'s body, up to `limit` bytes within `ms` milliseconds.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ limit: number, ms: number }} limits
 * @returns {Promise<BodyRead>}
 */
export function readRequestBody(req, { limit, ms }) {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    /** @param {BodyRead} outcome */
    const settle = (outcome) => {
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
    req.on('data', (chunk) => {
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

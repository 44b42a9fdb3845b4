// A request limit per client address, for the site server's relays (preview media, forms).

/**
 * A fixed-window count of requests per client address. Behind a proxy every client has the
 * proxy's address: the limit is then the proxy's, and nginx's `limit_req` the per-client one.
 */
export function createRateLimit({ limit, windowMs = 60_000, now = Date.now, maxClients = 10_000 }) {
  const counts = new Map();
  let windowStart = now();
  return {
    allow(key) {
      if (now() - windowStart >= windowMs || counts.size >= maxClients) {
        counts.clear();
        windowStart = now();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limit;
    },
    retryAfterSeconds() {
      return Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
    },
  };
}

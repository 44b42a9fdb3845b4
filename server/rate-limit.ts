// A request limit per client address, for the site server's relays (preview media, forms).

/** Where clients beyond `maxClients` are counted together until the window ends. */
const OVERFLOW = Symbol('overflow');

/**
 * A fixed-window count of requests per client address. Behind a proxy, the caller passes the
 * address the proxy saw (forms.ts clientAddress). At most `maxClients` addresses are counted one
 * by one per window; more addresses share one count. A flood of new addresses therefore never
 * empties the table (which would give every counted client a fresh allowance, issue 38 item 8):
 * the addresses already counted keep their counts, and the flood is limited as one client.
 */
export interface RateLimit {
  allow(key: string): boolean;
  retryAfterSeconds(): number;
}

export function createRateLimit({
  limit,
  windowMs = 60_000,
  now = Date.now,
  maxClients = 10_000,
}: {
  limit: number;
  windowMs?: number;
  now?: () => number;
  maxClients?: number;
}): RateLimit {
  const counts = new Map<string | typeof OVERFLOW, number>();
  let windowStart = now();
  return {
    allow(key) {
      if (now() - windowStart >= windowMs) {
        counts.clear();
        windowStart = now();
      }
      const counted = counts.has(key) || counts.size < maxClients ? key : OVERFLOW;
      const count = (counts.get(counted) ?? 0) + 1;
      counts.set(counted, count);
      return count <= limit;
    },
    retryAfterSeconds() {
      return Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
    },
  };
}

/**
 * A per-client limit for the form routes (contact, newsletter): at most `max` requests per
 * `windowMs` from one address, answered with 429 and a Retry-After header beyond that. Kept in
 * memory: one CMS process serves the site (a cluster would need a shared store).
 * @param {{ max?: number; windowMs?: number; name?: string }} config
 */
module.exports = (config) => {
  const max = Number(config?.max ?? process.env.FORM_RATELIMIT_MAX ?? 5);
  const windowMs = Number(config?.windowMs ?? process.env.FORM_RATELIMIT_WINDOW_MS ?? 10 * 60_000);
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  return async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
    const now = Date.now();
    const key = `${config?.name ?? 'form'}:${ctx.request.ip}`;
    const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= max) {
      ctx.set('Retry-After', String(Math.ceil((windowMs - (now - recent[0])) / 1000)));
      ctx.status = 429;
      ctx.body = {
        data: null,
        error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' },
      };
      return;
    }
    recent.push(now);
    hits.set(key, recent);
    // Forget idle clients now and then so the map does not grow without bound.
    if (hits.size > 10_000) {
      for (const [client, times] of hits)
        if (!times.some((time) => now - time < windowMs)) hits.delete(client);
    }
    await next();
  };
};

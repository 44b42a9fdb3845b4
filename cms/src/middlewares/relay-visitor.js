const { VISITOR_HEADER, verifyVisitor } = require('@meridian/shared/visitor-address');

/**
 * A form relayed by the site server counts as its visitor's, not the server's (issue 38, item 5):
 * with a valid, fresh signature (FORM_RELAY_SECRET) the request's address becomes the one the
 * relay vouches for, before any rate limit reads it. A forged, stale or unsigned header changes
 * nothing. The header is removed either way, so nothing further down sees or logs it.
 */
module.exports = () => {
  const secret = process.env.FORM_RELAY_SECRET;
  return async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
    const header = ctx.request.headers[VISITOR_HEADER];
    if (header !== undefined) {
      Reflect.deleteProperty(ctx.request.headers, VISITOR_HEADER);
      const visitor = verifyVisitor(header, secret);
      if (visitor) ctx.request.ip = visitor;
      // Page feedback is accepted through the relay only (api/page-feedback).
      if (visitor) ctx.state.relayedVisitor = visitor;
    }
    await next();
  };
};

// @ts-check

/**
 * Strapi 5's REST API returns drafts to anyone allowed to `find` when asked `?status=draft`.
 * The public API serves published content only, so the parameter is overridden, except for a
 * read-only API token: the site server's preview token (bootstrap/preview-token.js), which
 * reads drafts for editors' previews and can change nothing.
 */
module.exports = () => async (ctx, next) => {
  const auth = ctx.state.auth;
  const readOnlyToken =
    auth?.strategy?.name === 'content-api-token' && auth.credentials?.type === 'read-only';
  if (!readOnlyToken) ctx.query = { ...ctx.query, status: 'published' };
  await next();
};

// @ts-check

/**
 * Strapi 5's REST API returns drafts to anyone allowed to `find` when asked `?status=draft`.
 * The public API serves published content only, so the parameter is overridden.
 */
module.exports = () => async (ctx, next) => {
  ctx.query = { ...ctx.query, status: 'published' };
  await next();
};

const { readsDrafts, refusePublicationFilters } = require('../bootstrap/published-reads');

/**
 * Strapi 5's REST API returns drafts to anyone allowed to `find` when asked `?status=draft`.
 * The public API serves published content only, so the parameter is overridden, except for a
 * read-only API token: the site server's preview token (bootstrap/preview-token.js), which
 * reads drafts for editors' previews and can change nothing. What relations reach (filters, sorts,
 * populates) is limited to published rows underneath (bootstrap/published-reads.js).
 */
module.exports =
  () =>
  /** @param {import('koa').Context} ctx @param {import('koa').Next} next */
  async (ctx, next) => {
    if (!readsDrafts(ctx)) {
      refusePublicationFilters(ctx.query);
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };

// @ts-check
const { ensureDevelopmentAdmin } = require('./bootstrap/admin-user');
const { syncAuthSettings } = require('./bootstrap/auth');
const { announceNewsletterChanges, registerMemberNewsletterQuery } = require('./community/member-newsletter');
const { startSubscriptionsServer } = require('./community/subscriptions-server');
const { restrictGraphqlToPublished } = require('./bootstrap/graphql');
const { syncLocales } = require('./bootstrap/locales');
const { syncPublicPermissions } = require('./bootstrap/permissions');
const { syncPreviewToken } = require('./bootstrap/preview-token');
const { syncRebuildWebhook } = require('./bootstrap/webhook');
const { seed } = require('./seed');
const { registerSiteBuildsRoute } = require('./site-builds');

/** @type {ReturnType<typeof startSubscriptionsServer> | null} */
let subscriptions = null;

module.exports = {
  /** @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context */
  register({ strapi }) {
    restrictGraphqlToPublished(strapi);
    // The site's build status for the admin's "Website" widget.
    registerSiteBuildsRoute(strapi);
    // The account page's community panel: a member's own newsletter subscription.
    registerMemberNewsletterQuery(strapi);
  },

  /**
   * Runs at every start and converges the database on the project's settings: languages,
   * permissions, sign-in settings, the rebuild webhook, the preview's read-only token, the development admin and (when CMS_SEED is not "false")
   * the sample content. Each step is idempotent.
   * @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context
   */
  async bootstrap({ strapi }) {
    await syncLocales(strapi);
    await syncPublicPermissions(strapi);
    await syncAuthSettings(strapi);
    await syncRebuildWebhook(strapi);
    await syncPreviewToken(strapi);
    await ensureDevelopmentAdmin(strapi);
    if (process.env.CMS_SEED !== 'false') await seed(strapi);
    announceNewsletterChanges(strapi);
    subscriptions = startSubscriptionsServer(strapi);
  },

  async destroy() {
    await subscriptions?.close();
  },
};

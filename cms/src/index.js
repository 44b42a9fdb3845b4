const { untranslatedMails } = require('./auth-language');
const { ensureDevelopmentAdmin } = require('./bootstrap/admin-user');
const { syncAuthSettings } = require('./bootstrap/auth');
const { announceNewsletterChanges, registerMemberNewsletterQuery } = require('./community/member-newsletter');
const { startSubscriptionsServer } = require('./community/subscriptions-server');
const { restrictGraphqlToPublished } = require('./bootstrap/graphql');
const { restrictGraphqlToReading } = require('./bootstrap/graphql-read-only');
const { writeRouteList } = require('./bootstrap/route-list');
const { restrictPublicReadsToPublished } = require('./bootstrap/published-reads');
const { CMS_SECRETS, assertProductionSecrets } = require('@meridian/shared/production-secrets');
const { syncLocales } = require('./bootstrap/locales');
const { syncPublicPermissions } = require('./bootstrap/permissions');
const { syncPreviewToken } = require('./bootstrap/preview-token');
const { acquireStartupLock } = require('./bootstrap/startup-lock');
const { syncRebuildWebhook } = require('./bootstrap/webhook');
const { seed } = require('./seed');
const { registerSiteBuildsRoute } = require('./site-builds');
const { sharedFieldsMiddleware } = require('./translations/shared-fields');
const { useProjectSlugs } = require('./translations/uid-generation');
const { RECORD, translationRecordMiddleware } = require('./translations/translation-status');
const {
  registerOutdatedTranslationsQuery,
  registerTranslationStatusRoutes,
} = require('./translations/translation-status-api');
const { allAtOnceMiddleware } = require('./content-rules/all-at-once');
const { contentRulesMiddleware } = require('./content-rules/content-rules');
const { registerMediaVersionsQuery } = require('./media/media-versions');
const { keepFeedbackDays, registerFeedbackRoutes } = require('./page-feedback/admin-api');
const { registerScheduleRoutes } = require('./schedules/schedule-api');
const { startScheduler } = require('./schedules/scheduler');
const { keepOnePending } = require('./schedules/one-pending');
const linkSetting = require('./link-setting/link-setting');
const { migrateEditorialRoles, syncEditorialLocales } = require('./bootstrap/editorial-roles');

/** @type {Awaited<ReturnType<typeof startSubscriptionsServer>> | null} */
let subscriptions = null;
/** @type {Awaited<ReturnType<typeof announceNewsletterChanges>> | null} */
let newsletterChanges = null;
/** Releases the startup lock (PostgreSQL): held from register() to the end of bootstrap(). */
let releaseStartupLock = async () => {};
/** Stops the daily deletion of old page feedback. */
let stopFeedbackDays = () => {};
/** Stops the scheduler of timed publishing (cms/src/schedules/). */
let stopScheduler = async () => {};

module.exports = {
  /** @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context */
  async register({ strapi }) {
    // Before anything uses a secret: production refuses missing or weak ones, naming them.
    assertProductionSecrets(CMS_SECRETS, process.env, 'The CMS');
    // Before Strapi creates or migrates tables: instances on one database start one at a time.
    releaseStartupLock = await acquireStartupLock(strapi);
    restrictGraphqlToPublished(strapi);
    // A language added to the list before its mails are translated: they go in English, said here.
    for (const missing of untranslatedMails()) strapi.log.warn(`Mails: ${missing}`);
    // An event's start and end: a datetime (the same column, REST and GraphQL shapes) that the
    // admin shows and takes in the event's own time zone (cms/src/admin/EventTimeInput.jsx).
    strapi.customFields.register({ name: 'event-time', type: 'datetime' });
    // GraphQL reads only; writes go through REST's controllers and limits (docs/security.md).
    restrictGraphqlToReading(strapi);
    // The site's build status for the admin's "Website" widget.
    registerSiteBuildsRoute(strapi);
    // The account page's community panel: a member's own newsletter subscription.
    registerMemberNewsletterQuery(strapi);
    // Slugs from titles in Korean and Japanese too, cut to fit, never a fragment: for the admin's
    // slug box, its Regenerate button and a save without a slug alike.
    useProjectSlugs(strapi);
    // First, so that it wraps the rules below: a refused save names every problem at once.
    strapi.documents.use(allAtOnceMiddleware(strapi));
    // A document's languages share one slug, date, cover…: a translation lands where its source is.
    strapi.documents.use(sharedFieldsMiddleware(strapi));
    // What the build would drop or fail on (a missing upload, another site's image, an unsafe
    // link) is refused on save and publish, on the field: before a refused save is recorded.
    strapi.documents.use(contentRulesMiddleware(strapi));
    // Translation status: what each translation was made from, for the admin and the site.
    strapi.documents.use(translationRecordMiddleware(strapi));
    registerTranslationStatusRoutes(strapi);
    registerOutdatedTranslationsQuery(strapi);
    // Which copies of the site's media a replaced file made out of date (the build asks).
    registerMediaVersionsQuery(strapi);
    // Page feedback for editors: the homepage widget's and the edit view's numbers (admin API).
    registerFeedbackRoutes(strapi);
    // Timed publish and takedown per language: the admin's routes (cms/src/schedules/).
    registerScheduleRoutes(strapi);
    // The admins' allowed hosts: checked on save, read by the content rules, the build and the edit view.
    strapi.documents.use(linkSetting.linkSettingMiddleware(strapi));
    linkSetting.registerAllowedHostsQuery(strapi);
    linkSetting.registerAllowedHostsRoute(strapi);
  },

  /**
   * Runs at every start and converges the database on the project's settings: languages,
   * permissions, sign-in settings, the rebuild webhook, the preview's read-only token, the development admin and (when CMS_SEED is not "false")
   * the sample content. Each step is idempotent; the editorial roles' migration runs once per
   * database (an admin's later choices in Settings → Roles stand).
   * @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context
   */
  async bootstrap({ strapi }) {
    // Before the server answers anyone: a public client's reads reach published rows only, at
    // every join (filters, sorts and populates on relations included).
    restrictPublicReadsToPublished(strapi);
    try {
      await syncLocales(strapi);
      // One pending schedule per document, language and action, whatever saves race (after
      // Strapi has made the table; under the lock, so that two instances do not make it at once).
      await keepOnePending(strapi);
      // Strapi's Editor and Author roles predate the languages: given them once (editorial-roles.js).
      await syncEditorialLocales(strapi);
      // Once per database: the Editor may publish and delete, neither role reads personal data.
      await migrateEditorialRoles(strapi);
      await syncPublicPermissions(strapi);
      await linkSetting.syncLinkSetting(strapi);
      await syncAuthSettings(strapi);
      await syncRebuildWebhook(strapi);
      await syncPreviewToken(strapi);
      await ensureDevelopmentAdmin(strapi);
      if (process.env.CMS_SEED !== 'false') await seed(strapi);
      // Translations saved before records existed (or seeded) count as up to date.
      const recorded = await strapi.service(RECORD).recordExistingTranslations();
      strapi.log.info(`Translation records: ${recorded} created for translations that had none.`);
    } finally {
      await releaseStartupLock();
    }
    newsletterChanges = await announceNewsletterChanges(strapi);
    subscriptions = await startSubscriptionsServer(strapi);
    writeRouteList(strapi);
    stopFeedbackDays = keepFeedbackDays(strapi);
    // After the startup lock: fires what fell due while the CMS was stopped, then polls.
    stopScheduler = startScheduler(strapi);
  },

  async destroy() {
    stopFeedbackDays();
    await stopScheduler();
    await releaseStartupLock();
    await subscriptions?.close();
    await newsletterChanges?.close();
  },
};

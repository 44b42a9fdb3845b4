const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { DEFAULT_LOCALE, LOCALE_INFO, isLocale } = require('@meridian/shared/locales');
const { siteUrl } = require('../../../site-url');

const UID = 'api::newsletter-subscription.newsletter-subscription';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The same answer whatever the address's history: nobody learns who subscribed. */
const ACCEPTED = { data: { status: 'confirmation-sent' } };

/** Where the mailed links land on the site, in the subscriber's language. */
function sitePage(/** @type {string | null} */ locale, /** @type {string} */ status) {
  const prefix = isLocale(locale) ? LOCALE_INFO[locale].prefix : '';
  return `${siteUrl()}${prefix}/newsletter?status=${status}`;
}

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const input = ctx.request.body?.data ?? {};
    // A filled honeypot field means a bot: answer as usual, store and send nothing.
    if (typeof input.website === 'string' && input.website.trim()) {
      ctx.status = 202;
      ctx.body = ACCEPTED;
      return;
    }
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      throw new errors.ValidationError('Enter a valid email address.', {
        errors: [{ path: ['email'], message: 'Enter a valid email address.', name: 'ValidationError' }],
      });
    }
    const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
    try {
      await strapi.service(UID).subscribe({ email, locale });
    } catch (error) {
      strapi.log.error(
        `Newsletter subscription could not be mailed: ${error instanceof Error ? error.message : error}`,
      );
      ctx.status = 503;
      ctx.body = {
        data: null,
        error: {
          status: 503,
          name: 'MailError',
          message: 'The confirmation mail could not be sent. Please try again later.',
        },
      };
      return;
    }
    ctx.status = 202;
    ctx.body = ACCEPTED;
  },

  async confirm(ctx) {
    const locale = await strapi.service(UID).confirm(String(ctx.query.token ?? ''));
    ctx.redirect(sitePage(locale, locale ? 'confirmed' : 'invalid'));
  },

  async unsubscribe(ctx) {
    const locale = await strapi.service(UID).unsubscribe(String(ctx.query.token ?? ''));
    ctx.redirect(sitePage(locale, locale ? 'unsubscribed' : 'invalid'));
  },
}));

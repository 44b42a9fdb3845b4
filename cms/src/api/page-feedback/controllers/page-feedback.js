const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { createDailyKeys } = require('@meridian/shared/feedback-key');
const { checkFeedback } = require('@meridian/shared/page-feedback');

const UID = 'api::page-feedback.page-feedback';
/** This process's daily secrets: in memory only, a new one each UTC day (docs/security.md). */
const keys = createDailyKeys();

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Stores a visitor's answer for a page and language. Only the site server's relay may send one:
   * its signed visitor address (middlewares/relay-visitor.js) makes the day's key and is not kept.
   * A second answer the same day replaces the first: a visitor may change their mind, and still
   * counts once.
   */
  async create(ctx) {
    const visitor = ctx.state.relayedVisitor;
    if (typeof visitor !== 'string') return ctx.forbidden('Page feedback comes through the site only');
    const checked = checkFeedback(ctx.request.body?.data ?? {});
    if ('problem' in checked) {
      const message = `The feedback's ${checked.problem} is not valid.`;
      throw new errors.ValidationError(message, {
        errors: [{ path: [checked.problem], message, name: 'ValidationError' }],
      });
    }
    const { path, locale, helpful, reason, comment } = checked;
    const { key, day } = keys.keyOf({ address: visitor, path, locale });
    const data = { path, language: locale, helpful, reason, comment, day, visitorKey: key };
    const existing = await strapi.db.query(UID).findOne({ where: { visitorKey: key, day }, select: ['id'] });
    if (existing) await strapi.db.query(UID).update({ where: { id: existing.id }, data });
    else await strapi.documents(UID).create({ data });
    ctx.status = 201;
    ctx.body = { data: { stored: true, replaced: Boolean(existing) } };
  },
}));

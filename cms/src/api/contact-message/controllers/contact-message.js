const { factories } = require('@strapi/strapi');
const { DEFAULT_LOCALE, isLocale } = require('@meridian/shared/locales');

const UID = 'api::contact-message.contact-message';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Stores the message (the schema validates it: name, email, topic, message lengths), then
   * tells the team by mail. The message is stored first, so a mail failure loses nothing.
   */
  async create(ctx) {
    const input = ctx.request.body?.data ?? {};
    // A filled honeypot field means a bot: answer as if stored, store nothing.
    if (typeof input.website === 'string' && input.website.trim()) {
      ctx.status = 201;
      ctx.body = { data: { stored: true } };
      return;
    }
    delete input.website;
    // The language to answer in: one of the site's (the i18n plugin's own `locale` string field
    // takes anything), else English, as the newsletter's controller does.
    input.locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
    const created = await super.create(ctx);
    const inbox = process.env.CONTACT_INBOX || 'hello@meridian.network';
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: inbox,
          replyTo: input.email,
          subject: `[meridian.network] ${input.topic}: message from ${input.name}`,
          text: `${input.name} <${input.email}> (${input.locale}) wrote:\n\n${input.message}\n`,
        });
    } catch (error) {
      strapi.log.warn(
        `Contact message stored; the notification mail failed: ${error instanceof Error ? error.message : error}`,
      );
    }
    // The visitor gets a receipt, not the stored entry back.
    ctx.status = 201;
    ctx.body = { data: { stored: Boolean(created) } };
  },
}));

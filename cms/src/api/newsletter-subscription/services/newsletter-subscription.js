const { randomBytes } = require('node:crypto');
const { factories } = require('@strapi/strapi');
const { newsletterMail } = require('./mails');

const UID = 'api::newsletter-subscription.newsletter-subscription';
const token = () => randomBytes(24).toString('hex');
const cmsUrl = () =>
  (process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 1337}`).replace(/\/+$/, '');

/** Double opt-in (issue: forms into the CMS). The caller never learns what was there before. */
module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /** @param {{ email: string; locale: string }} input */
  async subscribe({ email, locale }) {
    const address = email.trim().toLowerCase();
    const existing = await strapi.db.query(UID).findOne({ where: { email: address } });
    const unsubscribeToken = existing?.unsubscribeToken || token();
    const unsubscribeUrl = `${cmsUrl()}/api/newsletter-subscriptions/unsubscribe?token=${unsubscribeToken}`;
    if (existing?.status === 'confirmed') {
      await this.mail(address, newsletterMail('already', { locale: existing.locale, unsubscribeUrl }));
      return;
    }
    const confirmToken = token();
    const data = {
      email: address,
      locale,
      status: 'pending',
      confirmToken,
      unsubscribeToken,
      confirmedAt: null,
    };
    if (existing) await strapi.db.query(UID).update({ where: { id: existing.id }, data });
    else await strapi.documents(UID).create({ data });
    const confirmUrl = `${cmsUrl()}/api/newsletter-subscriptions/confirm?token=${confirmToken}`;
    await this.mail(address, newsletterMail('confirm', { locale, confirmUrl, unsubscribeUrl }));
  },

  /** @param {string} confirmToken @returns {Promise<string | null>} the subscriber's language */
  async confirm(confirmToken) {
    const entry = await strapi.db.query(UID).findOne({ where: { confirmToken } });
    if (!entry) return null;
    await strapi.db.query(UID).update({
      where: { id: entry.id },
      data: { status: 'confirmed', confirmToken: null, confirmedAt: new Date() },
    });
    return entry.locale;
  },

  /** @param {string} unsubscribeToken @returns {Promise<string | null>} */
  async unsubscribe(unsubscribeToken) {
    const entry = await strapi.db.query(UID).findOne({ where: { unsubscribeToken } });
    if (!entry) return null;
    await strapi.db
      .query(UID)
      .update({ where: { id: entry.id }, data: { status: 'unsubscribed', confirmToken: null } });
    return entry.locale;
  },

  /** @param {string} to @param {{ subject: string; text: string; headers: Record<string, string> }} mail */
  async mail(to, mail) {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
  },
}));

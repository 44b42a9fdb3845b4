// What the document-service middlewares of translations/ and content-rules/ share: which actions
// save an entry, and the site's default language.

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */

/** The document-service actions that write an entry's fields (publish copies a saved draft). */
const SAVE_ACTIONS = new Set(['create', 'update']);

/**
 * The site's default language (English).
 * @param {Strapi} strapi
 * @returns {Promise<string>}
 */
function defaultLocale(strapi) {
  return strapi.plugin('i18n').service('locales').getDefaultLocale();
}

module.exports = { SAVE_ACTIONS, defaultLocale };

const { DEFAULT_LOCALE, LOCALES: SITE_LOCALES } = require('@meridian/shared/locales');

const languageName = new Intl.DisplayNames('en', { type: 'language' });

/** The site's languages (the shared package's one list), named as the admin lists them. */
const LOCALES = SITE_LOCALES.map((code) => ({ code, name: `${languageName.of(code)} (${code})` }));

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function syncLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    const existing = await service.findByCode(locale.code);
    if (!existing) await service.create({ code: locale.code, name: locale.name });
  }
  const defaultLocale = await service.getDefaultLocale();
  if (defaultLocale !== DEFAULT_LOCALE) await service.setDefaultLocale({ code: DEFAULT_LOCALE });
}

/**
 * @typedef {{ type: string, enum?: string[], default?: unknown }} Attribute
 * @typedef {{ attributes: Record<string, Attribute>, __schema__?: { attributes: Record<string, Attribute> } }} ContentType
 */

/**
 * The language fields of the content types (`locale`, an enumeration: the language a newsletter
 * subscriber or a contact message is answered in) take the site's languages from the shared list,
 * so that adding a language is one file: their schema.json leaves `enum` empty. Runs in register(),
 * before the database, the REST validation, GraphQL and the admin read the schemas; `__schema__`
 * is what the Content-Type Builder shows and writes back. Returns the content types changed.
 * @param {object} contentTypes strapi.contentTypes
 * @returns {string[]}
 */
function useSiteLocalesInLanguageFields(contentTypes) {
  return Object.entries(/** @type {Record<string, ContentType>} */ (contentTypes))
    .filter(([, contentType]) => contentType.attributes.locale?.type === 'enumeration')
    .map(([uid, contentType]) => {
      for (const attributes of [contentType.attributes, contentType.__schema__?.attributes]) {
        if (!attributes?.locale) continue;
        attributes.locale.enum = [...SITE_LOCALES];
        attributes.locale.default = DEFAULT_LOCALE;
      }
      return uid;
    });
}

module.exports = { syncLocales, useSiteLocalesInLanguageFields, LOCALES };

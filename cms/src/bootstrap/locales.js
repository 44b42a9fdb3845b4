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

module.exports = { syncLocales, LOCALES };

// @ts-check

/** The site's languages (src/features/i18n/locales.ts of the site); English is the default. */
const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'ja', name: 'Japanese (ja)' },
  { code: 'ko', name: 'Korean (ko)' },
];

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function syncLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    const existing = await service.findByCode(locale.code);
    if (!existing) await service.create({ code: locale.code, name: locale.name });
  }
  const defaultLocale = await service.getDefaultLocale();
  if (defaultLocale !== 'en') await service.setDefaultLocale({ code: 'en' });
}

module.exports = { syncLocales, LOCALES };

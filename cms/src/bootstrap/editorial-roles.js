const { LOCALES } = require('@meridian/shared/locales');

/** Strapi's own editorial roles, made by the admin on a fresh database. */
const EDITORIAL_ROLES = ['strapi-editor', 'strapi-author'];

/**
 * Gives Strapi's Editor and Author roles the site's languages on the translated types. Strapi
 * makes these roles when the admin first starts, before syncLocales() has made the languages, so
 * their content-manager permissions on translated types carry no `locales`: every project, article
 * or event answered an editor with 403 ("Whoops" in the admin), and a schedule or a publish in
 * Japanese was refused. Only a permission with no `locales` at all is given every language: one an
 * admin has since narrowed in Settings → Roles (a Korean-only translator) keeps its choice.
 * Idempotent.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @returns {Promise<number>} how many permissions were given their languages
 */
async function syncEditorialLocales(strapi) {
  const localized = new Set(
    Object.entries(strapi.contentTypes)
      .filter(([uid, type]) => uid.startsWith('api::') && isLocalized(type))
      .map(([uid]) => uid),
  );
  const permissions = await strapi.db.query('admin::permission').findMany({
    where: {
      action: { $startsWith: 'plugin::content-manager.explorer.' },
      role: { code: { $in: EDITORIAL_ROLES } },
    },
  });
  let given = 0;
  for (const permission of permissions) {
    const properties = permission.properties ?? {};
    if (!localized.has(permission.subject) || Array.isArray(properties.locales)) continue;
    await strapi.db.query('admin::permission').update({
      where: { id: permission.id },
      data: { properties: { ...properties, locales: [...LOCALES] } },
    });
    given += 1;
  }
  return given;
}

/** @param {any} type a content type's schema */
function isLocalized(type) {
  return Boolean(type?.pluginOptions?.i18n?.localized);
}

module.exports = { syncEditorialLocales, EDITORIAL_ROLES };

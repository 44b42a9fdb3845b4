/** Published content the site reads: anonymous and signed-in visitors may list and read it. */
const READ_ONLY = ['article', 'tag', 'chain', 'category', 'project', 'page', 'event', 'term'];
/** Form submissions: anonymous visitors may only create them. */
const CREATE_ONLY = ['newsletter-subscription', 'contact-message', 'page-feedback'];

/**
 * Plugin actions a role needs beyond Strapi's defaults. A signed-in user whose address is not
 * confirmed asks for a new confirmation mail from the account page, with their token: Strapi
 * grants that action to signed-out visitors only.
 */
/** @type {Record<string, string[]>} */
const EXTRA_PLUGIN_ACTIONS = {
  public: [],
  authenticated: ['plugin::users-permissions.auth.sendEmailConfirmation'],
};

/**
 * The `api::` actions each role may use; every other `api::` action is removed from it.
 * @param {string} roleType
 */
function allowedApiActions(roleType) {
  const read = READ_ONLY.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]);
  const create = roleType === 'public' ? CREATE_ONLY.map((name) => `api::${name}.${name}.create`) : [];
  return [...read, ...create];
}

/**
 * Sets the users-permissions roles to exactly the allowed `api::` actions. Plugin actions (sign-in,
 * registration, `users/me`) keep Strapi's defaults. Idempotent: running it twice changes nothing.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncPublicPermissions(strapi) {
  for (const roleType of ['public', 'authenticated']) {
    const role = await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: roleType } });
    if (!role) throw new Error(`users-permissions role "${roleType}" is missing`);
    const existing = await strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: role.id, action: { $startsWith: 'api::' } } });
    const wanted = new Set(allowedApiActions(roleType));
    const have = new Set(existing.map((permission) => permission.action));
    for (const permission of existing) {
      if (!wanted.has(permission.action)) {
        await strapi.db
          .query('plugin::users-permissions.permission')
          .delete({ where: { id: permission.id } });
      }
    }
    for (const action of wanted) {
      if (!have.has(action)) {
        await strapi.db
          .query('plugin::users-permissions.permission')
          .create({ data: { action, role: role.id } });
      }
    }
    for (const action of EXTRA_PLUGIN_ACTIONS[roleType]) {
      const granted = await strapi.db
        .query('plugin::users-permissions.permission')
        .findOne({ where: { role: role.id, action } });
      if (!granted) {
        await strapi.db
          .query('plugin::users-permissions.permission')
          .create({ data: { action, role: role.id } });
      }
    }
  }
}

module.exports = {
  syncPublicPermissions,
  allowedApiActions,
  EXTRA_PLUGIN_ACTIONS,
  READ_ONLY,
  CREATE_ONLY,
};

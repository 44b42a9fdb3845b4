const { LOCALES } = require('@meridian/shared/locales');

/** Strapi's own editorial roles, made by the admin on a fresh database. */
const EDITORIAL_ROLES = ['strapi-editor', 'strapi-author'];

/**
 * The types that hold personal data (names, addresses, messages): the contact form's messages and
 * the newsletter's subscriptions. Admins' only (docs/security.md); page feedback holds none.
 */
const PERSONAL_DATA = [
  'api::contact-message.contact-message',
  'api::newsletter-subscription.newsletter-subscription',
];

const EXPLORER = 'plugin::content-manager.explorer';

/**
 * Where the core store records which version of the roles' migration ran on this database.
 * Version 1: the Editor's Publish and Delete on the translated types; no personal data for the
 * Editor and the Author.
 */
const MIGRATION_RECORD = { type: 'core', name: 'meridian', key: 'editorial-roles' };
const MIGRATION_VERSION = 1;

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
      action: { $startsWith: `${EXPLORER}.` },
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

/**
 * @typedef {{ id: number, action: string, subject: string | null, role: { code: string } }} HeldPermission
 * @typedef {{ action: string, subject: string, properties: { locales: string[] }, conditions: string[] }} NewPermission
 */

/**
 * What the migration changes, from the content types and what the editorial roles hold now.
 *
 * The Editor gets Publish (on types with drafts) and Delete on every translated type, in every
 * language, where it holds none. Strapi means its Editor to have them ("manage and publish
 * contents"): createRolesIfNoneExist() gives the Editor every content-type action, but with no
 * `locales`, and the same start's cleanPermissionsInDatabase() deletes a permission whose every
 * property is missing (filterPermissionsToRemove): Delete and Publish apply to `locales` alone on a
 * translated type, so they go; Create, Read and Update keep theirs for their `fields`.
 *
 * The Author gets nothing new (its languages are syncEditorialLocales'): it creates and edits its
 * own entries and may not publish, as Strapi makes it; nor may it delete, which Strapi's clean-up
 * took too, since deleting a published entry takes it off the site, a publisher's decision.
 *
 * Both roles lose every permission on the personal-data types, which Strapi gave them with every
 * other type: on the migration's first run only (`covered` null).
 *
 * A translated type added in a later release is given to the Editor at the next start, once: the
 * record lists the types already `covered`, and a type in it is left as the admin has it.
 * @param {Record<string, any>} contentTypes strapi.contentTypes
 * @param {HeldPermission[]} held the content-manager permissions of the editorial roles
 * @param {readonly string[] | null} [covered] the translated types an earlier run handled (null: none ran)
 * @returns {{ editorGets: NewPermission[], removed: number[], covers: string[] }} the Editor's new permissions, the ids to delete, every translated type now handled
 */
function planEditorialRoles(contentTypes, held, covered = null) {
  const editorHolds = new Set(
    held
      .filter((permission) => permission.role.code === 'strapi-editor')
      .map(({ action, subject }) => `${action} ${subject}`),
  );
  /** @type {NewPermission[]} */
  const editorGets = [];
  /** @type {string[]} */
  const covers = [];
  for (const [uid, type] of Object.entries(contentTypes)) {
    if (!uid.startsWith('api::') || !isLocalized(type)) continue;
    covers.push(uid);
    if (covered?.includes(uid)) continue;
    const actions = type.options?.draftAndPublish ? ['publish', 'delete'] : ['delete'];
    for (const name of actions) {
      const action = `${EXPLORER}.${name}`;
      if (editorHolds.has(`${action} ${uid}`)) continue;
      editorGets.push({ action, subject: uid, properties: { locales: [...LOCALES] }, conditions: [] });
    }
  }
  const removed = covered
    ? []
    : held
        .filter((permission) => permission.subject !== null && PERSONAL_DATA.includes(permission.subject))
        .map((permission) => permission.id);
  return { editorGets, removed, covers };
}

/**
 * Once per database (a new one, or one already deployed at its next start): the editorial roles as
 * the foundation's editors need them (planEditorialRoles). Not a sync at every start: what an
 * admin changes afterwards in Settings → Roles (Publish taken from the Editor on a type, a
 * personal-data type given to a role) stays; a translated type added later is given to the Editor
 * at the first start that has it. The core store records the version that ran and the types it
 * handled, in the same transaction as the changes; two instances on PostgreSQL run it one after the other under
 * the startup lock, and the second finds the record.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @returns {Promise<{ given: number, removed: number } | null>} what changed, or null when it had run
 */
async function migrateEditorialRoles(strapi) {
  const record = strapi.store(MIGRATION_RECORD);
  const ran = /** @type {{ version?: number, types?: string[] } | null} */ (await record.get({}));
  const covered = (ran?.version ?? 0) >= MIGRATION_VERSION ? (ran?.types ?? []) : null;
  const translated = Object.entries(strapi.contentTypes)
    .filter(([uid, type]) => uid.startsWith('api::') && isLocalized(type))
    .map(([uid]) => uid);
  if (covered && translated.every((uid) => covered.includes(uid))) return null;
  return strapi.db.transaction(async () => {
    const held = await strapi.db.query('admin::permission').findMany({
      where: { action: { $startsWith: `${EXPLORER}.` }, role: { code: { $in: EDITORIAL_ROLES } } },
      populate: ['role'],
    });
    const { editorGets, removed, covers } = planEditorialRoles(strapi.contentTypes, held, covered);
    const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    const given = editor && editorGets.length ? editorGets : [];
    if (given.length) await strapi.service('admin::role').addPermissions(editor.id, given);
    if (removed.length) await strapi.service('admin::permission').deleteByIds(removed);
    // The types handled stay listed after one is removed from the code: re-adding it keeps the admin's choice.
    const types = [...new Set([...(covered ?? []), ...covers])];
    await record.set({ value: { version: MIGRATION_VERSION, types, ranAt: new Date().toISOString() } });
    strapi.log.info(
      `Editorial roles (version ${MIGRATION_VERSION}): ${given.length} permissions given to the Editor, ` +
        `${removed.length} on personal data removed.`,
    );
    return { given: given.length, removed: removed.length };
  });
}

/** @param {any} type a content type's schema */
function isLocalized(type) {
  return Boolean(type?.pluginOptions?.i18n?.localized);
}

module.exports = {
  syncEditorialLocales,
  migrateEditorialRoles,
  planEditorialRoles,
  EDITORIAL_ROLES,
  PERSONAL_DATA,
};

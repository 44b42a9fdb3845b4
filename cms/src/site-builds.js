const shownRules = require('@meridian/shared/shown-rules');

/** How long the admin waits for the site server before saying it is unreachable. */
const TIMEOUT_MS = 3000;

/**
 * Where the site server answers its build history: SITE_BUILDS_URL, or `/__builds` beside the
 * rebuild hook the webhook already calls.
 */
function siteBuildsUrl(env = process.env) {
  if (env.SITE_BUILDS_URL) return env.SITE_BUILDS_URL;
  if (!env.SITE_REBUILD_HOOK_URL) return null;
  try {
    return new URL('/__builds', env.SITE_REBUILD_HOOK_URL).toString();
  } catch {
    return null;
  }
}

/**
 * The site's build status for the admin (its "Website" widget and edit-view panel): read here,
 * server-side, with the webhook's shared secret, which never reaches a browser.
 * @param {{ fetch?: typeof fetch, env?: NodeJS.ProcessEnv }} [options]
 */
async function readSiteBuilds({ fetch: fetchImpl = globalThis.fetch, env = process.env } = {}) {
  const url = siteBuildsUrl(env);
  const secret = env.SITE_REBUILD_HOOK_SECRET;
  if (!url || !secret)
    return { state: 'unreachable', reason: 'No site server is configured (SITE_REBUILD_HOOK_URL)' };
  try {
    const response = await fetchImpl(url, {
      headers: { 'x-rebuild-secret': secret, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { state: 'unreachable', reason: `The site server answered ${response.status}` };
    return await response.json();
  } catch (error) {
    // By name, not `instanceof Error`: the abort is a DOMException, from another realm under Jest.
    const timedOut = /** @type {{ name?: unknown } | null} */ (error)?.name === 'TimeoutError';
    return {
      state: 'unreachable',
      reason: timedOut ? 'The site server did not answer in time' : 'The site server is not answering',
    };
  }
}

/** The content types a build failure names (src/pipeline/cms/entries.ts entryLabel's types). */
const ENTRY_TYPES = {
  Article: 'api::article.article',
  Page: 'api::page.page',
  Project: 'api::project.project',
};

/**
 * Adds to each failed build that names an entry (its `failedEntry`, server/build-history.ts)
 * the entry's document and the admin path of its edit view, so that the build panel links to it
 * and the entry's own edit view says why it is not on the site.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {any} status readSiteBuilds's answer
 */
async function withEntryLinks(strapi, status) {
  for (const build of Array.isArray(status?.builds) ? status.builds : []) {
    const entry = build?.failedEntry;
    const uid = entry && ENTRY_TYPES[/** @type {keyof typeof ENTRY_TYPES} */ (entry.type)];
    if (!uid || typeof entry.slug !== 'string' || typeof entry.locale !== 'string') continue;
    const found = await strapi.db
      .query(uid)
      .findOne({ where: { slug: entry.slug, locale: entry.locale }, select: ['documentId'] })
      .catch(() => null);
    if (!found?.documentId) continue;
    entry.documentId = found.documentId;
    entry.editPath = `/content-manager/collection-types/${uid}/${found.documentId}?plugins[i18n][locale]=${encodeURIComponent(entry.locale)}`;
  }
  return status;
}

/** @typedef {typeof import('@meridian/shared/shown-rules')} ShownRules */

/**
 * Why the site does not show an entry's published version, by the build's own rule: the fields
 * it lacks (blank, or only spaces: saved before the CMS refused them), or null. The edit view's
 * Website panel says so instead of "Live".
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ uid?: unknown, documentId?: unknown, locale?: unknown }} query the edit view's entry
 * @param {ShownRules} [rules]
 */
async function entryNotShown(strapi, { uid, documentId, locale }, rules) {
  if (typeof uid !== 'string' || typeof documentId !== 'string' || typeof locale !== 'string') return null;
  const contentType = uid.startsWith('api::') ? strapi.contentTypes[/** @type {any} */ (uid)] : null;
  const { SITE_FIELDS, unshownFields } = rules ?? shownRules;
  const type = uid.replace(/^api::[\w-]+\./, '');
  const fields = SITE_FIELDS[type]?.shown;
  if (!contentType || !fields) return null;
  const attributes = /** @type {Record<string, { type?: string }>} */ (contentType.attributes ?? {});
  const media = fields.filter((field) => attributes[field]?.type === 'media');
  const published = await strapi.db.query(/** @type {any} */ (uid)).findOne({
    where: { documentId, locale, publishedAt: { $notNull: true } },
    select: fields.filter((field) => !media.includes(field) && attributes[field]),
    ...(media.length
      ? { populate: Object.fromEntries(media.map((field) => [field, { select: ['id'] }])) }
      : {}),
  });
  const missing = published ? unshownFields(type, published) : [];
  return missing.length ? { documentId, locale, fields: missing } : null;
}

/**
 * `GET /site-builds/status` on the admin API, for signed-in admin users only.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function registerSiteBuildsRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/site-builds/status',
        info: {}, // Strapi adds the router's type.
        /** @param {import('koa').Context} ctx */
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          const status = await withEntryLinks(strapi, await readSiteBuilds());
          // Asked from an entry's edit view (?uid=&documentId=&locale=): whether the site shows it.
          const notShown = await entryNotShown(strapi, ctx.query ?? {});
          ctx.body = notShown ? { ...status, notShown } : status;
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { entryNotShown, readSiteBuilds, registerSiteBuildsRoute, siteBuildsUrl, withEntryLinks };

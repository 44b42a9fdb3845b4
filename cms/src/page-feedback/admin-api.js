// Page feedback for editors (issue 42): the admin API behind the homepage widget ("Pages with the
// most No") and the edit view's panel, for signed-in admin users only; and the daily deletion of
// answers older than FEEDBACK_LIMITS.keepDays. The public API never reads feedback.
const { FEEDBACK_LIMITS, firstDayKept } = require('@meridian/shared/page-feedback');
const { isLocale } = require('@meridian/shared/locales');

const UID = 'api::page-feedback.page-feedback';
const DAY_MS = 86_400_000;

/** The site path (without language prefix) of an entry of each type with a page; terms are on the glossary. */
const PAGE_OF = {
  'api::article.article': (/** @type {string} */ slug) => `/blog/${slug}`,
  'api::event.event': (/** @type {string} */ slug) => `/events/${slug}`,
  'api::page.page': (/** @type {string} */ slug) => `/${slug}`,
  'api::term.term': () => '/glossary',
};
/** Back from a path to its entry type and slug, for the widget's links. */
const ENTRY_OF = [
  { pattern: /^\/blog\/([^/]+)$/, uid: 'api::article.article' },
  { pattern: /^\/events\/([^/]+)$/, uid: 'api::event.event' },
  { pattern: /^\/([^/]+)$/, uid: 'api::page.page' },
];

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ path: string; language: string; helpful: boolean; reason: string | null; comment: string | null; day: string }} Row */

/** @param {Strapi} strapi @returns {Promise<Row[]>} the answers of the last 30 days */
async function recentRows(strapi, /** @type {Record<string, unknown>} */ where = {}) {
  return strapi.db.query(UID).findMany({
    where: { ...where, day: { $gte: firstDayKept(FEEDBACK_LIMITS.recentDays) } },
    select: ['path', 'language', 'helpful', 'reason', 'comment', 'day', 'updatedAt'],
    orderBy: { updatedAt: 'desc' },
  });
}

/** Per page and language: yes and no counts, most "no" first. @param {Row[]} rows */
function countByPage(rows) {
  /** @type {Map<string, { path: string; language: string; yes: number; no: number }>} */
  const counts = new Map();
  for (const row of rows) {
    const id = `${row.language} ${row.path}`;
    const count = counts.get(id) ?? { path: row.path, language: row.language, yes: 0, no: 0 };
    if (row.helpful) count.yes += 1;
    else count.no += 1;
    counts.set(id, count);
  }
  return [...counts.values()].sort((a, b) => b.no - a.no || a.yes - b.yes || a.path.localeCompare(b.path));
}

/** The entry a page path shows, for a link to its edit view, or null. @param {Strapi} strapi */
async function entryOf(strapi, /** @type {string} */ path, /** @type {string} */ language) {
  for (const { pattern, uid } of ENTRY_OF) {
    const slug = pattern.exec(path)?.[1];
    if (!slug) continue;
    const found = await strapi.db
      .query(/** @type {any} */ (uid))
      .findOne({ where: { slug: decodeURIComponent(slug) }, select: ['documentId'] });
    if (found) return { uid, documentId: found.documentId, locale: language };
  }
  return null;
}

/** @param {Strapi} strapi @param {import('koa').Context} ctx */
async function topPages(strapi, ctx) {
  const pages = countByPage(await recentRows(strapi))
    .filter((page) => page.no > 0)
    .slice(0, 10);
  const data = [];
  for (const page of pages) data.push({ ...page, entry: await entryOf(strapi, page.path, page.language) });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data, days: FEEDBACK_LIMITS.recentDays };
}

/** One entry's page in the language being edited: counts and the latest comments. @param {Strapi} strapi @param {import('koa').Context} ctx */
async function entryFeedback(strapi, ctx) {
  const { uid, documentId, locale } = /** @type {Record<string, unknown>} */ (ctx.query ?? {});
  const pageOf = PAGE_OF[/** @type {keyof typeof PAGE_OF} */ (String(uid))];
  if (!pageOf || typeof documentId !== 'string' || !isLocale(locale))
    return ctx.badRequest('uid, documentId, locale');
  const entry = await strapi.db
    .query(/** @type {any} */ (uid))
    .findOne({ where: { documentId }, select: ['slug'] });
  if (!entry) return ctx.notFound('No such entry');
  const path = pageOf(entry.slug);
  const rows = await recentRows(strapi, { path, language: locale });
  const [count] = countByPage(rows);
  const comments = rows
    .filter((row) => row.comment)
    .slice(0, 10)
    .map(({ helpful, reason, comment, day }) => ({ helpful, reason, comment, day }));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    data: { path, language: locale, yes: count?.yes ?? 0, no: count?.no ?? 0, comments },
    days: FEEDBACK_LIMITS.recentDays,
  };
}

/** @param {Strapi} strapi */
function registerFeedbackRoutes(strapi) {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/page-feedback/top',
        handler: (/** @type {any} */ ctx) => topPages(strapi, ctx),
        config,
        info: {},
      },
      {
        method: 'GET',
        path: '/page-feedback/entry',
        handler: (/** @type {any} */ ctx) => entryFeedback(strapi, ctx),
        config,
        info: {},
      },
    ],
  });
}

/** Deletes answers older than the kept days: at start, then daily (one indexed delete). @param {Strapi} strapi */
async function pruneFeedback(strapi) {
  await strapi.db.query(UID).deleteMany({ where: { day: { $lt: firstDayKept(FEEDBACK_LIMITS.keepDays) } } });
}

/** @param {Strapi} strapi @returns {() => void} stops the daily deletion */
function keepFeedbackDays(strapi) {
  const prune = () =>
    pruneFeedback(strapi).catch((error) =>
      strapi.log.warn(`Page feedback: old answers not deleted: ${error}`),
    );
  void prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { countByPage, keepFeedbackDays, pruneFeedback, registerFeedbackRoutes };

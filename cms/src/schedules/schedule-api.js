const { EDITOR_ACTIONS, SCHEDULE, SCHEDULED_TYPES, checkRequest } = require('./schedule-rules');
const { isUniqueViolation } = require('./one-pending');
const { editorLanguage } = require('../content-rules/rule-messages');

/**
 * The admin's routes to schedules (signed-in admin users only; no public or member API reaches
 * them): one document's schedules for the edit view's panel, a type's next ones for the list
 * view's column, the next ones of every type for the homepage widget, and setting or cancelling
 * one. An editor may schedule what they may publish: the content manager's publish permission
 * for that type and language, checked as the Publish button checks it.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {import('koa').Context} Context */

const READ = 'plugin::content-manager.explorer.read';
const policies = ['admin::isAuthenticatedAdmin'];
const info = {}; // Strapi adds the router's type.
const TITLE_FIELDS = ['title', 'name', 'term', 'slug'];
/** Saves of one schedule at the same moment: each tries again after the other's, this often. */
const SAVE_ATTEMPTS = 10;

/** @param {Strapi} strapi */
const schedules = (strapi) => strapi.db.query(SCHEDULE);

/**
 * The scheduled type `uid` names, if the user may read it; else answers the refusal.
 * @param {Context} ctx
 * @param {unknown} uid
 */
function readableType(ctx, uid) {
  if (typeof uid !== 'string' || !SCHEDULED_TYPES.includes(uid)) {
    ctx.notFound('No scheduled content type of that name');
    return null;
  }
  if (!ctx.state.userAbility?.can(READ, uid)) {
    ctx.forbidden('You may not read these entries');
    return null;
  }
  return uid;
}

/**
 * Whether the user may publish `uid` in `locale` (Strapi's permission checker, as the content
 * manager's publish action uses it).
 * @param {Strapi} strapi
 * @param {Context} ctx
 * @param {string} uid
 * @param {string} locale
 */
function mayPublish(strapi, ctx, uid, locale) {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model: uid });
  return !checker.cannot.publish({ locale });
}

/** @param {Strapi} strapi */
async function localeCodes(strapi) {
  const locales = await strapi.plugin('i18n').service('locales').find();
  return locales.map((/** @type {{ code: string }} */ locale) => locale.code);
}

/** @param {any} row */
const shape = (row) => ({
  id: row.id,
  type: row.targetType,
  documentId: row.targetDocumentId,
  language: row.language,
  action: row.action,
  dueAt: row.dueAt,
  state: row.state,
  firedAt: row.firedAt ?? null,
  outcome: row.outcome ?? null,
  outcomeCode: row.outcomeCode ?? null,
  scheduledBy: row.scheduledBy ?? null,
});

/**
 * The entry's title in the row's language (its draft), for the widget.
 * @param {Strapi} strapi
 * @param {any} row
 */
async function titleOf(strapi, row) {
  const entry = await strapi
    .documents(row.targetType)
    .findOne({ documentId: row.targetDocumentId, locale: row.language, status: 'draft' });
  const field = TITLE_FIELDS.find((name) => entry && typeof entry[name] === 'string' && entry[name]);
  return field ? String(entry?.[field]) : row.targetDocumentId;
}

/**
 * Replaces the pending schedule of `key` by a new one, in one transaction: the database's index
 * (one-pending.js) refuses a second pending row, so a save that meets another one made at the
 * same moment tries again, and replaces it in turn; the last to be saved is the pending one.
 * @param {Strapi} strapi
 * @param {{ targetType: string, targetDocumentId: string, language: string, action: string }} key
 * @param {Record<string, unknown>} data
 * @returns {Promise<any>} the new row, or null when every attempt met another save
 */
async function replacePending(strapi, key, data) {
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    try {
      return await strapi.db.transaction(async () => {
        await schedules(strapi).updateMany({
          where: { ...key, state: 'pending' },
          data: { state: 'cancelled' },
        });
        return schedules(strapi).create({ data: { ...key, ...data, state: 'pending' } });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
}

/** @param {Context} ctx @param {unknown} data */
function answer(ctx, data) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data };
}

/** @param {Strapi} strapi */
function documentRoutes(strapi) {
  return [
    {
      // One document's schedules in every language, newest first: the edit view's panel.
      method: /** @type {const} */ ('GET'),
      path: '/schedules/documents/:uid/:documentId',
      /** @param {Context} ctx */
      handler: async (ctx) => {
        const uid = readableType(ctx, ctx.params.uid);
        if (!uid) return;
        const rows = await schedules(strapi).findMany({
          // The editors' schedules: an event's end (a `rebuild` row, event-ends.js) is the scheduler's own.
          where: {
            targetType: uid,
            targetDocumentId: ctx.params.documentId,
            action: { $in: EDITOR_ACTIONS },
            state: { $ne: 'cancelled' },
          },
          orderBy: [{ dueAt: 'desc' }, { id: 'desc' }],
          limit: 50,
        });
        answer(ctx, rows.map(shape));
      },
      config: { policies },
      info,
    },
    {
      // Sets (or replaces) the pending schedule of one action in one language.
      method: /** @type {const} */ ('PUT'),
      path: '/schedules/documents/:uid/:documentId',
      /** @param {Context} ctx */
      handler: async (ctx) => {
        const uid = readableType(ctx, ctx.params.uid);
        if (!uid) return;
        const checked = checkRequest(ctx.request.body, {
          locales: await localeCodes(strapi),
          now: new Date(),
        });
        if (!checked.ok) return ctx.badRequest(checked.error);
        const { action, language, dueAt } = checked.value;
        if (!mayPublish(strapi, ctx, uid, language))
          return ctx.forbidden(
            'You may not publish these entries in this language, so you may not schedule them',
          );
        const documentId = ctx.params.documentId;
        const exists = await strapi
          .documents(/** @type {any} */ (uid))
          .findOne({ documentId, locale: language });
        if (!exists) return ctx.notFound(`This entry has no ${language} version`);
        const key = { targetType: uid, targetDocumentId: documentId, language, action };
        const user = ctx.state.user;
        const scheduledBy = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || user?.email || '';
        const row = await replacePending(strapi, key, {
          dueAt,
          scheduledBy: `${user?.id ?? ''} ${scheduledBy}`.trim(),
          // A refusal when it fires is worded in the language of the editor who set it.
          editorLanguage: editorLanguage(strapi),
        });
        if (!row)
          return ctx.conflict(
            'This schedule was being changed by other saves at the same moment: try again.',
          );
        answer(ctx, shape(row));
      },
      config: { policies },
      info,
    },
    {
      // Cancels the pending schedule of one action in one language (a fired one stays as it is).
      method: /** @type {const} */ ('DELETE'),
      path: '/schedules/documents/:uid/:documentId/:language/:action',
      /** @param {Context} ctx */
      handler: async (ctx) => {
        const uid = readableType(ctx, ctx.params.uid);
        if (!uid) return;
        const { documentId, language, action } = ctx.params;
        if (!EDITOR_ACTIONS.includes(action)) return ctx.badRequest('No such action');
        if (!mayPublish(strapi, ctx, uid, language))
          return ctx.forbidden(
            'You may not publish these entries in this language, so you may not schedule them',
          );
        const { count } = await schedules(strapi).updateMany({
          where: { targetType: uid, targetDocumentId: documentId, language, action, state: 'pending' },
          data: { state: 'cancelled' },
        });
        answer(ctx, { cancelled: count });
      },
      config: { policies },
      info,
    },
  ];
}

/** @param {Strapi} strapi */
function listRoutes(strapi) {
  return [
    {
      // The next pending schedule of each document of a type: the list view's column.
      method: /** @type {const} */ ('GET'),
      path: '/schedules/types/:uid',
      /** @param {Context} ctx */
      handler: async (ctx) => {
        const uid = readableType(ctx, ctx.params.uid);
        if (!uid) return;
        const rows = await schedules(strapi).findMany({
          where: { targetType: uid, action: { $in: EDITOR_ACTIONS }, state: 'pending' },
          orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
        });
        answer(ctx, rows.map(shape));
      },
      config: { policies },
      info,
    },
    {
      // The next pending schedules of every type the user may read: the homepage widget.
      method: /** @type {const} */ ('GET'),
      path: '/schedules/next',
      /** @param {Context} ctx */
      handler: async (ctx) => {
        const limit = Math.min(Math.max(Number(ctx.query.limit) || 10, 1), 50);
        const types = SCHEDULED_TYPES.filter((uid) => ctx.state.userAbility?.can(READ, uid));
        const rows = await schedules(strapi).findMany({
          where: { targetType: { $in: types }, action: { $in: EDITOR_ACTIONS }, state: 'pending' },
          orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
          limit,
        });
        const data = [];
        for (const row of rows) data.push({ ...shape(row), title: await titleOf(strapi, row) });
        answer(ctx, data);
      },
      config: { policies },
      info,
    },
  ];
}

/** @param {Strapi} strapi */
function registerScheduleRoutes(strapi) {
  strapi.server.routes({ type: 'admin', routes: [...documentRoutes(strapi), ...listRoutes(strapi)] });
  // Schedules have no GraphQL type or queries.
  strapi.plugin('graphql').service('extension').shadowCRUD(SCHEDULE).disable();
}

module.exports = { registerScheduleRoutes };

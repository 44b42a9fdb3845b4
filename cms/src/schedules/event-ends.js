const { SCHEDULE } = require('./schedule-rules');
const { isUniqueViolation } = require('./one-pending');

/**
 * Events that end move to /events' archive by the scheduler: one pending `rebuild` row per
 * published event whose end is still ahead (dueAt = endsAt), kept in step on every poll. Idempotent,
 * so two instances syncing at once converge: the database refuses a second pending row of an
 * event (one-pending.js), so the instance that makes it second leaves the other's, and the claim
 * makes a row fire once.
 */

const EVENT = 'api::event.event';
/** The webhook event a fired `rebuild` row sends (registered in bootstrap/webhook.js). */
const REBUILD_EVENT = 'schedule.rebuild';
/** A rebuild is for the whole site, not one language. */
const ALL_LANGUAGES = '*';

/** @typedef {{ id: number, targetDocumentId: string, dueAt: string | Date, state: string }} RebuildRow */

/**
 * What to change so that the pending rows match the events' ends: pure, for the tests.
 * @param {{ documentId: string, endsAt: string | Date | null }[]} events published events (any language)
 * @param {RebuildRow[]} rows pending `rebuild` rows of events, by id ascending
 * @param {Date} now
 */
function planEventEnds(events, rows, now) {
  /** @type {Map<string, number>} */
  const wanted = new Map();
  for (const { documentId, endsAt } of events) {
    const end = endsAt ? new Date(endsAt).getTime() : NaN;
    if (end > now.getTime()) wanted.set(documentId, end);
  }
  /** @type {{ id: number, dueAt: Date }[]} */
  const move = [];
  /** @type {number[]} */
  const cancel = [];
  const kept = new Set();
  for (const row of rows) {
    const due = new Date(row.dueAt).getTime();
    if (due <= now.getTime()) continue; // due: it fires in this pass
    const end = wanted.get(row.targetDocumentId);
    if (end === undefined || kept.has(row.targetDocumentId)) {
      cancel.push(row.id);
      continue;
    }
    kept.add(row.targetDocumentId);
    if (due !== end) move.push({ id: row.id, dueAt: new Date(end) });
  }
  const create = [...wanted]
    .filter(([documentId]) => !kept.has(documentId))
    .map(([documentId, end]) => ({ documentId, dueAt: new Date(end) }));
  return { create, move, cancel };
}

/**
 * Brings the pending `rebuild` rows in step with the published events' ends.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {Date} now
 */
async function syncEventEnds(strapi, now) {
  const events = await strapi.db.query(EVENT).findMany({
    select: ['documentId', 'endsAt'],
    where: { publishedAt: { $notNull: true } },
  });
  const schedules = strapi.db.query(SCHEDULE);
  const rows = await schedules.findMany({
    where: { targetType: EVENT, action: 'rebuild', state: 'pending' },
    orderBy: { id: 'asc' },
  });
  const { create, move, cancel } = planEventEnds(events, rows, now);
  for (const { id, dueAt } of move) {
    await schedules.updateMany({ where: { id, state: 'pending' }, data: { dueAt } });
  }
  if (cancel.length) {
    await schedules.updateMany({
      where: { id: { $in: cancel }, state: 'pending' },
      data: { state: 'cancelled', outcome: 'The event was unpublished, deleted or scheduled twice.' },
    });
  }
  for (const { documentId, dueAt } of create) {
    await schedules
      .create({
        data: {
          targetType: EVENT,
          targetDocumentId: documentId,
          language: ALL_LANGUAGES,
          action: 'rebuild',
          dueAt,
          state: 'pending',
          scheduledBy: 'The end of the event',
        },
      })
      // Another instance made it a moment ago: its row is kept in step from the next pass on.
      .catch((/** @type {unknown} */ error) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
}

/**
 * Fires a `rebuild` row: the site's rebuild webhook, the one publishes call, with this event.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ targetType: string, targetDocumentId: string }} row
 */
function emitRebuild(strapi, row) {
  strapi.eventHub.emit(REBUILD_EVENT, {
    model: 'event',
    uid: row.targetType,
    entry: { documentId: row.targetDocumentId },
  });
}

module.exports = { ALL_LANGUAGES, EVENT, REBUILD_EVENT, emitRebuild, planEventEnds, syncEventEnds };

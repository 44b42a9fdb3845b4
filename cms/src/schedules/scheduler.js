const { randomBytes } = require('node:crypto');
const os = require('node:os');
const {
  SCHEDULE,
  STALE_CLAIM_MS,
  isDue,
  lateLine,
  lateness,
  pollInterval,
  refusalText,
} = require('./schedule-rules');
const { emitRebuild, syncEventEnds } = require('./event-ends');
const { isUniqueViolation } = require('./one-pending');
const { withEditorLanguage } = require('../content-rules/rule-messages');

/**
 * The scheduler: every SCHEDULE_POLL_MS, and once at start (a schedule missed while the CMS was
 * down fires then), it claims the due rows and fires them. Several instances on one database
 * fire each row once: a row is claimed by one conditional UPDATE (`… WHERE id = ? AND state =
 * 'pending'`, a single statement on SQLite and PostgreSQL alike), and only the instance whose
 * update changed the row fires it.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ id: number, documentId: string, targetType: string, targetDocumentId: string, language: string, action: string, dueAt: string, state: string, editorLanguage?: string | null }} Row */

/** This process's name in `claimedBy`: host, pid and a random tail (pids repeat across hosts). */
const INSTANCE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Claims one row: true when this instance's update changed it (and so must fire it).
 * @param {Strapi} strapi
 * @param {number} id
 */
async function claim(strapi, id) {
  const { count } = await strapi.db.query(SCHEDULE).updateMany({
    where: { id, state: 'pending' },
    data: { state: 'claimed', claimedBy: INSTANCE, claimedAt: new Date() },
  });
  return count === 1;
}

/** A refusal of the scheduler's own: the admin words it from its code (schedule-messages.js). */
class NoVersionError extends Error {
  /** @param {string} language */
  constructor(language) {
    super(`There is no ${language} version to publish.`);
    this.code = 'no-version';
  }
}

/**
 * Publishes or unpublishes the row's document in its language through the document service, the
 * path the Publish button takes: the content rules and translation status apply, and Strapi's
 * `entry.publish`/`entry.unpublish` event calls the site's rebuild webhook. A `rebuild` row (an
 * event's end) calls that webhook itself. The rules' refusals are in the language of the editor
 * who scheduled it, as their Publish button's would be.
 * @param {Strapi} strapi
 * @param {Row} row
 */
async function perform(strapi, row) {
  if (row.action === 'rebuild') return emitRebuild(strapi, row);
  const documents = strapi.documents(/** @type {any} */ (row.targetType));
  const params = { documentId: row.targetDocumentId, locale: row.language };
  if (row.action === 'publish') {
    const result = await withEditorLanguage(row.editorLanguage, () => documents.publish(params));
    if (!result?.entries?.length) throw new NoVersionError(row.language);
  } else if (row.action === 'unpublish') {
    await withEditorLanguage(row.editorLanguage, () => documents.unpublish(params));
  } else {
    throw new Error(`Unknown action ${row.action}`);
  }
}

/**
 * Fires one claimed row and records its outcome: in words (the log's, or a rule's refusal in the
 * editor's language) and, for the scheduler's own outcomes, a code the admin words in its
 * language (the seconds late are firedAt - dueAt).
 * @param {Strapi} strapi
 * @param {Row} row
 * @param {number} pollMs
 */
async function fire(strapi, row, pollMs) {
  const firedAt = new Date();
  const late = lateness(row.dueAt, firedAt, pollMs);
  let state = 'done';
  let outcome = late === null ? null : `Fired ${late} s late`;
  /** @type {string | null} */
  let outcomeCode = late === null ? null : 'late';
  try {
    await perform(strapi, row);
    strapi.log.info(
      `Scheduled ${row.action} of ${row.targetType} ${row.targetDocumentId} (${row.language}) fired`,
    );
    if (late !== null) strapi.log.warn(lateLine(row, late));
  } catch (error) {
    state = 'refused';
    outcome = refusalText(error);
    outcomeCode = error instanceof NoVersionError ? error.code : null;
    strapi.log.warn(
      `Scheduled ${row.action} of ${row.targetType} ${row.targetDocumentId} (${row.language}) refused: ${outcome}`,
    );
  }
  await strapi.db
    .query(SCHEDULE)
    .update({ where: { id: row.id }, data: { state, outcome, outcomeCode, firedAt } });
}

/**
 * One pass: gives back abandoned claims, keeps the events' ends scheduled (event-ends.js), then
 * claims and fires what is due.
 * @param {Strapi} strapi
 * @param {number} pollMs
 */
async function runDue(strapi, pollMs) {
  const now = new Date();
  const stale = { state: 'claimed', claimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } };
  const abandoned = await strapi.db.query(SCHEDULE).findMany({ select: ['id'], where: stale });
  for (const { id } of abandoned) {
    await strapi.db
      .query(SCHEDULE)
      .updateMany({ where: { id, ...stale }, data: { state: 'pending', claimedBy: null, claimedAt: null } })
      .catch(async (/** @type {unknown} */ error) => {
        if (!isUniqueViolation(error)) throw error;
        // An editor has set this action again meanwhile: theirs is the pending one.
        await strapi.db.query(SCHEDULE).updateMany({ where: { id, ...stale }, data: { state: 'cancelled' } });
      });
  }
  // Its failure is logged, never in the way of the editors' schedules below.
  await syncEventEnds(strapi, now).catch((error) =>
    strapi.log.error(`Schedules: the events' ends: ${error?.stack ?? error}`),
  );
  const due = /** @type {Row[]} */ (
    await strapi.db
      .query(SCHEDULE)
      .findMany({ where: { state: 'pending', dueAt: { $lte: now } }, orderBy: { dueAt: 'asc' } })
  );
  // The database's comparison, checked again in JavaScript (SQLite stores datetimes as numbers).
  for (const row of due.filter((candidate) => isDue(candidate, now))) {
    if (await claim(strapi, row.id)) await fire(strapi, row, pollMs);
  }
}

/**
 * Starts polling; returns the function that stops it (and waits for a pass under way).
 * @param {Strapi} strapi
 * @param {NodeJS.ProcessEnv} [env]
 */
function startScheduler(strapi, env = process.env) {
  const pollMs = pollInterval(env);
  /** @type {Promise<void>} */
  let running = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running
      .then(() => (stopped ? undefined : runDue(strapi, pollMs)))
      .catch((error) => {
        strapi.log.error(`Schedules: ${error?.stack ?? error}`);
      });
    return running;
  };
  pass();
  const timer = setInterval(pass, pollMs);
  timer.unref();
  strapi.log.info(`Schedules: polling every ${pollMs} ms as ${INSTANCE}`);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

module.exports = { INSTANCE, runDue, startScheduler };

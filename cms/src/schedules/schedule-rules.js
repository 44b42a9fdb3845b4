/**
 * The pure parts of scheduled publishing (no Strapi): which rows are due, what a request to
 * schedule may ask, and how late a firing was. The scheduler (scheduler.js) and the admin routes
 * (schedule-api.js) use them; __tests__/cms/schedule-rules.test.ts holds them.
 */

const SCHEDULE = 'api::publication-schedule.publication-schedule';

/** The types an editor may schedule: those with pages or cards of their own on the site. */
const SCHEDULED_TYPES = [
  'api::article.article',
  'api::page.page',
  'api::project.project',
  'api::event.event',
  'api::term.term',
];

/** What an editor may schedule (a rebuild is the scheduler's own, for events that end). */
const EDITOR_ACTIONS = ['publish', 'unpublish'];

/** Default poll interval (SCHEDULE_POLL_MS overrides it). */
const DEFAULT_POLL_MS = 15_000;

/** A claim older than this, still `claimed`, was left by an instance that died: given back. */
const STALE_CLAIM_MS = 5 * 60_000;

/** @param {NodeJS.ProcessEnv} env */
function pollInterval(env) {
  const value = Number(env.SCHEDULE_POLL_MS);
  return Number.isFinite(value) && value >= 100 ? value : DEFAULT_POLL_MS;
}

/**
 * @typedef {{ id: number, state: string, dueAt: string | Date, claimedAt?: string | Date | null }} ScheduleRow
 */

/**
 * Whether a row is due at `now`: pending and its time has come.
 * @param {ScheduleRow} row
 * @param {Date} now
 */
const isDue = (row, now) => row.state === 'pending' && new Date(row.dueAt).getTime() <= now.getTime();

/**
 * Whether a claimed row was abandoned (its instance stopped before it fired).
 * @param {ScheduleRow} row
 * @param {Date} now
 */
const isStaleClaim = (row, now) =>
  row.state === 'claimed' &&
  !!row.claimedAt &&
  now.getTime() - new Date(row.claimedAt).getTime() > STALE_CLAIM_MS;

/**
 * How late a firing at `now` is, in whole seconds, if later than one poll (the CMS was down or
 * busy); else null: a firing within one poll of its time is on time.
 * @param {string | Date} dueAt
 * @param {Date} now
 * @param {number} pollMs
 */
function lateness(dueAt, now, pollMs) {
  const late = now.getTime() - new Date(dueAt).getTime();
  return late > pollMs ? Math.round(late / 1000) : null;
}

/**
 * The log line of a late firing.
 * @param {{ action: string, targetType: string, targetDocumentId: string, language: string }} row
 * @param {number} seconds
 */
const lateLine = (row, seconds) =>
  `Scheduled ${row.action} of ${row.targetType} ${row.targetDocumentId} (${row.language}) fired ${seconds} s late`;

/**
 * A request to schedule, checked: the fields to store, or the reason it is refused.
 * @param {unknown} body
 * @param {{ locales: string[], now: Date }} context
 * @returns {{ ok: true, value: { action: string, language: string, dueAt: Date } } | { ok: false, error: string }}
 */
function checkRequest(body, { locales, now }) {
  const input = /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});
  const { action, language, dueAt } = input;
  if (typeof action !== 'string' || !EDITOR_ACTIONS.includes(action))
    return { ok: false, error: `action must be one of ${EDITOR_ACTIONS.join(', ')}` };
  if (typeof language !== 'string' || !locales.includes(language))
    return { ok: false, error: `language must be one of ${locales.join(', ')}` };
  const due = typeof dueAt === 'string' ? new Date(dueAt) : null;
  if (!due || Number.isNaN(due.getTime())) return { ok: false, error: 'dueAt must be a date and time' };
  if (due.getTime() <= now.getTime())
    return { ok: false, error: 'The time is in the past: choose a later time.' };
  return { ok: true, value: { action, language, dueAt: due } };
}

/**
 * The message of a refusal, as the editor should read it: the rule's message and the problems it
 * names, each once.
 * @param {any} error
 */
function refusalText(error) {
  const listed = Array.isArray(error?.details?.errors) ? error.details.errors : [];
  const messages = [
    String(error?.message ?? error),
    ...listed.map((/** @type {any} */ item) => String(item.message)),
  ];
  return [...new Set(messages.filter(Boolean))].join(' — ').slice(0, 2000);
}

module.exports = {
  DEFAULT_POLL_MS,
  EDITOR_ACTIONS,
  SCHEDULE,
  SCHEDULED_TYPES,
  STALE_CLAIM_MS,
  checkRequest,
  isDue,
  isStaleClaim,
  lateLine,
  lateness,
  pollInterval,
  refusalText,
};

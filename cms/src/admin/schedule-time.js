// A schedule's time in the edit view (SchedulePanel.jsx): typed and shown in the editor's own
// time zone (the browser's), stored as a UTC instant. The event form's wall-clock arithmetic.
import { instantOf, wallClock } from './event-time';

/** The browser's time zone (Asia/Tokyo…), or UTC when it names none. */
export function browserZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** @param {number} value */
const two = (value) => String(value).padStart(2, '0');

/**
 * A datetime-local field's value ("2026-12-01T09:00") for an instant, in a zone.
 * @param {Date} instant
 * @param {string} timeZone
 */
export function toInputValue(instant, timeZone) {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/**
 * The instant a datetime-local field's value names in a zone; null when it names none.
 * @param {string} value
 * @param {string} timeZone
 */
export function fromInputValue(value, timeZone) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return instantOf({ year, month, day, hour, minute }, timeZone);
}

/**
 * An instant in UTC, shown beside the editor's own time.
 * @param {Date} instant
 */
export const utcText = (instant) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

// Wall-clock times in a named time zone, for the event form's time fields (EventTimeInput.jsx).
// The stored value stays a UTC instant; only what the editor sees and types is in the zone.

// Whether the browser's Intl knows a zone (the field's text while an editor types it is not):
// the CMS's save and the build ask the same.
export { isTimeZone } from '@meridian/shared/time-zone';

/**
 * A wall clock's reading; month 1-12.
 * @typedef {{ year: number, month: number, day: number, hour: number, minute: number, second?: number }} Clock
 */

/**
 * An instant's wall clock in a zone: { year, month (1-12), day, hour, minute, second }.
 * @param {Date} instant
 * @param {string} timeZone
 */
export function wallClock(instant, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  /** @param {Intl.DateTimeFormatPartTypes} type */
  const part = (type) => Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * How far a zone's wall clock is ahead of UTC at an instant, in milliseconds.
 * @param {Date} instant
 * @param {string} timeZone
 */
function offsetAt(instant, timeZone) {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall clock shows in a zone. A time a clock change skips (02:30 on a spring-forward
 * night) is read with the offset before the change, which lands after it, as clocks do.
 * @param {Clock} clock
 * @param {string} timeZone
 */
export function instantOf(clock, timeZone) {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second ?? 0);
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  const second = asUtc - offsetAt(new Date(first), timeZone);
  // In a skipped hour the two readings differ; the later is the one with the earlier offset.
  return new Date(Math.max(first, second));
}

/**
 * The date picker shows and takes times in the browser's zone: a Date whose browser-local wall
 * clock is the event zone's wall clock shows the editor the event's time.
 * @param {Date} instant
 * @param {string} timeZone
 */
export function toPickerDate(instant, timeZone) {
  const clock = wallClock(instant, timeZone);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/**
 * The instant a picker's Date (its browser-local wall clock) means in the event's zone.
 * @param {Date} date
 * @param {string} timeZone
 */
export function fromPickerDate(date, timeZone) {
  return instantOf(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    },
    timeZone,
  );
}

/**
 * A stored ISO instant moved so that its wall clock in `from` is the same in `to`.
 * @param {string} iso
 * @param {string} from
 * @param {string} to
 */
export function keepWallClock(iso, from, to) {
  return instantOf(wallClock(new Date(iso), from), to).toISOString();
}

/**
 * iCalendar (RFC 5545) files of events: one per event (add to calendar) and the feeds a
 * calendar app subscribes to (webcal://). Written by hand, with no dependency: the site needs
 * VEVENTs with UTC times and a few text properties, and the RFC's rules for them are short: CRLF
 * line ends (§3.1), lines folded at 75 octets without splitting a character (§3.1), and TEXT
 * values escaped (§3.3.11). __tests__/event-ics.test.ts parses the output with ical.js.
 *
 * Times are written in UTC (`DTSTART:20261205T100000Z`), which every calendar reads as the same
 * instant and shows in its user's zone; the event's own zone is named in the description and in
 * the event page, so no VTIMEZONE (a copy of the zone's rules) is needed.
 */

export interface IcsEvent {
  /** Stable across builds and languages: a calendar updates the event instead of adding a copy. */
  uid: string;
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  location: string | null;
  url: string;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  updatedAt: string;
  cancelled?: boolean;
}

export interface IcsCalendar {
  /** The calendar's name in a calendar app (X-WR-CALNAME). */
  name: string;
  /** The language of its text, a BCP 47 tag. */
  language: string;
  events: readonly IcsEvent[];
}

const PRODUCT_ID = '-//Meridian Foundation//Community events//EN';
/** How often a subscribed calendar should look for changes: the site's build runs on every publish. */
const REFRESH = 'PT1H';

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (§3.1): a continuation starts with a space. A character
 * is never split, so a line of Japanese or Korean stays valid UTF-8 when folded.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; a continuation's leading space counts against its 75.
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME (§3.3.5, form #2): 20261205T100000Z. */
export function utcDateTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function eventLines(event: IcsEvent, language: string): string[] {
  const text = (name: string, value: string) => `${name};LANGUAGE=${language}:${escapeText(value)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.updatedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(event.endsAt)}`,
    text('SUMMARY', event.title),
    text('DESCRIPTION', event.description),
    ...(event.location ? [text('LOCATION', event.location)] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR, CRLF-terminated lines, folded. */
export function renderCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.language)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

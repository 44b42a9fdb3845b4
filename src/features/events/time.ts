import { LOCALE_INFO, isLocale } from '../i18n/locales';

// Event times, apart from src/features/i18n/format.ts (which nearly every page loads): only the
// build and the event pages use them.

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** How an event's times are written (formatEventRange), without the zone. */
export const EVENT_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // A 24-hour clock: Node's ICU writes Korean hours "PM 7:00" where Chromium's writes
  // "오후 7:00"; both write "19:00" alike, and events across zones read better on it.
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/**
 * An event's start and end as the language writes them in a time zone, with the zone's name:
 * "Sat, December 5, 2026, 19:00 – 21:30 GMT+9", "2026/12/5(土) 19時00分～21時30分(JST)". The event's
 * own zone is written by the server render; the visitor's by the browser after hydration.
 */
export function formatEventRange(
  startsAt: string,
  endsAt: string,
  language: string,
  timeZone: string,
): string {
  const key = `${language} ${timeZone}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(isLocale(language) ? LOCALE_INFO[language].tag : language, {
      ...EVENT_TIME_OPTIONS,
      timeZone,
    });
    zonedFormats.set(key, format);
  }
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** The day of the month and short month an event starts on in its own zone ("7", "Dec"; "7", "12月"). */
export function eventDayMonth(
  startsAt: string,
  language: string,
  timeZone: string,
): { day: string; month: string } {
  const locale = isLocale(language) ? LOCALE_INFO[language].tag : language;
  const date = new Date(startsAt);
  // The day alone, without the "日"/"일" that Japanese and Korean write after it: the tile's digits.
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'day')?.value;
  return {
    day: day ?? '',
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(date),
  };
}

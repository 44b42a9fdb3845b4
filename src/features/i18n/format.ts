import { LOCALE_INFO, isLocale } from './locales';

/**
 * Numbers and dates as the visitor's language writes them, by the platform's Intl (CLDR data kept
 * up to date by the browser and Node, not by us). Building a formatter costs far more than using
 * one, so each is built once per language and options and reused.
 *
 * The server render (Node, full ICU) and the browser (Chromium's ICU) must write the same text
 * or hydration fails: e2e/hydration.spec.ts checks every template in every language.
 */

function tagOf(language: string): string {
  return isLocale(language) ? LOCALE_INFO[language].tag : language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tagOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Dates from the CMS and front matter are calendar days: read them in UTC, wherever the
    // build or the visitor is.
    format = new Intl.DateTimeFormat(tagOf(language), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** An ISO date as a Date; an invalid one throws, as Intl would on formatting it. */
function dateOf(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return date;
}

/** A date as the visitor's language writes it ("March 14, 2025", "2025年3月14日", "2025년 3월 14일"). */
export function formatDate(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'long' }).format(dateOf(iso));
}

/** A month as the language writes it: "June 2021", "2021年6月", "2021년 6월". */
export function formatMonth(iso: string, language: string): string {
  return dateFormat(language, { year: 'numeric', month: 'long' }).format(dateOf(iso));
}

/** A number with the language's digit grouping ("331,000,000"). */
export function formatNumber(
  value: number,
  language: string,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  return numberFormat(language, options).format(value);
}

/** Languages that count large numbers in groups of four digits (万/億, 만/억). */
const MYRIAD_LANGUAGES: Readonly<Record<string, { separator: string }>> = {
  ja: { separator: '' },
  ko: { separator: ' ' },
};

/**
 * Japanese and Korean write a large figure in full, group by group of four digits, each followed
 * by its unit: "3億3,100万", "3억 3,100만". Intl's compact notation would round it to "3.31億";
 * the units' names still come from Intl (its compact notation of 10⁴, 10⁸, 10¹²).
 */
function formatInMyriads(value: number, language: string, separator: string): string {
  const compact = numberFormat(language, { notation: 'compact' });
  const unitOf = (power: number) =>
    power === 0
      ? ''
      : compact
          .formatToParts(10 ** (4 * power))
          .filter((part) => part.type === 'compact')
          .map((part) => part.value)
          .join('');
  const parts: string[] = [];
  let rest = Math.round(value);
  for (let power = 0; rest > 0 && power <= 3; power += 1) {
    const group = power === 3 ? rest : rest % 10_000;
    if (group) parts.unshift(`${formatNumber(group, language)}${unitOf(power)}`);
    rest = Math.floor(rest / 10_000);
  }
  return parts.length ? parts.join(separator) : formatNumber(0, language);
}

/**
 * A large number the way the language abbreviates it. English: "331 million" (long) or "331M"
 * (short), three significant digits. Japanese and Korean: see formatInMyriads.
 */
export function formatCompactNumber(
  value: number,
  language: string,
  display: 'short' | 'long' = 'long',
): string {
  const myriads = MYRIAD_LANGUAGES[language];
  if (myriads && Number.isFinite(value) && value >= 0)
    return formatInMyriads(value, language, myriads.separator);
  return numberFormat(language, {
    notation: 'compact',
    compactDisplay: display,
    maximumSignificantDigits: 3,
  }).format(value);
}

/** A percentage from a ratio: 0.7 → "70%". */
export function formatPercent(ratio: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** An amount of US dollars without cents: "$30,000" (English, Japanese), "US$30,000" (Korean). */
export function formatUsd(value: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
}

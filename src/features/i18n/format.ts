import { LOCALE_INFO, isLocale } from './locales';

function tagOf(language: string): string {
  return isLocale(language) ? LOCALE_INFO[language].tag : language;
}

// Building an Intl formatter costs far more than using one: on a phone, the first number format
// of a page took ~30 ms of its hydration. The site's three languages write numbers and dates the
// same simple way, so they are written here without Intl (__tests__/format.test.ts holds every
// function to Intl over thousands of values); any other language, and any number this code does
// not handle (exponents, non-finite), goes to a cached Intl formatter.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tagOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * `value` rounded half away from zero to at most `max` and at least `min` fraction digits, as
 * Intl rounds: on the shortest decimal that reads back as the number (1.005 → "1.01"), with
 * en/ja/ko grouping ("1,234.5") unless `grouping` is false. Null when the number is written with
 * an exponent.
 */
function plainDecimal(value: number, min: number, max: number, grouping = true): string | null {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/i.test(written)) return null;
  const [integerPart, fractionPart = ''] = written.split('.');
  let digits = integerPart + fractionPart.padEnd(max, '0').slice(0, max);
  if (fractionPart.length > max && fractionPart.charCodeAt(max) >= 53 /* '5' */) {
    // Round up: add one to the last kept digit, carrying (…199 → …200, 99 → 100).
    const kept = digits.replace(/9*$/, '');
    const nines = digits.length - kept.length;
    digits = kept
      ? `${kept.slice(0, -1)}${Number(kept.slice(-1)) + 1}${'0'.repeat(nines)}`
      : `1${'0'.repeat(nines)}`;
  }
  let integer = max ? digits.slice(0, digits.length - max) || '0' : digits;
  let fraction = max ? digits.slice(digits.length - max) : '';
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  integer = integer.replace(/^0+(?=\d)/, '');
  const grouped = grouping ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integer;
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A non-negative number rounded to `significant` digits as Intl rounds (on its shortest decimal). */
function roundSignificant(value: number, significant: number): number | null {
  const written = String(value);
  if (value < 0 || /e/i.test(written)) return null;
  const [integerPart, fractionPart = ''] = written.split('.');
  const toNumber = (decimal: string | null) => (decimal === null ? null : Number(decimal));
  if (integerPart === '0') {
    const zeros = /^0*/.exec(fractionPart)?.[0].length ?? 0;
    return toNumber(plainDecimal(value, 0, zeros + significant, false));
  }
  const extra = integerPart.length - significant;
  if (extra <= 0) return toNumber(plainDecimal(value, 0, -extra, false));
  // Round the leading digits as a decimal (1234567 → 123.4567 → 123), then restore the zeros.
  const shifted = Number(
    `${integerPart.slice(0, significant)}.${integerPart.slice(significant)}${fractionPart}`,
  );
  const leading = toNumber(plainDecimal(shifted, 0, 0, false));
  return leading === null ? null : Number(`${leading}${'0'.repeat(extra)}`);
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Year, month (1–12) and day of an ISO date in UTC. An invalid date throws, as Intl does. */
function utcDate(iso: string): { date: Date; year: number; month: number; day: number } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return { date, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// Intl writes years outside 1000–9999 its own way (padding, eras).
const plainYear = (year: number) => year >= 1000 && year <= 9999;

/** A date as the visitor's language writes it ("March 14, 2025", "2025年3月14日", "2025년 3월 14일"). */
export function formatDate(iso: string, language: string): string {
  const { date, year, month, day } = utcDate(iso);
  if (plainYear(year)) {
    if (language === 'en') return `${EN_MONTHS[month - 1]} ${day}, ${year}`;
    if (language === 'ja') return `${year}年${month}月${day}日`;
    if (language === 'ko') return `${year}년 ${month}월 ${day}일`;
  }
  return new Intl.DateTimeFormat(tagOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A month as the language writes it: "June 2021", "2021年6月", "2021년 6월". */
export function formatMonth(iso: string, language: string): string {
  const { date, year, month } = utcDate(iso);
  if (plainYear(year)) {
    if (language === 'en') return `${EN_MONTHS[month - 1]} ${year}`;
    if (language === 'ja') return `${year}年${month}月`;
    if (language === 'ko') return `${year}년 ${month}월`;
  }
  return new Intl.DateTimeFormat(tagOf(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A number with the language's digit grouping ("331,000,000"). */
export function formatNumber(
  value: number,
  language: string,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  if (isLocale(language)) {
    const min = options.minimumFractionDigits ?? 0;
    const max = options.maximumFractionDigits ?? Math.max(min, 3);
    const written = plainDecimal(value, min, max);
    if (written !== null) return written;
  }
  return numberFormat(language, options).format(value);
}

const COMPACT_EN: readonly (readonly [number, string, string])[] = [
  [1e3, 'thousand', 'K'],
  [1e6, 'million', 'M'],
  [1e9, 'billion', 'B'],
  [1e12, 'trillion', 'T'],
];

/**
 * A large number the way the language abbreviates it. English: "331 million" (long) or "331M"
 * (short). Japanese and Korean count in 万/만 (10⁴) and 億/억 (10⁸), written out in full:
 * "3億3,100万", "3억 3,100만" — Intl's compact form would round them to "3.3億".
 */
export function formatCompactNumber(
  value: number,
  language: string,
  display: 'short' | 'long' = 'long',
): string {
  if (language === 'ja' || language === 'ko') {
    const units = language === 'ja' ? ['', '万', '億', '兆'] : ['', '만', '억', '조'];
    const parts: string[] = [];
    let rest = Math.round(value);
    for (let index = 0; rest > 0 && index < units.length; index += 1) {
      const group = rest % 10_000;
      if (group) parts.unshift(`${formatNumber(group, language)}${units[index]}`);
      rest = Math.floor(rest / 10_000);
    }
    return parts.length ? parts.join(language === 'ko' ? ' ' : '') : formatNumber(0, language);
  }
  if (language === 'en' && value >= 0 && value < 1e15) {
    // Three significant digits first: 999,950 rounds to 1,000,000 and so reads "1M", as in Intl.
    const rounded = roundSignificant(value, 3);
    if (rounded !== null) {
      const unit = [...COMPACT_EN].reverse().find(([size]) => rounded >= size);
      // Division by a power of ten is exact to the decimal it prints (1,230,000 / 10⁶ → 1.23).
      const figure = formatNumber(unit ? rounded / unit[0] : rounded, language, {
        maximumFractionDigits: 20,
      });
      if (!unit) return figure;
      return display === 'long' ? `${figure} ${unit[1]}` : `${figure}${unit[2]}`;
    }
  }
  return numberFormat(language, {
    notation: 'compact',
    compactDisplay: display,
    maximumSignificantDigits: 3,
  }).format(value);
}

/** A percentage from a ratio: 0.7 → "70%". */
export function formatPercent(ratio: number, language: string): string {
  const written = isLocale(language) ? plainDecimal(Number((ratio * 100).toPrecision(15)), 0, 1) : null;
  return written !== null
    ? `${written}%`
    : numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** An amount of US dollars without cents: "$30,000" (English, Japanese), "US$30,000" (Korean). */
export function formatUsd(value: number, language: string): string {
  const written = isLocale(language) && value >= 0 ? plainDecimal(value, 0, 0) : null;
  if (written !== null) return `${language === 'ko' ? 'US$' : '$'}${written}`;
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
}

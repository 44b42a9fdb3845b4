import { LOCALE_INFO, isLocale } from './locales';

function tagOf(language: string): string {
  return isLocale(language) ? LOCALE_INFO[language].tag : language;
}

// Building an Intl formatter costs far more than using one (tens of milliseconds on a phone while
// the page hydrates), so each language + options pair is built once.
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

/** A date as the visitor's language writes it ("14 March 2025", "2025年3月14日", "2025년 3월 14일"). */
export function formatDate(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(tagOf(language), { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A number with the language's digit grouping ("331,000,000"). */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, options).format(value);
}

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

/** An amount of US dollars without cents: "$30,000" / "30,000ドル"-style per language. */
export function formatUsd(value: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
}

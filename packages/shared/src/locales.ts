/**
 * The one list of site languages. Everything that needs to know which locales exist, their
 * URL prefix, their BCP 47 tag or their native name imports it from here.
 */
export const LOCALES = ['en', 'ja', 'ko'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** Full language tag, matched first against the browser's language list. */
  tag: string;
  /** Open Graph locale (underscore form). */
  ogLocale: string;
  /** The language's own name, shown in the switcher. */
  nativeName: string;
  /** Path prefix: empty for the default language. */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-US', ogLocale: 'en_US', nativeName: 'English', prefix: '' },
  ja: { tag: 'ja-JP', ogLocale: 'ja_JP', nativeName: '日本語', prefix: '/ja' },
  ko: { tag: 'ko-KR', ogLocale: 'ko_KR', nativeName: '한국어', prefix: '/ko' },
};

/**
 * The languages' path prefixes (`/ja`, `/ko`; English has none) as one group of a regular
 * expression, for the servers' path patterns: `^(${LOCALE_PREFIX_PATTERN})?/contact$`.
 */
export const LOCALE_PREFIX_PATTERN = `(?:${LOCALES.map((locale) => LOCALE_INFO[locale].prefix)
  .filter(Boolean)
  .map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
  .join('|')})`;

/** The cookie that remembers a visitor's language (spec §9). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'lax',
} as const;

/**
 * Texts written per language in code (the CMS's mails, the admin's messages): English always, the
 * other languages once translated. A language without its own texts gets the English ones, as the
 * site does for a missing translation file (src/pipeline/i18n/build-locales.ts).
 */
export type Translated<T> = { en: T } & Partial<Record<Locale, T>>;

/** `table`'s text in `language`, else its English one. */
export function inLanguage<T>(table: Translated<T>, language: Locale): T {
  return table[language] ?? table.en;
}

/** The site's languages that `table` has no texts for (they get English). */
export function untranslatedIn(table: Translated<unknown>): Locale[] {
  return LOCALES.filter((locale) => !(locale in table));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Which version of a document a page in `language` shows, given the languages it is published in
 * (docs/editors.md, "Publishing in one language only"): its own; else the English one, under the
 * "not translated yet" banner; else none, and the page does not exist. A Japanese-only
 * announcement is never shown in Korean, nor a Korean one in Japanese.
 */
export function shownVersion(published: readonly Locale[], language: Locale): Locale | null {
  if (published.includes(language)) return language;
  return published.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : null;
}

/**
 * The version for visitors whose language has none (hreflang `x-default`, a fallback page's
 * canonical): the English one when it is published, else the first published one in the site's
 * order. A Japanese-only article is then its own x-default: that page exists, a missing English
 * one would be a 404.
 */
export function defaultVersion(published: readonly Locale[]): Locale | undefined {
  return shownVersion(published, DEFAULT_LOCALE) ?? LOCALES.find((locale) => published.includes(locale));
}

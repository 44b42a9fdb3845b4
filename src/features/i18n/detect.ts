import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, isLocale, type Locale } from './locales';

/**
 * Matches the browser's language list against the site's languages: each entry is tried on its
 * full tag first (`ja-JP`), then on its base language (`ja`), in the browser's order of preference.
 */
export function matchBrowserLanguages(languages: readonly string[]): Locale | null {
  for (const candidate of languages) {
    const wanted = candidate.trim().toLowerCase();
    if (!wanted) continue;
    const full = LOCALES.find((locale) => LOCALE_INFO[locale].tag.toLowerCase() === wanted);
    if (full) return full;
    const base = wanted.split('-')[0];
    const byBase = LOCALES.find((locale) => locale === base);
    if (byBase) return byBase;
  }
  return null;
}

export interface InitialLocaleDecision {
  /** The language the visitor should see. */
  locale: Locale;
  /** Whether the cookie needs writing (it was missing or unreadable). */
  storeCookie: boolean;
}

/**
 * Decides the language on a first visit to `/` (spec §4): the stored cookie wins; without one,
 * the browser's languages; without a match, the default language.
 */
export function decideInitialLocale(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): InitialLocaleDecision {
  if (isLocale(cookieValue)) return { locale: cookieValue, storeCookie: false };
  return { locale: matchBrowserLanguages(browserLanguages) ?? DEFAULT_LOCALE, storeCookie: true };
}

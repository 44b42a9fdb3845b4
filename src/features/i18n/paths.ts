import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, isLocale, type Locale } from './locales';

/** Removes a trailing slash (the site uses `trailingSlash: 'never'`), keeping `/` itself. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The path of an unprefixed route in a language: `('/about', 'ja')` → `/ja/about`,
 * `('/', 'ko')` → `/ko`, `('/about', 'en')` → `/about`.
 */
export function localizePath(path: string, locale: Locale): string {
  const clean = withoutTrailingSlash(path.startsWith('/') ? path : `/${path}`);
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Splits a site path into its language and the unprefixed route path. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const clean = withoutTrailingSlash(pathname || '/');
  const [, first = '', ...rest] = clean.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, path: rest.length ? `/${rest.join('/')}` : '/' };
  }
  return { locale: DEFAULT_LOCALE, path: clean };
}

/** Every language's version of an unprefixed path, in locale order. */
export function alternatePaths(path: string): Array<{ locale: Locale; path: string }> {
  return LOCALES.map((locale) => ({ locale, path: localizePath(path, locale) }));
}

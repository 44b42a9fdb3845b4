import { LOCALE_COOKIE, type Locale } from './locales';

/** The value of a cookie of this site, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

export function readLocaleCookie(): string | undefined {
  return readCookie(LOCALE_COOKIE.name);
}

/** The attributes of the language cookie: a year, site-wide (spec §9). */
export function localeCookieAttributes(): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  const sameSite = LOCALE_COOKIE.sameSite.charAt(0).toUpperCase() + LOCALE_COOKIE.sameSite.slice(1);
  return `Max-Age=${maxAge}; Path=${LOCALE_COOKIE.path}; SameSite=${sameSite}`;
}

/** Remembers the visitor's language for a year, site-wide (spec §9). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE.name}=${encodeURIComponent(locale)}; ${localeCookieAttributes()}`;
}

import Cookies from 'js-cookie';
import { LOCALE_COOKIE, type Locale } from './locales';

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE.name);
}

/** Remembers the visitor's language for a year, site-wide (spec §9). */
export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE.name, locale, {
    expires: LOCALE_COOKIE.maxAgeDays,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  });
}

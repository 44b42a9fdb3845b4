import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { decideInitialLocale } from './detect';
import { DEFAULT_LOCALE } from './locales';
import { localizePath } from './paths';

/**
 * Runs once, before hydration, on the first page load of a visit. Only the root path is
 * redirected: a visitor who opens `/about` or picked English keeps what they asked for.
 * Returns the path it sent the visitor to, or null.
 */
export function redirectRootToPreferredLocale(win: Window = window): string | null {
  const { pathname, search, hash } = win.location;
  if (pathname !== '/' && pathname !== '') return null;
  const decision = decideInitialLocale(readLocaleCookie(), win.navigator.languages ?? []);
  if (decision.storeCookie) writeLocaleCookie(decision.locale);
  if (decision.locale === DEFAULT_LOCALE) return null;
  const target = `${localizePath('/', decision.locale)}${search}${hash}`;
  win.location.replace(target);
  return target;
}

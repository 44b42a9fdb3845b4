import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import { TOKEN_COOKIE } from './config';

/**
 * Where a signed-out visitor of the account page goes: the sign-in page of the same language,
 * which brings them back afterwards (keeping the e-mail confirmation flag of the CMS's link).
 */
export function signInFirstPath(language: Locale, justConfirmed: boolean): string {
  const accountPath = `${localizePath('/account', language)}${justConfirmed ? '?confirmed=1' : ''}`;
  return `${localizePath('/login', language)}?return=${encodeURIComponent(accountPath)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An inline script for the account page's `<head>`: without a session cookie it replaces the page
 * with the sign-in page before anything is drawn (the parser goes on until the sign-in page
 * arrives, so the document is hidden meanwhile) or the account code is fetched. A static host
 * cannot redirect on a cookie, and waiting for the page's JavaScript to do it kept a "Loading"
 * placeholder on screen for a second or more (Lighthouse LCP 2.7 s on a slow phone). The page's
 * own effect still handles a cookie the CMS refuses and navigations inside the app.
 */
export function signedOutRedirectScript(language: Locale): string {
  const hasToken = `/(?:^|;\\s*)${escapeRegExp(TOKEN_COOKIE)}=[^;]/`;
  const justConfirmed = '/[?&]confirmed=1(?:&|$)/';
  return (
    `if(!${hasToken}.test(document.cookie)){document.documentElement.hidden=true;` +
    `location.replace(${justConfirmed}.test(location.search)?` +
    `${JSON.stringify(signInFirstPath(language, true))}:${JSON.stringify(signInFirstPath(language, false))})}`
  );
}

import { readCookie } from '../i18n/cookie';
import { COMMUNITY_TOKEN_COOKIE, TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS } from './config';
import { sessionCookieAttributes } from '@meridian/shared/session-cookies';

/**
 * The session token lives in two cookies (spec §7: one named for the community client token; §9:
 * max age 604800 s, secure): the site's and the community GraphQL client's
 * (@meridian/shared/session-cookies says with which attributes).
 */
function attributes(maxAge: number): string {
  return sessionCookieAttributes(maxAge, typeof window === 'undefined' ? SERVER_SIDE : window.location);
}

/** Outside a browser there is no page: the cookie is Secure. */
const SERVER_SIDE = { protocol: 'https:', hostname: '' };

/**
 * Fired on the window when this tab signs in or out, so that the header's account link (which
 * reads only the cookie) follows at once. Other tabs re-read the cookie when they get focus.
 */
export const SESSION_CHANGE_EVENT = 'meridian:session-change';

const announce = () => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));

export function readTokenCookie(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

export function writeTokenCookies(token: string): void {
  const value = encodeURIComponent(token);
  for (const name of [TOKEN_COOKIE, COMMUNITY_TOKEN_COOKIE]) {
    document.cookie = `${name}=${value}${attributes(TOKEN_MAX_AGE_SECONDS)}`;
  }
  announce();
}

export function clearTokenCookies(): void {
  for (const name of [TOKEN_COOKIE, COMMUNITY_TOKEN_COOKIE]) {
    document.cookie = `${name}=${attributes(0)}`;
  }
  announce();
}

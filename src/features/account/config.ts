/**
 * Where the browser reaches the content service (DESIGN.md §5): the CMS's public URL, set at
 * build time with GATSBY_CMS_URL (Gatsby inlines GATSBY_* variables), and its REST prefix.
 */
export const CMS_PUBLIC_URL = (process.env.GATSBY_CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
export const API_PREFIX = '/api';

/**
 * Query parameters of `GET /users/me` (spec §7: query params from configuration): only the fields
 * the account page shows.
 */
export const USERS_ME_PARAMS = {
  fields: ['id', 'documentId', 'username', 'email', 'confirmed', 'blocked', 'provider', 'createdAt'],
} as const;

/** Sign-in providers the site knows; each needs its client id and secret in the CMS. */
export const AUTH_PROVIDERS = ['github', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export function isAuthProvider(value: string): value is AuthProvider {
  return (AUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The providers whose buttons the sign-in page shows: GATSBY_AUTH_PROVIDERS=github,google. */
export const ENABLED_PROVIDERS: readonly AuthProvider[] = (process.env.GATSBY_AUTH_PROVIDERS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(isAuthProvider);

export {
  COMMUNITY_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
} from '@meridian/shared/session-cookies';

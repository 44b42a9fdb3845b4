// The session's cookies: the account pages set them, and the site server too when a sign-in form
// was sent before the page's JavaScript ran (server/forms.ts).

/**
 * The session token's cookie and the community GraphQL client's copy of it (spec §7: the token is
 * also kept in a cookie named for the community client token; §9: 7 days, secure).
 */
export const TOKEN_COOKIE = 'meridian_token' as const;
export const COMMUNITY_TOKEN_COOKIE = 'apollo-token-community' as const;
export const TOKEN_MAX_AGE_SECONDS = 604_800 as const;

/**
 * The attributes of both cookies: seven days, whole site, SameSite=Lax, and Secure everywhere but
 * plain-http localhost (browsers drop Secure cookies set over http).
 */
export function sessionCookieAttributes(
  maxAge: number,
  { protocol, hostname }: { protocol: string; hostname: string },
): string {
  const insecureLocal = protocol === 'http:' && ['localhost', '127.0.0.1'].includes(hostname);
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${insecureLocal ? '' : '; Secure'}`;
}

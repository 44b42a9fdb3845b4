export declare const TOKEN_COOKIE: 'meridian_token';
export declare const COMMUNITY_TOKEN_COOKIE: 'apollo-token-community';
export declare const TOKEN_MAX_AGE_SECONDS: 604800;
/** `; Max-Age=…; Path=/; SameSite=Lax` and `; Secure` unless the page is plain-http localhost. */
export declare function sessionCookieAttributes(
  maxAge: number,
  location: { protocol: string; hostname: string },
): string;

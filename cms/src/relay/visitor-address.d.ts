/** The request header that carries `<address> <unix seconds> <signature>`. */
export const VISITOR_HEADER: string;
export const MAX_SKEW_SECONDS: number;
/** The header value that vouches for `address`; null for anything but an IP address. */
export function signVisitor(options: { address: string; secret: string; now?: number }): string | null;
/** The address a header vouches for; null when absent, malformed, forged or stale. */
export function verifyVisitor(value: unknown, secret: string | undefined, now?: number): string | null;

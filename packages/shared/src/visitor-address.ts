// The visitor behind a form the site server relays (issue 38, item 5). The relay calls the CMS
// from its own address, so the CMS's per-address limits would count every relayed form together
// and one visitor could close the forms for all. The relay signs the visitor's address with
// FORM_RELAY_SECRET; the CMS (middlewares/relay-visitor.js) counts that address instead of the
// relay's, only when the signature matches and is fresh. One implementation for both sides, so
// the format cannot drift.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The request header that carries `<address> <unix seconds> <signature>`. */
export const VISITOR_HEADER = 'x-meridian-visitor';
/** How far a signature's time may be from the CMS's clock: a captured header soon stops working. */
export const MAX_SKEW_SECONDS = 30;
/** An IPv4 or IPv6 address as Node reports one (no spaces; `::ffff:1.2.3.4` included). */
const ADDRESS = /^[0-9A-Fa-f.:]{2,45}$/;

function signature(secret: string, address: string, seconds: number): string {
  return createHmac('sha256', secret).update(`meridian-visitor:v1:${address}:${seconds}`).digest('hex');
}

/** The header value that vouches for `address`; null for anything but an IP address. */
export function signVisitor({
  address,
  secret,
  now = Date.now(),
}: {
  address: string;
  secret: string;
  now?: number;
}): string | null {
  if (!secret) throw new Error('FORM_RELAY_SECRET is not set: the visitor cannot be vouched for');
  if (!ADDRESS.test(address)) return null;
  const seconds = Math.floor(now / 1000);
  return `${address} ${seconds} ${signature(secret, address, seconds)}`;
}

/**
 * The visitor's address a header vouches for, or null when it is absent, malformed, signed with
 * another secret, or not fresh: such a header is ignored, never trusted.
 */
export function verifyVisitor(value: unknown, secret: string | undefined, now = Date.now()): string | null {
  if (!secret || typeof value !== 'string') return null;
  const [address, time, given, ...rest] = value.split(' ');
  if (rest.length || !address || !ADDRESS.test(address) || !/^\d{1,12}$/.test(time ?? '')) return null;
  if (!/^[0-9a-f]{64}$/.test(given ?? '')) return null;
  const seconds = Number(time);
  if (Math.abs(Math.floor(now / 1000) - seconds) > MAX_SKEW_SECONDS) return null;
  const expected = Buffer.from(signature(secret, address, seconds), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? address : null;
}

// Signed, expiring preview links (issue 16): the CMS signs them for its "Open preview" button, the
// site's Node server checks them before it fetches a draft. One implementation for both sides, so
// the format cannot drift.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO } from './locales.js';

/** Content types that have a preview, by Strapi uid, and the name used in links. */
export const PREVIEW_TYPES = {
  'api::article.article': 'article',
  'api::page.page': 'page',
  'api::event.event': 'event',
} as const;
/** The name of a previewable content type in links. */
export type PreviewType = (typeof PREVIEW_TYPES)[keyof typeof PREVIEW_TYPES];
const TYPE_NAMES: ReadonlySet<string> = new Set(Object.values(PREVIEW_TYPES));
/** The longest a link may live: an editor reopens the preview to get a fresh one. */
export const MAX_LIFETIME_SECONDS = 60 * 60;

function payload(type: string, documentId: string, locale: string, expires: number): string {
  return `meridian-preview:v1:${type}:${documentId}:${locale}:${expires}`;
}

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The query string of a preview link for one document in one locale. */
export function signPreviewQuery({
  type,
  documentId,
  locale,
  secret,
  now = Date.now(),
  lifetimeSeconds = MAX_LIFETIME_SECONDS,
}: {
  type: PreviewType;
  documentId: string;
  locale: string;
  secret: string;
  now?: number;
  lifetimeSeconds?: number;
}): string {
  if (!secret) throw new Error('PREVIEW_SECRET is not set: preview links cannot be signed');
  const expires = Math.floor(now / 1000) + Math.min(lifetimeSeconds, MAX_LIFETIME_SECONDS);
  const signature = hmac(secret, payload(type, documentId, locale, expires));
  return new URLSearchParams({
    type,
    id: documentId,
    locale,
    expires: String(expires),
    signature,
  }).toString();
}

export type PreviewQueryCheck =
  | { ok: true; type: PreviewType; documentId: string; locale: string; expires: number }
  | { ok: false; reason: 'missing' | 'forged' | 'expired' };

/**
 * Checks a preview link's parameters. Returns the document to preview, or why it is refused:
 * `missing` (parameters absent or malformed), `forged` (signature does not match, or an expiry
 * further away than a link can be given), `expired`.
 */
export function verifyPreviewQuery(
  params: URLSearchParams,
  secret: string,
  now = Date.now(),
): PreviewQueryCheck {
  const type = params.get('type') ?? '';
  const documentId = params.get('id') ?? '';
  const locale = params.get('locale') ?? '';
  const expiresText = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (!TYPE_NAMES.has(type) || !/^[a-z0-9]{1,64}$/i.test(documentId) || !isLocale(locale)) {
    return { ok: false, reason: 'missing' };
  }
  if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature))
    return { ok: false, reason: 'missing' };
  if (!secret) return { ok: false, reason: 'forged' };
  const expires = Number(expiresText);
  const expected = Buffer.from(hmac(secret, payload(type, documentId, locale, expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'forged' };
  const nowSeconds = Math.floor(now / 1000);
  if (expires > nowSeconds + MAX_LIFETIME_SECONDS) return { ok: false, reason: 'forged' };
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, type: type as PreviewType, documentId, locale, expires };
}

/**
 * The site's preview page for a document in one language, with a signed link that expires within
 * an hour; null for content types without a preview or a language the site does not have.
 * Strapi's preview handler (cms/config/admin.js) calls it for the content manager's "Open preview".
 */
export function previewUrl({
  uid,
  documentId,
  locale,
  siteUrl,
  secret,
  now = Date.now(),
}: {
  uid: string;
  documentId: string | undefined;
  locale: string | null | undefined;
  siteUrl: string;
  secret: string;
  now?: number;
}): string | null {
  const type = (PREVIEW_TYPES as Record<string, PreviewType>)[uid];
  const language = locale ?? DEFAULT_LOCALE;
  if (!type || !documentId || !isLocale(language)) return null;
  const query = signPreviewQuery({ type, documentId, locale: language, secret, now });
  return `${siteUrl.replace(/\/+$/, '')}${LOCALE_INFO[language].prefix}/preview?${query}`;
}

/** The origin of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The site's origins an editor's admin may frame and the preview may be served from
 * (`localhost` and `127.0.0.1` both, as a development browser may use either).
 */
export function previewOrigins(siteUrl: string | undefined): string[] {
  const origin = siteUrl ? originOf(siteUrl) : null;
  if (!origin) return [];
  const url = new URL(origin);
  const origins = new Set([origin]);
  if (url.hostname === 'localhost')
    origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`);
  if (url.hostname === '127.0.0.1')
    origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  return [...origins];
}

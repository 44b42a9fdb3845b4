// @ts-check
// Signed, expiring preview links (issue 16): the CMS signs them for its "Open preview" button, the
// site's Node server checks them before it fetches a draft. One implementation for both sides
// (the server loads this file with createRequire), so the format cannot drift.
const { createHmac, timingSafeEqual } = require('node:crypto');
const { isLocale } = require('@meridian/shared/locales');

/** Content types that have a preview, by Strapi uid, and the name used in links. */
const PREVIEW_TYPES = /** @type {const} */ ({
  'api::article.article': 'article',
  'api::page.page': 'page',
  'api::event.event': 'event',
});
/** @typedef {(typeof PREVIEW_TYPES)[keyof typeof PREVIEW_TYPES]} PreviewType */
const TYPE_NAMES = new Set(Object.values(PREVIEW_TYPES));
/** The longest a link may live: an editor reopens the preview to get a fresh one. */
const MAX_LIFETIME_SECONDS = 60 * 60;

/** @param {string} type @param {string} documentId @param {string} locale @param {number} expires */
function payload(type, documentId, locale, expires) {
  return `meridian-preview:v1:${type}:${documentId}:${locale}:${expires}`;
}

/** @param {string} secret @param {string} message */
function hmac(secret, message) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * The query string of a preview link for one document in one locale.
 * @param {{ type: PreviewType, documentId: string, locale: string, secret: string,
 *   now?: number, lifetimeSeconds?: number }} options
 */
function signPreviewQuery({
  type,
  documentId,
  locale,
  secret,
  now = Date.now(),
  lifetimeSeconds = MAX_LIFETIME_SECONDS,
}) {
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

/**
 * Checks a preview link's parameters. Returns the document to preview, or why it is refused:
 * `missing` (parameters absent or malformed), `forged` (signature does not match, or an expiry
 * further away than a link can be given), `expired`.
 * @param {URLSearchParams} params @param {string} secret @param {number} [now]
 * @returns {{ ok: true, type: PreviewType, documentId: string, locale: string, expires: number }
 *   | { ok: false, reason: 'missing' | 'forged' | 'expired' }}
 */
function verifyPreviewQuery(params, secret, now = Date.now()) {
  const type = params.get('type') ?? '';
  const documentId = params.get('id') ?? '';
  const locale = params.get('locale') ?? '';
  const expiresText = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (
    !TYPE_NAMES.has(/** @type {PreviewType} */ (type)) ||
    !/^[a-z0-9]{1,64}$/i.test(documentId) ||
    !isLocale(locale)
  ) {
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
  return { ok: true, type: /** @type {PreviewType} */ (type), documentId, locale, expires };
}

module.exports = { PREVIEW_TYPES, MAX_LIFETIME_SECONDS, signPreviewQuery, verifyPreviewQuery };

// @ts-check
const { isLocale, LOCALE_INFO } = require('@meridian/shared/locales');
const { PREVIEW_TYPES, signPreviewQuery } = require('./preview-link');

/**
 * The site's preview page for a document in one language, with a signed link that expires within
 * an hour; null for content types without a preview or a language the site does not have.
 * Strapi's preview handler (config/admin.js) calls it for the content manager's "Open preview".
 * @param {{ uid: string, documentId: string | undefined, locale: string | null | undefined,
 *   siteUrl: string, secret: string, now?: number }} options
 */
function previewUrl({ uid, documentId, locale, siteUrl, secret, now = Date.now() }) {
  const type = /** @type {Record<string, import('./preview-link').PreviewType>} */ (PREVIEW_TYPES)[uid];
  const language = locale ?? 'en';
  if (!type || !documentId || !isLocale(language)) return null;
  const prefix = LOCALE_INFO[language].prefix;
  const query = signPreviewQuery({ type, documentId, locale: language, secret, now });
  return `${siteUrl.replace(/\/+$/, '')}${prefix}/preview?${query}`;
}

/** The origin of a URL, or null when it is not one. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The site's origins an editor's admin may frame and the preview may be served from
 * (`localhost` and `127.0.0.1` both, as a development browser may use either).
 * @param {string | undefined} siteUrl
 */
function previewOrigins(siteUrl) {
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

module.exports = { previewUrl, previewOrigins };

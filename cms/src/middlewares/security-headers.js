// @ts-check
const { MEDIA_CSP, mediaKind } = require('../../../src/config/media-types');

/** Strapi's own HSTS value (its strapi::security default), now sent over https only. */
const HSTS = 'max-age=31536000; includeSubDomains';
const UPLOADS = '/uploads/';
/** The upload plugin's refusal of a type outside `security.allowedTypes` (plugins.js). */
const REFUSED_TYPE = /^File type '[^']*' is not allowed$/;

/**
 * Headers strapi::security (helmet) does not get right for this CMS, set after it:
 * - HSTS only when the request came over https (`ctx.secure`; behind a proxy, with
 *   CMS_TRUST_PROXY, its X-Forwarded-Proto): helmet sends it over plain http too.
 * - Cross-Origin-Resource-Policy: uploads may be embedded by the site, which is on another
 *   origin; nothing else of the CMS is (the site's API calls are CORS requests, which CORP
 *   does not govern).
 * - Uploads (`/uploads/*`, served by the upload plugin's static route) are files editors chose:
 *   none may run script on the admin's origin, where the admin keeps its token. They get the
 *   media CSP (sandboxed, loading nothing) instead of the admin's, nosniff, and are downloads
 *   unless they are images, video or PDF (src/config/media-types.js); SVG is always a download.
 * - An upload of another type is refused by the upload plugin; its message gains what the editor
 *   may upload instead (the media library shows it).
 */
module.exports = () => async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  const upload = ctx.path.startsWith(UPLOADS);
  ctx.set('Cross-Origin-Resource-Policy', upload ? 'cross-origin' : 'same-origin');
  if (!upload) {
    try {
      await next();
    } catch (error) {
      const refusal = /** @type {any} */ (error);
      if (refusal?.name === 'ValidationError' && REFUSED_TYPE.test(refusal.message)) {
        refusal.message = `${refusal.message}: upload an image, a video or a PDF`;
      }
      throw error;
    }
    return;
  }
  ctx.set('Content-Security-Policy', MEDIA_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  await next();
  if (ctx.body == null) return;
  const kind = mediaKind(ctx.response.get('Content-Type'));
  if (!kind || kind.attachment) ctx.set('Content-Disposition', 'attachment');
};

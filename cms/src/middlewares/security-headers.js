const path = require('node:path');
const { MEDIA_CSP, mediaHeaders } = require('@meridian/shared/media-types');

/** Strapi's own HSTS value (its strapi::security default), now sent over https only. */
const HSTS = 'max-age=31536000; includeSubDomains';
/** The upload plugin's refusal of a type outside its `security` lists (config/plugins.js). */
const REFUSED_TYPE = /^File type '[^']*' is not allowed$/;

/**
 * Whether a request path names a file in the uploads folder, as the static servers resolve it
 * (koa-send decodes it and resolves it under the public folder): `/%75ploads/x`, `/./uploads/x`
 * and `/a/../uploads/x` are served from there by strapi::public, not only `/uploads/x`. Compared
 * without case, for case-insensitive file systems.
 * @param {string} requestPath @param {string} publicDir
 */
function inUploads(requestPath, publicDir) {
  let decoded;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false; // koa-send answers 400 and serves nothing
  }
  const file = path.join(publicDir, path.posix.normalize(`/${decoded}`)).toLowerCase();
  return file.startsWith(`${path.join(publicDir, 'uploads').toLowerCase()}${path.sep}`);
}

/**
 * Headers strapi::security (helmet) does not get right for this CMS, set after it:
 * - HSTS only when the request came over https (`ctx.secure`; behind a proxy, with
 *   CMS_TRUST_PROXY, its X-Forwarded-Proto): helmet sends it over plain http too.
 * - Cross-Origin-Resource-Policy: uploads may be embedded by the site, which is on another
 *   origin; nothing else of the CMS is (the site's API calls are CORS requests, which CORP
 *   does not govern).
 * - Uploads are files editors chose, served on the admin's origin, where the admin keeps its
 *   token: none may run script there. They get the media CSP (sandboxed, loading nothing)
 *   instead of the admin's, nosniff, and are downloads unless they are images, video or PDF
 *   (packages/shared/src/media-types.ts); SVG is always a download.
 * - An upload of another type is refused by the upload plugin; its message gains what the editor
 *   may upload instead (the media library shows it).
 * @param {unknown} _config @param {{ strapi: any }} context
 */
module.exports = (_config, { strapi }) => {
  const publicDir = path.resolve(strapi.dirs.static.public);
  return async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    const upload = inUploads(ctx.path, publicDir);
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
    // By the type it is sent as: the rule the site serves its /cms-media/ copies by, too.
    ctx.set(mediaHeaders(ctx.response.get('Content-Type')));
  };
};

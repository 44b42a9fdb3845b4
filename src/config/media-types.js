// @ts-check
/**
 * What counts as media: the one rule for what editors may upload to the CMS (its upload plugin's
 * `security` lists, cms/config/plugins.js), how the CMS serves `/uploads`
 * (cms/src/middlewares/security-headers.js, and deploy/nginx.conf in front of it) and what the site
 * server's preview relay passes on (server/preview.mjs). CommonJS: the CMS requires it, the
 * server imports it.
 */

/**
 * The types the CMS accepts, as Strapi's upload patterns: images (covers, logos, images in the
 * text), video and PDF. mime-db has no image or video type that is a document, SVG aside
 * (__tests__/media-types.test.ts checks that these patterns and `mediaKind` agree).
 */
const UPLOAD_TYPE_PATTERNS = ['image/*', 'video/*', 'application/pdf'];

/**
 * Types refused even when the content is media (Strapi's deny-list, checked first, on the
 * declared type and on the type the file's name gives): documents and scripts, and the families
 * that have XML documents (`model/x3d+xml`). A file is served by its name's type, so a GIF named
 * `page.html` (a GIF that is also a valid page) must not be kept. SVG, an image, is not refused.
 */
const UPLOAD_DENIED_PATTERNS = [
  'text/*',
  'message/*',
  'model/*',
  'multipart/*',
  '*html*',
  '*script*',
  'application/*xml*',
];

/**
 * The media type of a file by its Content-Type, and whether it must be a download: images, video
 * and PDF. A type a browser may render as a document (HTML, XML, script) never is, except SVG,
 * which is sent as a download (an `<img>` still shows it; opened on its own it is not a page of
 * the origin serving it). Null: not media.
 * @param {string | null | undefined} header
 * @returns {{ type: string, attachment: boolean } | null}
 */
function mediaKind(header) {
  const type = String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type === 'image/svg+xml') return { type, attachment: true };
  if (/html|xml|script/.test(type)) return null;
  return /^(image|video)\/[a-z0-9][a-z0-9.+-]*$|^application\/pdf$/.test(type)
    ? { type, attachment: false }
    : null;
}

/**
 * The Content-Security-Policy of a served upload: nothing in it may run or load anything but
 * itself (an image or video opened on its own is shown by the browser from the same URL).
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

module.exports = { UPLOAD_TYPE_PATTERNS, UPLOAD_DENIED_PATTERNS, mediaKind, MEDIA_CSP };

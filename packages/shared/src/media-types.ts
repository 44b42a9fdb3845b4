/**
 * What counts as media: the one rule for what editors may upload to the CMS (its upload plugin's
 * `security` lists, cms/config/plugins.js), how the CMS serves `/uploads`
 * (cms/src/middlewares/security-headers.js, and deploy/nginx.conf in front of it), what the site
 * server's preview relay passes on (server/preview.ts) and how the site serves the build's copies
 * in `/cms-media/` (packages/shared/src/headers.ts, and the host header files written from it).
 */

/**
 * The types the CMS accepts, as Strapi's upload patterns: images (covers, logos, images in the
 * text), video and PDF. mime-db has no image or video type that is a document, SVG aside
 * (__tests__/media-types.test.ts checks that these patterns and `mediaKind` agree).
 */
export const UPLOAD_TYPE_PATTERNS: readonly string[] = ['image/*', 'video/*', 'application/pdf'];

/**
 * Types refused even when the content is media (Strapi's deny-list, checked first, on the
 * declared type and on the type the file's name gives): documents and scripts, and the families
 * that have XML documents (`model/x3d+xml`). A file is served by its name's type, so a GIF named
 * `page.html` (a GIF that is also a valid page) must not be kept. SVG, an image, is not refused.
 */
export const UPLOAD_DENIED_PATTERNS: readonly string[] = [
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
 */
export function mediaKind(header: string | null | undefined): { type: string; attachment: boolean } | null {
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
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The headers of an upload served on an origin with something to protect (the site's, where the
 * account pages keep a member's session; the preview server's), by the type it is sent as:
 * sandboxed, never sniffed, and a download unless `mediaKind` says it may be shown (SVG and
 * anything that is not media are downloads). An `<img>` or `<video>` of a page ignores the
 * disposition and the CSP, so embedding works as before.
 */
export function mediaHeaders(type: string | null | undefined): Record<string, string> {
  const kind = mediaKind(type);
  return {
    'Content-Security-Policy': MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
    ...(!kind || kind.attachment ? { 'Content-Disposition': 'attachment' } : {}),
  };
}

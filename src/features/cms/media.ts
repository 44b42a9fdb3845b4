import {
  cmsOrigins,
  mediaBaseUrls,
  uploadReference,
  type UploadReference,
} from '@meridian/shared/upload-rules';

/** Where the build puts the CMS's media: pages never load anything from the CMS at run time. */
export const MEDIA_PREFIX = '/cms-media';

export type { UploadReference };
export { cmsOrigins, mediaBaseUrls, uploadReference };

/**
 * The site path of a CMS upload (uploadReference), or null for anything that is not one. All of
 * them become `/cms-media/{name}`: the build downloads the file there (download.ts), so visitors
 * never load media from the CMS or the bucket.
 */
export function mediaPath(url: string): string | null {
  const upload = uploadReference(url);
  return upload ? `${MEDIA_PREFIX}/${upload.name}` : null;
}

export interface CmsImage {
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width: number; height: number }> | null;
}

/**
 * Strapi's responsive formats plus the original, as site paths, narrowest first; none wider than
 * `maxWidth` (a card never needs the original), but always the narrowest.
 */
function srcSetCandidates(image: CmsImage, maxWidth = Infinity): Array<{ src: string; width: number }> {
  return [
    ...Object.values(image.formats ?? {}).map((format) => ({ url: format.url, width: format.width })),
    ...(image.width ? [{ url: image.url, width: image.width }] : []),
  ]
    .map((candidate) => ({ src: mediaPath(candidate.url), width: candidate.width }))
    .filter((candidate): candidate is { src: string; width: number } => candidate.src !== null)
    .sort((a, b) => a.width - b.width)
    .filter((candidate, index) => index === 0 || candidate.width <= maxWidth);
}

/** `srcset` from Strapi's responsive formats plus the original, narrowest first. */
export function srcSet(image: CmsImage, maxWidth?: number): string {
  return srcSetCandidates(image, maxWidth)
    .map((candidate) => `${candidate.src} ${candidate.width}w`)
    .join(', ');
}

const WEBP_SOURCE = /\.(png|jpe?g)$/i;

/**
 * The WebP copy the build writes beside a raster upload (`/cms-media/a_1.png` →
 * `/cms-media/a_1.png.webp`), or null for files it leaves as they are (SVG, GIF, WebP).
 */
export function webpPath(src: string): string | null {
  return WEBP_SOURCE.test(src) ? `${src}.webp` : null;
}

/** `srcset` of the WebP copies, or '' when any candidate has none (all or nothing). */
export function webpSrcSet(image: CmsImage, maxWidth?: number): string {
  const candidates = srcSetCandidates(image, maxWidth);
  if (!candidates.every((candidate) => webpPath(candidate.src))) return '';
  return candidates.map((candidate) => `${webpPath(candidate.src)} ${candidate.width}w`).join(', ');
}

/** Every upload an image refers to (original and formats), for the build to download. */
export function imageUploads(image: CmsImage | null | undefined): string[] {
  if (!image) return [];
  return [image.url, ...Object.values(image.formats ?? {}).map((format) => format.url)].filter(
    (url) => mediaPath(url) !== null,
  );
}

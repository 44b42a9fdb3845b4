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

interface Candidate {
  src: string;
  width: number;
  height: number | null;
}

/** Strapi's responsive formats plus the original, as site paths, narrowest first. */
function srcSetCandidates(image: CmsImage): Candidate[] {
  return [
    ...Object.values(image.formats ?? {}),
    ...(image.width ? [{ url: image.url, width: image.width, height: image.height ?? null }] : []),
  ]
    .map((candidate) => ({ src: mediaPath(candidate.url), width: candidate.width, height: candidate.height }))
    .filter((candidate): candidate is Candidate => candidate.src !== null)
    .sort((a, b) => a.width - b.width);
}

/** A card's cover as its page data carries it: only the copies the card may show. */
export interface CardCopies {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  /** '' when the build writes no WebP copy of one of them (an SVG, a GIF). */
  webpSrcSet: string;
}

/** A card's cover with its alt text, as a list's page data carries it. */
export type CardPicture = CardCopies & { alt: string };

/**
 * The one choice of a card's copies (blog and event cards): of an image's copies (Strapi's
 * formats, then the original), those from the narrowest at least `min` wide to the narrowest at
 * least `max` wide, as `srcset`s, with the narrowest as `src` and its size. The browser then
 * takes the smallest copy sharp at the card's size; the list's page data names no other copy.
 * Null when the image has no sized copy.
 */
export function cardCopies(image: CmsImage, { min, max }: { min: number; max: number }): CardCopies | null {
  const sized = srcSetCandidates(image).filter((candidate): candidate is Candidate & { height: number } =>
    Boolean(candidate.height),
  );
  const index = (width: number) => {
    const found = sized.findIndex((candidate) => candidate.width >= width);
    return found < 0 ? sized.length - 1 : found;
  };
  const chosen = sized.slice(index(min), index(max) + 1);
  if (!chosen.length) return null;
  const { src, width, height } = chosen[0];
  const webp = chosen.every((candidate) => webpPath(candidate.src));
  return {
    src,
    width,
    height,
    srcSet: chosen.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', '),
    webpSrcSet: webp
      ? chosen.map((candidate) => `${webpPath(candidate.src)} ${candidate.width}w`).join(', ')
      : '',
  };
}

/** `srcset` of every copy (Strapi's responsive formats plus the original), narrowest first. */
export function srcSet(image: CmsImage): string {
  return srcSetCandidates(image)
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

/** `srcset` of every copy's WebP copy, or '' when any copy has none (all or nothing). */
export function webpSrcSet(image: CmsImage): string {
  const candidates = srcSetCandidates(image);
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

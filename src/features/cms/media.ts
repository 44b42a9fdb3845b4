/** Where the build puts the CMS's media: pages never load anything from the CMS at run time. */
export const MEDIA_PREFIX = '/cms-media';

/** An upload's stored name: Strapi's hash plus extension, never a dot file or a path. */
const UPLOAD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Where the CMS's uploads may live besides the CMS itself: the URL prefixes of its object storage
 * or media CDN (S3 provider, docs/deploy.md), from `CMS_MEDIA_URLS` (comma-separated, e.g.
 * `https://meridian-media.s3.eu-west-1.amazonaws.com/uploads/`). Media on any other host are not
 * the CMS's (a hot-linked image, a tracking pixel) and are refused, so a build never downloads
 * from, or links to, a host nobody configured.
 */
export function mediaBaseUrls(value = process.env.CMS_MEDIA_URLS ?? ''): URL[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const base = new URL(entry);
      if (base.protocol !== 'https:' && base.protocol !== 'http:') {
        throw new Error(`CMS_MEDIA_URLS: ${entry} is not an http(s) URL`);
      }
      if (!base.pathname.endsWith('/')) base.pathname += '/';
      return base;
    });
}

/** The file name of an absolute upload URL on a configured media host, or null. */
function storedMediaName(url: URL): string | null {
  for (const base of mediaBaseUrls()) {
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) continue;
    const name = url.pathname.slice(base.pathname.length);
    return UPLOAD_NAME.test(name) ? name : null;
  }
  return null;
}

/**
 * The site path of a CMS upload, or null for anything that is not one: `/uploads/cover_ab12.png`,
 * the CMS's absolute URL for it, or its URL in object storage (`CMS_MEDIA_URLS`). All of them
 * become `/cms-media/{name}`: the build downloads the file there (download.ts), so visitors never
 * load media from the CMS or the bucket. Only http(s) URLs without credentials qualify.
 */
export function mediaPath(url: string): string | null {
  const trimmed = url.trim();
  let name: string | null = null;
  if (trimmed.startsWith('/')) {
    name = /^\/uploads\/([^/?#]+)$/.exec(trimmed)?.[1] ?? null;
  } else {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return null;
    }
    if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
    const cms = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
    name =
      parsed.origin === cms.origin
        ? (/^\/uploads\/([^/]+)$/.exec(parsed.pathname)?.[1] ?? null)
        : storedMediaName(parsed);
  }
  return name && UPLOAD_NAME.test(name) ? `${MEDIA_PREFIX}/${name}` : null;
}

export interface CmsImage {
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width: number; height: number }> | null;
}

/** Strapi's responsive formats plus the original, as site paths, narrowest first. */
function srcSetCandidates(image: CmsImage): Array<{ src: string; width: number }> {
  return [
    ...Object.values(image.formats ?? {}).map((format) => ({ url: format.url, width: format.width })),
    ...(image.width ? [{ url: image.url, width: image.width }] : []),
  ]
    .map((candidate) => ({ src: mediaPath(candidate.url), width: candidate.width }))
    .filter((candidate): candidate is { src: string; width: number } => candidate.src !== null)
    .sort((a, b) => a.width - b.width);
}

/** `srcset` from Strapi's responsive formats plus the original, narrowest first. */
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

/** `srcset` of the WebP copies, or '' when any candidate has none (all or nothing). */
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

/**
 * Uploads that markdown refers to in images and links: the CMS's `/uploads/…` paths and absolute
 * URLs that mediaPath accepts (object storage, when the S3 provider is on).
 */
export function markdownUploads(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(\s*<?([^\s)>]+)>?/g)]
    .map((match) => match[1])
    .filter((target) => mediaPath(target) !== null);
}

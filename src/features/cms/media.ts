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

/** An upload a URL refers to: its stored name, and where the build downloads it from. */
export interface UploadReference {
  /** Strapi's stored name (`photo_ab12.png`), decoded. */
  name: string;
  /** The object storage URL (a signed URL keeps its query), or null for the CMS's `/uploads/`. */
  storageUrl: string | null;
}

/**
 * The CMS's origins as editors' tools write them: the build's `CMS_URL`, the CMS's public URL
 * (`PUBLIC_URL`, `GATSBY_CMS_URL`), each also with `localhost` and `127.0.0.1` swapped. The
 * admin's Image button and the media library's "copy link" prefix an upload with the URL the
 * editor's browser used (`http://localhost:1337/uploads/…` while the build reads 127.0.0.1).
 */
export function cmsOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set<string>();
  for (const value of [env.CMS_URL || 'http://127.0.0.1:1337', env.PUBLIC_URL, env.GATSBY_CMS_URL]) {
    let url: URL;
    try {
      url = new URL(value ?? '');
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol)) continue;
    origins.add(url.origin);
    const alias = LOOPBACK_ALIASES[url.hostname];
    if (alias) {
      url.hostname = alias;
      origins.add(url.origin);
    }
  }
  return origins;
}

const LOOPBACK_ALIASES: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** A path segment's decoded text, or null when it is not valid percent-encoding. */
function decodedName(segment: string): string | null {
  try {
    const name = decodeURIComponent(segment);
    return UPLOAD_NAME.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** Stands in for the site's origin while a relative reference is parsed (never fetched). */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * The one rule for what is a CMS upload, used by the build (pages, downloads, WebP copies) and
 * the preview alike: `/uploads/{name}`, the same path on one of the CMS's origins (cmsOrigins),
 * or a file under an object storage prefix of `CMS_MEDIA_URLS`. A query or fragment (a cache
 * buster) is ignored; the name is percent-decoded and must be a plain stored name. Only http(s)
 * URLs without credentials qualify; any other host is not the CMS's and gives null.
 */
export function uploadReference(url: string): UploadReference | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
  // A site path, not a protocol-relative `//host/…` (nor `/\host/…`, which URL reads as one).
  const relative = parsed.origin === RELATIVE_BASE && /^\/(?![/\\])/.test(trimmed);
  if (relative || cmsOrigins().has(parsed.origin)) {
    const segment = /^\/uploads\/([^/]+)$/.exec(parsed.pathname)?.[1];
    const name = segment ? decodedName(segment) : null;
    return name ? { name, storageUrl: null } : null;
  }
  for (const base of mediaBaseUrls()) {
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) continue;
    const name = decodedName(parsed.pathname.slice(base.pathname.length));
    return name ? { name, storageUrl: `${parsed.origin}${parsed.pathname}${parsed.search}` } : null;
  }
  return null;
}

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

/** Why the site leaves an image out: the editor's words for a reference uploadReference refuses. */
function refusalReason(src: string): string {
  try {
    const url = new URL(src);
    if (/^https?:$/.test(url.protocol) && !url.username && !url.password) {
      return `it is on another site (${url.host}), whose images the site does not load`;
    }
  } catch {
    // Not an absolute URL: a path of the site, or something unreadable.
  }
  return "it is not a file of the CMS's media library";
}

/**
 * Images of a markdown body that the site will not show (uploadReference refuses them), each
 * with the reason, so the build names them instead of dropping them silently.
 */
export function refusedImages(markdown: string): Array<{ src: string; reason: string }> {
  return [...markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)>?/g)]
    .map((match) => match[1])
    .filter((src) => mediaPath(src) === null)
    .map((src) => ({ src, reason: refusalReason(src) }));
}

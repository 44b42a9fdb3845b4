// What is a CMS upload: the build and the preview map uploads with it (src/features/cms/media.ts)
// and the CMS refuses, when an editor saves, an image the site would leave out
// (cms/src/content-rules/).

/** An upload a URL refers to: its stored name, and where the build downloads it from. */
export interface UploadReference {
  /** Strapi's stored name (`photo_ab12.png`), decoded. */
  name: string;
  /** The object storage URL (a signed URL keeps its query), or null for the CMS's `/uploads/`. */
  storageUrl: string | null;
}

/** An upload's stored name: Strapi's hash plus extension, never a dot file or a path. */
const UPLOAD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Where the CMS's uploads may live besides the CMS itself: the URL prefixes of its object storage
 * or media CDN (S3 provider, docs/deploy.md), from `CMS_MEDIA_URLS` (comma-separated, e.g.
 * `https://meridian-media.s3.eu-west-1.amazonaws.com/uploads/`). Media on any other host are not
 * the CMS's (a hot-linked image, a tracking pixel) and are refused, so a build never downloads
 * from, or links to, a host nobody configured.
 */
export function mediaBaseUrls(value: string = process.env.CMS_MEDIA_URLS ?? ''): URL[] {
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

const LOOPBACK_ALIASES: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

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
 * The one rule for what is a CMS upload, used by the build (pages, downloads, WebP copies), the
 * preview and the CMS's checks on save alike: `/uploads/{name}`, the same path on one of the
 * CMS's origins (cmsOrigins), or a file under an object storage prefix of `CMS_MEDIA_URLS`. A
 * query or fragment (a cache buster) is ignored; the name is percent-decoded and must be a plain
 * stored name. Only http(s) URLs without credentials qualify; any other host is not the CMS's
 * and gives null.
 */
export function uploadReference(url: string, env: NodeJS.ProcessEnv = process.env): UploadReference | null {
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
  if (relative || cmsOrigins(env).has(parsed.origin)) {
    const segment = /^\/uploads\/([^/]+)$/.exec(parsed.pathname)?.[1];
    const name = segment ? decodedName(segment) : null;
    return name ? { name, storageUrl: null } : null;
  }
  for (const base of mediaBaseUrls(env.CMS_MEDIA_URLS ?? '')) {
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) continue;
    const name = decodedName(parsed.pathname.slice(base.pathname.length));
    return name ? { name, storageUrl: `${parsed.origin}${parsed.pathname}${parsed.search}` } : null;
  }
  return null;
}

/** Why the site leaves an image out: the editor's words for a reference uploadReference refuses. */
export function refusalReason(src: string): string {
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
 * The `href` of a text's HTML links (`<a href="…">`) and the `src` of its HTML images, which the
 * site's renderer (src/pipeline/cms/markdown.ts) passes through the same rules as markdown's.
 */
export function htmlTargets(markdown: string): { links: string[]; images: string[] } {
  const values = (tag: string, attribute: string) =>
    [
      ...markdown.matchAll(
        new RegExp(`<${tag}\\b[^>]*?\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi'),
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3]);
  return { links: values('a', 'href'), images: values('img', 'src') };
}

// Response headers of the static server: caching per kind of file and the security headers.
// The one source of these rules: the site server (server/site-server.ts) sends them, and the build writes them for a
// static host or CDN as public/_headers and the nginx maps deploy/nginx.conf includes
// (plugins/site-output/headers-file.ts). __tests__/headers-file.test.ts compares them.
import crypto from 'node:crypto';
import { LOCALE_PREFIX_PATTERN } from './locales.js';
import { lookup } from 'mrmime';
// Shared with the CMS, which serves /uploads by the same rule.
import { mediaHeaders } from './media-types.js';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_SHORT = 'public, max-age=3600';

/**
 * The draft preview's page in each language (issue 16): it shows drafts, so nothing keeps it.
 * The languages' prefixes come from the shared package's one list.
 */
export const PREVIEW_PAGE_FILE = new RegExp(
  `^${LOCALE_PREFIX_PATTERN}?/preview(/index)?\\.html$|^/page-data${LOCALE_PREFIX_PATTERN}?/preview/`,
);
export const CACHE_NONE = 'no-store';

/** Gatsby's caching rules: HTML and data revalidate every time, hashed bundles never change. */
export function cacheControlFor(filePath: string): string {
  if (PREVIEW_PAGE_FILE.test(filePath)) return CACHE_NONE;
  if (/\.html$/.test(filePath) || filePath.startsWith('/page-data/') || filePath.startsWith('/builds/')) {
    return CACHE_REVALIDATE;
  }
  if (/^\/sitemap\.xml$|^\/robots\.txt$|^\/rss\.xml$|\/rss\.xml$/.test(filePath)) return CACHE_REVALIDATE;
  if (filePath.startsWith('/static/')) return CACHE_IMMUTABLE;
  // Site search (Pagefind): its index chunks are named by content hash; its entry file and
  // scripts keep their names from build to build and must be revalidated.
  if (/^\/pagefind\/(index|fragment|filter)\//.test(filePath)) return CACHE_IMMUTABLE;
  if (filePath.startsWith('/pagefind/')) return CACHE_REVALIDATE;
  // Webpack bundles carry a content hash in their name (app-3f2a….js).
  if (/-[0-9a-f]{16,}\.(js|css)$/.test(filePath) || /^\/[0-9a-f]{8,}-[0-9a-f]{16,}\.js$/.test(filePath)) {
    return CACHE_IMMUTABLE;
  }
  // Everything else, /cms-media/ included: a CMS upload's name looks hashed, but Strapi keeps
  // the name when an editor replaces the file, so it must not be cached as immutable.
  return CACHE_SHORT;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS = 'max-age=63072000; includeSubDomains';

/** The content service the account pages call from the browser (GATSBY_CMS_URL at build time). */
export function cmsOrigin(url = process.env.GATSBY_CMS_URL || 'http://127.0.0.1:1337'): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CSP directives shared by every page; `script-src` gets the page's inline-script hashes.
 * `extraSources` adds sources to directives, e.g. `{ 'script-src': ['https://tags.example'] }`
 * for a tag manager; it cannot loosen `script-src` with `'unsafe-inline'`.
 */
export function contentSecurityPolicy(
  https: boolean,
  scriptHashes: readonly string[] = [],
  connectOrigin: string | null = cmsOrigin(),
  extraSources: CspExtraSources = {},
): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': site search compiles Pagefind's WebAssembly; it allows no JS eval.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    // Emotion injects style elements at runtime; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    // The CMS over HTTP and, for the account pages' GraphQL subscriptions, over its websocket.
    [
      'connect-src',
      ["'self'", ...(connectOrigin ? [connectOrigin, connectOrigin.replace(/^http/, 'ws')] : [])],
    ],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  for (const [name, sources] of Object.entries(extraSources)) {
    const allowed = (sources ?? []).filter(
      (source) => !(name === 'script-src' && /unsafe-inline/.test(source)),
    );
    if (!allowed.length) continue;
    const directive = directives.find(([existing]) => existing === name);
    if (!directive) directives.push([name, allowed]);
    else directive[1] = [...directive[1].filter((source) => source !== "'none'"), ...allowed];
  }
  return [
    ...directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Extra sources per CSP directive, e.g. `{ 'script-src': ['https://tags.example'] }`. */
export type CspExtraSources = Partial<Record<string, readonly string[]>>;

/** `<script type>` values a browser runs; any other type (JSON-LD, JSON) is a data block. */
const EXECUTABLE_SCRIPT_TYPE = /^(|module|(text|application)\/(javascript|ecmascript))$/i;

/**
 * sha256 hashes of the inline scripts Gatsby writes into a page (page path, chunk map). Data
 * blocks such as `application/ld+json` never run and CSP does not apply to them: hashing them
 * would only allow their text as a script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[1]);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (!EXECUTABLE_SCRIPT_TYPE.test(value)) continue;
    hashes.push(`sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The tag manager's script and frame, allowed only when the build has a container id (the same
 * rule as src/features/consent/config.ts; GATSBY_GTM_ID is read like GATSBY_CMS_URL above). It
 * loads only after consent; the policy allows it either way.
 */
export function tagManagerSources(id = process.env.GATSBY_GTM_ID): Record<string, string[]> {
  return /^GTM-[A-Z0-9]{4,12}$/.test((id ?? '').trim())
    ? { 'script-src': [TAG_MANAGER_ORIGIN], 'frame-src': [TAG_MANAGER_ORIGIN] }
    : {};
}

/** The CSP of one built HTML page: its inline scripts allowed by hash, nothing else inline. */
export function pageContentSecurityPolicy(
  html: string,
  https = false,
  extraSources: CspExtraSources = tagManagerSources(),
): string {
  return contentSecurityPolicy(https, inlineScriptHashes(html), cmsOrigin(), extraSources);
}

/** The build's copies of CMS uploads (src/pipeline/cms/download.ts writes them). */
export const CMS_MEDIA_FILE = /^\/cms-media\//;

/**
 * The headers of a CMS upload's copy, by the type the server sends it as (sirv's type by name,
 * mrmime): files editors chose, served on the site's origin, where the account pages keep a
 * member's session. Sandboxed, and a download unless an image, video or PDF: an SVG opened on
 * its own runs no script here (packages/shared/src/media-types.ts, the preview relay's rule too).
 */
export function cmsMediaHeaders(filePath: string): Record<string, string> {
  return mediaHeaders(lookup(filePath) ?? null);
}

/** Headers every response carries: the security headers, and HSTS only over https. */
export function baseHeaders(https = false): Record<string, string> {
  return { ...SECURITY_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
}

/**
 * The headers of the response for one file of the build (`/ja/about/index.html`, `/app-….js`):
 * the base headers, its Cache-Control and, for a page, its CSP; for a CMS media copy, the media
 * headers, last: even a page there (never uploaded, but a build could hold one) is sandboxed.
 * The server sends exactly these.
 */
export function headersForFile(
  filePath: string,
  { https = false, csp }: { https?: boolean; csp?: string } = {},
): Record<string, string> {
  return {
    ...baseHeaders(https),
    'Cache-Control': cacheControlFor(filePath),
    ...(PREVIEW_PAGE_FILE.test(filePath) ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    ...(CMS_MEDIA_FILE.test(filePath) ? cmsMediaHeaders(filePath) : {}),
  };
}

/** The HTML files a clean URL may be served from, in the order the server tries them. */
export function htmlCandidates(pathname: string): string[] {
  if (pathname.endsWith('.html')) return [pathname];
  return [`${pathname}.html`, `${pathname === '/' ? '' : pathname}/index.html`];
}

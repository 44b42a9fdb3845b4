// Response headers of the static server: caching per kind of file and the security headers.
// deploy/_headers ships the same rules for a static host or CDN (a test compares them).
import crypto from 'node:crypto';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_SHORT = 'public, max-age=3600';

/** Gatsby's caching rules: HTML and data revalidate every time, hashed bundles never change. */
export function cacheControlFor(filePath) {
  if (/\.html$/.test(filePath) || filePath.startsWith('/page-data/') || filePath.startsWith('/builds/')) {
    return CACHE_REVALIDATE;
  }
  if (/^\/sitemap\.xml$|^\/robots\.txt$|^\/rss\.xml$|\/rss\.xml$/.test(filePath)) return CACHE_REVALIDATE;
  if (filePath.startsWith('/static/')) return CACHE_IMMUTABLE;
  // Webpack bundles carry a content hash in their name (app-3f2a….js).
  if (/-[0-9a-f]{16,}\.(js|css)$/.test(filePath) || /^\/[0-9a-f]{8,}-[0-9a-f]{16,}\.js$/.test(filePath)) {
    return CACHE_IMMUTABLE;
  }
  return CACHE_SHORT;
}

export const SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS = 'max-age=63072000; includeSubDomains';

/** The content service the account pages call from the browser (GATSBY_CMS_URL at build time). */
export function cmsOrigin(url = process.env.GATSBY_CMS_URL || 'http://127.0.0.1:1337') {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** CSP directives shared by every page; `script-src` gets the page's inline-script hashes. */
export function contentSecurityPolicy(https, scriptHashes = [], connectOrigin = cmsOrigin()) {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Emotion injects style elements at runtime; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigin ? ` ${connectOrigin}` : ''}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** sha256 hashes of the inline scripts Gatsby writes into a page (page path, chunk map). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

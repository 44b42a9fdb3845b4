import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A link checker over the built files (the same build the browser tests use): every HTML page
// under public/ is parsed, every internal link, anchor and asset must resolve to a built page or
// file, and every built page must be reachable from `/`, `/ja` or `/ko`, or be in the sitemap.
// No browser: it reads public/ and runs in a second or two.
const publicDir = path.resolve(__dirname, '../public');

/**
 * Built pages no static HTML links to, on purpose: the status pages (the server answers with
 * them); the OAuth callbacks the identity providers redirect to; the pages that e-mails link to
 * (reset-password, newsletter confirmation); the account page, which the header links to
 * only once the visitor has signed in (client-side state, not in the HTML); and the draft
 * preview, which only the CMS admin's "Open preview" opens.
 */
const UNLINKED =
  /^(\/(ja|ko))?\/(404|500|connect\/[^/]+\/redirect|newsletter|reset-password|account|preview)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Gatsby's own folders hold no pages.
      if (!['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(full, out);
    } else if (entry.name === 'index.html') out.push(full);
  }
  return out;
}

/** `/blog/x/index.html` → `/blog/x`. */
function pagePath(file: string): string {
  const rel = path.relative(publicDir, path.dirname(file)).split(path.sep).join('/');
  return rel ? `/${rel}` : '/';
}

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The markup of the page, without scripts, styles and templates whose text is not markup. */
function markup(html: string): string {
  return html.replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
}

interface Page {
  path: string;
  ids: Set<string>;
  /** `<a href>` of the page, decoded. */
  links: string[];
  /** src, srcset and `<link href>` targets (images, icons, feeds, alternates). */
  assets: string[];
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2]) : undefined;
}

function parse(file: string): Page {
  const html = markup(fs.readFileSync(file, 'utf8'));
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(decode(match[1]));
  const links: string[] = [];
  const assets: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href !== undefined) links.push(href);
  }
  for (const [tag] of html.matchAll(/<(?:img|source|link|script)\s[^>]*>/gi)) {
    for (const name of ['src', 'href']) {
      const value = attribute(tag, name);
      if (value) assets.push(value);
    }
    const srcset = attribute(tag, 'srcset');
    if (srcset) assets.push(...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  return { path: pagePath(file), ids, links, assets };
}

const siteOrigin = (() => {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]).origin;
})();

/** The site path of an internal URL (query dropped), or null for an external one. */
function internal(href: string, from: string): { path: string; hash: string } | null {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
  const url = new URL(href, `${siteOrigin}${from}`);
  if (url.origin !== siteOrigin) return null;
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
}

/** The built file a site path resolves to, as the server resolves it (clean URLs). */
function resolveFile(sitePath: string): string | null {
  const clean = sitePath.replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/'
      ? ['index.html']
      : [`${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`, clean.slice(1)];
  for (const candidate of candidates) {
    const full = path.join(publicDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

const files = walk(publicDir);
const pages = new Map(files.map((file) => [pagePath(file), parse(file)]));

test('the build has pages in every language', () => {
  expect(pages.size).toBeGreaterThan(100);
  for (const root of ['/', '/ja', '/ko']) expect(pages.has(root), root).toBe(true);
});

test('every internal link and anchor on every page resolves to a built page, file or id', () => {
  const broken: string[] = [];
  let checked = 0;
  let anchors = 0;
  for (const page of pages.values()) {
    for (const href of page.links) {
      const target = internal(href, page.path);
      if (!target) continue;
      checked += 1;
      if (target.hash) anchors += 1;
      const isPage = pages.has(target.path.replace(/\/+$/, '') || '/');
      if (!isPage && !resolveFile(target.path)) {
        broken.push(`${page.path} → ${href} (no such page or file)`);
        continue;
      }
      if (target.hash && isPage) {
        const targetPage = pages.get(target.path.replace(/\/+$/, '') || '/')!;
        if (!targetPage.ids.has(target.hash)) broken.push(`${page.path} → ${href} (no id "${target.hash}")`);
      }
    }
  }
  expect(broken).toEqual([]);
  test.info().annotations.push({
    type: 'checked',
    description: `${checked} internal links, ${anchors} with an anchor`,
  });
  expect(checked).toBeGreaterThan(pages.size * 10);
  expect(anchors).toBeGreaterThan(pages.size);
});

test('every image, icon, feed and script a page refers to exists', () => {
  const missing: string[] = [];
  for (const page of pages.values()) {
    for (const src of page.assets) {
      const target = internal(src, page.path);
      if (target && !pages.has(target.path) && !resolveFile(target.path))
        missing.push(`${page.path} → ${src}`);
    }
  }
  expect(missing).toEqual([]);
});

function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Pages reachable by following `<a href>` from the three home pages. */
function reachable(): Set<string> {
  const seen = new Set<string>();
  const queue = ['/', '/ja', '/ko'];
  while (queue.length) {
    const current = queue.shift()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const href of pages.get(current)?.links ?? []) {
      const target = internal(href, current);
      const next = target && (target.path.replace(/\/+$/, '') || '/');
      if (next && pages.has(next) && !seen.has(next)) queue.push(next);
    }
  }
  return seen;
}

test('every page in the sitemap is built', () => {
  const listed = sitemapPaths();
  expect(listed.length).toBeGreaterThan(50);
  expect(listed.filter((sitePath) => !pages.has(sitePath))).toEqual([]);
  // Pages only the sitemap leads to (CMS pages no menu links yet): listed in the report, allowed.
  const fromHome = reachable();
  const sitemapOnly = listed.filter((sitePath) => !fromHome.has(sitePath));
  if (sitemapOnly.length) {
    test.info().annotations.push({ type: 'sitemap only', description: sitemapOnly.join(' ') });
  }
});

test('every built page is linked from a page reachable from `/`, or in the sitemap', () => {
  const fromHome = reachable();
  const listed = new Set(sitemapPaths());
  const orphans = [...pages.keys()].filter(
    (sitePath) => !fromHome.has(sitePath) && !listed.has(sitePath) && !UNLINKED.test(sitePath),
  );
  expect(orphans).toEqual([]);
});

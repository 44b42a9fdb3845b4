import { expect, test } from '@playwright/test';
import { SITE } from '../src/config/site';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { PAGES } from './site';

test('/sitemap.xml lists every public page of every language with its alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  expect(locs).toEqual(expect.arrayContaining(PAGES.map((page) => `${SITE.url}${page.url}`)));
  // CMS pages are listed only in the languages they are written in.
  expect(locs).toContain(`${SITE.url}/blog/dapp-staking-explained`);
  expect(locs).not.toContain(`${SITE.url}/ja/blog/batch-compression-blob-data-costs`);

  for (const { route, url } of PAGES) {
    const entry = entries.find((candidate) => candidate.includes(`<loc>${SITE.url}${url}</loc>`))!;
    for (const locale of LOCALES) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${SITE.url}${localizePath(route.path, locale)}"/>`,
      );
    }
    expect(entry).toContain(`hreflang="x-default" href="${SITE.url}${route.path}"`);
  }
  expect(xml).not.toMatch(/\/404|\/500|dev-404/);
  const englishOnly = entries.find((entry) =>
    entry.includes('/blog/batch-compression-blob-data-costs</loc>'),
  )!;
  expect(englishOnly).not.toContain('hreflang="ja"');

  // Every page of a paged tag (the seed's ecosystem tag has two) in every language, with all alternates.
  const tagPage2 = '/blog/tag/ecosystem/page/2';
  for (const locale of LOCALES) {
    const entry = entries.find((candidate) =>
      candidate.includes(`<loc>${SITE.url}${localizePath(tagPage2, locale)}</loc>`),
    );
    expect(entry, localizePath(tagPage2, locale)).toBeDefined();
    for (const alternate of LOCALES) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${alternate}" href="${SITE.url}${localizePath(tagPage2, alternate)}"/>`,
      );
    }
    expect(entry).toContain(`hreflang="x-default" href="${SITE.url}${tagPage2}"`);
  }
  expect(locs).not.toContain(`${SITE.url}/blog/tag/ecosystem/page/1`);
});

test('pages point to /sitemap.xml and robots.txt names it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="sitemap"]')).toHaveAttribute('href', '/sitemap.xml');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  expect(robots).toContain('User-agent: *');
});

test('the social card image every page names exists and is a 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/ko/about');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${SITE.url}/og-image.png`);
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.readUInt32BE(16)).toBe(1200);
  expect(body.readUInt32BE(20)).toBe(630);
});

test('each language has an RSS feed of its latest 20 articles, linked from the blog', async ({
  page,
  request,
}) => {
  for (const [prefix, language] of [
    ['', 'en-US'],
    ['/ja', 'ja-JP'],
    ['/ko', 'ko-KR'],
  ]) {
    await page.goto(`${prefix}/blog`);
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(href).toBe(`${prefix}/rss.xml`);
    const xml = await (await request.get(href!)).text();
    expect(xml).toContain(`<language>${language}</language>`);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain(`<link>${SITE.url}${prefix}/blog/`);
  }
});

test('/.well-known/security.txt says where to report a vulnerability, until a future date', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(text).toContain('Preferred-Languages: en, ja, ko');
  expect(text).toMatch(/^Policy: https:\/\/\S+bug-bounty$/m);
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)![1]!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
});

test('every page links a web app manifest whose icons exist, and an Apple touch icon', async ({
  page,
  request,
}) => {
  await page.goto('/ja/about');
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const touchHref = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest.name).toBe(SITE.foundation);
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...manifest.icons.map((icon) => icon.src), touchHref!]) {
    const icon = await request.get(src);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

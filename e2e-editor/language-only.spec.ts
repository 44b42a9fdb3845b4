import { expect, test, type Page } from '@playwright/test';
import { PUBLISH_TO_LIVE_MS, adminToken, seedCoverId, sitePage, waitFor } from './editor-api';
import { live } from './live';

/**
 * A Japanese community team publishes an announcement in Japanese only (docs/editors.md,
 * "Publishing in one language only"): after the rebuild it is live in Japanese, in the Japanese
 * blog, feed, sitemap and search, and nowhere else. Published through the admin's content API
 * (the request the admin's Publish button sends for a new Japanese entry).
 */

const slug = `ja-only-${Date.now().toString(36)}`;
const title = '東京ミートアップのお知らせ';
/** A word no other page has, to find the article with site search. */
const searchWord = `kanjimeetup${Date.now().toString(36)}`;

/** The pages Pagefind finds for `term`, searched from `path` (Pagefind picks the index of its <html lang>). */
async function searchFrom(page: Page, path: string, term: string): Promise<string[]> {
  await page.goto(`${live.site}${path}`);
  return page.evaluate(async (query) => {
    const url = '/pagefind/pagefind.js';
    const api = (await import(url)) as {
      options(options: object): Promise<void>;
      search(term: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
    };
    await api.options({ baseUrl: '/' });
    const response = await api.search(query);
    return Promise.all(response.results.map(async (result) => (await result.data()).url));
  }, term);
}

test('an article published in Japanese only is live in Japanese, and only there', async ({ page }) => {
  test.setTimeout(PUBLISH_TO_LIVE_MS + 2 * 60_000);
  const published = await fetch(
    `${live.cms}/content-manager/collection-types/api::article.article/actions/publish?locale=ja`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({
        title,
        slug,
        date: new Date().toISOString(),
        summary: '日本のコミュニティからのお知らせです。',
        author: 'Meridian Japan',
        cover: await seedCoverId(),
        coverAlt: 'ミートアップの会場',
        body: `## 日時と場所\n\n東京でミートアップを開催します。${searchWord}`,
      }),
    },
  );
  expect(published.status).toBe(200);

  await waitFor(
    async () => (await sitePage(`/ja/blog/${slug}`)).status === 200,
    PUBLISH_TO_LIVE_MS,
    'the Japanese-only article to be served',
  );

  // The article itself, in Japanese, without the "not translated yet" banner.
  await page.goto(`${live.site}/ja/blog/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('東京でミートアップを開催します。')).toBeVisible();
  await expect(page.getByText('翻訳されていないため')).toHaveCount(0);
  // hreflang to the one language that exists, and x-default to it (there is no English page).
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates).toEqual([
    ['ja', expect.stringMatching(new RegExp(`/ja/blog/${slug}$`))],
    ['x-default', expect.stringMatching(new RegExp(`/ja/blog/${slug}$`))],
  ]);

  // In the Japanese blog list, feed and sitemap.
  await page.goto(`${live.site}/ja/blog`);
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toHaveAttribute(
    'href',
    `/ja/blog/${slug}`,
  );
  expect((await sitePage('/ja/rss.xml')).text).toContain(`/ja/blog/${slug}`);
  const sitemap = (await sitePage('/sitemap.xml')).text;
  expect(sitemap).toContain(`/ja/blog/${slug}`);
  // Its one URL: no English or Korean URL of it, in a <loc> or an alternate.
  expect(sitemap).not.toMatch(new RegExp(`(?<!/ja)/blog/${slug}["<]`));

  // Nowhere else: no English or Korean page (404), nor in their lists and feeds.
  for (const path of [`/blog/${slug}`, `/ko/blog/${slug}`]) {
    expect((await sitePage(path)).status, path).toBe(404);
  }
  for (const path of ['/blog', '/ko/blog', '/rss.xml', '/ko/rss.xml']) {
    expect((await sitePage(path)).text, path).not.toContain(slug);
  }

  // Site search finds it from a Japanese page, not from an English one.
  expect(await searchFrom(page, '/ja/blog', searchWord)).toEqual([`/ja/blog/${slug}`]);
  expect(await searchFrom(page, '/blog', searchWord)).toEqual([]);
});

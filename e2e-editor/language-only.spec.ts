import { expect, test } from '@playwright/test';
import { topResults } from '../e2e/search-run';
import { editView, signInToAdmin } from './admin-ui';
import { PUBLISH_TO_LIVE_MS, adminToken, seedCoverId, sitePage, waitFor } from './editor-api';
import { live } from './live';

/**
 * A Japanese community team publishes an announcement in Japanese only (docs/editors.md,
 * "Publishing in one language only"): after the rebuild it is live in Japanese, in the Japanese
 * blog, feed, sitemap and search, and nowhere else. The draft is saved through the admin's content
 * API, then published with the Publish button of the real admin's Japanese edit view.
 */

const slug = `ja-only-${Date.now().toString(36)}`;
const title = '東京ミートアップのお知らせ';
/** A word no other page has, to find the article with site search. */
const searchWord = `kanjimeetup${Date.now().toString(36)}`;

test('an article published in Japanese only is live in Japanese, and only there', async ({ page }) => {
  test.setTimeout(PUBLISH_TO_LIVE_MS + 2 * 60_000);
  // The Japanese draft, saved as the admin's "Save" does (the cover comes from the media
  // library); then published with the admin's Publish button.
  const created = await fetch(`${live.cms}/content-manager/collection-types/api::article.article?locale=ja`, {
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
  });
  expect(created.status).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  await signInToAdmin(page, editView(documentId, 'ja'));
  await expect(page.getByRole('textbox', { name: /^title/ })).toHaveValue(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible();

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

  // Site search (a visitor's /search page) finds it in Japanese, not in English.
  const [foundInJapanese] = await topResults(page, 'ja', [searchWord], 3, live.site);
  expect(foundInJapanese).toEqual([`/ja/blog/${slug}`]);
  const [foundInEnglish] = await topResults(page, 'en', [searchWord], 3, live.site);
  expect(foundInEnglish).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, layoutShift, seriousViolations, test } from './fixtures';
import { SITE } from '../src/config/site';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';

// Built from the seeded CMS (cms/seed/data): 37+ articles, some only in English.
const TRANSLATED = 'dapp-staking-explained';
const ENGLISH_ONLY = 'batch-compression-blob-data-costs';

/** The seed's largest tag, more than one page of 12: its pages in every language. */
const PAGED_TAG = 'ecosystem';
const SEED_ARTICLES: Array<{ tags: string[] }> = ['a', 'b', 'c'].flatMap((part) =>
  JSON.parse(fs.readFileSync(path.join('cms', 'seed', 'data', `articles-${part}.json`), 'utf8')),
);
const PAGED_TAG_COUNT = SEED_ARTICLES.filter((article) => article.tags.includes(PAGED_TAG)).length;
const PER_PAGE = 12;
/** A first page holds its lead story too, on a row of its own (src/pipeline/cms/article-plan.ts). */
const FIRST_PAGE = PER_PAGE + 1;
const PAGED_TAG_PAGES = 1 + Math.ceil(Math.max(0, PAGED_TAG_COUNT - FIRST_PAGE) / PER_PAGE);
const tagPage = (pageNumber: number) =>
  pageNumber === 1 ? `/blog/tag/${PAGED_TAG}` : `/blog/tag/${PAGED_TAG}/page/${pageNumber}`;

test('the blog lists 12 articles per page (and its lead on the first) with working pagination, in every language', async ({
  page,
}) => {
  for (const prefix of ['', '/ja', '/ko']) {
    await page.goto(`${prefix}/blog`);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(FIRST_PAGE);
    await expect(cards.first().locator('img')).toHaveAttribute('width', /\d+/);
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
    await page
      .getByRole('navigation', { name: /Blog pages|ブログのページ|블로그 페이지/ })
      .getByRole('link', { name: /2/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `${prefix}/blog/page/2`);
    await expect(page.locator('main article').first()).toBeVisible();
  }
});

/** Each seeded article's English cover text, by its English title. */
const COVER_ALT = new Map(
  (SEED_ARTICLES as unknown as Array<{ translations: { en: { title: string; coverAlt: string } } }>).map(
    ({ translations: { en } }) => [en.title, en.coverAlt],
  ),
);

test('the blog leads with its newest story, and every card shows its cover without shifting the page', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.goto('/blog');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(FIRST_PAGE);
    for (const [index, card] of (await cards.all()).entries()) {
      const title = (await card.locator('h2').textContent())!;
      const cover = card.locator('img');
      await expect(cover, title).toHaveAttribute('alt', COVER_ALT.get(title)!);
      await expect(cover).toHaveAttribute('width', /^\d+$/);
      await expect(cover).toHaveAttribute('height', /^\d+$/);
      // The lead's picture is the first screen's largest: loaded at once, the others when near.
      await expect(cover).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    }
    // The lead's picture is in the first screen, beside its title: a large picture on its left on
    // desktops; on phones, as every story of the list, a small square on its right, so that the
    // first screen holds more than one story and its largest paint is text (the hero's), not a cover
    // (Lighthouse's phone counted ~470 ms more for a cover: docs/benchmarks.md).
    const lead = cards.first();
    const picture = (await lead.locator('img').boundingBox())!;
    const heading = (await lead.locator('h2').boundingBox())!;
    expect(picture.y).toBeLessThan(width < 768 ? 844 : 800);
    if (width < 768) {
      expect(picture.x).toBeGreaterThan(heading.x + heading.width - 1);
      expect(Math.round(picture.width)).toBe(96);
      expect(Math.round(picture.height)).toBe(96);
      // As much space below the story's text as above it (no empty row at the card's foot).
      const frame = (await lead.boundingBox())!;
      const text = (await lead.locator('.card-text').boundingBox())!;
      expect(Math.round(frame.y + frame.height - (text.y + text.height))).toBe(Math.round(text.y - frame.y));
      // The next story starts in the first screen too.
      expect((await cards.nth(1).boundingBox())!.y).toBeLessThan(844);
      const largestPaint = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>;
              resolve(entries.at(-1)?.element?.tagName ?? '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largestPaint).not.toBe('IMG');
    } else expect(heading.x).toBeGreaterThan(picture.x + picture.width - 1);
    // To the list's end (13 cards on a phone are taller than a fixed scroll reached).
    await page.mouse.wheel(0, await page.evaluate(() => document.body.scrollHeight));
    await expect(cards.last().locator('img')).toHaveJSProperty('complete', true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  }
});

test('Japanese and Korean lists mark English-only articles', async ({ page }) => {
  await page.goto('/ja/blog/tag/research');
  await expect(page.getByText('英語のみ').first()).toBeVisible();
});

test('an article has its cover, date, contents, sanitized body, tags, related posts and JSON-LD', async ({
  page,
}) => {
  await page.goto(`/blog/${TRANSLATED}`);
  await expect(page.locator('h1')).toHaveText(/dApp staking/i);
  const cover = page.locator('main img').first();
  await expect(cover).toHaveAttribute('srcset', /cms-media\/.+ \d+w/);
  await expect(cover).toHaveAttribute('height', /\d+/);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  const target = (await first.getAttribute('href'))!;
  await expect(page.locator(target)).toHaveCount(1);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string },
  );
  expect(jsonLd.map((node) => node['@type'])).toContain('Article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${SITE.url}/cms-media/`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    `${SITE.url}/ja/blog/${TRANSLATED}`,
  );
});

test('an article missing in Japanese is shown in English under /ja with a banner, and is not claimed as Japanese', async ({
  page,
}) => {
  const response = await page.goto(`/ja/blog/${ENGLISH_ONLY}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('note')).toContainText('英語で表示しています');
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${SITE.url}/blog/${ENGLISH_ONLY}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a tag page lists its articles and leads back to the blog in the same language', async ({ page }) => {
  await page.goto('/ko/blog/tag/grants');
  await hydrated(page);
  await expect(page.locator('h1')).toContainText('그랜트');
  expect(await page.locator('main article').count()).toBeGreaterThan(1);
  await page
    .getByRole('link', { name: /블로그로 돌아가기/ })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/ko/blog');
});

test('a tag with more than 12 articles is paged, with rel=prev/next and its full count, in every language', async ({
  page,
  request,
}) => {
  expect(PAGED_TAG_PAGES).toBeGreaterThan(1);
  for (const locale of LOCALES) {
    const url = (pageNumber: number) => `${SITE.url}${localizePath(tagPage(pageNumber), locale)}`;
    for (let pageNumber = 1; pageNumber <= PAGED_TAG_PAGES; pageNumber += 1) {
      const response = await page.goto(localizePath(tagPage(pageNumber), locale));
      expect(response?.status(), url(pageNumber)).toBe(200);
      await expect(page.locator('main h1 + p')).toContainText(String(PAGED_TAG_COUNT));
      const onPage =
        pageNumber === 1
          ? Math.min(FIRST_PAGE, PAGED_TAG_COUNT)
          : Math.min(PER_PAGE, PAGED_TAG_COUNT - FIRST_PAGE - (pageNumber - 2) * PER_PAGE);
      await expect(page.locator('main section').first().locator('article')).toHaveCount(onPage);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(pageNumber));
      const prev = page.locator('link[rel="prev"]');
      const next = page.locator('link[rel="next"]');
      if (pageNumber > 1) await expect(prev).toHaveAttribute('href', url(pageNumber - 1));
      else await expect(prev).toHaveCount(0);
      if (pageNumber < PAGED_TAG_PAGES) await expect(next).toHaveAttribute('href', url(pageNumber + 1));
      else await expect(next).toHaveCount(0);
    }
    // Page 1 has one URL, as /blog/page/1 has none.
    expect((await request.get(localizePath(`/blog/tag/${PAGED_TAG}/page/1`, locale))).status()).toBe(404);
  }
});

test('a full page of the blog or of a tag ends on a full row at 1280 px, its lead on a row of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const url of ['/blog', '/ja/blog', '/blog/page/2', `/blog/tag/${PAGED_TAG}`]) {
    await page.goto(url);
    const cards = page.locator('main li:has(> article)');
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops.length, url).toBeGreaterThanOrEqual(FIRST_PAGE - 1);
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const counts = [...rows.values()];
    // The first page's lead fills its row alone; every other row holds as many cards as the first grid row.
    const grid = url.includes('/page/') ? counts : counts.slice(1);
    if (!url.includes('/page/')) expect(counts[0], url).toBe(1);
    expect(
      grid.every((count) => count === grid[0]),
      `${url}: ${counts.join(', ')}`,
    ).toBe(true);
    expect(grid[0], url).toBe(3);
  }
});

test('the blog list has rel=prev/next too', async ({ page }) => {
  await page.goto('/ja/blog/page/2');
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${SITE.url}/ja/blog`);
  await page.goto('/ja/blog');
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${SITE.url}/ja/blog/page/2`);
});

test('tag page links are plain links that work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const prefix of ['', '/ja', '/ko']) {
    await page.goto(`${prefix}${tagPage(1)}`);
    const pages = page.getByRole('navigation', { name: /Blog pages|ブログのページ|블로그 페이지/ });
    await pages.getByRole('link', { name: /2/ }).first().click();
    await page.waitForURL((url) => url.pathname === `${prefix}${tagPage(2)}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await pages.getByRole('link', { name: /Newer posts|新しい記事|최신 글/ }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}${tagPage(1)}`);
  }
  await context.close();
});

test('"more from the blog" under a tag lists none of its own articles', async ({ page }) => {
  await page.goto(tagPage(1));
  const own = await page.locator('main section').first().locator('article h2').allTextContents();
  const more = page.locator('#more article');
  await expect(more.first()).toBeVisible();
  for (const title of await more.locator('h3').allTextContents()) expect(own).not.toContain(title);
});

test('an unknown tag or article is a 404', async ({ request }) => {
  expect((await request.get('/blog/tag/no-such-tag')).status()).toBe(404);
  expect((await request.get('/ja/blog/no-such-article')).status()).toBe(404);
});

test('generic CMS pages render at their path in each language', async ({ page }) => {
  for (const url of ['/learn/what-is-dapp-staking', '/ja/learn/what-is-dapp-staking', '/ko/press']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('main h2').first()).toBeVisible();
  }
});

test('blog pages have no serious accessibility violations', async ({ page }) => {
  for (const url of ['/blog', `/ja/blog/${TRANSLATED}`, `/ko/blog/${ENGLISH_ONLY}`, '/blog/tag/security']) {
    await page.goto(url);
    const serious = await seriousViolations(page, ['wcag2a', 'wcag2aa']);
    expect(serious.map((violation) => `${url} ${violation}`)).toEqual([]);
  }
});

import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import budgets from '../performance-budgets.json';
import { hydrated } from './fixtures';
import { messages } from './site';

const ja = messages('ja', 'header');

test('`/` opens the search dialog; results as one types, arrows move, Escape closes back on the button', async ({
  page,
}) => {
  await page.goto('/ja/about');
  await hydrated(page);
  const trigger = page.getByRole('link', { name: ja['search.open'] });
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: ja['search.title'] });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.pressSequentially('供給量');
  const first = dialog.locator('a.search-result').first();
  await expect(first).toHaveAttribute('href', '/ja/blog/mrd-tokenomics-supply-allocation-issuance');
  // Pagefind splits the Japanese word into 供給 and 量; each is marked.
  await expect(first.locator('mark').first()).toHaveText(/^供給/);
  await expect(first).toContainText(ja['search.types.article']);
  // The date comes from the article's <time>, the excerpt from its text without the byline.
  await expect(first.locator('.search-result-meta')).toContainText('2023年2月8日');
  await expect(first.locator('.search-result-excerpt')).not.toContainText('Elena Novak');
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('Enter on a result opens it; the type filter keeps projects only', async ({ page }) => {
  await page.goto('/ko');
  await hydrated(page);
  await page.getByRole('link', { name: messages('ko', 'header')['search.open'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: messages('ko', 'header')['search.types.project'] }).check();
  await dialog.getByRole('searchbox').fill('Glimmerswap');
  const first = dialog.locator('a.search-result').first();
  await expect(first).toHaveAttribute('href', '/ko/ecosystem?q=Glimmerswap');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ko\/ecosystem\?q=Glimmerswap$/);
});

test('a page that does not search loads no search code or index', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/ja/blog');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('searchbox').fill('Zenith');
  await expect(page.getByRole('dialog').locator('a.search-result').first()).toBeVisible();
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test("opening the search dialog downloads only the dialog's own code, within its budget", async ({
  page,
}) => {
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  const scripts: Promise<{ url: string; gzipBytes: number; text: string }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !url.pathname.startsWith('/pagefind/'))
      scripts.push(
        response.body().then((body) => ({
          url: url.pathname,
          gzipBytes: zlib.gzipSync(body).length,
          text: body.toString('utf8'),
        })),
      );
  });
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('searchbox').fill('Zenith');
  await expect(page.getByRole('dialog').locator('a.search-result').first()).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  // Nothing of the account area (its GraphQL client) rides along with the dialog.
  expect(loaded.filter((script) => /apollographql|ApolloClient/.test(script.text)).map((s) => s.url)).toEqual(
    [],
  );
  const totalKb = loaded.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  expect(totalKb).toBeLessThanOrEqual(budgets.searchDialogJsGzipKb);
});

test('the search page keeps the query in its URL and finds what the URL asks for', async ({ page }) => {
  await page.goto('/search?q=Zenith');
  await expect(page.locator('a.search-result').first()).toHaveAttribute(
    'href',
    '/blog/zenith-upgrade-blob-data-and-sequencer-rotation',
  );
  await page.getByRole('searchbox').fill('bug bounty');
  await expect(page).toHaveURL(/\/search\?q=bug\+bounty$/);
  await expect(page.locator('a.search-result').first()).toHaveAttribute(
    'href',
    '/blog/meridian-bug-bounty-program',
  );
});

test('no results: the text says so and suggests popular tags', async ({ page }) => {
  await page.goto('/ko/search?q=zzqqxx');
  const header = messages('ko', 'header');
  await expect(page.getByText(header['search.noResults'].replace('{{query}}', 'zzqqxx'))).toBeVisible();
  await expect(page.getByText(header['search.suggestions'])).toBeVisible();
  const suggestion = page.locator('.search-suggestions button').first();
  const tag = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page.getByRole('searchbox')).toHaveValue(tag);
  await expect(page.locator('a.search-result').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a link to the search page, which explains and offers the archive, tags and directory', async ({
    page,
  }) => {
    await page.goto('/ko/about');
    const link = page.getByRole('link', { name: messages('ko', 'header')['search.open'] });
    await expect(link).toHaveAttribute('href', '/ko/search');
    await page.goto('/ko/search');
    const search = messages('ko', 'search');
    await expect(page.getByText(search.noScript)).toBeVisible();
    await expect(page.getByRole('link', { name: search.blogLink })).toHaveAttribute('href', '/ko/blog');
    await expect(page.getByRole('link', { name: search.ecosystemLink })).toHaveAttribute(
      'href',
      '/ko/ecosystem',
    );
    await expect(
      page.getByRole('list', { name: search.tagsHeading }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/ko\/blog\/tag\/[a-z-]+$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

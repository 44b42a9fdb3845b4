import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectKeyboardDisclosure, expectResultsFirst, PHONE } from './filter-disclosure';
import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

// The site is built from the seeded CMS: the seed file says what the directory must list.
interface SeedProject {
  slug: string;
  name: string;
  chains: string[];
  categories: string[];
  description: Record<string, string>;
}
const SEED: SeedProject[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'cms', 'seed', 'data', 'projects.json'), 'utf8'),
);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
const SORTED_NAMES = SEED.map((project) => project.name).sort(byName);

const cards = (page: Page) => page.locator('main ul[aria-labelledby="directory-results"] > li article');
const status = (page: Page) => page.locator('#directory-status');
const cardNames = (page: Page) => cards(page).locator('h3');

test('the directory lists projects by name, 16 per page, in every language', async ({ page }) => {
  for (const [prefix, expectedStatus] of [
    ['', `Showing 1–16 of ${SEED.length}`],
    ['/ja', `${SEED.length}件中 1〜16件を表示`],
    ['/ko', `전체 ${SEED.length}개 중 1–16번째`],
  ]) {
    await page.goto(`${prefix}/ecosystem`);
    await hydrated(page);
    await expect(status(page)).toHaveText(expectedStatus);
    await expect(cardNames(page)).toHaveText(SORTED_NAMES.slice(0, 16));
    const logo = cards(page).first().locator('img');
    await expect(logo).toHaveAttribute('width', /\d+/);
    await expect(logo).toHaveAttribute('loading', 'lazy');
  }
});

test('without JavaScript every project is listed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ko/ecosystem?chain=ethereum');
  await expect(cardNames(page)).toHaveText(SORTED_NAMES);
  await expect(page.getByRole('searchbox')).toBeDisabled();
  await context.close();
});

test('chain and category filters show counts, live in the URL and survive reload, back and forward', async ({
  page,
}) => {
  const ethereum = SEED.filter((project) => project.chains.includes('ethereum'));
  const ethereumDefi = ethereum.filter((project) => project.categories.includes('defi'));
  await page.goto('/ecosystem');
  await hydrated(page);

  const chain = page.getByRole('group', { name: 'Chain' });
  const category = page.getByRole('group', { name: 'Category' });
  // On a desktop nothing hides behind the phone's Filters button.
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  await expect(
    chain.getByRole('checkbox', { name: new RegExp(`^Ethereum.*\\(${ethereum.length} `) }),
  ).toBeVisible();

  await chain.getByRole('checkbox', { name: /^Ethereum/ }).check();
  await page.waitForURL(/\?chain=ethereum$/);
  await expect(status(page)).toHaveText(`Showing 1–${Math.min(16, ethereum.length)} of ${ethereum.length}`);
  // Category counts now count Ethereum projects only.
  await expect(
    category.getByRole('checkbox', { name: new RegExp(`^DeFi.*\\(${ethereumDefi.length} `) }),
  ).toBeVisible();

  await category.getByRole('checkbox', { name: /^DeFi/ }).check();
  await page.waitForURL(/\?chain=ethereum&category=defi$/);
  const expected = ethereumDefi.map((project) => project.name).sort(byName);
  await expect(cardNames(page)).toHaveText(expected.slice(0, 16));

  await page.reload();
  await hydrated(page);
  await expect(category.getByRole('checkbox', { name: /^DeFi/ })).toBeChecked();
  await expect(chain.getByRole('checkbox', { name: /^Ethereum/ })).toBeChecked();
  await expect(cardNames(page)).toHaveText(expected.slice(0, 16));

  await page.goBack();
  await page.waitForURL(/\?chain=ethereum$/);
  await expect(category.getByRole('checkbox', { name: /^DeFi/ })).not.toBeChecked();
  await expect(status(page)).toHaveText(new RegExp(`of ${ethereum.length}$`));
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/ecosystem' && url.search === '');
  await expect(cardNames(page)).toHaveText(SORTED_NAMES.slice(0, 16));
  await page.goForward();
  await page.waitForURL(/\?chain=ethereum$/);
  await expect(chain.getByRole('checkbox', { name: /^Ethereum/ })).toBeChecked();
});

test('search matches names and descriptions in Japanese and Korean, case-insensitively', async ({ page }) => {
  const japaneseWord = 'ステーキング';
  const inJapanese = SEED.filter(
    (project) => project.name.includes(japaneseWord) || project.description.ja.includes(japaneseWord),
  );
  expect(inJapanese.length).toBeGreaterThan(0);
  await page.goto('/ja/ecosystem');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'プロジェクトを検索' }).fill(japaneseWord);
  await expect(status(page)).toHaveText(new RegExp(`^${inJapanese.length}件中`));
  await page.waitForURL(/\?q=%E3%82%B9/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('searchbox')).toHaveValue(japaneseWord);
  await expect(status(page)).toHaveText(new RegExp(`^${inJapanese.length}件中`));

  const koreanWord = '지갑';
  const inKorean = SEED.filter((project) => project.description.ko.includes(koreanWord));
  expect(inKorean.length).toBeGreaterThan(0);
  await page.goto(`/ko/ecosystem?q=${encodeURIComponent(koreanWord)}`);
  await hydrated(page);
  await expect(status(page)).toHaveText(new RegExp(`^전체 ${inKorean.length}개 중`));

  const name = SEED[0].name;
  await page.goto(`/ecosystem?q=${encodeURIComponent(name.toUpperCase())}`);
  await hydrated(page);
  await expect(cards(page).locator('h3', { hasText: name })).toBeVisible();
});

test('an empty result says so and offers a reset', async ({ page }) => {
  await page.goto('/ecosystem');
  await hydrated(page);
  await page.getByRole('searchbox').fill('no such project anywhere');
  await expect(page.getByRole('heading', { name: 'No project matches your search' })).toBeVisible();
  await expect(status(page)).toHaveText('No matching projects');
  await page.getByRole('button', { name: 'Show all projects' }).click();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(cards(page)).toHaveCount(16);
  await page.waitForURL((url) => url.search === '');
});

test('pagination moves through the results and takes focus to them', async ({ page }) => {
  await page.goto('/ecosystem');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Directory pages' })
    .getByRole('link', { name: 'Page 2 of', exact: false })
    .click();
  await page.waitForURL(/\?page=2$/);
  await expect(cardNames(page)).toHaveText(SORTED_NAMES.slice(16, 32));
  await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeFocused();
  await page.goBack();
  await page.waitForURL((url) => url.search === '');
  await expect(cardNames(page)).toHaveText(SORTED_NAMES.slice(0, 16));
});

test('project websites open in a new tab; social links are labelled with the project', async ({ page }) => {
  await page.goto('/ecosystem');
  const first = SEED.find((project) => project.name === SORTED_NAMES[0])!;
  const card = cards(page).first();
  const website = card.getByRole('link', { name: new RegExp(`Website\\W+${first.name}`) });
  await expect(website).toHaveAttribute('href', `https://${first.slug}.example/`);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);
});

test('the community ecosystem lists community projects and links to the filtered directory', async ({
  page,
}) => {
  const community = SEED.filter((project) => project.categories.includes('community'));
  for (const prefix of ['', '/ja', '/ko']) {
    await page.goto(`${prefix}/community/ecosystem`);
    await expect(page.locator('main article')).toHaveCount(community.length);
  }
  await page.goto('/community/ecosystem');
  await hydrated(page);
  await page.getByRole('link', { name: 'Browse the community category in the directory' }).click();
  await page.waitForURL(/\/ecosystem\?category=community$/);
  await hydrated(page);
  await expect(
    page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Community/ }),
  ).toBeChecked();
  await expect(status(page)).toHaveText(new RegExp(`of ${community.length}$`));
});

test('on a phone the projects come first, the search above them, the filters behind a button that counts them', async ({
  browser,
}) => {
  await expectResultsFirst(
    browser,
    ['/ecosystem', '/ja/ecosystem', '/ko/ecosystem'],
    'main ul[aria-labelledby="directory-results"] > li',
  );
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  for (const locale of ['en', 'ja', 'ko'] as const) {
    const text = messages(locale, 'filters');
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/ecosystem?chain=ethereum&category=defi`);
    await hydrated(page);
    await expect(page.getByRole('searchbox')).toBeVisible();
    const button = page.getByRole('button', {
      name: text.toggleActive.replace('{{count}}', '2'),
      exact: true,
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#directory-filters')).toBeHidden();
  }

  await page.goto('/ecosystem');
  await hydrated(page);
  const button = page.getByRole('button', { name: /^Filters/ });
  await expect(button).toHaveText('Filters');
  const category = page.getByRole('group', { name: 'Category' });
  await expectKeyboardDisclosure(page, button, page.getByRole('group', { name: 'Chain' }));
  await button.click();
  await category.getByRole('checkbox', { name: /^DeFi/ }).click();
  await page.waitForURL(/\?chain=\w+&category=defi$/);
  await expect(button).toHaveText('Filters · 2');
  await page.reload();
  await hydrated(page);
  await expect(button).toHaveText('Filters · 2');
  await expect(category).toBeHidden();
  await context.close();
});

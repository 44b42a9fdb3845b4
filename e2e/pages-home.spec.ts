import type { Page } from '@playwright/test';
import { expect, hydrated, layoutShift, reachIsland, test } from './fixtures';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { messages } from './site';

/**
 * Waits until React has hydrated an element. The sections after the hero hydrate from a chunk
 * of their own, a moment after the page (see src/templates/home.tsx); React marks the DOM nodes
 * it owns with `__reactFiber…` properties.
 */
/** The incubator's grant pool as each language writes it (Intl, en-US / ja-JP / ko-KR). */
const GRANT_POOL: Record<Locale, string> = { en: '$30,000', ja: '$30,000', ko: 'US$30,000' };
/** What each team of the first cohort received. */
const COHORT_GRANT: Record<Locale, string> = { en: '$3,000', ja: '$3,000', ko: 'US$3,000' };

/** The home page's sections after the hero, in order, by id and the key of their heading. */
const SECTIONS = [
  'score',
  'phase',
  'incubator',
  'collective',
  'ecosystem',
  'token',
  'events',
  'news',
  'newsletter',
] as const;

/** The five parts of token utility: four cards and the backers block. */
const TOKEN_PARTS = ['tokenomics', 'governance', 'staking', 'developers', 'backers'] as const;

for (const locale of LOCALES) {
  const home = messages(locale, 'home');
  // The events section's heading is /events' own (the events namespace).
  const sectionTitle = (id: (typeof SECTIONS)[number]) =>
    id === 'events' ? messages(locale, 'events')['upcoming.title'] : home[`${id}.title`];
  const url = localizePath('/', locale);
  const path = (to: string) => localizePath(to, locale);

  test.describe(`home page (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
    });

    test('shows the hero and every section, in order, with its heading', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home['hero.title']);
      const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('link', { name: home['hero.primaryCta'] })).toHaveAttribute(
        'href',
        path('/developers'),
      );
      await expect(hero.getByRole('link', { name: home['hero.secondaryCta'] })).toHaveAttribute(
        'href',
        path('/ecosystem'),
      );

      // Every figure is interpolated: no raw {{placeholder}} anywhere on the page.
      await expect(page.locator('main')).not.toContainText('{{');

      const headings = await page.locator('main section > div > h2').allTextContents();
      expect(headings).toEqual(SECTIONS.map(sectionTitle));
      for (const id of SECTIONS) {
        await expect(page.getByRole('region', { name: sectionTitle(id) })).toHaveAttribute('id', id);
      }
    });

    test('explains the contribution score in three steps', async ({ page }) => {
      const section = page.getByRole('region', { name: home['score.title'] });
      const steps = section.getByRole('listitem');
      await expect(steps).toHaveCount(3);
      for (const [index, step] of ['1', '2', '3'].entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(
          home[`score.steps.${step}.title`],
        );
      }
      // Figures from the config, formatted, never a raw placeholder.
      await expect(steps.nth(1)).toContainText('20%');
      await expect(section).not.toContainText('{{');
    });

    test('shows what changes in phase 1.5 and links to the Starmap', async ({ page }) => {
      const section = page.getByRole('region', { name: home['phase.title'] });
      for (const point of ['scores', 'sequencing', 'budgets', 'agents']) {
        await expect(
          section.getByRole('heading', { level: 3, name: home[`phase.${point}.title`] }),
        ).toBeVisible();
      }
      await expect(section.locator('.section-intro')).not.toContainText('{{');
      await expect(section.getByRole('link', { name: home['phase.cta'] })).toHaveAttribute(
        'href',
        path('/starmap'),
      );
    });

    test(`states the incubator's grant pool as ${GRANT_POOL[locale]}`, async ({ page }) => {
      const section = page.getByRole('region', { name: home['incubator.title'] });
      await expect(section.locator('.pool strong')).toHaveText(GRANT_POOL[locale]);
      await expect(section.locator('.section-intro')).toContainText(GRANT_POOL[locale]);
      await expect(section).toContainText(COHORT_GRANT[locale]);
      await expect(section.getByRole('link', { name: home['incubator.applyCta'] })).toHaveAttribute(
        'href',
        path('/spacelabs'),
      );
      await expect(section.getByRole('link', { name: home['incubator.buildersCta'] })).toHaveAttribute(
        'href',
        path('/builders-program'),
      );
    });

    test('says who is in the Collective and how to join', async ({ page }) => {
      const section = page.getByRole('region', { name: home['collective.title'] });
      await expect(
        section.getByRole('heading', { level: 3, name: home['collective.who.title'] }),
      ).toBeVisible();
      await expect(
        section.getByRole('heading', { level: 3, name: home['collective.join.title'] }),
      ).toBeVisible();
      await expect(section.locator('ul.list > li')).toHaveCount(4);
      await expect(section.locator('ol.list > li')).toHaveCount(3);
      await expect(section).toContainText(
        { en: '12 language communities', ja: '12の言語コミュニティ', ko: '12개 언어 커뮤니티' }[locale],
      );
      await expect(section.getByRole('link', { name: home['collective.cta'] })).toHaveAttribute(
        'href',
        path('/community'),
      );
    });

    test('highlights four ecosystem categories and links to the directory', async ({ page }) => {
      const section = page.getByRole('region', { name: home['ecosystem.title'] });
      for (const slug of ['defi', 'gaming', 'wallet', 'infrastructure']) {
        await expect(
          section.getByRole('heading', { level: 3, name: home[`ecosystem.${slug}.title`] }),
        ).toBeVisible();
        await expect(section.getByRole('link', { name: home[`ecosystem.${slug}.link`] })).toHaveAttribute(
          'href',
          `${path('/ecosystem')}?category=${slug}`,
        );
      }
      await expect(section.getByRole('link', { name: home['ecosystem.cta'] })).toHaveAttribute(
        'href',
        path('/ecosystem'),
      );
    });

    test('presents the five parts of token utility and a wall of eight backers', async ({ page }) => {
      const section = page.getByRole('region', { name: home['token.title'] });
      const parts = section.getByRole('heading', { level: 3 });
      await expect(parts).toHaveText(TOKEN_PARTS.map((part) => home[`token.${part}.title`]));
      await expect(section).toContainText({ en: '1 billion MRD', ja: '10億MRD', ko: '10억 MRD' }[locale]);

      const wall = section.getByRole('list', { name: home['token.backers.wallLabel'] });
      const logos = wall.getByRole('img');
      await expect(logos).toHaveCount(8);
      for (let index = 0; index < 8; index += 1) {
        const logo = logos.nth(index);
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toHaveAttribute('alt', /\S{3,}/);
        await expect(logo).toHaveAttribute('width', '160');
        // The file exists and is an image the browser could draw.
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });

    test('keeps the latest news and offers the newsletter with the RSS feed', async ({ page }) => {
      const news = page.getByRole('region', { name: home['news.title'] });
      await expect(news.getByRole('article').first()).toBeVisible();
      await expect(news.getByRole('link', { name: home['news.all'] })).toHaveAttribute('href', path('/blog'));

      const newsletter = page.getByRole('region', { name: home['newsletter.title'] });
      await expect(newsletter.locator('ul.list > li')).toHaveText(
        ['1', '2', '3'].map((point) => home[`newsletter.points.${point}`]),
      );
      const form = newsletter.getByRole('form');
      await expect(form.getByRole('textbox')).toBeVisible();
      await expect(newsletter.getByRole('link', { name: home['newsletter.rss'] })).toHaveAttribute(
        'href',
        path('/rss.xml'),
      );
      await reachIsland(form);
      await form.getByRole('textbox').fill('not-an-address');
      await form.getByRole('button').click();
      await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      // One prompt on the page: the footer leaves its own out here.
      await expect(page.locator('footer form')).toHaveCount(0);
      await expect(page.getByRole('form')).toHaveCount(1);
    });

    test('every illustration on the page loads', async ({ page }) => {
      const images = page.locator('main img[src^="/illustrations/home/"], main img[src^="/backers/"]');
      const count = await images.count();
      expect(count).toBeGreaterThanOrEqual(24);
      for (let index = 0; index < count; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });

    test('does not scroll sideways at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.reload();
      await hydrated(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });
}

test.describe('the home hero’s network picture (issue 41)', () => {
  const heroPicture = (page: Page) =>
    page
      .locator('header')
      .filter({ has: page.locator('h1') })
      .locator('img');

  test('beside the text on a desktop: sized by its attributes, loaded, and the page does not shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const picture = heroPicture(page);
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('width', '480');
    await expect(picture).toHaveAttribute('height', '400');
    await expect(picture).toHaveAttribute('src', /^\/static\/illustrations\/home-[0-9a-f]{12}\.svg$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('a phone keeps its first screen for the text and never downloads the picture', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/illustrations/')) requested.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    await expect(heroPicture(page)).toBeHidden();
    expect(requested).toEqual([]);
  });

  for (const [reducedMotion, running] of [
    ['reduce', false],
    ['no-preference', true],
  ] as const) {
    test(`opened on its own with prefers-reduced-motion: ${reducedMotion}, it ${running ? 'moves' : 'is still'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ reducedMotion, baseURL });
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const src = await heroPicture(page).getAttribute('src');
      await page.goto(src!);
      const playing = await page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
      if (running) expect(playing).toBeGreaterThan(0);
      else expect(playing).toBe(0);
      await context.close();
    });
  }
});

/** The marketing pages, whose bands alternate their grounds (issue 41's rhythm). */
const BANDED_PAGES = [
  '/',
  '/developers',
  '/developers/techstack',
  '/developers/university',
  '/spacelabs',
  '/community',
  '/solutions',
  '/builders-program',
  '/about',
  '/brand-asset-kit',
  '/contact',
  '/starmap',
] as const;

/** The page's bands (top-level sections of main), each with its computed background colour. */
const bandGrounds = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('section')]
        .filter((section) => !section.parentElement?.closest('section'))
        .map((section) => `${section.id} ${getComputedStyle(section).backgroundColor}`),
    );

/** Pictures a screen reader would meet without a name: an <img> with no alt, an <svg> neither hidden nor named. */
const undescribedPictures = (page: Page) =>
  page.locator('main').evaluate((main) => [
    ...[...main.querySelectorAll('img:not([alt])')].map((img) => img.getAttribute('src')),
    ...[...main.querySelectorAll('svg')]
      .filter((svg) => !svg.parentElement?.closest('svg') && !svg.closest('[aria-hidden="true"]'))
      .filter((svg) => !(svg.getAttribute('role') === 'img' && svg.getAttribute('aria-label')))
      .map((svg) => svg.outerHTML.slice(0, 80)),
  ]);

/** The ground of each band next to its predecessor's: none the same. (The server's HTML carries the styles: no need to wait for the page's load.) */
function expectAlternating(grounds: string[], path: string): void {
  expect(grounds.length, path).toBeGreaterThanOrEqual(2);
  for (let index = 1; index < grounds.length; index += 1) {
    const [, previous] = grounds[index - 1]!.split(/ (.*)/);
    const [, current] = grounds[index]!.split(/ (.*)/);
    expect(current, `${path}: ${grounds[index - 1]} → ${grounds[index]}`).not.toBe(previous);
  }
}

test.describe('the marketing pages’ rhythm (issue 41)', () => {
  test('no two bands in a row share a ground; pictures are decorative or described', async ({ page }) => {
    for (const path of BANDED_PAGES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expectAlternating(await bandGrounds(page), path);
      expect(await undescribedPictures(page), path).toEqual([]);
    }
  });

  test('in the dark theme too, the bands alternate; the backers’ logos keep their light ground', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/developers', '/']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expectAlternating(await bandGrounds(page), path);
    }
    // Dark names on the logos, drawn for a light ground: on the dark surface they could not be read.
    const tiles = page
      .getByRole('list', { name: messages('en', 'home')['token.backers.wallLabel'] })
      .getByRole('listitem');
    await expect(tiles).toHaveCount(8);
    for (const ground of await tiles.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).backgroundColor),
    )) {
      expect(ground).toBe('rgb(255, 255, 255)');
    }
  });

  for (const locale of ['ja', 'ko'] as const) {
    test(`in ${locale}, nothing overflows a 390 px phone and the bands still alternate`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of BANDED_PAGES) {
        const url = localizePath(path, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, url).toBeLessThanOrEqual(clientWidth);
        expectAlternating(await bandGrounds(page), url);
      }
    });
  }
});

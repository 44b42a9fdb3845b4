import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

// The developer pages: /developers, /developers/techstack, /developers/university,
// /builders-program and /spacelabs, in every language.

const t = (locale: Locale, key: string, values: Record<string, string> = {}): string => {
  const text = messages(locale, 'developers')[key];
  if (text === undefined) throw new Error(`developers:${key} is missing in ${locale}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
};

/** The sections (by the key of their heading) each page must show, in order. */
const PAGES: Record<string, { hero: string; sections: string[] }> = {
  '/developers': {
    hero: 'hero.title',
    sections: ['quickstart.title', 'tools.title', 'docs.title', 'paths.title', 'community.title'],
  },
  '/developers/techstack': {
    hero: 'techstack.title',
    sections: ['flow.title', 'layers.title', 'figures.title', 'openSource.title'],
  },
  '/developers/university': {
    hero: 'university.title',
    sections: ['overview.title', 'curriculum.title', 'universityFaq.title', 'join.title'],
  },
  '/builders-program': {
    hero: 'buildersProgram.title',
    sections: ['benefits.title', 'focus.title', 'how.title', 'buildersFaq.title', 'apply.title'],
  },
  '/spacelabs': {
    hero: 'spacelabs.title',
    sections: [
      'spacelabsAbout.title',
      'offer.title',
      'cohort.title',
      'audience.title',
      'alumni.title',
      'spacelabsApply.title',
    ],
  },
};

/** Scrolls through the page so that lazy images load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

for (const [path, { hero, sections }] of Object.entries(PAGES)) {
  for (const locale of LOCALES) {
    const url = localizePath(path, locale);

    test(`${url} shows its title and every section in order, with working images and links`, async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, hero));
      const headings = page.locator('main h2');
      await expect(headings).toHaveText(sections.map((key) => t(locale, key)));
      for (const key of sections) {
        await expect(page.getByRole('region', { name: t(locale, key) })).toBeVisible();
      }
      // Every link of the page goes somewhere the site allows (none rendered as refused text).
      await expect(page.locator('main [data-refused-link]')).toHaveCount(0);
      // Every image is sized and loads.
      const images = page.locator('main img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
          )
          .toBeGreaterThan(0);
      }
    });

    test(`${url} has no horizontal scroll at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(url);
      await hydrated(page);
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
}

test.describe('figures are formatted for each language', () => {
  const EXPECTED: Record<
    Locale,
    {
      pool: string;
      grant: string;
      maxGrant: string;
      weeks: string;
      cohortPhase: string;
      lastWeek: string;
      hours: string;
      module1: string;
      throughput: string;
      blockTime: string;
    }
  > = {
    en: {
      pool: '$30,000',
      grant: '$3,000',
      maxGrant: '$50,000',
      weeks: '12 weeks',
      cohortPhase: 'Weeks 1–2',
      lastWeek: 'Week 12',
      hours: '32 hours',
      module1: 'Module 1 · about 4 hours',
      throughput: '1,150 tx/s',
      blockTime: '2 s',
    },
    ja: {
      pool: '$30,000',
      grant: '$3,000',
      maxGrant: '$50,000',
      weeks: '12週間',
      cohortPhase: '第1〜2週',
      lastWeek: '第12週',
      hours: '32時間',
      module1: 'モジュール1・約4時間',
      throughput: '毎秒1,150件',
      blockTime: '2秒',
    },
    ko: {
      pool: 'US$30,000',
      grant: 'US$3,000',
      maxGrant: 'US$50,000',
      weeks: '12주',
      cohortPhase: '1~2주 차',
      lastWeek: '12주 차',
      hours: '32시간',
      module1: '모듈 1 · 약 4시간',
      throughput: '초당 1,150건',
      blockTime: '2초',
    },
  };

  for (const locale of LOCALES) {
    const expected = EXPECTED[locale];

    test(`Spacelabs grant pool, grants and cohort weeks in ${locale}`, async ({ page }) => {
      await page.goto(localizePath('/spacelabs', locale));
      await hydrated(page);
      const stat = (id: string) => page.locator(`#about [data-stat="${id}"] .value`);
      await expect(stat('pool')).toHaveText(expected.pool);
      await expect(stat('grant')).toHaveText(expected.grant);
      await expect(stat('weeks')).toHaveText(expected.weeks);
      await expect(page.locator('#about')).toContainText(expected.pool);
      await expect(page.locator('#timeline ol > li').first()).toContainText(expected.cohortPhase);
      await expect(page.locator('#timeline ol > li').last()).toContainText(expected.lastWeek);
      await expect(page.locator('#timeline ol > li')).toHaveCount(5);
      await expect(page.locator('#alumni h3')).toHaveText(['Tsumiki', 'Relaybox', 'Lantern Guild']);
    });

    test(`Builders Program amounts in ${locale}`, async ({ page }) => {
      await page.goto(localizePath('/builders-program', locale));
      await hydrated(page);
      await expect(page.locator('#benefits .section-intro')).toContainText(expected.maxGrant);
      await expect(page.locator('#how-it-works ol > li')).toHaveCount(4);
      await expect(page.locator('#apply')).toContainText(expected.maxGrant);
    });

    test(`University hours and modules in ${locale}`, async ({ page }) => {
      await page.goto(localizePath('/developers/university', locale));
      await hydrated(page);
      await expect(page.locator('#overview [data-stat="hours"] .value')).toHaveText(expected.hours);
      await expect(page.locator('#overview [data-stat="modules"] .value')).toHaveText('6');
      const modules = page.locator('#curriculum ol > li');
      await expect(modules).toHaveCount(6);
      await expect(modules.first()).toContainText(expected.module1);
      await expect(modules.first().locator('ul > li')).toHaveCount(3);
    });

    test(`Tech stack figures and layers in ${locale}`, async ({ page }) => {
      await page.goto(localizePath('/developers/techstack', locale));
      await hydrated(page);
      await expect(page.locator('[data-stat="throughput"] .value')).toHaveText(expected.throughput);
      await expect(page.locator('[data-stat="blockTime"] .value')).toHaveText(expected.blockTime);
      await expect(page.locator('#layers ol > li h3')).toHaveCount(6);
      await expect(page.locator('#flow ol > li')).toHaveCount(5);
      await expect(page.locator('#flow img')).toHaveAttribute('alt', t(locale, 'flow.diagramAlt'));
    });
  }
});

test.describe('developer hub', () => {
  for (const locale of LOCALES) {
    test(`network table, quick start and links in ${locale}`, async ({ page }) => {
      await page.goto(localizePath('/developers', locale));
      await hydrated(page);
      const table = page.getByRole('table', { name: t(locale, 'network.caption') });
      await expect(table.getByRole('columnheader')).toHaveText([
        t(locale, 'network.setting'),
        t(locale, 'network.testnet'),
        t(locale, 'network.mainnet'),
      ]);
      await expect(table.locator('tbody tr')).toHaveCount(6);
      const chainRow = table.getByRole('row', { name: new RegExp(t(locale, 'network.row.chainId')) });
      await expect(chainRow.getByRole('cell')).toHaveText(['81180 (0x13d1c)', '8118 (0x1fb6)']);
      await expect(page.locator('#quickstart ol > li')).toHaveCount(4);
      await expect(page.locator('#quickstart')).toContainText(
        t(locale, 'quickstart.faucet.text', { amount: '0.5' }),
      );
      await expect(page.getByRole('link', { name: t(locale, 'quickstart.faucet.link') })).toHaveAttribute(
        'href',
        'https://portal.meridian.network/faucet',
      );
      // Internal links keep the page's language.
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await expect(page.locator('#start a').first()).toHaveAttribute(
        'href',
        `${prefix}/developers/techstack`,
      );
    });
  }

  test('code samples scroll sideways by keyboard instead of overflowing a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/developers');
    await hydrated(page);
    const region = page.getByRole('region', { name: t('en', 'quickstart.deploy.foundry') });
    await region.focus();
    await expect(region).toBeFocused();
    const wider = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(wider).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('FAQ accordions work by keyboard', () => {
  const FAQS = [
    { path: '/developers/university', ns: 'universityFaq', first: 'cost', second: 'experience', count: 6 },
    { path: '/builders-program', ns: 'buildersFaq', first: 'who', second: 'amount', count: 6 },
  ];
  for (const { path, ns, first, second, count } of FAQS) {
    for (const locale of LOCALES) {
      test(`${localizePath(path, locale)}: Enter and Space open and close an answer`, async ({ page }) => {
        await page.goto(localizePath(path, locale));
        await hydrated(page);
        const faq = page.locator('#faq');
        await expect(faq.locator('details')).toHaveCount(count);
        const details = page.locator(`#faq-${first}`);
        const summary = details.locator('summary');
        const answer = details.locator('.answer');
        await expect(summary).toHaveText(t(locale, `${ns}.${first}.question`));
        await expect(details).not.toHaveAttribute('open');
        await expect(answer).toBeHidden();

        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(details).toHaveAttribute('open', '');
        await expect(answer).toBeVisible();
        await expect(answer).toContainText(t(locale, `${ns}.${first}.answer`).slice(0, 12));

        await page.keyboard.press('Space');
        await expect(details).not.toHaveAttribute('open');
        await expect(answer).toBeHidden();

        // Tab moves on to the next question, which Space opens.
        await page.keyboard.press('Tab');
        const next = page.locator(`#faq-${second}`);
        await expect(next.locator('summary')).toBeFocused();
        await page.keyboard.press('Space');
        await expect(next).toHaveAttribute('open', '');
        await expect(next.locator('.answer')).toBeVisible();
      });
    }
  }

  test('the FAQ and every section work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ja/developers/university');
    const details = page.locator('#faq-languages');
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('.answer')).toBeVisible();
    // Cards that reveal on scroll are fully visible when no script runs.
    const card = page.locator('#curriculum ol > li').last();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS('opacity', '1');
    await context.close();
  });
});

test('in-page calls to action lead to their sections', async ({ page }) => {
  await page.goto('/ko/spacelabs');
  await hydrated(page);
  await page.getByRole('link', { name: t('ko', 'spacelabs.applyCta') }).click();
  await expect(page).toHaveURL(/\/ko\/spacelabs#apply$/);
  await expect(page.getByRole('heading', { name: t('ko', 'spacelabsApply.title') })).toBeInViewport();
});

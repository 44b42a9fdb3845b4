import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, seriousViolations, test } from './fixtures';

/** The seeded glossary (cms/seed/data/terms.json): each term's text per language, by slug. */
const SEEDED = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'cms', 'seed', 'data', 'terms.json'), 'utf8'),
) as Array<{ slug: string; translations: Record<Locale, { term: string; definition: string }> }>;
const termOf = (slug: string, locale: Locale) =>
  SEEDED.find((entry) => entry.slug === slug)!.translations[locale];

/**
 * Each language's own order, as a reader of that language expects it: index headings in order,
 * and terms that must come in this order (by reading in Japanese: 不正証明 ふせいしょうめい
 * between ファイナリティ and ブリッジ; ganada in Korean, Latin terms after Hangul).
 */
const ORDER: Record<Locale, { headings: string[]; sequence: string[] }> = {
  en: {
    headings: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'L', 'M', 'N', 'O', 'R', 'S', 'T', 'V', 'W', 'Z'],
    sequence: [
      'Account abstraction',
      'Airdrop',
      'Block explorer',
      'Bridge',
      'Cross-chain',
      'DAO',
      'dApp staking',
      'Data availability',
    ],
  },
  ja: {
    headings: ['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'ら'],
    sequence: [
      'ファイナリティ',
      'フォーセット',
      '不正証明',
      'ブリッジ',
      'ブロックエクスプローラー',
      'マルチシグ',
    ],
  },
  ko: {
    headings: ['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅅ', 'ㅇ', 'ㅈ', 'ㅋ', 'ㅌ', 'ㅍ', 'A–Z'],
    sequence: ['가스', '가스비', '거버넌스', '검증자', '계정 추상화', '노드'],
  },
};

/** A seeded article whose translations use glossary terms. */
const ARTICLE = '/blog/meridian-mainnet-is-live';

for (const locale of ['en', 'ja', 'ko'] as const) {
  test.describe(`glossary in ${locale}`, () => {
    test('lists the terms in the language’s order under its index, one anchor per term', async ({ page }) => {
      await page.goto(localizePath('/glossary', locale));
      const index = page
        .getByRole('navigation', { name: /./ })
        .filter({ has: page.locator('a[href^="#index-"]') });
      await expect(index.getByRole('link')).toHaveText(ORDER[locale].headings);
      await expect(page.locator('main h2')).toHaveText(ORDER[locale].headings);
      const terms = await page.locator('main article h3 dfn').allTextContents();
      expect(terms).toHaveLength(SEEDED.length);
      const { sequence } = ORDER[locale];
      const first = terms.indexOf(sequence[0]);
      expect(terms.slice(first, first + sequence.length)).toEqual(sequence);
      // The slug is the anchor in every language, and a related term's link jumps to its entry.
      const rollup = page.locator('#rollup');
      await expect(rollup.locator('h3 dfn')).toHaveText(termOf('rollup', locale).term);
      await rollup.getByRole('link', { name: termOf('optimistic-rollup', locale).term }).click();
      await expect(page).toHaveURL(/#optimistic-rollup$/);
      await expect(page.locator('#optimistic-rollup')).toBeInViewport();
    });

    test('opens at a term from its address, without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${localizePath('/glossary', locale)}#seed-phrase`);
      await expect(page.locator('#seed-phrase')).toBeInViewport();
      await expect(page.locator('#seed-phrase')).toContainText(termOf('seed-phrase', locale).definition);
      await context.close();
    });

    test('an article’s first use of a term opens its definition by keyboard, announced as its description', async ({
      page,
    }) => {
      await page.goto(localizePath(ARTICLE, locale));
      await hydrated(page);
      const firstUse = page.locator('main a.glossary-term').first();
      const slug = (await firstUse.getAttribute('href'))!.split('#')[1];
      const { definition } = termOf(slug, locale);
      const box = page.locator(`#glossary-definition-${slug}`);
      await expect(box).toBeHidden();
      // Only the first use of each term is marked.
      const marked = await page
        .locator('article a.glossary-term')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(marked).size).toBe(marked.length);

      // The block after the term's paragraph: pushed down if the definition took room in the flow.
      const following = firstUse.locator('xpath=ancestor::p[1]/following-sibling::*[1]');
      /** Where the block is on the page (focusing a link may scroll the window). */
      const pageBox = () =>
        following.evaluate((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          return { left: left + window.scrollX, top: top + window.scrollY, width, height };
        });
      const before = await pageBox();
      for (let presses = 0; presses < 150; presses += 1) {
        await page.keyboard.press('Tab');
        if (await firstUse.evaluate((link) => link === document.activeElement)) break;
      }
      await expect(firstUse).toBeFocused();
      await expect(box).toBeVisible();
      await expect(box).toHaveText(definition);
      await expect(firstUse).toHaveAccessibleDescription(definition);
      await expect(firstUse).toHaveAttribute('href', `${localizePath('/glossary', locale)}#${slug}`);
      // Its name is the word as the article writes it (the term or a form of it), not the definition.
      await expect(firstUse).toHaveAccessibleName((await firstUse.textContent()) ?? '');
      expect(await firstUse.textContent()).not.toBe(definition);
      // Shown over the text below: nothing moves.
      expect(await pageBox()).toEqual(before);
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press('Tab');
      await expect(box).toBeHidden();
    });
  });
}

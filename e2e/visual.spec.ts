import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, test } from './fixtures';
import { messages } from './site';
import { THEMES, VIEWPORTS, WIDTHS, snapshotName, visualPages, type VisualPage } from './visual/pages';
import { dateMasks, missingFonts, settle } from './visual/settle';

// Issue 41: every template × language × theme × width, its first screen compared with the approved
// image in visual.spec.ts-snapshots/. The tolerance, fonts and snapshot paths are the "visual"
// project's in playwright.config.ts; `npm run test:visual:update` approves the current build's
// looks (docs/testing.md: how to review a diff).

test.beforeAll(() => {
  const reason = missingFonts();
  if (reason) throw new Error(reason);
});

/**
 * Light, then dark by the system setting: with no stored choice the site follows it (a media
 * query in the head's styles, the toggle's icon by a listener), so one load serves both themes.
 */
async function expectBothThemes(page: Page, entry: VisualPage, width: number): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    await expect(page).toHaveScreenshot(snapshotName(entry, width, theme), { mask: dateMasks(page) });
  }
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: VIEWPORTS[width], colorScheme: 'light' });

    for (const entry of visualPages()) {
      test(`${entry.name} (${entry.locale})`, async ({ page }) => {
        await page.goto(entry.url);
        await expectBothThemes(page, entry, width);
      });
    }

    // A first-time visitor's consent banner; the pages above are a returning visitor's, who chose.
    test.describe('consent banner', () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      for (const locale of LOCALES) {
        test(`banner (${locale})`, async ({ page }) => {
          await page.goto(localizePath('/', locale));
          await settle(page);
          const banner = page.getByRole('region', { name: messages(locale, 'common')['consent.title'] });
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme });
            await expect(banner).toHaveScreenshot(`consent-banner-${locale}-${width}-${theme}.png`);
          }
        });
      }
    });
  });
}

/**
 * The suite's own proof that it catches a small change: a colour token nudged, one word changed,
 * each on a page that matches its approved image untouched. `npm run test:visual:update` leaves
 * it out (@budget): there it would approve the changed page.
 */
test('a changed colour token or word fails the comparison; the untouched page passes @budget', async ({
  page,
}, testInfo) => {
  expect(
    ['none', 'missing', 'default'],
    'run `npm run test:visual:update`, which leaves this test out: updating here would approve a changed page',
  ).toContain(testInfo.config.updateSnapshots);
  const entry = visualPages().find((candidate) => candidate.name === 'about' && candidate.locale === 'en');
  if (!entry) throw new Error('the route table has no /about');
  const name = snapshotName(entry, 1280, 'light');
  const approved = testInfo.snapshotPath(name, { kind: 'screenshot' });
  expect(fs.existsSync(approved), `${approved} is approved (npm run test:visual:update)`).toBe(true);
  await page.setViewportSize(VIEWPORTS[1280]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(entry.url);
  await settle(page);
  const compare = () =>
    expect(page)
      .toHaveScreenshot(name, { mask: dateMasks(page), timeout: 2_000 })
      .then(
        () => 'same',
        (error: Error) => error.message,
      );

  expect(await compare()).toBe('same');

  const nudge = await page.addStyleTag({ content: ':root { --color-primary: #3035d0 !important; }' });
  expect(await compare()).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
  await nudge.evaluate((style) => style.parentNode?.removeChild(style));
  expect(await compare()).toBe('same');

  await page.locator('h1').evaluate((heading) => {
    heading.textContent = (heading.textContent ?? '').replace(/\S+$/, 'Changed');
  });
  expect(await compare()).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
});

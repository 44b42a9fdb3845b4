import type { Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { DEFAULT_LOCALE, LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { cmsTemplatePages } from './built-pages';
import { expect, seriousViolations, test } from './fixtures';
import { PAGES } from './site';

/** Every route in every language: the public pages, the sign-in and account pages, the CMS
 * templates (an article, a tag page, a generic CMS page, a second blog page) and the 404s. */
const URLS = [
  ...PAGES.map((page) => page.url),
  ...ROUTES.filter((route) => !route.public && !['/404', '/500'].includes(route.path)).flatMap((route) =>
    LOCALES.map((locale) => localizePath(route.path, locale)),
  ),
  ...cmsTemplatePages().map((page) => page.url),
  ...LOCALES.map((locale) => localizePath('/blog/page/2', locale)),
  ...LOCALES.map((locale) => localizePath('/blog/tag/ecosystem/page/2', locale)),
  ...LOCALES.map((locale) => localizePath('/no-such-page', locale)),
];

/** Axe on the settled page: hydrated, with no reveal animation half-way. */
async function expectNoSeriousViolations(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Signed out, the account page sends the visitor to the sign-in page: check where it lands.
  if (url.endsWith('/account')) {
    await page.waitForURL(/\/login\?return=/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('axe finds no serious or critical violation', () => {
  for (const url of URLS) {
    test(url, async ({ page }) => {
      await expectNoSeriousViolations(page, url);
    });
  }
});

/** The English page of every template: the dark palette is the same in every language. */
const ENGLISH_URLS = URLS.filter(
  (url) =>
    !LOCALES.some(
      (locale) => locale !== DEFAULT_LOCALE && (url === `/${locale}` || url.startsWith(`/${locale}/`)),
    ),
);

test.describe('axe finds no serious or critical violation in the dark theme', () => {
  // A visitor whose system is dark and who has not chosen: the head's media query applies.
  test.use({ colorScheme: 'dark' });
  for (const url of ENGLISH_URLS) {
    test(url, async ({ page }) => {
      await expectNoSeriousViolations(page, url);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    });
  }
});

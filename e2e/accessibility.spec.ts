import { ROUTES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
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

test.describe('axe finds no serious or critical violation', () => {
  for (const url of URLS) {
    test(url, async ({ page }) => {
      await page.goto(url);
      // Axe runs on the settled page: hydrated, with no reveal animation half-way.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // Signed out, the account page sends the visitor to the sign-in page: check where it lands.
      if (url.endsWith('/account')) {
        await page.waitForURL(/\/login\?return=/);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      }
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

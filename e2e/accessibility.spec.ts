import type { Page } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES } from '../src/features/i18n/locales';
import { AXE_URLS as URLS, HYDRATION_PAGES, hydratedInAxePass } from './axe-pages';
import { COLOUR_RULES, expect, seriousViolations, test } from './fixtures';
import { expectCleanHydration, watchHydration } from './hydration-checks';
import { IMAGE_URLS, expectImagesSized } from './image-checks';
import { expectRouteHead } from './route-head';
import { PAGES } from './site';

/** Axe on the settled page: hydrated, with no reveal animation half-way (of `rules` only, if named). */
async function expectNoSeriousViolations(page: Page, url: string, rules?: readonly string[]): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Signed out, the account page sends the visitor to the sign-in page: check where it lands.
  if (url.endsWith('/account')) {
    await page.waitForURL(/\/login\?return=/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(
    await seriousViolations(page, undefined, { rules }),
    `${url}: axe's serious or critical violations`,
  ).toEqual([]);
}

// A page load with its hydration costs more than most checks on it: the public pages' head and
// language (once e2e/routes.spec.ts's "every route in every language"), the hydration of the
// pages e2e/hydration.spec.ts lists and e2e/images.spec.ts's image sizes at 1280 px 1× are
// checked on the load the axe pass makes, each with its own message, and each test's name says
// which it checks.
const ROUTE_OF_URL = new Map(PAGES.map((page) => [page.url, page]));
const HYDRATED_HERE = new Set(HYDRATION_PAGES.filter(hydratedInAxePass));
const SIZED_HERE = new Set(IMAGE_URLS);

test.describe('axe finds no serious or critical violation', () => {
  // The desktop of e2e/images.spec.ts: Desktop Chrome's 1280 px at 1×, 800 px high.
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  for (const url of URLS) {
    const route = ROUTE_OF_URL.get(url);
    const hydration = HYDRATED_HERE.has(url);
    const also = [
      route ? 'answers 200 with its language, title, heading and alternates' : '',
      hydration ? 'hydrates without an error' : '',
      SIZED_HERE.has(url)
        ? 'the largest image is sized for its slot at 1280 px 1×; every image has width and height'
        : '',
    ].filter(Boolean);
    test(also.length ? `${url} (${also.join('; ')})` : url, async ({ page }) => {
      const routeErrors: string[] = [];
      if (route) {
        page.on('console', (message) => message.type() === 'error' && routeErrors.push(message.text()));
        page.on('pageerror', (error) => routeErrors.push(error.message));
      }
      const hydrationErrors = hydration ? await watchHydration(page, url) : [];
      const response = await page.goto(url);
      if (route) await expectRouteHead(page, route, response, routeErrors);
      if (hydration) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expectCleanHydration(page, url, hydrationErrors);
      }
      await expectNoSeriousViolations(page, url);
      // After axe: it makes the lazy images eager to load them all.
      if (SIZED_HERE.has(url)) await expectImagesSized(page, 1);
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

test.describe(`axe's colour rules (${COLOUR_RULES.join(', ')}) find no serious or critical violation in the dark theme`, () => {
  // A visitor whose system is dark and who has not chosen: the head's media query applies.
  test.use({ colorScheme: 'dark' });
  for (const url of ENGLISH_URLS) {
    test(url, async ({ page }) => {
      await page.goto(url);
      await expectNoSeriousViolations(page, url, COLOUR_RULES);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    });
  }
});

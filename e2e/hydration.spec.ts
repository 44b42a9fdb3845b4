import { HYDRATION_PAGES as pages, hydratedInAxePass } from './axe-pages';
import { expect, hydrated, test } from './fixtures';
import {
  expectCleanHydration,
  intlFormattersBuilt,
  recordIntlFormatters,
  watchHydration,
} from './hydration-checks';

// Every template in every language hydrates without an error (the checks: hydration-checks.ts).
// The pages the axe pass loads anyway are checked there, on that load (e2e/accessibility.spec.ts,
// their tests named "… hydrates without an error"); the others here.

test('there is a page of every template in every language to hydrate', () => {
  expect(pages.length).toBeGreaterThan(40);
});

for (const url of pages.filter((page) => !hydratedInAxePass(page))) {
  test(`${url} hydrates without an error`, async ({ page }) => {
    const errors = await watchHydration(page, url);
    await page.goto(url);
    await hydrated(page);
    await expectCleanHydration(page, url, errors);
  });
}

// Gatsby renders a page's head again in the browser after hydration: the FAQ structured data of
// these two pages names figures, which the build formats (FaqPageContext) so that the head
// builds no Intl formatter (the first one loads the language's ICU data) on a first load.
for (const url of ['/ko/builders-program', '/ja/developers/university']) {
  test(`${url} formats no figure in the browser, its head's FAQ included`, async ({ page }) => {
    await recordIntlFormatters(page, { untilHydrated: false });
    await page.goto(url);
    await hydrated(page);
    // The head's FAQ is in place with its figures (the browser's head render has run).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
            /"FAQPage"/.test(script.textContent ?? ''),
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const faq = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent ?? '')
        .find((text) => text.includes('"FAQPage"')),
    );
    expect(faq).not.toContain('{{');
    expect(await intlFormattersBuilt(page)).toEqual([]);
  });
}

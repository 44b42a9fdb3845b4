import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { pagePerTemplateAndLanguage } from './built-pages';

// React hydrates in a transition (gatsby-browser.tsx), with i18next and the browser's Intl: the
// markup the browser builds must match the server's (Node's ICU) on every template in every
// language. A mismatch is no crash (React redraws the page, slower),
// so this listens for what React reports (minified errors #418, #423, #425) and any other error.
const pages = pagePerTemplateAndLanguage().map((page) => page.url);

/** Records every Intl number or date formatter the page builds (until it is hydrated, if asked). */
async function recordIntlFormatters(page: Page, { untilHydrated }: { untilHydrated: boolean }) {
  await page.addInitScript(
    ({ onlyBeforeHydration }) => {
      const built: string[] = [];
      Object.assign(window, { intlFormattersBuilt: built });
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Formatter = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (...args: unknown[]) {
          if (!onlyBeforeHydration || document.documentElement.dataset.hydrated !== 'true')
            built.push(`${name} ${JSON.stringify(args)}`);
          return new Formatter(...args);
        };
        Object.assign(Intl, { [name]: Object.assign(Counted, Formatter) });
      }
    },
    { onlyBeforeHydration: untilHydrated },
  );
}

function intlFormattersBuilt(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt);
}

test('there is a page of every template in every language to hydrate', () => {
  expect(pages.length).toBeGreaterThan(40);
});

for (const url of pages) {
  test(`${url} hydrates without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The 404 pages are served with their status, which Chromium reports for the document.
      const documentStatus =
        /^Failed to load resource/.test(message.text()) && new URL(message.location().url).pathname === url;
      if (message.type() === 'error' && !documentStatus) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The first Intl number or date formatter of a page loads the language's ICU data: ~80-140 ms
    // on a 4× slowed CPU. Figures and dates of static content are written by the server render
    // (StaticIsland): none may be built again while the page hydrates.
    await recordIntlFormatters(page, { untilHydrated: true });
    await page.goto(url);
    await hydrated(page);
    expect(await intlFormattersBuilt(page)).toEqual([]);
    // Effects that run after the first commit (the post-hydration render of interactive parts).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(errors).toEqual([]);
    // Emotion adopted the styles the server put in the head instead of inserting them again.
    const reinserted = await page.evaluate(() => {
      const server = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
      if (!server) return ['(no server styles in the head)'];
      const clientRules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('\n');
      return (server.dataset.emotion ?? '')
        .split(' ')
        .slice(1)
        .filter((id) => new RegExp(`\\.css-${id}(?![\\w-])`).test(clientRules));
    });
    expect(reinserted).toEqual([]);
    // Static islands (StaticIsland) keep the server's HTML without hydrating it, so anything
    // that needs React to work must not be inside one: every control is React's own. Language
    // links count as controls (choosing one writes the language cookie); scrollable regions
    // (tables, code) are focusable for keyboard scrolling, which the browser does alone.
    // Polled: a deferred chunk (the newsletter prompt's) hydrates its part after the page, later
    // on a busy machine; a control inside a static island never does, and fails here.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [
              ...document.querySelectorAll(
                'button, input, select, textarea, form, [role="button"], [tabindex]:not([tabindex="-1"]):not([role="region"]), a[hreflang]',
              ),
            ]
              .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber')))
              .map((element) => element.outerHTML.slice(0, 120)),
          ),
        { timeout: 10_000 },
      )
      .toEqual([]);
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

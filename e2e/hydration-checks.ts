import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// React hydrates in a transition (gatsby-browser.tsx), with i18next and the browser's Intl: the
// markup the browser builds must match the server's (Node's ICU) on every template in every
// language. A mismatch is no crash (React redraws the page, slower),
// so this listens for what React reports (minified errors #418, #423, #425) and any other error.

/** Records every Intl number or date formatter the page builds (until it is hydrated, if asked). */
export async function recordIntlFormatters(page: Page, { untilHydrated }: { untilHydrated: boolean }) {
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

export function intlFormattersBuilt(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt);
}

/**
 * Before the page at `url` loads: records its console errors and uncaught exceptions, and the Intl
 * formatters it builds before it is hydrated. Returns the errors' list.
 */
export async function watchHydration(page: Page, url: string): Promise<string[]> {
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
  return errors;
}

/** After `watchHydration` and the page's load and hydration: it hydrated without an error. */
export async function expectCleanHydration(
  page: Page,
  url: string,
  errors: readonly string[],
): Promise<void> {
  expect(await intlFormattersBuilt(page), `${url}: Intl formatters built while hydrating`).toEqual([]);
  // Effects that run after the first commit (the post-hydration render of interactive parts).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(errors, `${url} hydrates without an error`).toEqual([]);
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
  expect(reinserted, `${url}: Emotion styles inserted again after hydration`).toEqual([]);
  // Static islands (StaticIsland) keep the server's HTML without hydrating it, so anything
  // that needs React to work must not be inside one: every control is React's own. Language
  // links count as controls (choosing one writes the language cookie); scrollable regions
  // (tables, code) are focusable for keyboard scrolling, which the browser does alone.
  // Polled: a deferred chunk hydrates its part after the page, later on a busy machine; a control
  // inside a static island never does, and fails here. A part hydrated on the visitor's first
  // interaction (HydrateOnInteraction: the page feedback, the newsletter prompt) waits for it by
  // design; e2e/page-feedback.spec.ts and e2e/navigation.spec.ts check that it hydrates then.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'button, input, select, textarea, form, [role="button"], [tabindex]:not([tabindex="-1"]):not([role="region"]), a[hreflang]',
            ),
          ]
            .filter((element) => !element.closest('[data-hydrate-on-interaction]'))
            .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber')))
            .map((element) => element.outerHTML.slice(0, 120)),
        ),
      { message: `${url}: controls left unhydrated inside a static island`, timeout: 10_000 },
    )
    .toEqual([]);
}

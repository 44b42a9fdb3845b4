import { signInFirstPath } from '../src/features/account/sign-in-first';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, test } from './fixtures';
import { escapeRegExp, messages } from './site';

// A signed-out visitor of the account page goes to the sign-in page at once: the page's head
// script replaces it before it is drawn, so the sign-in page arrives as server-rendered HTML of
// its own instead of being drawn by the account code after a "Loading" placeholder.

for (const locale of LOCALES) {
  const t = messages(locale, 'account');

  test(`signed out, ${localizePath('/account', locale)} hands over to the sign-in page before it is drawn`, async ({
    page,
  }) => {
    const home = localizePath('/', locale);
    await page.goto(home);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') {
        const url = new URL(request.url());
        documents.push(`${url.pathname}${url.search}`);
      }
    });
    const painted: string[] = [];
    await page.exposeFunction('recordPaint', (text: string) => painted.push(text));
    // Record what <main> shows whenever the parser adds to a page (the account page is parsed on
    // while the sign-in page loads; it must stay hidden).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (main?.textContent && main.checkVisibility()) {
          void (window as unknown as { recordPaint(text: string): void }).recordPaint(main.textContent);
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto(localizePath('/account', locale));
    const signIn = signInFirstPath(locale, false);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(signIn)}$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: t['login.title'] })).toBeVisible();

    // The sign-in page came from the server (a document request), not from the account code.
    expect(documents.map((url) => url.replace(/\/(?=\?|$)/, ''))).toEqual([
      localizePath('/account', locale),
      signIn,
    ]);
    expect(painted.join(' ')).not.toContain(t['account.loading']);
    // The account page is not left in the history: Back returns to where the visitor came from.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(home);
  });
}

// The page a reset mail links to, opened without the mail's code: it says so where the page's
// introduction was, and its largest paint stays the hero's (a new paragraph in the card became its
// LCP after hydration: 2.75 s on Lighthouse's phone; docs/benchmarks.md).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of LOCALES) {
    const t = messages(locale, 'account');
    const path = localizePath('/reset-password', locale);

    test(`${path} without the mail's code says it needs the link, and its largest paint stays the hero's; with a code it offers the form`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const hero = page.locator('main header');
      await expect(hero.getByText(t['reset.noCode'])).toBeVisible();
      await expect(hero.getByText(t['reset.intro'])).toHaveCount(0);
      await expect(page.getByRole('button', { name: t['reset.submit'] })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t['reset.again'] })).toBeVisible();
      const largestPaintInHero = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>;
              resolve(Boolean(entries.at(-1)?.element?.closest('main header')));
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largestPaintInHero).toBe(true);

      await page.goto(`${path}?code=abc`);
      await hydrated(page);
      await expect(page.locator('main header').getByText(t['reset.intro'])).toBeVisible();
      await expect(page.getByRole('button', { name: t['reset.submit'] })).toBeVisible();
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const t = messages(locale, 'account');
    test(`${localizePath('/account', locale)} says that the account area needs it; ${localizePath('/login', locale)} offers its form, which the site server takes`, async ({
      page,
    }) => {
      await page.goto(localizePath('/account', locale));
      // Playwright's text matching skips <noscript>, so the paragraph is found by its place.
      const notice = page.locator('main noscript > p');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(t['shell.needsJavaScript']);
      // A sign-in form sent without JavaScript goes to the site server (server/forms.ts).
      await page.goto(localizePath('/login', locale));
      await expect(page.locator('main noscript > p')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t['login.submit'] })).toBeVisible();
    });
  }
});

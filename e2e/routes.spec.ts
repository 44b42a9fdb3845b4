import { expect, hydrated, test } from './fixtures';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { messages } from './site';

// Every public page in every language answers 200 with its language, title, heading and
// alternates: checked on the load e2e/accessibility.spec.ts makes of it for axe (route-head.ts).

test.describe('unknown paths', () => {
  for (const locale of LOCALES) {
    test(`answer 404 with the ${locale} "Page Not Found" page`, async ({ page }) => {
      const url = `${localizePath('/', locale).replace(/\/$/, '')}/no-such-page-here`;
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      // Spec §8: an unknown URL opened directly ("at startup").
      expect(logged).toContain(`Page Not Found: ${url}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveText(messages(locale, 'errors')['notFound.heading']);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The whole frame is in the URL's language, not only the heading.
      await expect(page.locator('a[href="#main"]')).toHaveText(messages(locale, 'common').skipToContent);
    });

    test(`a client-side visit to an unknown ${locale} URL shows the ${locale} 404 page`, async ({ page }) => {
      await page.goto(localizePath('/about', locale));
      await hydrated(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const url = `${localizePath('/', locale).replace(/\/$/, '')}/gone-missing`;
      await page.evaluate(
        (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
        url,
      );
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('h1')).toHaveText(messages(locale, 'errors')['notFound.heading']);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('a[href="#main"]')).toHaveText(messages(locale, 'common').skipToContent);
      // Spec §8: a navigation that lands on no route.
      await expect.poll(() => logged).toContain(`Page not found: ${url}`);
    });
  }

  test('a blog URL whose slug breaks the rule is a 404 logged as "Page Not Found"', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/ja/blog/Not_A_Slug');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(messages('ja', 'errors')['notFound.heading']);
    expect(logged).toContain('Page Not Found: /ja/blog/Not_A_Slug');

    // Inside the site too: a template route that names no article is "Page Not Found".
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/blog/no-such-article?ref=x'),
    );
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect.poll(() => logged).toContain('Page Not Found: /blog/no-such-article');
  });

  test('the English 404 says "Page Not Found"', async ({ page }) => {
    await page.goto('/nothing/here');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

import type { Page } from '@playwright/test';
import type { Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';

/**
 * The URLs of the first `limit` results of each query, as the site's search page shows them
 * (`/ja/search?q=…`): the built site's own Pagefind index and the site's search code, in the
 * browser, where `<html lang>` picks the language's index as for a visitor.
 */
export async function topResults(
  page: Page,
  locale: Locale,
  queries: readonly string[],
  limit = 3,
  origin = '',
): Promise<string[][]> {
  const out: string[][] = [];
  for (const query of queries) {
    await page.goto(`${origin}${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`);
    await page.locator('[data-search-status="done"]').waitFor({ state: 'attached' });
    const hrefs = await page
      .locator('a.search-result')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    out.push(hrefs.slice(0, limit));
  }
  return out;
}

import type { Page, Response } from '@playwright/test';
import { SITE } from '../src/config/site';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import type { RouteDefinition } from '../src/config/routes';
import { expect, hydrated } from './fixtures';
import { expectedTitle } from './site';

/**
 * What a public page in a language answers: 200, its language, title, heading, description,
 * canonical and alternates, and no console error. Checked in e2e/accessibility.spec.ts on the load
 * its axe pass makes (one load of the page for both).
 */
export async function expectRouteHead(
  page: Page,
  { route, locale, url }: { route: RouteDefinition; locale: Locale; url: string },
  response: Response | null,
  errors: readonly string[],
): Promise<void> {
  expect(response?.status(), `${url} answers 200`).toBe(200);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  const title = await page.title();
  const wanted = expectedTitle(route, locale);
  if (wanted) expect(title).toBe(wanted);
  else expect(title).toMatch(/\S+ \| Meridian$/);

  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  const heading = (await h1.textContent())?.trim() ?? '';
  expect(heading.length).toBeGreaterThan(2);
  expect(heading).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/); // not a raw translation key

  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.url}${url}`);
  for (const alternate of LOCALES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute(
      'href',
      `${SITE.url}${localizePath(route.path, alternate)}`,
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${SITE.url}${localizePath(route.path, 'en')}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // Hydration mismatches and runtime errors surface as console errors.
  expect(errors, `${url}: console errors and uncaught exceptions`).toEqual([]);
}

import type { BrowserContext, Page } from '@playwright/test';
import { palettes } from '../src/styles/palettes';
import { expect, hydrated, test } from './fixtures';

const DARK_SURFACE = palettes.dark.surface;
const LIGHT_SURFACE = palettes.light.surface;

/** What <html> says when <body> is first inserted: the theme of the first frame. */
type FirstFrame = { theme: string | null; surface: string };

/**
 * Records the theme when <body> is inserted (before anything in it can paint), and every CSP
 * violation, on each page the context opens.
 */
async function watchFirstFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { __firstFrame?: FirstFrame; __csp: string[] };
    record.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.__csp.push(event.violatedDirective),
    );
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      const root = document.documentElement;
      record.__firstFrame = {
        theme: root.getAttribute('data-theme'),
        surface: getComputedStyle(root).getPropertyValue('--color-surface').trim(),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame);
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
const themeColors = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
const pageGround = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe('dark mode', () => {
  test('a system-dark visitor with no choice gets the dark palette from the first frame', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await watchFirstFrame(context);
    const page = await context.newPage();
    await page.goto('/events');
    expect(await firstFrame(page)).toEqual({ theme: null, surface: DARK_SURFACE });
    expect(await pageGround(page)).toBe(rgb(DARK_SURFACE));
    // One tag per scheme: the browser picks the dark one.
    expect(await themeColors(page)).toEqual([LIGHT_SURFACE, DARK_SURFACE]);
    await context.close();
  });

  test('with no stored choice, the toggle follows the system setting when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await hydrated(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // e.g. the phone's automatic dark mode at sunset, while the page is open.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a phone: switched in the menu at once, kept through reload, navigation and a new page, no flash, no CSP violation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    await watchFirstFrame(context);
    const consoleErrors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    const page = await context.newPage();
    await page.goto('/ja/glossary');
    await hydrated(page);
    expect(await pageGround(page)).toBe(rgb(LIGHT_SURFACE));

    await page.getByRole('button', { name: 'メニュー' }).click();
    const toggle = page.getByRole('button', { name: 'ダークテーマ' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await pageGround(page)).toBe(rgb(DARK_SURFACE));
    expect(await themeColors(page)).toEqual([DARK_SURFACE, DARK_SURFACE]);

    await page.reload();
    expect(await firstFrame(page)).toEqual({ theme: 'dark', surface: DARK_SURFACE });
    expect(await themeColors(page)).toEqual([DARK_SURFACE, DARK_SURFACE]);
    await hydrated(page);
    await page.getByRole('button', { name: 'メニュー' }).click();
    await expect(page.getByRole('button', { name: 'ダークテーマ' })).toHaveAttribute('aria-pressed', 'true');
    expect(await cspViolations(page)).toEqual([]);

    // A page change in place (the app's router) keeps the theme and the browser bar's colour.
    await page.locator('header').getByRole('link', { name: 'イベント', exact: true }).click();
    await page.waitForURL('**/ja/events');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await themeColors(page)).toEqual([DARK_SURFACE, DARK_SURFACE]);

    // A new visit in the same browser.
    const second = await context.newPage();
    await second.goto('/ko/account');
    expect(await firstFrame(second)).toEqual({ theme: 'dark', surface: DARK_SURFACE });
    await hydrated(second);
    expect(await pageGround(second)).toBe(rgb(DARK_SURFACE));
    expect(await cspViolations(second)).toEqual([]);

    // Back to light: the system's light applies again at once.
    await page.getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('button', { name: 'ダークテーマ' }).click();
    expect(await pageGround(page)).toBe(rgb(LIGHT_SURFACE));
    expect(await themeColors(page)).toEqual([LIGHT_SURFACE, LIGHT_SURFACE]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

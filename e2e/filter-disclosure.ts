import type { Browser, Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

// /events and /ecosystem on a phone: results first, their filters behind a "Filters" button.

export const PHONE = { width: 390, height: 844 };

/** The first screen of `url` at 390 px shows the top of its first result card. */
async function firstCardInFirstScreen(page: Page, url: string, card: string): Promise<void> {
  await page.goto(url);
  const top = await page
    .locator(card)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(top, url).toBeGreaterThan(0);
  expect(top, url).toBeLessThan(PHONE.height - 40);
}

/**
 * The server's HTML (the first frame, and what a visitor without JavaScript keeps) already has the
 * filters collapsed, and the card is still in the first screen once React has hydrated.
 */
export async function expectResultsFirst(browser: Browser, urls: readonly string[], card: string) {
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const url of urls) await firstCardInFirstScreen(page, url, card);
  await noScript.close();
  const context = await browser.newContext({ viewport: PHONE });
  const live = await context.newPage();
  for (const url of urls) {
    await firstCardInFirstScreen(live, url, card);
    await hydrated(live);
    await firstCardInFirstScreen(live, url, card);
  }
  await context.close();
}

/**
 * Keyboard: Enter on the button opens the panel, Tab reaches the first checkbox of `group`,
 * Space ticks it (the button then counts it), Escape closes the panel and focus is back on the button.
 */
export async function expectKeyboardDisclosure(page: Page, button: Locator, group: Locator): Promise<void> {
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(group).toBeVisible();
  await page.keyboard.press('Tab');
  const first = group.getByRole('checkbox').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(button).toHaveText(/ · 1$/);
  // The URL's navigation keeps the panel open and the focus where it was.
  await expect(group).toBeVisible();
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(group).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The button closes it too.
  await page.keyboard.press('Enter');
  await expect(group).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(group).toBeHidden();
}

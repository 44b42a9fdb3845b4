import { test, expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (gatsby-browser marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export { expect, test };

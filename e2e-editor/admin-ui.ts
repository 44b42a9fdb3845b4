import type { Page } from '@playwright/test';
import { ADMIN } from './editor-api';
import { live } from './live';

/** Signs in to the Strapi admin of `npm start` as the development admin, as an editor does. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto(`${live.cms}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);
}

/** The admin's edit view of a document (an article unless `model` says) in one language. */
export const editView = (documentId: string, locale = 'en', model = 'api::article.article') =>
  `${live.cms}/admin/content-manager/collection-types/${model}/${documentId}?plugins[i18n][locale]=${locale}`;

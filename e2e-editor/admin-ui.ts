import type { Locator, Page } from '@playwright/test';
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

/** Picks a day and a time in a datetime field's pickers, as an editor does. */
export async function pickDateTime(page: Page, field: Locator, day: Date, time: string): Promise<void> {
  const inUtc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(day);
  await field.getByRole('combobox', { name: 'Choose date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  const month = calendar.getByRole('combobox', { name: 'Month' });
  if ((await month.textContent())?.trim() !== inUtc({ month: 'long' })) {
    await month.click();
    await page.getByRole('option', { name: inUtc({ month: 'long' }), exact: true }).click();
  }
  const year = calendar.getByRole('combobox', { name: 'Year' });
  if ((await year.textContent())?.trim() !== inUtc({ year: 'numeric' })) {
    await year.click();
    await page.getByRole('option', { name: inUtc({ year: 'numeric' }), exact: true }).click();
  }
  await calendar
    .getByRole('gridcell', {
      name: inUtc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    })
    .click();
  await field.getByRole('combobox', { name: 'Choose time' }).fill(time);
  await page.keyboard.press('Enter');
}

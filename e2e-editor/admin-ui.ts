import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './editor-api';
import { live } from './live';

/**
 * The session this worker's last sign-in through the form made (the admin's cookies and local
 * storage, as they were right after it). Later tests reuse it instead of signing in again: each
 * form sign-in is a whole admin page load more on a busy CI machine. Renewed well inside the
 * admin's 30-minute access token, so that no test meets a refresh (which would rotate it).
 */
let session: { state: Awaited<ReturnType<BrowserContext['storageState']>>; signedInAt: number } | undefined;
const SESSION_REUSE_MS = 10 * 60_000;

/**
 * Signs in to the Strapi admin of `npm start` as the development admin, and opens `destination`
 * (the admin's home unless told). The worker's first call signs in through the login form, as an
 * editor does; later calls reuse the session it made.
 */
export async function signInToAdmin(page: Page, destination?: string): Promise<void> {
  if (session && Date.now() - session.signedInAt < SESSION_REUSE_MS) {
    await page.context().setStorageState(session.state);
    await page.goto(destination ?? `${live.cms}/admin`);
    return;
  }
  const signedInAt = Date.now();
  await page.goto(`${live.cms}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  session = { state: await page.context().storageState(), signedInAt };
  if (destination) await page.goto(destination);
}

/**
 * Signs in through the login form as another admin user (an editor of Strapi's Editor role), in
 * its own browser context, and opens `destination`.
 */
export async function signInAs(page: Page, user: { email: string; password: string }, destination: string) {
  await page.goto(`${live.cms}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  await page.goto(destination);
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

/**
 * Types a slug of the editor's own into a new entry whose title was just typed. The slug box
 * follows the title (cms/src/admin/SlugFollowsTitle.jsx) after a pause and a request: a slug typed
 * while that is on its way can be cut in two by it (the box's value replaced mid-fill, the caret
 * put at its end: CI saw `editor-meetup-…editor-meetup-…`). So: wait for the box to show the
 * title's slug, as an editor sees it, then type over it.
 */
export async function typeSlugAfterTitle(page: Page, slug: string): Promise<void> {
  const slugBox = page.getByRole('textbox', { name: /^slug/i });
  await expect(slugBox).not.toHaveValue('', { timeout: 15_000 });
  await slugBox.fill(slug);
  await expect(slugBox).toHaveValue(slug);
}

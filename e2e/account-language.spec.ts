import type { Page } from '@playwright/test';
import { TOKEN_COOKIE } from '../src/features/account/config';
import type { Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

// The account pages in Japanese and Korean when the CMS says no, or is not there: the visitor
// reads only their language (the CMS's English goes to the console), keeps what they typed, and
// a refused token signs them out everywhere with a notice. The CMS's answers are the real bodies
// of Strapi 5 (checked against a real one in __tests__/cms/account-language.integration.test.ts).

const strapiError = (status: number, name: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ data: null, error: { status, name, message, details: {} } }),
});

/** Every text the CMS could put on the page in English, none of which may show. */
const CMS_ENGLISH =
  /Invalid identifier|already taken|Network Error|Failed to fetch|Request failed|status code/i;

/** The page's own form (the footer has a newsletter address field too). */
const form = (page: Page) => page.getByRole('main');

async function visibleText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

for (const locale of ['ja', 'ko'] as const satisfies readonly Locale[]) {
  const t = messages(locale, 'account');
  const header = messages(locale, 'header');

  test.describe(`account pages in ${locale}`, () => {
    test('a wrong password is said in the page language; what was typed stays', async ({ page }) => {
      await page.route('**/api/auth/local', (route) =>
        route.fulfill(strapiError(400, 'ValidationError', 'Invalid identifier or password')),
      );
      await page.goto(localizePath('/login', locale));
      await hydrated(page);
      await form(page).getByLabel(t['fields.identifier']).fill('ada@example.com');
      await form(page)
        .getByRole('textbox', { name: new RegExp(`^${t['fields.password']}\\s`) })
        .fill('wrong horse battery');
      await page.getByRole('button', { name: t['login.submit'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        t['cmsErrors.invalidCredentials'],
      );
      expect(await visibleText(page)).not.toMatch(CMS_ENGLISH);
      await expect(form(page).getByLabel(t['fields.identifier'])).toHaveValue('ada@example.com');
    });

    test('a taken address is said in the page language', async ({ page }) => {
      await page.route('**/api/auth/local/register', (route) =>
        route.fulfill(strapiError(400, 'ApplicationError', 'Email or Username are already taken')),
      );
      await page.goto(localizePath('/register', locale));
      await hydrated(page);
      await form(page).getByLabel(t['fields.username']).fill('ada');
      await form(page).getByLabel(t['fields.email']).fill('ada@example.com');
      await form(page)
        .getByRole('textbox', { name: new RegExp(`^${t['fields.password']}\\s`) })
        .fill('correct horse battery');
      await page.getByRole('button', { name: t['register.submit'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(t['cmsErrors.accountTaken']);
      expect(await visibleText(page)).not.toMatch(CMS_ENGLISH);
      await expect(form(page).getByLabel(t['fields.email'])).toHaveValue('ada@example.com');
    });

    test('a CMS that cannot be reached is said in the page language', async ({ page }) => {
      await page.route('**/api/auth/forgot-password', (route) => route.abort('connectionrefused'));
      await page.goto(localizePath('/forgot-password', locale));
      await hydrated(page);
      await form(page).getByLabel(t['fields.email']).fill('ada@example.com');
      await page.getByRole('button', { name: t['forgot.submit'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(t['cmsErrors.network']);
      expect(await visibleText(page)).not.toMatch(CMS_ENGLISH);
      await expect(form(page).getByLabel(t['fields.email'])).toHaveValue('ada@example.com');
    });

    test('a token the CMS refuses signs the visitor out everywhere, with a notice', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'an-expired-token', url: baseURL! }]);
      await page.route('**/api/users/me*', (route) =>
        route.fulfill(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials')),
      );
      await page.goto(localizePath('/account', locale));
      await expect(page).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?return=`));
      await expect(page.getByRole('alert').filter({ hasText: t['session.endedNotice'] })).toBeVisible();
      // The header no longer offers the account: the cookie is gone and the link follows.
      await expect(
        page.getByRole('banner').getByRole('link', { name: header['account.signIn'] }).first(),
      ).toBeAttached();
      expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
    });
  });
}

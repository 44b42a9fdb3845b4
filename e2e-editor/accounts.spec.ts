import { expect, test, type Page } from '@playwright/test';
import { reachIsland } from '../e2e/fixtures';
import { messages } from '../e2e/site';
import { CONFIRMATION_LINK, registerConfirmed } from '../__tests__/helpers/accounts';
import { live, mailsTo } from './live';
import { uniqueWord } from './editor-api';

// Accounts and the newsletter against the real CMS of `npm start`, with mail read from its catcher.
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const unique = uniqueWord('acc');
const english = messages('en', 'account');
const japanese = messages('ja', 'account');

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto(`${live.site}/login`);
  await submitSignIn(page, identifier, password);
}

/** Fills and sends the sign-in form of the page already open (keeping its return path). */
async function submitSignIn(page: Page, identifier: string, password: string) {
  await hydrated(page);
  await page.locator('main').getByLabel('Email or username').fill(identifier);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${live.site}/`);
}

test('register, confirm by mail, sign in, change the password, and sign in with the new one', async ({
  page,
}) => {
  const user = { username: `ada${unique}`, email: `ada-${unique}@example.com` };
  await page.goto(`${live.site}/register`);
  await hydrated(page);
  await page.locator('main').getByLabel('Username').fill(user.username);
  await page.locator('main').getByLabel('Email').fill(user.email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill('First-passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Nobody is signed in before the address is confirmed: the page says where the link went.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: english['register.checkInbox'].replace('{{email}}', user.email) }),
  ).toBeVisible();
  await signIn(page, user.email, 'First-passw0rd');
  await expect(
    page.getByRole('alert').filter({ hasText: english['cmsErrors.emailNotConfirmed'] }),
  ).toBeVisible();

  // The mail's link confirms the address and comes back to the account page, through sign-in.
  const [confirmation] = await mailsTo(user.email);
  const link = confirmation.links.find((candidate) => candidate.includes(CONFIRMATION_LINK));
  if (!link) throw new Error(`No confirmation link in: ${confirmation.links.join(', ')}`);
  await page.goto(link);
  await page.waitForURL(`${live.site}/login?return=%2Faccount%3Fconfirmed%3D1`);
  await submitSignIn(page, user.email, 'First-passw0rd');
  await page.waitForURL(`${live.site}/account?confirmed=1`);
  await expect(page.getByRole('status').filter({ hasText: english['account.justConfirmed'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, user.email, 'First-passw0rd');
  await page.waitForURL(`${live.site}/account`);

  await page.locator('main').getByLabel('Current password').fill('First-passw0rd');
  await page
    .locator('main')
    .getByLabel(/^New password/)
    .fill('Second-passw0rd');
  await page.locator('main').getByLabel('Repeat the new password').fill('Second-passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await signOut(page);
  // The old password no longer works: the site's message for the CMS's answer shows (never the
  // CMS's English text), and the form keeps its input.
  await signIn(page, user.email, 'First-passw0rd');
  await expect(
    page.getByRole('alert').filter({ hasText: english['cmsErrors.invalidCredentials'] }),
  ).toBeVisible();
  await expect(page.getByText('Invalid identifier or password')).toHaveCount(0);
  await expect(page.locator('main').getByLabel('Email or username')).toHaveValue(user.email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill('Second-passw0rd');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${live.site}/account`);
});

test('forgot password: the mailed link leads to a reset, and the new password signs in', async ({ page }) => {
  const email = `grace-${unique}@example.com`;
  await registerConfirmed(live.cms, live.mail, {
    username: `grace${unique}`,
    email,
    password: 'Old-passw0rd',
  });

  await page.goto(`${live.site}/ja/forgot-password`);
  await hydrated(page);
  await page.locator('main').getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: 'リンクを送信' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'パスワード再設定用のリンク' })).toBeVisible();

  // Asked for from the Japanese page: the mail is Japanese and its link opens the Japanese page.
  // After the account's confirmation mail.
  const mail = (await mailsTo(email, 2))[1];
  expect(mail.subject).toBe('Meridianのパスワード再設定');
  const link = mail.links.find((candidate) => candidate.startsWith(`${live.site}/ja/reset-password?code=`));
  if (!link) throw new Error(`No Japanese reset link in: ${mail.links.join(', ')}`);
  await page.goto(link);
  await hydrated(page);
  const newPassword = page
    .locator('main')
    .getByLabel(new RegExp(`^${japanese['fields.newPassword']}`))
    .first();
  await newPassword.fill('New-passw0rd');
  await page
    .getByRole('button', { name: messages('ja', 'common')['form.showPassword'] })
    .first()
    .click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await page.locator('main').getByLabel(japanese['fields.passwordConfirmation']).fill('New-passw0rd');
  await page.getByRole('button', { name: japanese['reset.submit'] }).click();
  await page.waitForURL(`${live.site}/ja/account`);
  await page.getByRole('button', { name: japanese['account.signOut'] }).click();
  await page.waitForURL(`${live.site}/ja`);
  await signIn(page, email, 'New-passw0rd');
  await page.waitForURL(`${live.site}/account`);
});

test('the account page sends signed-out visitors to sign in and back, never to another site', async ({
  page,
}) => {
  await page.goto(`${live.site}/account`);
  await page.waitForURL(`${live.site}/login?return=%2Faccount`);
  await page.goto(`${live.site}/login?return=${encodeURIComponent('https://evil.example/steal')}`);
  await hydrated(page);
  const email = `lin-${unique}@example.com`;
  await registerConfirmed(live.cms, live.mail, { username: `lin${unique}`, email, password: 'Lin-passw0rd' });
  await page.locator('main').getByLabel('Email or username').fill(email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill('Lin-passw0rd');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${live.site}/account`);
});

test('a bad provider token shows an error and leaves no token in the address bar', async ({ page }) => {
  await page.goto(`${live.site}/connect/github/redirect?access_token=not-a-real-token`);
  await hydrated(page);
  await expect(page.getByRole('alert')).not.toBeEmpty();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});

test('newsletter: subscribe in the footer, confirm and unsubscribe through the mailed links', async ({
  page,
}) => {
  const email = `reader-${unique}@example.com`;
  // Any page but home, whose own newsletter section takes the footer's place.
  await page.goto(`${live.site}/ko/about`);
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await reachIsland(footer.locator('form'));
  await footer.getByLabel('이메일 주소').fill(email);
  await footer.getByRole('button', { name: '구독하기' }).click();
  await expect(footer.getByRole('status')).toContainText('메일의 링크로 구독을 확정해 주세요');

  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe('Meridian 뉴스레터 구독을 확인해 주세요');
  const confirm = mail.links.find((link) => link.includes('/confirm?token='));
  const unsubscribe = mail.links.find((link) => link.includes('/unsubscribe?token='));
  if (!confirm || !unsubscribe) throw new Error(`Links missing in: ${mail.links.join(', ')}`);
  await page.goto(confirm);
  await page.waitForURL(`${live.site}/ko/newsletter?status=confirmed`);
  await expect(page.getByRole('status').filter({ hasText: '구독이 확정되었으며' })).toBeVisible();
  await page.goto(unsubscribe);
  await page.waitForURL(`${live.site}/ko/newsletter?status=unsubscribed`);
  await expect(page.getByRole('status').filter({ hasText: '구독이 해지되었습니다' })).toBeVisible();
});

test('the contact form stores a message in the CMS and the team is told by mail', async ({ page }) => {
  const email = `kenji-${unique}@example.com`;
  await page.goto(`${live.site}/ja/contact`);
  await hydrated(page);
  const form = page.locator('main form').first();
  await form.getByLabel('お名前').fill('山田 健二');
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByLabel('お問い合わせの種類').selectOption('ecosystem_listing');
  await form.getByLabel('お問い合わせ内容').fill('エコシステムへの掲載について相談させてください。');
  await form.getByRole('button', { name: '送信する' }).click();
  const [notice] = await mailsTo('hello@meridian.network').then((mails) =>
    mails.filter((mail) => mail.text.includes(email)),
  );
  expect(notice.text).toContain('エコシステムへの掲載について相談させてください。');
  await expect(form.getByLabel('お問い合わせ内容')).toHaveValue('');
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createSiteServer } from '../server/site-server';
import { TOKEN_COOKIE } from '../src/features/account/config';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, test } from './fixtures';
import { watchHydration } from './hydration-checks';
import { escapeRegExp, messages } from './site';

// A form sent before the page's JavaScript ran (a slow phone) reaches the site server, which
// passes it on to the CMS and answers with the page again in the visitor's language (issue 28,
// item 10). Here the CMS is a fake on a free port, and the build is served by a site server
// pointed at it, as `npm start` serves it.

const PASSWORD = 'correct horse battery';
/** What the fake CMS received, by path. */
const received: Array<{ path: string; body: unknown }> = [];
const cms = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { password?: string };
    received.push({ path: req.url ?? '', body });
    const json = (status: number, data: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
    if (req.url === '/api/auth/local') {
      if (body.password === PASSWORD) return json(200, { jwt: 'e2e.session.token', user: { id: 1 } });
      return json(400, {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
      });
    }
    return json(201, { data: { id: 1 } });
  });
});
let site: ReturnType<typeof createSiteServer>;
let base = '';

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

test.beforeAll(async () => {
  const cmsPort = await listen(cms);
  site = createSiteServer({
    publicDir: path.resolve('public'),
    log: {},
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
  });
  base = `http://127.0.0.1:${await listen(site.server)}`;
});
test.afterAll(async () => {
  await close(site.server);
  await close(cms);
});

/** A field by the start of its label (the label also holds the required marker). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
/** The contact form (the footer's newsletter prompt has an e-mail field too). */
const contactForm = (page: Page) => page.locator('form[data-form="contact"]');
/** The form's styles, as class names: the page's head has the rules of those the build drew. */
const classesOf = (form: Locator) =>
  form.evaluate((element) =>
    [element, ...element.querySelectorAll('[class]')].map((styled) => styled.getAttribute('class')),
  );

async function fillContact(
  page: Page,
  t: Record<string, string>,
  values: { email: string; message: string },
) {
  const form = contactForm(page);
  await field(form, t['form.name.label']).fill('山田 花子');
  await field(form, t['form.email.label']).fill(values.email);
  await field(form, t['form.topic.label']).selectOption('press');
  await field(form, t['form.message.label']).fill(values.message);
  await page.getByRole('button', { name: t['form.submit'] }).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const contact = messages(locale, 'contact');
    const account = messages(locale, 'account');

    test(`${localizePath('/contact', locale)}: errors beside the fields, values kept, then the thank-you`, async ({
      page,
    }) => {
      await page.goto(`${base}${localizePath('/contact', locale)}`);
      const built = await classesOf(contactForm(page));
      await fillContact(page, contact, { email: 'hanako@', message: 'Hello there, a question.' });
      // The server's React render of the form (server/compiled/form-renderer.cjs) is styled as the build's.
      expect(await classesOf(contactForm(page))).toEqual(built);

      await expect(page).toHaveURL(`${base}${localizePath('/contact', locale)}`);
      await expect(page.locator('[data-form-alert="contact"]')).toHaveText(contact['form.invalid']);
      const email = field(contactForm(page), contact['form.email.label']);
      await expect(email).toHaveValue('hanako@');
      // The page lands on the first field in error, far below the page's top.
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(contact['form.error.emailInvalid']);
      await expect(page.locator('#contact-email-error')).toBeVisible();
      await expect(field(contactForm(page), contact['form.name.label'])).toHaveValue('山田 花子');
      await expect(field(contactForm(page), contact['form.topic.label'])).toHaveValue('press');
      await expect(field(contactForm(page), contact['form.message.label'])).toHaveValue(
        'Hello there, a question.',
      );
      // Not sent (the other languages' tests may share this fake CMS).
      const sentInThisLanguage = () =>
        received.filter((call) => JSON.stringify(call.body).includes(`"locale":"${locale}"`));
      expect(sentInThisLanguage()).toEqual([]);

      await email.fill('hanako@example.com');
      await page.getByRole('button', { name: contact['form.submit'] }).click();
      await expect(page.locator('[data-form-status="contact"]')).toHaveText(contact['form.sent']);
      await expect(page.locator('[data-form-status="contact"]')).toBeFocused();
      await expect(page.locator('[data-form-status="contact"]')).toBeInViewport();
      expect(sentInThisLanguage()).toEqual([
        {
          path: '/api/contact-messages',
          body: {
            data: {
              name: '山田 花子',
              email: 'hanako@example.com',
              company: null,
              topic: 'press',
              message: 'Hello there, a question.',
              website: '',
              locale,
            },
          },
        },
      ]);
    });

    test(`${localizePath('/login', locale)}: a refused sign-in says why in the language, keeps the identifier, not the password`, async ({
      page,
    }) => {
      await page.goto(`${base}${localizePath('/login', locale)}`);
      await field(page, account['fields.identifier']).fill('ada@example.com');
      await page.locator('#password').fill('not the password');
      await page.getByRole('button', { name: account['login.submit'] }).click();

      await expect(page.locator('[data-form-alert="login"]')).toHaveText(
        account['cmsErrors.invalidCredentials'],
      );
      await expect(page.locator('[data-form-alert="login"]')).toBeVisible();
      await expect(field(page, account['fields.identifier'])).toHaveValue('ada@example.com');
      await expect(page.locator('#password')).toHaveValue('');
      expect(await page.content()).not.toContain('not the password');
    });

    test(`${localizePath('/login', locale)}: a sign-in sets the session cookie and goes to the account page`, async ({
      page,
      context,
    }) => {
      await page.goto(`${base}${localizePath('/login', locale)}`);
      await field(page, account['fields.identifier']).fill('ada');
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: account['login.submit'] }).click();
      await expect(page).toHaveURL(`${base}${localizePath('/account', locale)}`);
      const cookie = (await context.cookies()).find(({ name }) => name === TOKEN_COOKIE);
      expect(cookie).toMatchObject({ value: 'e2e.session.token', sameSite: 'Lax', path: '/' });
    });
  }

  test('the footer newsletter prompt goes to the newsletter page, which says to check the inbox', async ({
    page,
  }) => {
    const t = messages('ko', 'footer');
    await page.goto(`${base}/ko/about`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: t['newsletter.emailLabel'] }).fill('reader@example.com');
    await footer.getByRole('button', { name: t['newsletter.submit'] }).click();
    await expect(page).toHaveURL(`${base}/ko/newsletter`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t['newsletter.sent']);
  });
});

/** A slow phone: the page's scripts are held back until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const scriptsArrive = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await scriptsArrive;
    // The first page's requests were cancelled when the form was sent.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('sent before the page’s JavaScript ran, the answer survives hydration', async ({ page }) => {
  const t = messages('ja', 'contact');
  const release = await holdScripts(page);
  await page.goto(`${base}/ja/contact`, { waitUntil: 'domcontentloaded' });
  await fillContact(page, t, { email: 'hanako@', message: '短い' });
  await expect(page.locator('[data-form-alert="contact"]')).toHaveText(t['form.invalid']);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  // The scripts arrive on the answered page, and React hydrates it…
  release();
  await hydrated(page);
  // …starting from the answer instead of an empty form.
  await expect(page.locator('[data-form-alert="contact"]')).toHaveText(t['form.invalid']);
  await expect(field(contactForm(page), t['form.email.label'])).toHaveValue('hanako@');
  await expect(field(contactForm(page), t['form.message.label'])).toHaveValue('短い');
  await expect(page.locator('#contact-email-error')).toHaveText(t['form.error.emailInvalid']);
  await expect(page.locator('#form-result')).toHaveCount(0);
  // And it is live: correcting the address clears its error as the visitor types.
  await field(contactForm(page), t['form.email.label']).fill('hanako@example.com');
  await expect(page.locator('#contact-email-error')).toBeHidden();
});

// The prompt's code loads on the visitor's first contact (deferredForm); a page that is its answer
// hydrates it at once, from the answer the page read (its root of its own would find it removed).
test('a newsletter address sent before the JavaScript ran: the answer page hydrates the prompt at once, from the answer', async ({
  page,
}) => {
  const t = messages('ko', 'footer');
  const release = await holdScripts(page);
  const errors = await watchHydration(page, '/ko/newsletter');
  await page.goto(`${base}/ko/about`, { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: t['newsletter.emailLabel'] });
  await email.fill('reader@');
  await footer.getByRole('button', { name: t['newsletter.submit'] }).click();
  await expect(page).toHaveURL(`${base}/ko/newsletter`);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  release();
  await hydrated(page);
  // Untouched, the prompt is React's: the answer page hydrated it at once, as the server drew it.
  await expect
    .poll(() =>
      footer.locator('form').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await expect(email).toHaveValue('reader@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(footer.getByRole('status')).toHaveText(t['newsletter.invalidEmail']);
  await expect(page.locator('#form-result')).toHaveCount(0);
  expect(errors).toEqual([]);
  // And live: a still wrong address is refused in place, without sending the page.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await email.fill('still@wrong');
  await footer.getByRole('button', { name: t['newsletter.submit'] }).click();
  await expect(footer.getByRole('status')).toHaveText(t['newsletter.invalidEmail']);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

/**
 * @jest-environment node
 */
// Forms sent before the page's JavaScript ran (issue 28, item 10): the site server passes them on
// to the CMS and answers with the page again. The pages are the site's own components rendered
// as the build renders them, so the server's answer is checked against their real markup.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import React from 'react';
import { verifyVisitor } from '@meridian/shared/visitor-address';
import { FORM_LIMITS } from '../server/forms';
import { createRateLimit } from '../server/rate-limit';
import { createSiteServer } from '../server/site-server';
import { ContactForm } from '../src/components/contact/ContactForm';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { renderToHtml } from '../src/pipeline/rendering/emotion-ssr';
import type { FormRenderer } from '../server/forms';
import * as buildFormRenderer from '../src/pipeline/rendering/form-renderer';
import type { Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import ForgotPasswordPage from '../src/pages/forgot-password';
import LoginPage from '../src/pages/login';
import NewsletterPage from '../src/pages/newsletter';
import RegisterPage from '../src/pages/register';
import ResetPasswordPage from '../src/pages/reset-password';
import { loadMessages, withI18n } from './helpers/i18n';

const LANGUAGES: Locale[] = ['en', 'ja', 'ko'];
const pageProps = { location: { search: '' } } as unknown as PageProps;

/**
 * A page as the build writes it: the component's server rendering (which waits for the chunks of
 * its Suspense boundaries, such as the footer's newsletter prompt) in a document of its language.
 */
async function pageHtml(locale: Locale, ui: React.ReactElement): Promise<string> {
  const { element } = withI18n(<>{ui}</>, { locale });
  return `<!DOCTYPE html><html lang="${locale}"><head><script>window.pagePath="/";</script></head><body><div id="___gatsby">${await renderToHtml(element)}</div></body></html>`;
}

/** Its page data: the page's translations, as gatsby-plugin-react-i18next puts them there. */
function pageData(locale: Locale): string {
  const edges = Object.entries(loadMessages(locale)).map(([ns, data]) => ({
    node: { ns, data: JSON.stringify(data), language: locale },
  }));
  return JSON.stringify({ result: { data: { locales: { edges } } } });
}

const PAGES: Record<string, React.ReactElement> = {
  '/contact': (
    <>
      <ContactForm email="hello@meridian.network" submit={async () => undefined} />
      <NewsletterPrompt />
    </>
  ),
  // Its layout has the footer's prompt.
  '/newsletter': <NewsletterPage {...pageProps} />,
  '/login': <LoginPage {...pageProps} />,
  '/register': <RegisterPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage {...pageProps} />,
};

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-site-'));
function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
  fs.writeFileSync(path.join(build, file), content);
}
write('index.html', '<!DOCTYPE html><html lang="en"><body>Home</body></html>');
write('404.html', '<!DOCTYPE html><html lang="en"><body>Not found</body></html>');
async function writePages() {
  for (const locale of LANGUAGES) {
    for (const [route, ui] of Object.entries(PAGES)) {
      const page = localizePath(route, locale);
      write(`${page}/index.html`, await pageHtml(locale, ui));
      write(`page-data${page}/page-data.json`, pageData(locale));
    }
  }
}

/** The fake CMS: records each call and answers as `answer` says (by default, 200 `{}`). */
interface CmsCall {
  path: string;
  language: string | undefined;
  /** The signed visitor address the relay sent (packages/shared/src/visitor-address.ts). */
  visitor: string | undefined;
  body: Record<string, unknown>;
}
const calls: CmsCall[] = [];
let answer: (call: CmsCall) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
const cms = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const call = {
      path: req.url ?? '',
      language: req.headers['accept-language'],
      visitor: req.headers['x-meridian-visitor'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
    };
    calls.push(call);
    const { status, body } = answer(call);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
});

const validationError = (message: string) => ({
  status: 400,
  body: { data: null, error: { status: 400, name: 'ValidationError', message, details: {} } },
});

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let site = '';
let siteServer: ReturnType<typeof createSiteServer>;
let downSite = '';
let downServer: ReturnType<typeof createSiteServer>;

let cmsBase = '';

// The build's form renderer, from its source (a server loads it compiled: server/compiled/). What
// the server expects of the module it loads is what the module exports: tsc fails here when they part.
const formRenderer: FormRenderer = buildFormRenderer;

beforeAll(async () => {
  await writePages();
  const cmsUrl = await listen(cms);
  cmsBase = cmsUrl;
  // These tests send more forms from one address than a person would (the limit has its own test).
  siteServer = createSiteServer({
    publicDir: build,
    log: quiet,
    cmsUrl,
    formCallsPerMinute: 1000,
    formRenderer,
  });
  site = await listen(siteServer.server);
  // A CMS that is down: a port nothing listens on any more.
  const gone = http.createServer();
  const goneUrl = await listen(gone);
  await close(gone);
  downServer = createSiteServer({ publicDir: build, log: quiet, cmsUrl: goneUrl, formRenderer });
  downSite = await listen(downServer.server);
});
beforeEach(() => {
  calls.length = 0;
  answer = () => ({ status: 200, body: {} });
});
afterAll(async () => {
  await Promise.all([close(siteServer.server), close(downServer.server), close(cms)]);
  fs.rmSync(build, { recursive: true, force: true });
});

/** What a browser sends for a form: urlencoded, from a page of the same site. */
function post(
  base: string,
  target: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${target}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: base,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The status of a form POST sent from another loopback address (another visitor). */
function postFrom(localAddress: string, base: string, target: string, fields: Record<string, string>) {
  return postWithHeaders(base, target, { Origin: base }, localAddress, fields);
}

/** The HTML of the element whose opening tag holds `marker`, up to its closing tag. */
function element(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`${marker} is not in the page`);
  const start = html.lastIndexOf(`<${tag}`, at);
  return html.slice(start, html.indexOf(`</${tag}>`, at) + tag.length + 3);
}
const tagOf = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};
const text = (fragment: string) => fragment.replace(/<[^>]+>/g, '');

const CONTACT = {
  name: '山田 花子',
  email: 'hanako@example.com',
  company: '',
  topic: 'press',
  message: 'キャンペーンについて質問があります。<b>よろしく</b>',
  website: '',
};

describe('forms sent without JavaScript: contact', () => {
  it.each(LANGUAGES)('%s: the message goes to the CMS and the page says thank you', async (locale) => {
    const t = loadMessages(locale).contact;
    const response = await post(site, localizePath('/contact', locale), CONTACT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(text(element(html, 'data-form-status="contact"', 'div'))).toBe(t['form.sent']);
    expect(text(element(html, 'data-form-alert="contact"', 'div'))).toBe('');
    // The same call as the browser's (features/forms/contact.ts), in the page's language.
    expect(calls).toEqual([
      {
        path: '/api/contact-messages',
        language: locale,
        body: { data: { ...CONTACT, company: null, locale } },
      },
    ]);
    // Sent: the form is empty again.
    expect(tagOf(html, 'name="name"')).toContain('value=""');
    // The browser lands on the thank-you, not the page's top (the form is far below it).
    expect(tagOf(html, 'data-form-status="contact"')).toMatch(/ tabindex="-1" autofocus=""/);
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
  });

  it('an invalid form is not sent: the errors are beside the fields, in the language, and the values stay', async () => {
    const t = loadMessages('ja').contact;
    const response = await post(site, '/ja/contact', {
      ...CONTACT,
      email: 'hanako@',
      topic: '',
      message: '短い',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(calls).toEqual([]);
    expect(text(element(html, 'data-form-alert="contact"', 'div'))).toBe(t['form.invalid']);
    const email = tagOf(html, 'name="email"');
    expect(email).toContain('value="hanako@"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="contact-email-error"');
    expect(tagOf(html, 'id="contact-email-error"')).not.toContain('hidden');
    expect(text(element(html, 'id="contact-email-error"', 'p'))).toBe(t['form.error.emailInvalid']);
    expect(text(element(html, 'id="contact-topic-error"', 'p'))).toBe(t['form.error.topicRequired']);
    // The message's hint still describes it, then its error.
    expect(tagOf(html, 'name="message"')).toContain(
      'aria-describedby="contact-message-hint contact-message-error"',
    );
    expect(text(element(html, 'id="contact-message-error"', 'p'))).toBe(
      t['form.error.messageTooShort'].replace('{{min}}', '10'),
    );
    expect(element(html, 'name="message"', 'textarea')).toContain('>短い</textarea>');
    expect(tagOf(html, 'name="name"')).toContain('value="山田 花子"');
    // A field without an error keeps its error paragraph hidden.
    expect(tagOf(html, 'id="contact-name-error"')).toContain('hidden=""');
    // The browser lands on the first field in error, not the page's top (the form is far below it).
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(email).toContain('autofocus=""');
  });

  it('keeps what was typed as text, never as markup', async () => {
    answer = () => ({ status: 500, body: {} });
    const html = await (
      await post(site, '/contact', { ...CONTACT, name: '"><script>alert(1)</script>' })
    ).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(tagOf(html, 'name="name"')).toContain(
      // React's escaping (the form is its render).
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    // Nor in the data the form reads on hydration.
    expect(html).not.toMatch(/<\/script><b>/);
  });

  it('the choice of topic stays selected', async () => {
    const html = await (await post(site, '/contact', { ...CONTACT, message: '' })).text();
    const topic = element(html, 'name="topic"', 'select');
    expect(topic).toContain('<option value="press" selected="">');
    expect(topic.match(/selected=""/g)).toHaveLength(1);
  });

  it('the CMS refusing the message (its validation): a clear failure in the language, values kept', async () => {
    answer = () => validationError('message must be at least 10 characters');
    const t = loadMessages('ko').contact;
    const response = await post(site, '/ko/contact', CONTACT);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(text(element(html, 'data-form-alert="contact"', 'div'))).toBe(
      t['form.failed'].replace('{{email}}', 'hello@meridian.network'),
    );
    expect(tagOf(html, 'name="email"')).toContain(`value="${CONTACT.email}"`);
  });

  it.each(LANGUAGES)('%s: the CMS down: a clear failure in the language, values kept', async (locale) => {
    const t = loadMessages(locale).contact;
    const response = await post(downSite, localizePath('/contact', locale), CONTACT);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(text(element(html, 'data-form-alert="contact"', 'div'))).toBe(
      t['form.failed'].replace('{{email}}', 'hello@meridian.network'),
    );
    expect(tagOf(html, 'name="name"')).toContain('value="山田 花子"');
    expect(element(html, 'name="message"', 'textarea')).toContain(
      'キャンペーンについて質問があります。&lt;b&gt;',
    );
  });

  it('puts the result in the page as data for the form to start from on hydration', async () => {
    const html = await (await post(site, '/ja/contact', { ...CONTACT, email: 'x' })).text();
    const data = /<script type="application\/json" id="form-result">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const result = JSON.parse(data) as { form: string; values: Record<string, string>; fieldErrors: object };
    expect(result.form).toBe('contact');
    expect(result.values).toMatchObject({ name: CONTACT.name, email: 'x', message: CONTACT.message });
    expect(Object.keys(result.fieldErrors)).toEqual(['email']);
    // `<` is escaped in the data: nothing typed can end the script element.
    expect(data).not.toContain('<');
  });
});

describe('forms sent without JavaScript: newsletter', () => {
  it('the footer prompt posts to the newsletter page of its language', () => {
    for (const locale of LANGUAGES) {
      const html = fs.readFileSync(path.join(build, localizePath('/contact', locale), 'index.html'), 'utf8');
      expect(tagOf(html, 'data-form="newsletter"')).toContain(
        `action="${localizePath('/newsletter', locale)}"`,
      );
    }
  });

  it.each(LANGUAGES)(
    '%s: the subscription goes to the CMS and the page says to check the inbox',
    async (locale) => {
      const t = loadMessages(locale).footer;
      const response = await post(site, localizePath('/newsletter', locale), {
        email: 'a@example.com',
        website: '',
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(calls).toEqual([
        {
          path: '/api/newsletter-subscriptions',
          language: locale,
          body: { data: { email: 'a@example.com', locale, website: '' } },
        },
      ]);
      // Both the page's message and the prompt's.
      const messages = html.match(/data-form-status="newsletter"[^>]*>[^<]*</g) ?? [];
      expect(messages).toHaveLength(2);
      for (const message of messages) expect(message).toContain(`>${t['newsletter.sent']}<`);
    },
  );

  it('an invalid address: the field is invalid and described by the message, the address kept', async () => {
    const t = loadMessages('ko').footer;
    const response = await post(site, '/ko/newsletter', { email: 'not-an-address' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(calls).toEqual([]);
    const input = tagOf(html, 'name="email"');
    expect(input).toContain('value="not-an-address"');
    expect(input).toContain('aria-invalid="true"');
    const messageId = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    expect(text(element(html, `id="${messageId}"`, 'p'))).toBe(t['newsletter.invalidEmail']);
  });
});

const jwtAnswer = {
  status: 200,
  body: { jwt: 'header.payload.signature', user: { id: 1, email: 'a@example.com' } },
};

describe('forms sent without JavaScript: sign-in and the account forms', () => {
  it.each(LANGUAGES)(
    '%s: a sign-in sets the session cookies as the browser does and goes to the account page',
    async (locale) => {
      answer = () => jwtAnswer;
      const response = await post(site, localizePath('/login', locale), {
        identifier: ' ada ',
        password: 'correct horse',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(localizePath('/account', locale));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(calls).toEqual([
        { path: '/api/auth/local', language: locale, body: { identifier: 'ada', password: 'correct horse' } },
      ]);
      // Plain-http localhost: not Secure, as the browser code writes it there (token-cookies.ts).
      expect(response.headers.getSetCookie()).toEqual([
        'meridian_token=header.payload.signature; Max-Age=604800; Path=/; SameSite=Lax',
        'apollo-token-community=header.payload.signature; Max-Age=604800; Path=/; SameSite=Lax',
      ]);
    },
  );

  it('the cookies are Secure on an https site', async () => {
    answer = () => jwtAnswer;
    const secure = createSiteServer({
      formRenderer,
      publicDir: build,
      log: quiet,
      cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      https: true,
    });
    const base = await listen(secure.server);
    try {
      // The page was served over https (by the TLS proxy in front): its forms come from that origin.
      const response = await post(
        base,
        '/login',
        { identifier: 'ada', password: 'correct horse' },
        { Origin: base.replace(/^http:/, 'https:') },
      );
      expect(response.status).toBe(303);
      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=Lax; Secure$/);
    } finally {
      await close(secure.server);
    }
  });

  it('goes back where the sign-in page was asked to, only to a path of this site', async () => {
    answer = () => jwtAnswer;
    const back = await post(site, `/ja/login?return=${encodeURIComponent('/ja/blog?page=2')}`, {
      identifier: 'ada',
      password: 'correct horse',
    });
    expect(back.headers.get('location')).toBe('/ja/blog?page=2');
    for (const elsewhere of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const response = await post(site, `/ja/login?return=${encodeURIComponent(elsewhere)}`, {
        identifier: 'ada',
        password: 'correct horse',
      });
      expect(response.headers.get('location')).toBe('/ja/account');
    }
    // As an attacker writes them in a link: dot segments that normalize to `//host`, encoded or
    // not, and tabs or backslashes, which browsers drop or read as `/`.
    for (const query of [
      '/.//evil.example/phish',
      '/..//evil.example/phish',
      '/%2e%2e//evil.example/phish',
      '/%252e%252e//evil.example/phish',
      '/.%2e//evil.example',
      '/%09/evil.example',
      '/%5C/evil.example',
    ]) {
      const response = await post(site, `/ja/login?return=${query}`, {
        identifier: 'ada',
        password: 'correct horse',
      });
      expect([query, response.status, response.headers.get('location')]).toEqual([query, 303, '/ja/account']);
    }
  });

  it.each(LANGUAGES)(
    '%s: wrong credentials: the CMS error in the language, the identifier kept, the password never echoed',
    async (locale) => {
      answer = () => validationError('Invalid identifier or password');
      const t = loadMessages(locale).account;
      const response = await post(site, localizePath('/login', locale), {
        identifier: 'ada@example.com',
        password: 'hunter2-secret',
      });
      expect(response.status).toBe(422);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(text(element(html, 'data-form-alert="login"', 'div'))).toBe(t['cmsErrors.invalidCredentials']);
      expect(tagOf(html, 'name="identifier"')).toContain('value="ada@example.com"');
      expect(tagOf(html, 'name="password"')).toContain('value=""');
      expect(html).not.toContain('hunter2-secret');
    },
  );

  it('an empty sign-in form is not sent: each field says what it needs', async () => {
    const t = loadMessages('ja').account;
    const html = await (await post(site, '/ja/login', { identifier: '', password: '' })).text();
    expect(calls).toEqual([]);
    expect(text(element(html, 'id="identifier-error"', 'p'))).toBe(t['errors.identifierRequired']);
    expect(text(element(html, 'id="password-error"', 'p'))).toBe(t['errors.passwordRequired']);
    expect(tagOf(html, 'name="password"')).toContain('aria-describedby="password-error"');
  });

  it('a rate-limited sign-in says so (429)', async () => {
    answer = () => ({
      status: 429,
      body: {
        data: null,
        error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' },
      },
    });
    const response = await post(site, '/ko/login', { identifier: 'ada', password: 'x' });
    expect(response.status).toBe(429);
    expect(text(element(await response.text(), 'data-form-alert="login"', 'div'))).toBe(
      loadMessages('ko').account['cmsErrors.rateLimited'],
    );
  });

  it('an address sending more forms than a person would is told to wait (429), without the CMS being asked; others are still served', async () => {
    const limited = createSiteServer({
      formRenderer,
      publicDir: build,
      log: quiet,
      cmsUrl: cmsBase,
      formCallsPerMinute: 3,
    });
    const limitedSite = await listen(limited.server);
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await post(limitedSite, '/ja/login', { identifier: 'ada', password: 'x' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(calls).toHaveLength(3);
      const refused = await post(limitedSite, '/ja/login', { identifier: 'ada', password: 'hunter2-secret' });
      const html = await refused.text();
      expect(text(element(html, 'data-form-alert="login"', 'div'))).toBe(
        loadMessages('ja').account['cmsErrors.rateLimited'],
      );
      expect(tagOf(html, 'name="identifier"')).toContain('value="ada"');
      expect(html).not.toContain('hunter2-secret');
      // Another address is relayed as before.
      const other = await postFrom('127.0.0.2', limitedSite, '/ja/login', {
        identifier: 'ada',
        password: 'x',
      });
      expect(other).toBe(200);
      expect(calls).toHaveLength(4);
    } finally {
      await close(limited.server);
    }
  });

  it('the CMS down: the sign-in page says the service cannot be reached, in the language', async () => {
    const response = await post(downSite, '/ja/login', { identifier: 'ada', password: 'hunter2-secret' });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(text(element(html, 'data-form-alert="login"', 'div'))).toBe(
      loadMessages('ja').account['cmsErrors.network'],
    );
    expect(html).not.toContain('hunter2-secret');
  });

  it('a registration that needs the address confirmed says to check the inbox, without the password', async () => {
    answer = () => ({ status: 200, body: { user: { email: 'new@example.com' } } });
    const t = loadMessages('ko').account;
    const response = await post(site, '/ko/register', {
      username: 'newcomer',
      email: 'new@example.com',
      password: 'long enough password',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(calls[0]).toEqual({
      path: '/api/auth/local/register',
      language: 'ko',
      body: { username: 'newcomer', email: 'new@example.com', password: 'long enough password' },
    });
    expect(text(element(html, 'data-form-status="register"', 'div'))).toBe(
      t['register.checkInbox'].replace('{{email}}', 'new@example.com'),
    );
    expect(tagOf(html, 'name="username"')).toContain('value="newcomer"');
    expect(html).not.toContain('long enough password');
  });

  it('a password request answers the same words as the browser', async () => {
    const html = await (await post(site, '/ja/forgot-password', { email: 'someone@example.com' })).text();
    expect(calls).toEqual([
      { path: '/api/auth/forgot-password', language: 'ja', body: { email: 'someone@example.com' } },
    ]);
    expect(text(element(html, 'data-form-status="forgot-password"', 'div'))).toBe(
      loadMessages('ja').account['forgot.sent'],
    );
  });

  it("a new password is set with the link's code and signs in", async () => {
    answer = () => jwtAnswer;
    const response = await post(site, '/ko/reset-password?code=the-mailed-code', {
      password: 'new password 1',
      passwordConfirmation: 'new password 1',
    });
    expect(calls[0].body).toEqual({
      code: 'the-mailed-code',
      password: 'new password 1',
      passwordConfirmation: 'new password 1',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ko/account');
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it('passwords that differ are not sent, and neither is echoed', async () => {
    const html = await (
      await post(site, '/reset-password?code=c', {
        password: 'first password',
        passwordConfirmation: 'second one',
      })
    ).text();
    expect(calls).toEqual([]);
    expect(text(element(html, 'id="passwordConfirmation-error"', 'p'))).toBe(
      loadMessages('en').account['errors.passwordMismatch'],
    );
    expect(html).not.toContain('first password');
    expect(html).not.toContain('second one');
  });
});

describe('forms sent without JavaScript: what is refused', () => {
  it('a POST from another site (CSRF) is refused, and nothing reaches the CMS', async () => {
    answer = () => jwtAnswer;
    const crossSite: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      // No Origin: the Referer decides.
      { Origin: '', Referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const response = await post(site, '/login', { identifier: 'ada', password: 'x' }, headers);
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // Neither header at all.
    const bare = await new Promise<number>((resolve) => {
      const request = http.request(`${site}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.end('name=x');
    });
    expect(bare).toBe(403);
    expect(calls).toEqual([]);
  });

  it('a Referer from this site is enough when there is no Origin', async () => {
    const response = await post(
      site,
      '/forgot-password',
      { email: 'a@example.com' },
      { Origin: '', Referer: `${site}/forgot-password` },
    );
    expect(response.status).toBe(200);
  });

  it('a body over the limit is refused with 413 before the CMS is asked', async () => {
    const response = await post(site, '/contact', { ...CONTACT, message: 'x'.repeat(FORM_LIMITS.body) });
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('a long Japanese message at the form limit fits (percent-encoded, 9 bytes a character)', async () => {
    const response = await post(site, '/ja/contact', { ...CONTACT, message: 'あ'.repeat(5000) });
    expect(response.status).toBe(200);
  });

  it('anything but an urlencoded form is refused with 415', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await post(site, '/contact', CONTACT, { 'Content-Type': type });
      expect(response.status).toBe(415);
    }
    expect(calls).toEqual([]);
  });

  it('a body that is not UTF-8 is refused with 400', async () => {
    const response = await fetch(`${site}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28]),
    });
    expect(response.status).toBe(400);
  });

  it('other pages still refuse POST; form pages list it in Allow', async () => {
    const other = await post(site, '/', {});
    expect(other.status).toBe(405);
    expect(other.headers.get('allow')).toBe('GET, HEAD');
    const put = await fetch(`${site}/contact`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('the server keeps serving after every refusal', async () => {
    const page = await fetch(`${site}/ja/contact`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('form-result');
  });
});

/** A form POST with the given headers as a browser (or an attacker's script) would send it: the status. */
function postWithHeaders(
  base: string,
  target: string,
  headers: Record<string, string>,
  localAddress?: string,
  fields: Record<string, string> = { email: 'a@example.com' },
) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${base}${target}`, {
      method: 'POST',
      localAddress,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': Buffer.byteLength(body),
        ...headers,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });
}

// Issue 38, items 5, 8 and 9: the CMS counts relayed forms per visitor, the relay's own table
// cannot be emptied by a flood, and only this site's own origin may post.
describe('forms sent without JavaScript: each visitor counted as themselves', () => {
  const secret = 'relay-test-secret-0123456789abcdefghijklmnop';

  it("each form reaches the CMS with its visitor's address, signed with the shared secret", async () => {
    const signing = createSiteServer({
      publicDir: build,
      log: quiet,
      cmsUrl: cmsBase,
      relaySecret: secret,
      formRenderer,
    });
    const signingSite = await listen(signing.server);
    try {
      expect(await postFrom('127.0.0.2', signingSite, '/forgot-password', { email: 'a@example.com' })).toBe(
        200,
      );
      expect(await postFrom('127.0.0.3', signingSite, '/newsletter', { email: 'b@example.com' })).toBe(200);
      expect(calls.map((call) => verifyVisitor(call.visitor, secret))).toEqual(['127.0.0.2', '127.0.0.3']);
      // Another secret's check fails: the CMS ignores such a header.
      expect(verifyVisitor(calls[0].visitor, `${secret}-other`)).toBeNull();
    } finally {
      await close(signing.server);
    }
  });

  it("behind the proxy, the visitor is the address the proxy saw, for the signature and the relay's own limit", async () => {
    const proxied = createSiteServer({
      formRenderer,
      publicDir: build,
      log: quiet,
      cmsUrl: cmsBase,
      relaySecret: secret,
      trustProxy: true,
      formCallsPerMinute: 1,
    });
    const proxiedSite = await listen(proxied.server);
    const from = (address: string) =>
      postWithHeaders(proxiedSite, '/forgot-password', {
        Origin: proxiedSite,
        // A client's own entry comes first; nginx's, last (deploy/nginx.conf).
        'X-Forwarded-For': `10.9.9.9, ${address}`,
      });
    try {
      expect([await from('198.51.100.7'), await from('198.51.100.7'), await from('203.0.113.5')]).toEqual([
        200, 429, 200,
      ]);
      expect(calls.map((call) => verifyVisitor(call.visitor, secret))).toEqual([
        '198.51.100.7',
        '203.0.113.5',
      ]);
    } finally {
      await close(proxied.server);
    }
  });

  it('a flood of new addresses does not give an address over its limit a fresh allowance', () => {
    const limit = createRateLimit({ limit: 2, maxClients: 100, now: () => 0 });
    expect([limit.allow('203.0.113.1'), limit.allow('203.0.113.1'), limit.allow('203.0.113.1')]).toEqual([
      true,
      true,
      false,
    ]);
    const flood = Array.from({ length: 500 }, (_, index) => limit.allow(`2001:db8::${index.toString(16)}`));
    // The addresses beyond the table's room are counted as one client.
    expect(flood.filter(Boolean).length).toBeLessThan(102);
    expect(limit.allow('203.0.113.1')).toBe(false);
  });

  it('a form whose origin differs in scheme or port, or that names another host (DNS rebinding), is refused', async () => {
    const port = new URL(site).port;
    const refused: Record<string, string>[] = [
      { Origin: `https://127.0.0.1:${port}` },
      { Origin: `http://127.0.0.1:${Number(port) + 1}` },
      // A page on rebind.example, whose name now resolves to this server: its Origin and Host agree.
      { Origin: `http://rebind.example:${port}`, Host: `rebind.example:${port}` },
    ];
    for (const headers of refused) expect(await postWithHeaders(site, '/forgot-password', headers)).toBe(403);
    expect(calls).toEqual([]);
    // The site's own public name (behind a TLS proxy) is accepted.
    const named = createSiteServer({
      formRenderer,
      publicDir: build,
      log: quiet,
      cmsUrl: cmsBase,
      https: true,
      siteUrl: 'https://meridian.example',
    });
    const namedSite = await listen(named.server);
    try {
      const headers = { Origin: 'https://meridian.example', Host: 'meridian.example' };
      expect(await postWithHeaders(namedSite, '/forgot-password', headers)).toBe(200);
      expect(
        await postWithHeaders(namedSite, '/forgot-password', {
          ...headers,
          Origin: 'http://meridian.example',
        }),
      ).toBe(403);
    } finally {
      await close(named.server);
    }
  });
});

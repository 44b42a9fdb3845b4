// A form the site server answered (sent before the page's JavaScript ran) is hydrated from that
// answer: React starts from the values and messages already in the HTML instead of wiping them.
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageWithResult } from '../server/forms';
import { ContactForm } from '../src/components/contact/ContactForm';
import { DeferredPageFeedback } from '../src/components/feedback/DeferredPageFeedback';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { FormAnswerContext, type FormResult } from '../src/features/forms/form-result';
import { FORM_RESULT_ELEMENT_ID } from '@meridian/shared/form-relay';
import { PASSWORD_MIN } from '@meridian/shared/form-rules';
import type { Locale } from '../src/features/i18n/locales';
import ForgotPasswordPage from '../src/pages/forgot-password';
import LoginPage from '../src/pages/login';
import NewsletterPage from '../src/pages/newsletter';
import RegisterPage from '../src/pages/register';
import ResetPasswordPage from '../src/pages/reset-password';
import { renderToHtml, renderWithStylesInHead } from '../src/pipeline/rendering/emotion-ssr';
import { renderFormRegion } from '../src/pipeline/rendering/form-renderer';
import { fakeAxiosTransport } from './helpers/axios-transport';
import { withI18n } from './helpers/i18n';

// Node's server build, for the build's renderer: the browser one (what 'react-dom/server'
// resolves to here) needs TextEncoder, which jsdom lacks.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
// It schedules its work with setImmediate, which jsdom's globals lack.
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

/**
 * The page as the server answers it (the build's HTML of `ui` with `result` put in), loaded into
 * the document and hydrated. Returns what React reported as a mismatch.
 */
async function hydrateAnswer(ui: React.ReactElement, locale: Locale, result: FormResult) {
  const built = withI18n(ui, { locale });
  // As the build renders it: a stream that waits for the chunks of its Suspense boundaries.
  const html = `<div id="root">${await renderToHtml(built.element)}</div></body>`;
  // The server's answer, its form drawn by the build's form renderer (compiled for the server).
  const answer = pageWithResult(html, result, {
    renderer: { renderFormRegion },
    language: locale,
    resources: built.messages,
  });
  document.body.innerHTML = answer.replace('</body>', '');
  const mismatches: unknown[] = [];
  const hydrating = withI18n(ui, { locale });
  await act(async () => {
    hydrateRoot(document.getElementById('root') as HTMLElement, hydrating.element, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { mismatches, messages: built.messages };
}

/**
 * What React logged, but for its warning that the server's and the browser's renderer both used
 * one context: here they run in one process (the streaming renderer leaves its mark on the
 * contexts), which a page never does.
 */
function loggedErrors(spy: jest.SpyInstance): unknown[][] {
  return spy.mock.calls.filter(
    ([message]) => !String(message).includes('multiple renderers concurrently rendering the same context'),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form answered by the site server, hydrated', () => {
  it('contact: keeps the values and the errors beside the fields, and the data is consumed', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const values = {
      name: '김민준',
      email: 'minjun@',
      company: '',
      topic: 'press',
      message: '문의드립니다. 캠페인 관련입니다.',
    };
    const { mismatches, messages } = await hydrateAnswer(
      <ContactForm email="hello@meridian.network" submit={async () => undefined} />,
      'ko',
      {
        form: 'contact',
        values,
        fieldErrors: { email: loadText('ko', 'contact', 'form.error.emailInvalid') },
        error: loadText('ko', 'contact', 'form.invalid'),
        success: null,
      },
    );
    expect(mismatches).toEqual([]);
    expect(loggedErrors(errorSpy)).toEqual([]);
    errorSpy.mockRestore();
    const t = messages.contact;
    expect(screen.getByLabelText(/^이름/)).toHaveValue('김민준');
    const email = screen.getByLabelText(/^이메일 주소/);
    expect(email).toHaveValue('minjun@');
    expect(email).toHaveAccessibleDescription(t['form.error.emailInvalid']);
    expect(email).toBeInvalid();
    expect(screen.getByLabelText(/^문의 유형/)).toHaveValue('press');
    expect(screen.getByLabelText(/^문의 내용/)).toHaveValue(values.message);
    expect(screen.getByRole('alert')).toHaveTextContent(t['form.invalid']);
    expect(document.getElementById(FORM_RESULT_ELEMENT_ID)).toBeNull();
  });

  it('contact: a thank-you stays, over an empty form', async () => {
    const { mismatches, messages } = await hydrateAnswer(
      <ContactForm email="hello@meridian.network" submit={async () => undefined} />,
      'ja',
      {
        form: 'contact',
        values: {},
        fieldErrors: {},
        error: null,
        success: loadText('ja', 'contact', 'form.sent'),
      },
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(messages.contact['form.sent']);
    expect(screen.getByLabelText(/^お名前/)).toHaveValue('');
  });

  it('sign-in: the CMS error and the identifier stay, the password field is empty', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mismatches, messages } = await hydrateAnswer(
      <LoginPage {...({ location: { search: '' } } as unknown as PageProps)} />,
      'ja',
      {
        form: 'login',
        values: { identifier: 'ada@example.com' },
        fieldErrors: {},
        error: loadText('ja', 'account', 'cmsErrors.invalidCredentials'),
        success: null,
      },
    );
    expect(mismatches).toEqual([]);
    expect(loggedErrors(errorSpy)).toEqual([]);
    errorSpy.mockRestore();
    const t = messages.account;
    expect(screen.getByLabelText(/^メールアドレスまたはユーザー名/)).toHaveValue('ada@example.com');
    expect(document.getElementById('password')).toHaveValue('');
    expect(document.querySelector('[data-form-alert="login"]')).toHaveTextContent(
      t['cmsErrors.invalidCredentials'],
    );
  });

  it('newsletter: an invalid address stays in the field, marked and described', async () => {
    const text = loadText('ko', 'footer', 'newsletter.invalidEmail');
    const { mismatches } = await hydrateAnswer(<NewsletterPrompt />, 'ko', {
      form: 'newsletter',
      values: { email: 'not-an-address' },
      fieldErrors: { email: text },
      error: null,
      success: text,
    });
    expect(mismatches).toEqual([]);
    const field = screen.getByRole('textbox');
    expect(field).toHaveValue('not-an-address');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(text);
  });

  it('page feedback: the answer, its reason and the comment stay, with the limited message; the data is consumed', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const comment = '<b>예시</b>가 필요합니다';
    const { mismatches, messages } = await hydrateAnswer(<DeferredPageFeedback />, 'ko', {
      form: 'feedback',
      values: { path: '/glossary', locale: 'ko', helpful: 'no', reasonNo: 'outdated', comment },
      fieldErrors: {},
      error: 'limited',
      success: null,
    });
    expect(mismatches).toEqual([]);
    expect(loggedErrors(errorSpy)).toEqual([]);
    errorSpy.mockRestore();
    expect(screen.getByRole('radio', { name: '아니요' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '예' })).not.toBeChecked();
    expect((document.querySelector('[name="reasonNo"]') as HTMLSelectElement).value).toBe('outdated');
    expect(screen.getByLabelText('의견 (선택)')).toHaveValue(comment);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common['feedback.limited']);
    expect(document.getElementById(FORM_RESULT_ELEMENT_ID)).toBeNull();
  });

  it('a page without an answer starts empty', async () => {
    const { mismatches } = await hydrateAnswer(
      <ContactForm email="hello@meridian.network" submit={async () => undefined} />,
      'en',
      // Another form's answer is not this form's.
      { form: 'login', values: { name: 'Ada' }, fieldErrors: {}, error: 'Failed', success: null },
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
  });
});

function loadText(locale: Locale, namespace: string, key: string): string {
  return withI18n(<></>, { locale }).messages[namespace][key];
}

describe('the newsletter prompt, hydrated after the page (its chunk loads on the visitor’s first contact)', () => {
  it('sends an address typed into the server’s HTML before it hydrated', async () => {
    const transport = fakeAxiosTransport({ status: 202, data: { data: { status: 'confirmation-sent' } } });
    try {
      const built = withI18n(<NewsletterPrompt />, { locale: 'ko' });
      document.body.innerHTML = `<div id="root">${await renderToHtml(built.element)}</div>`;
      // The visitor types before React has taken the form over.
      (screen.getByRole('textbox') as HTMLInputElement).value = 'early@example.com';
      await act(async () => {
        hydrateRoot(
          document.getElementById('root') as HTMLElement,
          withI18n(<NewsletterPrompt />, { locale: 'ko' }).element,
        );
      });
      await act(async () => {
        screen.getByRole('button').click();
      });
      expect(transport.requests.map((request) => request.body)).toEqual([
        { data: { email: 'early@example.com', locale: 'ko', website: '' } },
      ]);
      expect(screen.getByRole('status')).toHaveTextContent(built.messages.footer['newsletter.sent']);
    } finally {
      transport.restore();
    }
  });
});

const pageProps = { location: { search: '' } } as unknown as PageProps;
const ja = (namespace: string, key: string) => loadText('ja', namespace, key);

/** Each form's page (as the build renders it) and an answer to it: errors, a failure or a thank-you. */
const ANSWERS: Array<[string, React.ReactElement, Omit<FormResult, 'form'>]> = [
  [
    'contact',
    <ContactForm key="contact" email="hello@meridian.network" submit={async () => undefined} />,
    {
      values: { name: '山田', email: 'x@', company: '', topic: 'press', message: '<b>短い</b>' },
      fieldErrors: { email: ja('contact', 'form.error.emailInvalid') },
      error: ja('contact', 'form.invalid'),
      success: null,
    },
  ],
  [
    'newsletter',
    <NewsletterPage key="newsletter" {...pageProps} />,
    {
      values: { email: 'not-an-address' },
      fieldErrors: { email: ja('footer', 'newsletter.invalidEmail') },
      error: null,
      success: ja('footer', 'newsletter.invalidEmail'),
    },
  ],
  [
    'login',
    <LoginPage key="login" {...pageProps} />,
    {
      values: { identifier: 'ada@example.com' },
      fieldErrors: {},
      error: ja('account', 'cmsErrors.invalidCredentials'),
      success: null,
    },
  ],
  [
    'register',
    <RegisterPage key="register" />,
    {
      values: { username: 'ada', email: 'ada@example.com' },
      fieldErrors: {
        password: ja('account', 'errors.passwordShort').replace('{{min}}', String(PASSWORD_MIN)),
      },
      error: null,
      success: null,
    },
  ],
  [
    'forgot-password',
    <ForgotPasswordPage key="forgot" />,
    {
      values: { email: 'ada@example.com' },
      fieldErrors: {},
      error: null,
      success: ja('account', 'forgot.sent'),
    },
  ],
  [
    'reset-password',
    // With its link's code: this file's hydrations leave `useHydrated` true, which a page without one reads.
    <ResetPasswordPage key="reset" {...({ location: { search: '?code=c0de' } } as unknown as PageProps)} />,
    {
      values: {},
      fieldErrors: { passwordConfirmation: ja('account', 'errors.passwordMismatch') },
      error: null,
      success: null,
    },
  ],
];

/** The form's regions of a page (`data-form-region`: the form, or the prompt and the page's message), as the DOM holds them. */
function regionsOf(html: string, form: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll(`[data-form-region="${form}"], [data-form-region^="${form}:"]`)].map(
    (region) => region.outerHTML,
  );
}

describe("the server's answer is React's render of the page's own form, with the result", () => {
  it.each(ANSWERS)('%s', async (form, ui, answered) => {
    const result = { form, ...answered } as FormResult;
    const built = withI18n(ui, { locale: 'ja' });
    const page = (await renderWithStylesInHead(built.element)).html;
    const answer = pageWithResult(page, result, {
      renderer: { renderFormRegion },
      language: 'ja',
      resources: built.messages,
    });
    // The page itself, rendered by the build with the result as its forms' initial state.
    const withResult = withI18n(
      <FormAnswerContext.Provider value={{ result }}>{ui}</FormAnswerContext.Provider>,
      {
        locale: 'ja',
      },
    );
    const expected = regionsOf((await renderWithStylesInHead(withResult.element)).html, form);
    expect(expected.length).toBeGreaterThan(0);
    expect(regionsOf(answer, form)).toEqual(expected);
    // The answer is not the page as built: the result is in it.
    expect(regionsOf(answer, form)).not.toEqual(regionsOf(page, form));
    // Everything else is the page as built.
    const outside = (html: string) =>
      regionsOf(html, form).reduce((rest, region) => rest.replace(region, ''), innerHtml(html));
    expect(outside(answer)).toBe(outside(page));
  });
});

/** HTML as the DOM serializes it (so that it compares with regionsOf's). */
function innerHtml(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html.replace(/<script type="application\/json"[^]*?<\/script>/, '');
  return box.innerHTML;
}

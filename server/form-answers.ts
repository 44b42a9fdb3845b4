// What a form sent without JavaScript comes to: its fields checked as the browser code checks
// them, passed on to the CMS, and the outcome as data (the page's status and the form's result,
// or a sign-in's redirect with its cookies). No HTTP here: forms.ts reads the request and writes
// the answer.
import { authErrorKeyOf } from '@meridian/shared/cms-errors';
import { CONTACT_EMAILS } from '@meridian/shared/contact-emails';
import type { FormName, FormResult } from '@meridian/shared/form-relay';
import {
  ACCOUNT_VALIDATORS,
  type AccountFormValues,
  CONTACT_FIELDS,
  type ContactValues,
  PASSWORD_MIN,
  contactErrorParams,
  newsletterEmailValid,
  validateContact,
} from '@meridian/shared/form-rules';
import { safeReturnPath } from '@meridian/shared/safe-return-path';
import { type CmsCaller, type CmsData, failureStatus } from './form-cms';

/** A namespace's messages (i18next's fixed `t`, typed loosely: the page data holds the keys). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FormContext {
  /** The page's messages of one namespace (pageTranslator). */
  translate: (namespace: string) => Translate;
  language: string;
  /** The visitor's address (clientAddress). */
  client: string;
  /** The page's query string (a reset's code, a sign-in's return path). */
  query: URLSearchParams;
  /** The path's language prefix (`/ja`, or '' for English). */
  prefix: string;
  /** The session cookies a sign-in sets, for the request's host. */
  sessionCookies: (jwt: string) => string[];
  callCms: CmsCaller;
}

export type FormOutcome =
  | { status: number; result: Omit<FormResult, 'form'>; redirect?: undefined }
  | { redirect: string; cookies: string[] };

/** A field's text: the first value sent under its name, '' when none. */
const fieldOf = (params: URLSearchParams, name: string) => params.get(name) ?? '';

type AccountForm = keyof AccountFormValues;
type Values = Record<string, string>;
type SignIn = (jwt: string, toAccount?: boolean) => FormOutcome;
type AccountDone = { error?: string; success?: string } | FormOutcome;

/** Each account form: its fields, its CMS call, and what the CMS's answer comes to. */
const ACCOUNT_FORMS: Record<
  AccountForm,
  {
    fields: string[];
    call: (values: Values, query: URLSearchParams) => [string, unknown];
    done: (data: CmsData, use: { t: Translate; signIn: SignIn; values: Values }) => AccountDone;
  }
> = {
  login: {
    fields: ['identifier', 'password'],
    call: (values) => ['/auth/local', { identifier: values.identifier.trim(), password: values.password }],
    done: (data, { t, signIn }) => (data.jwt ? signIn(data.jwt) : { error: t('cmsErrors.unknown') }),
  },
  register: {
    fields: ['username', 'email', 'password'],
    call: (values) => [
      '/auth/local/register',
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
    ],
    // Without a token, the CMS asks the new member to confirm their address first.
    done: (data, { t, signIn, values }) =>
      data.jwt
        ? signIn(data.jwt, true)
        : { success: t('register.checkInbox', { email: data.user?.email ?? values.email.trim() }) },
  },
  'forgot-password': {
    fields: ['email'],
    call: (values) => ['/auth/forgot-password', { email: values.email.trim() }],
    // The same words whether or not the address has an account.
    done: (_data, { t }) => ({ success: t('forgot.sent') }),
  },
  'reset-password': {
    fields: ['password', 'passwordConfirmation'],
    call: (values, query) => [
      '/auth/reset-password',
      {
        code: query.get('code') ?? '',
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      },
    ],
    done: (data, { t, signIn }) => (data.jwt ? signIn(data.jwt, true) : { error: t('cmsErrors.unknown') }),
  },
};

/** What the visitor typed back in the form: every field but passwords. */
const keptValues = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !/^password/i.test(name)));

export async function answerContact(params: URLSearchParams, context: FormContext): Promise<FormOutcome> {
  const { translate, language, client, callCms } = context;
  const t = translate('contact');
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fieldOf(params, name)])) as Values &
    ContactValues;
  const errors = validateContact(values);
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([name, key]) => [
      name,
      t(`form.error.${key}`, contactErrorParams(name as keyof ContactValues)),
    ]),
  );
  if (Object.keys(fieldErrors).length) {
    return { status: 422, result: { values, fieldErrors, error: t('form.invalid'), success: null } };
  }
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const { failure } = await callCms(
    '/contact-messages',
    {
      data: {
        ...trimmed,
        company: trimmed.company || null,
        website: fieldOf(params, 'website'),
        locale: language,
      },
    },
    { language, client },
  );
  if (failure) {
    const error = t('form.failed', { email: CONTACT_EMAILS.general });
    return { status: failureStatus(failure), result: { values, fieldErrors: {}, error, success: null } };
  }
  return { status: 200, result: { values: {}, fieldErrors: {}, error: null, success: t('form.sent') } };
}

export async function answerNewsletter(params: URLSearchParams, context: FormContext): Promise<FormOutcome> {
  const { translate, language, client, callCms } = context;
  const t = translate('footer');
  const email = fieldOf(params, 'email');
  // The prompt has one message, its status line, which also describes the field when in error.
  if (!newsletterEmailValid(email)) {
    const message = t('newsletter.invalidEmail');
    return {
      status: 422,
      result: { values: { email }, fieldErrors: { email: message }, error: null, success: message },
    };
  }
  const { failure } = await callCms(
    '/newsletter-subscriptions',
    { data: { email: email.trim(), locale: language, website: fieldOf(params, 'website') } },
    { language, client },
  );
  if (failure) {
    return {
      status: failureStatus(failure),
      result: { values: { email }, fieldErrors: {}, error: null, success: t('newsletter.failed') },
    };
  }
  return {
    status: 200,
    result: { values: {}, fieldErrors: {}, error: null, success: t('newsletter.sent') },
  };
}

export async function answerAccount(
  form: AccountForm,
  params: URLSearchParams,
  context: FormContext,
): Promise<FormOutcome> {
  const { translate, language, client, query, prefix, callCms } = context;
  const t = translate('account');
  const spec = ACCOUNT_FORMS[form];
  const values = Object.fromEntries(spec.fields.map((name) => [name, fieldOf(params, name)]));
  const page = (status: number, outcome: Partial<Omit<FormResult, 'form'>>): FormOutcome => ({
    status,
    result: { values: keptValues(values), fieldErrors: {}, error: null, success: null, ...outcome },
  });
  const validate = ACCOUNT_VALIDATORS[form] as (values: Values) => Record<string, string>;
  const keys = validate(values);
  if (Object.keys(keys).length) {
    const fieldErrors = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, t(`errors.${key}`, { min: PASSWORD_MIN })]),
    );
    return page(422, { fieldErrors });
  }
  const [path, body] = spec.call(values, query);
  const { data, failure } = await callCms(path, body, { language, client });
  if (failure) return page(failureStatus(failure), { error: t(`cmsErrors.${authErrorKeyOf(failure)}`) });
  const accountPath = `${prefix}/account`;
  const signIn: SignIn = (jwt, toAccount = false) => ({
    redirect: toAccount ? accountPath : safeReturnPath(query.get('return'), accountPath),
    cookies: context.sessionCookies(jwt),
  });
  const outcome = spec.done(data, { t, signIn, values });
  return 'redirect' in outcome || 'status' in outcome ? (outcome as FormOutcome) : page(200, outcome);
}

/** The outcome of `form`, whichever it is. */
export function answerForm(
  form: FormName,
  params: URLSearchParams,
  context: FormContext,
): Promise<FormOutcome> {
  if (form === 'contact') return answerContact(params, context);
  if (form === 'newsletter') return answerNewsletter(params, context);
  return answerAccount(form, params, context);
}

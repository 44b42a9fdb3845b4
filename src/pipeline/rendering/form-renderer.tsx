// The site server's answer to a form sent before the page's JavaScript ran, drawn by the page's own
// components: each region of the built page that a form's answer changes (`data-form-region`) is
// rendered again here, given the answer as the form's initial state (FormAnswerContext), in the
// page's language with the page's translations. The server puts this HTML in place of the region
// (server/form-page.ts); the browser then hydrates it from the same answer (useFormResult).
// scripts/build-server.mjs compiles this module to server/compiled/form-renderer.cjs.
import { CacheProvider } from '@emotion/react';
import type { FormResult } from '@meridian/shared/form-relay';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import i18next from 'i18next';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { FORGOT_PASSWORD_VALUES, ForgotPasswordForm } from '../../components/account/ForgotPasswordForm';
import { LOGIN_VALUES, LoginForm } from '../../components/account/LoginForm';
import { REGISTER_VALUES, RegisterForm } from '../../components/account/RegisterForm';
import { RESET_PASSWORD_VALUES, ResetPasswordForm } from '../../components/account/ResetPasswordForm';
import { useForm } from '../../components/account/useForm';
import { ContactForm } from '../../components/contact/ContactForm';
import { PageFeedback } from '../../components/feedback/PageFeedback';
import { NewsletterPrompt } from '../../components/newsletter/NewsletterPrompt';
import { NewsletterStatus } from '../../components/newsletter/NewsletterStatus';
import { CONTACT_EMAILS } from '../../config/contact';
import { FormAnswerContext } from '../../features/forms/form-result';
import { I18NEXT_OPTIONS } from '../../features/i18n/i18next-options';
import { createServerStyleCache } from './emotion-ssr';
import { DEFAULT_LOCALE, LOCALES } from '../../features/i18n/locales';

/** The page's translations: namespace → key → message (its page data's `locales`). */
export type PageResources = Record<string, Record<string, string>>;

/** Nothing is sent from the server's render: its handlers never run. */
const inert = () => undefined;

// The account pages hold their form's state in the page (useForm); here, as they do.
const accountForm = {
  login: function Login() {
    return <LoginForm form={useForm(LOGIN_VALUES, 'login')} onSubmit={inert} />;
  },
  register: function Register() {
    return <RegisterForm form={useForm(REGISTER_VALUES, 'register')} onSubmit={inert} />;
  },
  'forgot-password': function ForgotPassword() {
    const form = useForm(FORGOT_PASSWORD_VALUES, 'forgot-password');
    return <ForgotPasswordForm form={form} onSubmit={inert} />;
  },
  'reset-password': function ResetPassword() {
    const form = useForm(RESET_PASSWORD_VALUES, 'reset-password');
    return <ResetPasswordForm form={form} onSubmit={inert} />;
  },
};

/**
 * Each region (the value of its `data-form-region`) and what draws it, with the props the page
 * gives it: the contact page's form (contact.tsx), the footer's prompt and the newsletter page's
 * message (newsletter.tsx), the account pages' forms, and the page feedback of any page (Layout).
 */
const REGIONS: Record<string, () => React.ReactElement> = {
  contact: () => <ContactForm email={CONTACT_EMAILS.general} submit={async () => undefined} />,
  newsletter: () => <NewsletterPrompt />,
  'newsletter:page': () => <NewsletterStatus search="" />,
  feedback: () => <PageFeedback />,
  ...Object.fromEntries(Object.entries(accountForm).map(([name, Form]) => [name, () => <Form />])),
};

export interface FormRegion {
  /** The region's `data-form-region`. */
  region: string;
  /** Its `data-form-region-id`: the id React's `useId` gave it in the built page, if it has one. */
  regionId?: string;
  result: FormResult;
  language: string;
  resources: PageResources;
}

/** The region's HTML with the answer in it, as React renders it (hydration takes it over); null for an unknown region. */
export function renderFormRegion({
  region,
  regionId,
  result,
  language,
  resources,
}: FormRegion): string | null {
  const draw = REGIONS[region];
  if (!draw) return null;
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    lng: language,
    resources: { [language]: resources },
    initAsync: false,
  });
  // What gatsby-plugin-react-i18next gives a page; the forms read its language (useLocale).
  const page = {
    language,
    languages: [...LOCALES],
    routed: language !== DEFAULT_LOCALE,
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    originalPath: '/',
    path: '/',
    siteUrl: '',
  };
  // As the page's render: class names only, the styles are in the page's head.
  const cache = createServerStyleCache();
  return renderToString(
    <CacheProvider value={cache}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={page}>
          <FormAnswerContext.Provider value={{ result, regionId }}>{draw()}</FormAnswerContext.Provider>
        </I18nextContext.Provider>
      </I18nextProvider>
    </CacheProvider>,
  );
}

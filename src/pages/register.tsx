import { graphql, navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../components/account/AccountShell';
import { EMAIL_PATTERN, PASSWORD_MIN, useForm } from '../components/account/useForm';
import { PasswordField, TextField } from '../components/forms/Field';
import { FormMessage, SubmitButton } from '../components/forms/FormStatus';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { useSession } from '../features/account/session';
import type { Locale } from '../features/i18n/locales';
import { localizePath } from '../features/i18n/paths';

export default function RegisterPage(): React.JSX.Element {
  const { t } = useTranslation('account');
  const { language } = useI18next();
  const { store } = useSession();
  const form = useForm({ username: '', email: '', password: '' });

  return (
    <AccountShell title={t('register.title')} intro={t('register.intro')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values) => ({
              ...(values.username.trim().length >= 3 ? {} : { username: t('errors.usernameShort') }),
              ...(EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: t('errors.emailInvalid') }),
              ...(values.password.length >= PASSWORD_MIN
                ? {}
                : { password: t('errors.passwordShort', { min: PASSWORD_MIN }) }),
            }),
            async (values) => {
              const user = await store?.register({
                username: values.username.trim(),
                email: values.email.trim(),
                password: values.password,
              });
              if (!user) throw new Error(t('errors.userFailed'));
              await navigate(localizePath('/account', language as Locale));
            },
          );
        }}
      >
        <FormMessage error={form.error} />
        <TextField
          id="username"
          label={t('fields.username')}
          autoComplete="username"
          required
          maxLength={60}
          {...form.field('username')}
        />
        <TextField
          id="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <PasswordField
          id="password"
          label={t('fields.password')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <div>
          <SubmitButton pending={form.pending} pendingLabel={t('register.pending')}>
            {t('register.submit')}
          </SubmitButton>
        </div>
      </form>
      <ul className="links">
        <li>
          <Link to="/login">{t('register.login')}</Link>
        </li>
      </ul>
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query RegisterPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

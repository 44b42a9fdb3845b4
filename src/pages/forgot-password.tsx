import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../components/account/AccountShell';
import { EMAIL_PATTERN, useForm } from '../components/account/useForm';
import { TextField } from '../components/forms/Field';
import { FormMessage, SubmitButton } from '../components/forms/FormStatus';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { useSession } from '../features/account/session';

export default function ForgotPasswordPage(): React.JSX.Element {
  const { t } = useTranslation('account');
  const { store } = useSession();
  const form = useForm({ email: '' });

  return (
    <AccountShell title={t('forgot.title')} intro={t('forgot.intro')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values) => (EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: t('errors.emailInvalid') }),
            async (values) => {
              await store?.forgotPassword({ email: values.email.trim() });
              // The same words whether or not the address has an account.
              return t('forgot.sent');
            },
          );
        }}
      >
        <FormMessage error={form.error} success={form.success} />
        <TextField
          id="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <div>
          <SubmitButton pending={form.pending} pendingLabel={t('forgot.pending')}>
            {t('forgot.submit')}
          </SubmitButton>
        </div>
      </form>
      <ul className="links">
        <li>
          <Link to="/login">{t('forgot.login')}</Link>
        </li>
      </ul>
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ForgotPasswordPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { FORGOT_PASSWORD_VALUES, ForgotPasswordForm } from '../components/account/ForgotPasswordForm';
import { AccountShell } from '../components/account/AccountShell';
import { accountErrors, useForm } from '../components/account/useForm';
import { PageHead } from '../components/layout/Seo';
import { ACCOUNT_VALIDATORS } from '@meridian/shared/form-rules';
import { Link } from '../components/ui/Link';
import { useSession } from '../features/account/session';

export default function ForgotPasswordPage(): React.JSX.Element {
  const { t } = useTranslation('account');
  const { store } = useSession();
  const form = useForm(FORGOT_PASSWORD_VALUES, 'forgot-password');

  return (
    <AccountShell title={t('forgot.title')} intro={t('forgot.intro')} relayed>
      <ForgotPasswordForm
        form={form}
        onSubmit={() => {
          void form.submit(
            (values) => accountErrors(ACCOUNT_VALIDATORS['forgot-password'](values), t),
            async (values) => {
              await store?.forgotPassword({ email: values.email.trim() });
              // The same words whether or not the address has an account.
              return t('forgot.sent');
            },
          );
        }}
      />
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

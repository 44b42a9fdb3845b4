import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTER_VALUES, RegisterForm } from '../components/account/RegisterForm';
import { AccountShell } from '../components/account/AccountShell';
import { accountErrors, useForm } from '../components/account/useForm';
import { PageHead } from '../components/layout/Seo';
import { ACCOUNT_VALIDATORS } from '@meridian/shared/form-rules';
import { Link } from '../components/ui/Link';
import { useSession } from '../features/account/session';
import { useLocalizedNavigate } from '../features/i18n/localized-navigate';

export default function RegisterPage(): React.JSX.Element {
  const { t } = useTranslation('account');
  const localizedNavigate = useLocalizedNavigate();
  const { store } = useSession();
  const form = useForm(REGISTER_VALUES, 'register');

  return (
    <AccountShell title={t('register.title')} intro={t('register.intro')} relayed>
      <RegisterForm
        form={form}
        onSubmit={() => {
          void form.submit(
            (values) => accountErrors(ACCOUNT_VALIDATORS.register(values), t),
            async (values) => {
              const outcome = await store?.register({
                username: values.username.trim(),
                email: values.email.trim(),
                password: values.password,
              });
              if (outcome && 'confirmationSentTo' in outcome) {
                return t('register.checkInbox', { email: outcome.confirmationSentTo });
              }
              if (!outcome) throw new Error(t('errors.userFailed'));
              await localizedNavigate('/account');
              return undefined;
            },
          );
        }}
      />
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

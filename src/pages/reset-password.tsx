import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_PASSWORD_VALUES, ResetPasswordForm } from '../components/account/ResetPasswordForm';
import { AccountShell } from '../components/account/AccountShell';
import { accountErrors, useForm } from '../components/account/useForm';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { useSession } from '../features/account/session';
import { ACCOUNT_VALIDATORS } from '@meridian/shared/form-rules';
import { useHydrated } from '../features/hydration';
import { useLocalizedNavigate } from '../features/i18n/localized-navigate';

export default function ResetPasswordPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('account');
  const localizedNavigate = useLocalizedNavigate();
  const { store } = useSession();
  const code = new URLSearchParams(location.search).get('code') ?? '';
  // The page's HTML cannot know the link's code: it carries the form, which a visitor without
  // JavaScript sends to this URL, code included (the site server reads it there). Once hydrated,
  // a page opened without a code says so instead.
  const hydrated = useHydrated();
  // Without a code the hero's introduction says so, in the paragraph already drawn: a new, larger
  // one in the card became the page's LCP after hydration (2.75 s on Lighthouse's phone against
  // 1.80 s with a code; docs/benchmarks.md).
  const showForm = Boolean(code) || !hydrated;
  const form = useForm(RESET_PASSWORD_VALUES, 'reset-password');

  return (
    <AccountShell title={t('reset.title')} intro={t(showForm ? 'reset.intro' : 'reset.noCode')} relayed>
      {showForm && (
        <ResetPasswordForm
          form={form}
          onSubmit={() => {
            void form.submit(
              (values) => accountErrors(ACCOUNT_VALIDATORS['reset-password'](values), t),
              async (values) => {
                const user = await store?.resetPassword({ code, ...values });
                if (!user) throw new Error(t('errors.userFailed'));
                await localizedNavigate('/account');
              },
            );
          }}
        />
      )}
      <ul className="links">
        <li>
          <Link to="/forgot-password">{t('reset.again')}</Link>
        </li>
      </ul>
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ResetPasswordPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

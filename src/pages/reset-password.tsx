import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../components/account/AccountForm';
import { AccountShell } from '../components/account/AccountShell';
import { PASSWORD_MIN, accountErrors, useForm } from '../components/account/useForm';
import { PasswordField } from '../components/forms/Field';
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
  const form = useForm({ password: '', passwordConfirmation: '' }, 'reset-password');

  return (
    <AccountShell title={t('reset.title')} intro={t('reset.intro')} relayed>
      {code || !hydrated ? (
        <AccountForm
          name="reset-password"
          form={form}
          submitLabel={t('reset.submit')}
          pendingLabel={t('reset.pending')}
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
        >
          <PasswordField
            id="password"
            label={t('fields.newPassword')}
            hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            required
            {...form.field('password')}
          />
          <PasswordField
            id="passwordConfirmation"
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...form.field('passwordConfirmation')}
          />
        </AccountForm>
      ) : (
        <p role="alert">{t('reset.noCode')}</p>
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

import { graphql, navigate, type PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../components/account/AccountForm';
import { AccountShell } from '../components/account/AccountShell';
import { LOGIN_VALUES, LoginForm } from '../components/account/LoginForm';
import { accountErrors, useForm } from '../components/account/useForm';
import { PageHead } from '../components/layout/Seo';
import { buttonStyles } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { SITE } from '../config/site';
import { ENABLED_PROVIDERS } from '../features/account/config';
import { providerSignInUrl } from '../features/account/content-api';
import { safeReturnPath } from '../features/account/return-path';
import { useSession } from '../features/account/session';
import { ACCOUNT_VALIDATORS } from '@meridian/shared/form-rules';
import { EMAIL_PATTERN } from '../features/forms/validation';
import { localizePath } from '../features/i18n/paths';
import { useLocale } from '../features/i18n/use-locale';

export default function LoginPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('account');
  const language = useLocale();
  const { state, store } = useSession();
  const accountPath = localizePath('/account', language);
  const search = new URLSearchParams(location.search);
  const returnTo = safeReturnPath(search.get('return'), accountPath);
  // The CMS sends a spent or replaced confirmation link here (cms/src/middlewares/confirmation-link.js).
  const confirmationInvalid = search.get('confirmation') === 'invalid';
  // Provider sign-in comes back to this origin; known only in the browser.
  const [siteOrigin, setSiteOrigin] = useState(SITE.url);
  useEffect(() => setSiteOrigin(window.location.origin), []);
  const form = useForm(LOGIN_VALUES, 'login');
  const confirmation = useForm({});
  // With AUTH_EMAIL_CONFIRMATION on, an unconfirmed address cannot sign in: offer a new link here,
  // since the account page needs a signed-in visitor.
  const identifier = form.values.identifier.trim();
  const unconfirmed = Boolean(form.errorKey === 'emailNotConfirmed' && EMAIL_PATTERN.test(identifier));

  // Already signed in: nothing to do here.
  useEffect(() => {
    if (state?.user) void navigate(returnTo, { replace: true });
  }, [state?.user, returnTo]);

  return (
    <AccountShell title={t('login.title')} intro={t('login.intro')} relayed>
      {confirmationInvalid && <p role="status">{t('login.confirmationInvalid')}</p>}
      {state?.ended && <p role="alert">{t('session.endedNotice')}</p>}
      <LoginForm
        form={form}
        onSubmit={() => {
          void form.submit(
            (values) => accountErrors(ACCOUNT_VALIDATORS.login(values), t),
            async (values) => {
              const user = await store?.login({
                identifier: values.identifier.trim(),
                password: values.password,
              });
              if (!user) throw new Error(t('errors.userFailed'));
              await navigate(returnTo);
            },
          );
        }}
      />
      {unconfirmed && (
        <AccountForm
          form={confirmation}
          submitLabel={t('account.resendConfirmation')}
          pendingLabel={t('account.sending')}
          onSubmit={() => {
            void confirmation.submit(
              () => ({}),
              async () => {
                await store?.sendEmailConfirmation({ email: identifier });
                return t('account.confirmationSent');
              },
            );
          }}
        />
      )}
      {ENABLED_PROVIDERS.length > 0 && (
        <ul className="links" aria-label={t('login.providers')}>
          {ENABLED_PROVIDERS.map((provider) => (
            <li key={provider}>
              <a css={buttonStyles.secondary} href={providerSignInUrl(provider, { language, siteOrigin })}>
                {t(`login.provider.${provider}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ul className="links">
        <li>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </li>
        <li>
          <Link to="/register">{t('login.register')}</Link>
        </li>
      </ul>
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query LoginPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

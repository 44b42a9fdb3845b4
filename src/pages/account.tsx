import { css } from '@emotion/react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../components/account/AccountForm';
import { AccountShell } from '../components/account/AccountShell';
import { CommunityPanel } from '../components/account/CommunityPanel';
import { PASSWORD_MIN, useForm } from '../components/account/useForm';
import { PasswordField } from '../components/forms/Field';
import { Seo } from '../components/layout/Seo';
import { buttonStyles } from '../components/ui/Button';
import { useSession } from '../features/account/session';
import type { SessionState, SessionStore } from '../features/account/session-store';
import { signedOutRedirectScript, signInFirstPath } from '../features/account/sign-in-first';
import { formatDate } from '../features/i18n/format';
import type { Locale } from '../features/i18n/locales';
import type { LocaleData } from '../features/i18n/messages';
import type { SitePageContext } from '../features/i18n/page-context';
import { localizePath } from '../features/i18n/paths';
import { useLocale } from '../features/i18n/use-locale';
import { space } from '../styles/theme';

type PasswordValues = { currentPassword: string; password: string; passwordConfirmation: string };

const profileStyle = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0 0 ${space[8]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type User = NonNullable<SessionState['user']>;

/** The member's profile as the CMS has it. */
function Profile({ user, language }: { user: User; language: Locale }): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <dl css={profileStyle}>
      <dt>{t('fields.username')}</dt>
      <dd>{user.username}</dd>
      <dt>{t('fields.email')}</dt>
      <dd>{user.email}</dd>
      <dt>{t('account.status')}</dt>
      <dd>{user.confirmed ? t('account.confirmed') : t('account.unconfirmed')}</dd>
      {user.createdAt && (
        <>
          <dt>{t('account.memberSince')}</dt>
          <dd>{formatDate(user.createdAt, language)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The password change. Its form's state is the page's (`form`): it outlives the page's loading
 * state, so its answer stays on screen.
 */
function PasswordForm({
  form: passwordForm,
  store,
}: {
  form: ReturnType<typeof useForm<PasswordValues>>;
  store: SessionStore | null;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountForm
      form={passwordForm}
      submitLabel={t('account.savePassword')}
      pendingLabel={t('account.saving')}
      onSubmit={() => {
        void passwordForm
          .submit(
            (values) => ({
              ...(values.currentPassword ? {} : { currentPassword: t('errors.passwordRequired') }),
              ...(values.password.length >= PASSWORD_MIN
                ? {}
                : { password: t('errors.passwordShort', { min: PASSWORD_MIN }) }),
              ...(values.passwordConfirmation === values.password
                ? {}
                : { passwordConfirmation: t('errors.passwordMismatch') }),
            }),
            async (values) => {
              await store?.changePassword(values);
              return t('account.passwordChanged');
            },
          )
          .then((ok) => {
            if (ok) passwordForm.setValues({ currentPassword: '', password: '', passwordConfirmation: '' });
          });
      }}
    >
      <PasswordField
        id="currentPassword"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        {...passwordForm.field('currentPassword')}
      />
      <PasswordField
        id="password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        required
        {...passwordForm.field('password')}
      />
      <PasswordField
        id="passwordConfirmation"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...passwordForm.field('passwordConfirmation')}
      />
    </AccountForm>
  );
}

export default function AccountPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('account');
  // The CMS's confirmation link ends here (AUTH_EMAIL_CONFIRMATION, cms/src/bootstrap/auth.js).
  const justConfirmed = new URLSearchParams(location.search).get('confirmed') === '1';
  const language = useLocale();
  const { state, store } = useSession();
  const user = state?.user ?? null;
  const loading = !state || state.calls.fetchUser.state === 'pending' || (Boolean(state.token) && !user);
  const passwordForm = useForm<PasswordValues>({
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const confirmation = useForm({});
  // Set while signing out, so that the guard below does not send the visitor to sign in again.
  const signingOut = useRef(false);

  // Signed out: sign in first, then come back here. A visitor without a session cookie never
  // gets this far (the script in Head sends them on); this covers a token the CMS refuses.
  useEffect(() => {
    if (state && !state.token && !state.user && !signingOut.current) {
      void navigate(signInFirstPath(language, justConfirmed), { replace: true });
    }
  }, [state, language, justConfirmed]);

  if (loading || !user) {
    return (
      <AccountShell title={t('account.title')}>
        <p role="status">{t('account.loading')}</p>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t('account.title')} intro={t('account.intro', { name: user.username })}>
      {justConfirmed && <p role="status">{t('account.justConfirmed')}</p>}
      <h2>{t('account.profile')}</h2>
      <Profile user={user} language={language} />

      {!user.confirmed && (
        <AccountForm
          form={confirmation}
          submitLabel={t('account.resendConfirmation')}
          pendingLabel={t('account.sending')}
          onSubmit={() => {
            void confirmation.submit(
              () => ({}),
              async () => {
                await store?.sendEmailConfirmation({ email: user.email });
                return t('account.confirmationSent');
              },
            );
          }}
        />
      )}

      <CommunityPanel />

      <h2>{t('account.changePassword')}</h2>
      <PasswordForm form={passwordForm} store={store} />

      <h2>{t('account.signOutTitle')}</h2>
      <button
        type="button"
        css={buttonStyles.secondary}
        onClick={() => {
          signingOut.current = true;
          void store?.logout().then(() => navigate(localizePath('/', language)));
        }}
      >
        {t('account.signOut')}
      </button>
    </AccountShell>
  );
}

export function Head(props: HeadProps<LocaleData, SitePageContext>): React.JSX.Element {
  return (
    <Seo data={props.data} pageContext={props.pageContext}>
      <script dangerouslySetInnerHTML={{ __html: signedOutRedirectScript(props.pageContext.language) }} />
    </Seo>
  );
}

export const query = graphql`
  query AccountPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

import { graphql, type PageProps } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../components/account/AccountShell';
import { FormMessage } from '../components/forms/FormStatus';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import type { AuthProvider } from '../features/account/config';
import { localizedErrorMessage } from '../features/account/error-messages';
import { useSession } from '../features/account/session';
import type { SitePageContext } from '../features/i18n/page-context';
import { useLocalizedNavigate } from '../features/i18n/localized-navigate';

/** `/connect/{provider}/redirect`: the CMS sends the visitor here with the provider's token. */
export default function ConnectRedirectPage({
  location,
  pageContext,
}: PageProps<unknown, SitePageContext & { provider: AuthProvider }>): React.JSX.Element {
  const { t } = useTranslation('account');
  const localizedNavigate = useLocalizedNavigate();
  const { store } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!store || started.current) return;
    started.current = true;
    const accessToken = new URLSearchParams(location.search).get('access_token');
    if (!accessToken) {
      setError(t('connect.noToken'));
      return;
    }
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', location.pathname);
    store
      .providerCallback(pageContext.provider, accessToken)
      .then((user) => {
        if (!user) {
          setError(t('errors.userFailed'));
          return;
        }
        return localizedNavigate('/account', { replace: true });
      })
      .catch((failure: unknown) => setError(localizedErrorMessage(failure, t)));
  }, [store, location.search, location.pathname, pageContext.provider, localizedNavigate, t]);

  return (
    <AccountShell title={t('connect.title')}>
      {error ? (
        <>
          <FormMessage error={error} />
          <p>
            <Link to="/login">{t('connect.back')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('connect.working')}</p>
      )}
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ConnectRedirectPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

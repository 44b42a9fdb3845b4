import type { SerializedStyles } from '@emotion/react';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_CHANGE_EVENT, readTokenCookie } from '../../features/account/token-cookies';
import { Link } from '../ui/Link';

/**
 * "Sign in" or "Account" in the header. It only reads the session cookie, so marketing pages
 * do not load the account area's code; the server-rendered HTML says "Sign in" and switches
 * after hydration.
 */
export function AccountLink({
  linkCss,
  onClick,
}: {
  linkCss?: SerializedStyles;
  onClick?: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('header');
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const check = () => setSignedIn(Boolean(readTokenCookie()));
    check();
    // Signing in or out (or a session the CMS ended) in this tab, or in another one.
    window.addEventListener(SESSION_CHANGE_EVENT, check);
    window.addEventListener('focus', check);
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return (
    <Link
      to={signedIn ? '/account' : '/login'}
      css={linkCss}
      onClick={onClick}
      data-signed-in={signedIn || undefined}
    >
      {signedIn ? t('account.account') : t('account.signIn')}
    </Link>
  );
}

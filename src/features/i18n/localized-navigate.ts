import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { localizePath } from './paths';
import { useLocale } from './use-locale';

/**
 * Gatsby's `navigate` for an unprefixed site path: `('/account')` goes to `/ja/account` on a
 * Japanese page. A module of its own: only the account pages use it, and the other pages do not
 * load it.
 */
export function useLocalizedNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const locale = useLocale();
  return useCallback(
    (path: string, options?: { replace?: boolean }) => navigate(localizePath(path, locale), options),
    [locale],
  );
}

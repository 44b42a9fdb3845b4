import { Link as GatsbyLink } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../features/i18n/locales';
import { localizePath, splitLocalePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
import { classifyHref } from '../../features/navigation/safe-url';

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An unprefixed site path (`/about`), a hash, a file, or an external URL. */
  to: string;
  /** Language of the target; defaults to the current page's. */
  locale?: Locale;
  /** Hide the "opens in a new tab" hint (for icon links that say it in their label). */
  hideExternalHint?: boolean;
  /**
   * The hosts it may go to: the site's own by default; a CMS entry's link passes its page's
   * `linkHosts` (the hosts of the CMS's list that the build found its entries' links on).
   */
  allowedHosts?: readonly string[];
}

/**
 * True inside a draft preview's page (src/pages/preview.tsx): its links to the site's pages open
 * in a new tab. The preview shows in the CMS admin's preview panel, which has no back button, so
 * following "← All events" there would replace the draft with the live page; the editor keeps the
 * draft and still sees where the link goes (the preview server does the same for the body's links).
 */
export const SiteLinksInNewTab = React.createContext(false);

/**
 * The one link of the site. It adds the language prefix to site paths, opens allowed external
 * hosts in a new tab, leaves hashes and files to the browser, and renders refused URLs
 * (`javascript:`, unknown hosts, …) as plain text.
 */
export function Link({
  to,
  locale,
  children,
  hideExternalHint,
  allowedHosts,
  ...rest
}: LinkProps): React.JSX.Element {
  const language = useLocale();
  const { t } = useTranslation('common');
  const target = classifyHref(to, allowedHosts);
  const siteLinksInNewTab = React.useContext(SiteLinksInNewTab);
  const inNewTab = (href: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {!hideExternalHint && <span className="visually-hidden"> {t('opensInNewTab')}</span>}
    </a>
  );

  switch (target.kind) {
    case 'refused':
      return (
        <span data-refused-link="" title={t('refusedLink')}>
          {children}
        </span>
      );
    case 'hash':
    case 'file':
    case 'contact':
      return (
        <a href={target.href} {...rest}>
          {children}
        </a>
      );
    case 'external':
      return inNewTab(target.href);
    case 'internal': {
      // Paths are written unprefixed; a prefixed one is accepted but never prefixed twice.
      const { path } = splitLocalePath(target.path);
      const href = `${localizePath(path, locale ?? language)}${target.search}${target.hash}`;
      if (siteLinksInNewTab) return inNewTab(href);
      return (
        <GatsbyLink to={href} {...rest}>
          {children}
        </GatsbyLink>
      );
    }
  }
}

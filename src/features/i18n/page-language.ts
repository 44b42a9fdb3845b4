// The page's language for its components: which one (useLocale) and whether its translation is
// outdated (the context wrapPageElement provides). One module: every page loads both.
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { OutdatedTranslation, SitePageContext } from './page-context';

/**
 * The language of the page being rendered, typed: gatsby-plugin-react-i18next's page context
 * (`context.i18n.language`, set by gatsby-node.ts; the 404 page switches it to the URL's
 * language). Where there is none, the default locale, as the i18n layer does everywhere: the
 * plugin's context outside a page says English, a path without a known prefix is English
 * (splitLocalePath), and i18next falls back to English.
 */
export function useLocale(): Locale {
  const { language } = useI18next();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * The page's outdated-translation notice from its context, for the layout: gatsby-browser and
 * gatsby-ssr's wrapPageElement provide it, so that no page has to pass it on.
 */
export const OutdatedTranslationContext = React.createContext<OutdatedTranslation | undefined>(undefined);

/** Wraps a page element in the notice of its context (wrapPageElement, in the browser and the server render). */
export function withOutdatedTranslation(element: React.ReactNode, pageContext: unknown): React.ReactElement {
  return React.createElement(
    OutdatedTranslationContext.Provider,
    { value: (pageContext as Partial<SitePageContext> | undefined)?.outdatedTranslation },
    element,
  );
}

import React from 'react';
import type { OutdatedTranslation, SitePageContext } from './page-context';

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

import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';
import { markHydrated } from './src/features/hydration';
import { redirectRootToPreferredLocale } from './src/features/i18n/redirect';

/** Language detection runs once, before hydration, and only on `/` (spec §4). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  redirectRootToPreferredLocale();
};

/** Marks the document once React has hydrated, so browser tests know controls are live. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  document.documentElement.dataset.hydrated = 'true';
};

/**
 * A change of query string on the same page (the ecosystem directory's filters) keeps the
 * scroll position: jumping to the top on every ticked filter would lose the visitor's place.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const previous = prevRouterProps?.location;
  const next = routerProps.location;
  return !(previous && previous.pathname === next.pathname && previous.search !== next.search && !next.hash);
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

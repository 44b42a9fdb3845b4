import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';
import { redirectRootToPreferredLocale } from './src/features/i18n/redirect';

/** Language detection runs once, before hydration, and only on `/` (spec §4). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  redirectRootToPreferredLocale();
};

/** Marks the document once React has hydrated, so browser tests know controls are live. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

import React from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { FALLBACK_SERVER_ERROR_TEXTS, ServerErrorView } from './ServerErrorView';

/** Last line of defence around the whole app, for failures outside any page's layout. */
export function RootErrorBoundary({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <ErrorBoundary fallback={<ServerErrorView texts={FALLBACK_SERVER_ERROR_TEXTS} />}>
      {children}
    </ErrorBoundary>
  );
}

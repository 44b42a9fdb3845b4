import React from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the broken tree. */
  fallback: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Catches a render error below it, logs it as the spec's 'Error while mounting app' and shows
 * the error page instead of a blank screen.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error('Error while mounting app', error, info.componentStack);
  }

  override render(): React.ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

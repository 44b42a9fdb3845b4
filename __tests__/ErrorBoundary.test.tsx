import { render, screen } from '@testing-library/react';
import React from 'react';
import { RootErrorBoundary } from '../src/components/layout/RootErrorBoundary';

function Broken(): React.JSX.Element {
  throw new Error('boom');
}

describe('RootErrorBoundary', () => {
  it('shows the error page and logs the spec message when the app fails to mount', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      'Error while mounting app',
      expect.any(Error),
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <RootErrorBoundary>
        <p>Fine</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});

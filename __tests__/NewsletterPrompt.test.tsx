import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { renderWithI18n } from './helpers/i18n';

describe('NewsletterPrompt', () => {
  it('says plainly that sign-up is not open yet and keeps the address', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />);
    const field = screen.getByLabelText('Email address');
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Newsletter sign-up is not open yet');
    expect(screen.getByRole('status')).not.toHaveTextContent(/thank|subscribed/i);
    expect(field).toHaveValue('ada@example.com');
  });

  it('asks for a valid address and marks the field invalid', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />, { locale: 'ja' });
    const field = screen.getByRole('textbox');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-an-address');
    expect(screen.getByRole('status').textContent).not.toBe('');
  });
});

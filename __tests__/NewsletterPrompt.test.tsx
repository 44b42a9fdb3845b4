import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { renderWithI18n } from './helpers/i18n';

/** A fetch answering with a status (jsdom has no Response class). */
const answer = (status: number) => jest.fn(async () => ({ ok: status < 400, status }));

describe('NewsletterPrompt', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('sends the address and language to the CMS and asks to confirm by mail', async () => {
    const fetchMock = answer(202);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/check your inbox and confirm/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/newsletter-subscriptions$/);
    expect(JSON.parse(init.body as string)).toEqual({
      data: { email: 'ada@example.com', locale: 'en', website: '' },
    });
  });

  it('keeps the address and says so when the CMS fails', async () => {
    globalThis.fetch = answer(503) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />);
    const field = screen.getByLabelText('Email address');
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(field).toHaveValue('ada@example.com');
  });

  it('asks for a valid address, marks the field invalid and sends nothing', async () => {
    const fetchMock = answer(202);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />, { locale: 'ja' });
    const field = screen.getByRole('textbox');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-an-address');
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

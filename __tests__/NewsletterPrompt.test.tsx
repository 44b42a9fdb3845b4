import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { fakeAxiosTransport } from './helpers/axios-transport';
import { renderWithI18n } from './helpers/i18n';

describe('NewsletterPrompt', () => {
  let transport: ReturnType<typeof fakeAxiosTransport> | undefined;
  afterEach(() => transport?.restore());

  it('sends the address and language to the CMS and asks to confirm by mail', async () => {
    transport = fakeAxiosTransport({ status: 202, data: { data: { ok: true } } });
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/check your inbox and confirm/)).toBeInTheDocument();
    expect(transport.requests).toHaveLength(1);
    const [request] = transport.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/newsletter-subscriptions$/);
    expect(request.body).toEqual({ data: { email: 'ada@example.com', locale: 'en', website: '' } });
    // Anonymous, whatever the session: the CMS lets only anonymous visitors subscribe this way.
    expect(request.headers.get('Authorization')).toBeFalsy();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('keeps the address and says so when the CMS fails', async () => {
    transport = fakeAxiosTransport({
      status: 503,
      data: { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Down' } },
    });
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />);
    const field = screen.getByLabelText('Email address');
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(field).toHaveValue('ada@example.com');
  });

  it('asks for a valid address, marks the field invalid and sends nothing', async () => {
    transport = fakeAxiosTransport({ status: 202 });
    const user = userEvent.setup();
    renderWithI18n(<NewsletterPrompt />, { locale: 'ja' });
    const field = screen.getByRole('textbox');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-an-address');
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(transport.requests).toEqual([]);
  });
});

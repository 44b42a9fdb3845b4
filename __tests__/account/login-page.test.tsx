import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageProps } from 'gatsby';
import React from 'react';
import { ContentServiceError } from '../../src/features/account/errors';
import LoginPage from '../../src/pages/login';
import { renderWithI18n } from '../helpers/i18n';

const mockStore = {
  login: jest.fn(),
  sendEmailConfirmation: jest.fn(),
};

jest.mock('../../src/features/account/session', () => ({
  useSession: () => ({ state: { user: null, token: null }, store: mockStore }),
}));

const notConfirmed = () =>
  new ContentServiceError({
    data: null,
    error: { status: 400, name: 'ApplicationError', message: 'Your account email is not confirmed' },
  });

function renderLogin(search = '', locale: 'en' | 'ja' | 'ko' = 'en') {
  const props = { location: { search } } as unknown as PageProps;
  return renderWithI18n(<LoginPage {...props} />, { originalPath: '/login', locale });
}

describe('sign-in page, when the CMS requires e-mail confirmation', () => {
  beforeEach(() => jest.clearAllMocks());

  it('offers a new confirmation link to an address that is not confirmed yet', async () => {
    mockStore.login.mockRejectedValue(notConfirmed());
    mockStore.sendEmailConfirmation.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/^Email or username/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your account email is not confirmed')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText(/^Email or username/)).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(mockStore.sendEmailConfirmation).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(await screen.findByText('Confirmation email sent. Check your inbox.')).toBeInTheDocument();
  });

  it('does not offer it for a username, nor for another error', async () => {
    mockStore.login.mockRejectedValue(notConfirmed());
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/^Email or username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your account email is not confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the confirmation email again' })).toBeNull();
  });
});

describe('sign-in page, reached from a confirmation link that no longer works', () => {
  it.each(['en', 'ja', 'ko'] as const)('says so in %s, as a status above the form', (locale) => {
    const { messages } = renderLogin('?confirmation=invalid', locale);
    const notice = screen.getByText(messages.account['login.confirmationInvalid']);
    expect(notice).toHaveAttribute('role', 'status');
    const submit = screen.getByRole('button', { name: messages.account['login.submit'] });
    expect(notice.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says nothing of the kind on a plain visit', () => {
    const { messages } = renderLogin();
    expect(screen.queryByText(messages.account['login.confirmationInvalid'])).toBeNull();
  });
});

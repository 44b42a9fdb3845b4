import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, type PageProps } from 'gatsby';
import React from 'react';
import { ContentServiceError } from '../../src/features/account/errors';
import LoginPage from '../../src/pages/login';
import { renderWithI18n } from '../helpers/i18n';

const mockStore = {
  login: jest.fn(),
  sendEmailConfirmation: jest.fn(),
};

const mockState = { user: null, token: null, ended: false };

jest.mock('../../src/features/account/session', () => ({
  useSession: () => ({ state: mockState, store: mockStore }),
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
    expect(
      await screen.findByText(
        'Your email address is not confirmed yet. Open the link we sent you, or ask for a new one below.',
      ),
    ).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText(/^Email or username/)).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(mockStore.sendEmailConfirmation).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(await screen.findByText('Confirmation email sent. Check your inbox.')).toBeInTheDocument();
  });

  it.each(['en', 'ja', 'ko'] as const)(
    'in %s, says why an account whose address is not confirmed is refused',
    async (locale) => {
      mockStore.login.mockRejectedValue(notConfirmed());
      const user = userEvent.setup();
      const { messages } = renderLogin('', locale);
      const t = messages.account;
      await user.type(screen.getByLabelText(new RegExp(`^${t['fields.identifier']}`)), 'ada@example.com');
      await user.type(screen.getByLabelText(new RegExp(`^${t['fields.password']}`)), 'correct horse');
      await user.click(screen.getByRole('button', { name: t['login.submit'] }));
      expect(await screen.findByText(t['cmsErrors.emailNotConfirmed'])).toBeInTheDocument();
      expect(screen.queryByText('Your account email is not confirmed')).toBeNull();
      expect(screen.getByRole('button', { name: t['account.resendConfirmation'] })).toBeInTheDocument();
    },
  );

  it('does not offer it for a username, nor for another error', async () => {
    mockStore.login.mockRejectedValue(notConfirmed());
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/^Email or username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Your email address is not confirmed yet/)).toBeInTheDocument();
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

describe("sign-in page, failures in the visitor's language", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const wrongPassword = () =>
    new ContentServiceError({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
    });
  const unreachable = () =>
    new ContentServiceError(
      { data: null, error: { status: 500, name: 'UnknownError', message: 'Network Error' } },
      'network',
    );

  it.each(['en', 'ja', 'ko'] as const)(
    "in %s, a wrong password and an unreachable CMS are said in the page language, never in the CMS's English",
    async (locale) => {
      const user = userEvent.setup();
      const { messages } = renderLogin('', locale);
      const t = messages.account;
      await user.type(screen.getByLabelText(new RegExp(`^${t['fields.identifier']}`)), 'ada@example.com');
      await user.type(screen.getByLabelText(new RegExp(`^${t['fields.password']}`)), 'wrong horse');

      mockStore.login.mockRejectedValueOnce(wrongPassword());
      await user.click(screen.getByRole('button', { name: t['login.submit'] }));
      expect(await screen.findByText(t['cmsErrors.invalidCredentials'])).toBeInTheDocument();
      expect(screen.queryByText('Invalid identifier or password')).toBeNull();

      mockStore.login.mockRejectedValueOnce(unreachable());
      await user.click(screen.getByRole('button', { name: t['login.submit'] }));
      expect(await screen.findByText(t['cmsErrors.network'])).toBeInTheDocument();
      expect(screen.queryByText(/Network Error/)).toBeNull();
      // Developers still see what the CMS said.
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Network Error'));
      // What was typed stays.
      expect(screen.getByLabelText(new RegExp(`^${t['fields.identifier']}`))).toHaveValue('ada@example.com');
    },
  );
});

describe('sign-in page, after the CMS ended the session', () => {
  afterEach(() => {
    mockState.ended = false;
  });

  it.each(['en', 'ja', 'ko'] as const)('says so in %s as an alert', (locale) => {
    mockState.ended = true;
    const { messages } = renderLogin('', locale);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.account['session.endedNotice']);
  });

  it('says nothing of the kind after a plain sign-out', () => {
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sign-in page, for a visitor already signed in', () => {
  const signedIn = mockState as { user: unknown };
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => {
    signedIn.user = null;
  });

  it.each([
    ['?return=/ja/blog%3Fpage%3D2', 'en', '/ja/blog?page=2'],
    ['?return=/.//evil.example/phish', 'en', '/account'],
    ['?return=/..//evil.example/phish', 'ja', '/ja/account'],
    ['?return=/%252e%252e//evil.example/phish', 'ko', '/ko/account'],
    ['?return=/%09/evil.example', 'en', '/account'],
  ] as const)('%s (%s) goes to %s at once, never to another site', (search, locale, expected) => {
    signedIn.user = { id: 1, username: 'ada', email: 'ada@example.com' };
    renderLogin(search, locale);
    expect(navigate).toHaveBeenCalledWith(expected, { replace: true });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import React from 'react';
import RegisterPage from '../../src/pages/register';
import { LOCALES } from '../../src/features/i18n/locales';
import { renderWithI18n } from '../helpers/i18n';

// Registration with e-mail confirmation (the CMS's default since issue 28): the CMS answers
// without a token and mails a link, so the page must say where to look instead of signing in.
const mockStore = { register: jest.fn() };

// Typing 40 characters re-renders the whole form at each key: 2–4.4 s a case here, past Jest's
// 5 s under a loaded machine, and a timed-out case went on typing into the next one's fields.
jest.setTimeout(20_000);

jest.mock('../../src/features/account/session', () => ({
  useSession: () => ({ state: { user: null, token: null, ended: false }, store: mockStore }),
}));

describe('registration page, when the CMS mails a confirmation link', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each(LOCALES)('in %s, tells the visitor to open the mail sent to their address', async (locale) => {
    mockStore.register.mockResolvedValue({ confirmationSentTo: 'ada@example.com' });
    const user = userEvent.setup();
    const { messages } = renderWithI18n(<RegisterPage />, { originalPath: '/register', locale });
    const t = messages.account;
    await user.type(
      screen.getByLabelText(new RegExp(`^${t['fields.username']}`), { selector: '#username' }),
      'ada',
    );
    await user.type(
      screen.getByLabelText(new RegExp(`^${t['fields.email']}`), { selector: '#email' }),
      'ada@example.com',
    );
    await user.type(
      screen.getByLabelText(new RegExp(`^${t['fields.password']}`), { selector: '#password' }),
      'correct horse battery',
    );
    await user.click(screen.getByRole('button', { name: t['register.submit'] }));

    const notice = await screen.findByText(t['register.checkInbox'].replace('{{email}}', 'ada@example.com'));
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(mockStore.register).toHaveBeenCalledWith({
      username: 'ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    // Nobody is signed in yet: the page stays.
    expect(navigate).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import React from 'react';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { I18NEXT_OPTIONS } from '../src/features/i18n/i18next-options';

// The site runs i18next and react-i18next themselves (no alias in webpack or Jest): what the
// former stand-in could not do — <Trans>, nesting, context — works with the site's options.
function instance(lng: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    lng,
    initAsync: false,
    defaultNS: 'page',
    resources: {
      en: {
        page: {
          'terms.agree': 'I accept the <terms>terms</terms> of <bold>{{site}}</bold>.',
          'members.count_one': '{{count}} member',
          'members.count_other': '{{count}} members',
          'welcome.title': 'Welcome to $t(common:network)',
          'invite.sent': 'Invitation sent',
          'invite.sent_team': 'Invitation sent to the team',
        },
        common: { network: 'Meridian' },
      },
      ja: { page: { 'members.count_other': 'メンバー{{count}}人' }, common: { network: 'メリディアン' } },
    },
  });
  return i18n;
}

/** <Trans> gives it the translation's text as children. */
function TermsLink({ children }: { children?: React.ReactNode }) {
  return <a href="/terms">{children}</a>;
}

function Sample({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p data-testid="trans">
        <Trans
          i18nKey="terms.agree"
          values={{ site: 'Meridian' }}
          components={{ terms: <TermsLink />, bold: <strong /> }}
        />
      </p>
      <p>{t('members.count', { count })}</p>
      <p>{t('welcome.title')}</p>
      <p>{t('invite.sent', { context: 'team' })}</p>
    </div>
  );
}

describe('i18next and react-i18next as the site configures them', () => {
  it('renders <Trans> with components, plurals, nesting and context', () => {
    render(
      <I18nextProvider i18n={instance('en')}>
        <Sample count={1} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('trans').innerHTML).toBe(
      'I accept the <a href="/terms">terms</a> of <strong>Meridian</strong>.',
    );
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Meridian')).toBeInTheDocument();
    expect(screen.getByText('Invitation sent to the team')).toBeInTheDocument();
  });

  it("uses each language's plural rules and falls back to English for a missing key", () => {
    render(
      <I18nextProvider i18n={instance('ja')}>
        <Sample count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByText('メンバー3人')).toBeInTheDocument();
    // A message taken from English nests the page language's messages (i18next 24's rule).
    expect(screen.getByText('Welcome to メリディアン')).toBeInTheDocument();
    expect(screen.getByText('Invitation sent to the team')).toBeInTheDocument();
  });
});

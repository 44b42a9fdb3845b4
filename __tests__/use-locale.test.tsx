import { render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useLocalizedNavigate } from '../src/features/i18n/localized-navigate';
import { LOCALE_INFO } from '../src/features/i18n/locales';
import { useLocale } from '../src/features/i18n/use-locale';
import { withI18n } from './helpers/i18n';

/** What a component shows with the locale: the language's own name. */
function LanguageName(): React.JSX.Element {
  return <p>{LOCALE_INFO[useLocale()].nativeName}</p>;
}

function AccountButton(): React.JSX.Element {
  const localizedNavigate = useLocalizedNavigate();
  return (
    <button type="button" onClick={() => localizedNavigate('/account', { replace: true })}>
      account
    </button>
  );
}

describe('useLocale', () => {
  it.each([
    ['en', 'English'],
    ['ja', '日本語'],
    ['ko', '한국어'],
  ] as const)('is the language of the page a %s page renders', (locale, name) => {
    render(withI18n(<LanguageName />, { locale }).element);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('is the default locale outside a page, as the plugin context says there', () => {
    render(<LanguageName />);
    expect(screen.getByText('English')).toBeInTheDocument();
  });

  it('is the default locale for a language the site does not have, as i18next falls back', () => {
    const french = {
      language: 'fr',
      languages: ['en', 'fr'],
      routed: true,
      defaultLanguage: 'en',
      generateDefaultLanguagePage: false,
      originalPath: '/',
      path: '/fr',
    };
    render(
      <I18nextContext.Provider value={french}>
        <LanguageName />
      </I18nextContext.Provider>,
    );
    expect(screen.getByText('English')).toBeInTheDocument();
  });
});

describe('useLocalizedNavigate', () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it.each([
    ['en', '/account'],
    ['ja', '/ja/account'],
    ['ko', '/ko/account'],
  ] as const)('goes to an unprefixed path in the page language (%s)', (locale, path) => {
    render(withI18n(<AccountButton />, { locale }).element);
    screen.getByRole('button', { name: 'account' }).click();
    expect(navigate).toHaveBeenCalledWith(path, { replace: true });
  });
});

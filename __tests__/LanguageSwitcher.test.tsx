import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import React from 'react';
import { LanguageSwitcher } from '../src/components/layout/LanguageSwitcher';
import { renderWithI18n } from './helpers/i18n';

afterEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  jest.restoreAllMocks();
});

describe('LanguageSwitcher', () => {
  it('links to the same page in every language and marks the current one', () => {
    renderWithI18n(<LanguageSwitcher />, { locale: 'ja', originalPath: '/community' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/community');
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/community');
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute('href', '/ko/community');
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute('lang', 'ko');
  });

  it('links the languages a page does not exist in (a Japanese-only article) to their home page', () => {
    renderWithI18n(<LanguageSwitcher />, {
      locale: 'ja',
      originalPath: '/blog/tokyo-meetup',
      languages: ['ja'],
    });
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/blog/tokyo-meetup');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute('href', '/ko');
  });

  it('stores the chosen language in the i18n_redirected cookie for a year, site-wide, SameSite=Lax', async () => {
    const user = userEvent.setup();
    // Record the cookie strings the page writes (jsdom drops the attributes when reading back).
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    // jsdom cannot follow links; the cookie is written before navigation starts.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    renderWithI18n(<LanguageSwitcher />, { locale: 'ja', originalPath: '/community' });
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(written).toEqual(['i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(Cookies.get('i18n_redirected')).toBe('en');
  });
});

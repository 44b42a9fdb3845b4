import Cookies from 'js-cookie';
import { redirectRootToPreferredLocale } from '../src/features/i18n/redirect';

function fakeWindow(pathname: string, languages: string[], search = '', hash = '') {
  const replace = jest.fn();
  const win = {
    location: { pathname, search, hash, replace },
    navigator: { languages },
  } as unknown as Window;
  return { win, replace };
}

afterEach(() => Cookies.remove('i18n_redirected', { path: '/' }));

describe('redirectRootToPreferredLocale', () => {
  it('sends a Japanese browser on its first visit to / to /ja and stores the cookie', () => {
    const { win, replace } = fakeWindow('/', ['ja-JP', 'en-US']);
    expect(redirectRootToPreferredLocale(win)).toBe('/ja');
    expect(replace).toHaveBeenCalledWith('/ja');
    expect(Cookies.get('i18n_redirected')).toBe('ja');
  });

  it('keeps the query string and hash', () => {
    const { win, replace } = fakeWindow('/', ['ko'], '?utm_source=x', '#news');
    redirectRootToPreferredLocale(win);
    expect(replace).toHaveBeenCalledWith('/ko?utm_source=x#news');
  });

  it('never moves a visitor whose cookie says English', () => {
    Cookies.set('i18n_redirected', 'en', { path: '/' });
    const { win, replace } = fakeWindow('/', ['ja-JP']);
    expect(redirectRootToPreferredLocale(win)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('uses the stored language on later visits', () => {
    Cookies.set('i18n_redirected', 'ko', { path: '/' });
    const { win, replace } = fakeWindow('/', ['en-US']);
    redirectRootToPreferredLocale(win);
    expect(replace).toHaveBeenCalledWith('/ko');
  });

  it('does nothing outside the root path', () => {
    const { win, replace } = fakeWindow('/about', ['ja-JP']);
    expect(redirectRootToPreferredLocale(win)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(Cookies.get('i18n_redirected')).toBeUndefined();
  });

  it('stores English for a browser with no supported language, and stays', () => {
    const { win, replace } = fakeWindow('/', ['fr-FR']);
    expect(redirectRootToPreferredLocale(win)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(Cookies.get('i18n_redirected')).toBe('en');
  });
});

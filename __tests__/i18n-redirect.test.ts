import Cookies from 'js-cookie';
import { localeCookieAttributes } from '../src/features/i18n/cookie';
import { decideInitialLocale } from '../src/features/i18n/detect';
import { localizePath } from '../src/features/i18n/paths';
import { redirectRootToPreferredLocale, rootRedirectScript } from '../src/features/i18n/redirect';

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

describe('rootRedirectScript (the inline redirect in the head of /)', () => {
  /** Runs the script against a page with this cookie header and these browser languages. */
  function runScript(pathname: string, cookie: string, languages: string[]) {
    const written: string[] = [];
    const replace = jest.fn();
    const style: { visibility?: string } = {};
    const fakeDocument = {
      documentElement: { style },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    // The script reads these as globals; here they are the function's parameters.
    new Function('location', 'navigator', 'document', rootRedirectScript())(
      { pathname, search: '?utm_source=x', hash: '#news', replace },
      { languages },
      fakeDocument,
    );
    return { written, replace, hidden: style.visibility === 'hidden' };
  }

  const cookies = [
    '',
    'i18n_redirected=en',
    'i18n_redirected=ja',
    'other=1; i18n_redirected=ko',
    'i18n_redirected=fr',
    'xi18n_redirected=ja',
  ];
  const languageLists = [
    [],
    ['ja-JP'],
    ['ja'],
    ['ko-KR', 'en'],
    ['en-US', 'ja'],
    ['fr-FR', 'ko'],
    ['zh-CN', 'de'],
    ['JA-jp'],
    [' ', 'ko-kr'],
  ];

  for (const cookie of cookies) {
    for (const languages of languageLists) {
      it(`decides as decideInitialLocale: cookie "${cookie}", languages ${JSON.stringify(languages)}`, () => {
        const stored = /(?:^|; )i18n_redirected=([^;]*)/.exec(cookie)?.[1];
        const decision = decideInitialLocale(stored, languages);
        const { written, replace, hidden } = runScript('/', cookie, languages);
        expect(written).toEqual(
          decision.storeCookie ? [`i18n_redirected=${decision.locale}; ${localeCookieAttributes()}`] : [],
        );
        if (decision.locale === 'en') {
          expect(replace).not.toHaveBeenCalled();
          expect(hidden).toBe(false);
        } else {
          expect(replace).toHaveBeenCalledWith(`${localizePath('/', decision.locale)}?utm_source=x#news`);
          expect(hidden).toBe(true);
        }
      });
    }
  }

  it('does nothing outside the root path', () => {
    const { written, replace } = runScript('/about', '', ['ja-JP']);
    expect(written).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });
});

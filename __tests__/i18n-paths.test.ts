import { alternatePaths, localizePath, splitLocalePath } from '../src/features/i18n/paths';

describe('localizePath', () => {
  it('leaves English unprefixed and prefixes the others without a trailing slash', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/about', 'ko')).toBe('/ko/about');
    expect(localizePath('/community/ecosystem/', 'ja')).toBe('/ja/community/ecosystem');
    expect(localizePath('about', 'en')).toBe('/about');
  });
});

describe('splitLocalePath', () => {
  it('finds the language and the unprefixed path', () => {
    expect(splitLocalePath('/ja')).toEqual({ locale: 'ja', path: '/' });
    expect(splitLocalePath('/ko/blog/tag/news')).toEqual({ locale: 'ko', path: '/blog/tag/news' });
    expect(splitLocalePath('/about/')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
    expect(splitLocalePath('/japan')).toEqual({ locale: 'en', path: '/japan' });
  });
});

describe('alternatePaths', () => {
  it('lists the page in every language', () => {
    expect(alternatePaths('/starmap').map((entry) => entry.path)).toEqual([
      '/starmap',
      '/ja/starmap',
      '/ko/starmap',
    ]);
  });
});

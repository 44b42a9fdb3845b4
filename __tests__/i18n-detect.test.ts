import { decideInitialLocale, matchBrowserLanguages } from '../src/features/i18n/detect';

describe('matchBrowserLanguages', () => {
  it('matches the full tag first', () => {
    expect(matchBrowserLanguages(['ja-JP'])).toBe('ja');
    expect(matchBrowserLanguages(['ko-KR', 'en-US'])).toBe('ko');
  });

  it('falls back to the base language of a tag', () => {
    expect(matchBrowserLanguages(['ja'])).toBe('ja');
    expect(matchBrowserLanguages(['ko-KP'])).toBe('ko');
    expect(matchBrowserLanguages(['en-GB'])).toBe('en');
  });

  it("follows the browser's order of preference", () => {
    expect(matchBrowserLanguages(['fr-FR', 'ko', 'ja-JP'])).toBe('ko');
    expect(matchBrowserLanguages(['en-US', 'ja-JP'])).toBe('en');
  });

  it('ignores case and blanks, and returns null when nothing matches', () => {
    expect(matchBrowserLanguages([' JA-jp '])).toBe('ja');
    expect(matchBrowserLanguages(['fr-FR', 'de', ''])).toBeNull();
    expect(matchBrowserLanguages([])).toBeNull();
  });
});

describe('decideInitialLocale', () => {
  it('uses a stored cookie before the browser languages, without rewriting it', () => {
    expect(decideInitialLocale('en', ['ja-JP'])).toEqual({ locale: 'en', storeCookie: false });
    expect(decideInitialLocale('ko', ['ja-JP'])).toEqual({ locale: 'ko', storeCookie: false });
  });

  it('detects from the browser and asks to store the choice when there is no cookie', () => {
    expect(decideInitialLocale(undefined, ['ja-JP'])).toEqual({ locale: 'ja', storeCookie: true });
  });

  it('treats an unknown cookie value as missing and defaults to English', () => {
    expect(decideInitialLocale('fr', ['de-DE'])).toEqual({ locale: 'en', storeCookie: true });
  });
});

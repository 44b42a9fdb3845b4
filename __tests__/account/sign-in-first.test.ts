import { TOKEN_COOKIE } from '../../src/features/account/config';
import { safeReturnPath } from '../../src/features/account/return-path';
import { signedOutRedirectScript, signInFirstPath } from '../../src/features/account/sign-in-first';
import type { Locale } from '../../src/features/i18n/locales';

/** Runs the account page's head script as a browser would, and returns where it sent the visitor. */
function redirectOf(language: Locale, cookie: string, search = ''): string | undefined {
  let target: string | undefined;
  const location = { search, replace: (url: string) => (target = url) };
  const document = { cookie, documentElement: { hidden: false } };
  new Function('document', 'location', signedOutRedirectScript(language))(document, location);
  // Nothing of the account page may show while the sign-in page loads.
  expect(document.documentElement.hidden).toBe(target !== undefined);
  return target;
}

describe('the account page sends a signed-out visitor to sign in before anything is drawn', () => {
  test('without a session cookie: to the sign-in page of the same language, and back afterwards', () => {
    expect(redirectOf('en', '')).toBe('/login?return=%2Faccount');
    expect(redirectOf('ja', 'meridian_lang=ja')).toBe('/ja/login?return=%2Fja%2Faccount');
    expect(redirectOf('ko', 'meridian_lang=ko; other=1')).toBe('/ko/login?return=%2Fko%2Faccount');
  });

  test("keeps the CMS confirmation link's flag, so the account says the address is confirmed", () => {
    expect(redirectOf('ja', '', '?confirmed=1')).toBe(
      `/ja/login?return=${encodeURIComponent('/ja/account?confirmed=1')}`,
    );
    expect(redirectOf('en', '', '?x=1&confirmed=1')).toBe(signInFirstPath('en', true));
    expect(redirectOf('en', '', '?confirmed=10')).toBe(signInFirstPath('en', false));
  });

  test('with a session cookie the page stays (the account code checks the token with the CMS)', () => {
    expect(redirectOf('en', `${TOKEN_COOKIE}=abc`)).toBeUndefined();
    expect(redirectOf('ko', `meridian_lang=ko; ${TOKEN_COOKIE}=abc.def; x=y`)).toBeUndefined();
  });

  test('an emptied cookie or one whose name only ends the same counts as signed out', () => {
    expect(redirectOf('en', `${TOKEN_COOKIE}=`)).toBe('/login?return=%2Faccount');
    expect(redirectOf('en', `old_${TOKEN_COOKIE}=abc`)).toBe('/login?return=%2Faccount');
  });

  test('the sign-in page accepts the return path it is given', () => {
    for (const language of ['en', 'ja', 'ko'] as const) {
      for (const confirmed of [false, true]) {
        const returnParam = new URL(
          signInFirstPath(language, confirmed),
          'https://site.invalid',
        ).searchParams.get('return');
        expect(safeReturnPath(returnParam, '/')).toBe(returnParam);
      }
    }
  });
});

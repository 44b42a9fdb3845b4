import { safeReturnPath } from '../../src/features/account/return-path';

describe('safeReturnPath', () => {
  it('leaves encoded characters encoded, so they stay part of a path', () => {
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it.each(['/account', '/ja/account', '/blog?page=2#top', '/%2f%2fevil.example'])(
    'keeps the site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    null,
    '/\u0000x',
    `/${'a'.repeat(600)}`,
    // Dot segments that normalize to `//host`: checked before and after normalizing.
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e%2e//evil.example/phish',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/../..//evil.example',
    '/./\\evil.example',
    // Tabs and newlines, which browsers drop from a URL: `/\t/evil` becomes `//evil`.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\u007f/evil.example',
    'http:evil.example',
    'https:/evil.example',
    'data:text/html,<script>alert(1)</script>',
    'JaVaScRiPt:alert(1)',
  ])('refuses %j and falls back to /account', (path) => {
    expect(safeReturnPath(path as string | null)).toBe('/account');
  });
});

it('returns the path it checked: a normalized path is never another origin', () => {
  expect(safeReturnPath('/ja/./blog/../account?tab=1')).toBe('/ja/account?tab=1');
  expect(safeReturnPath('/ko/..//evil.example', '/ko/account')).toBe('/ko/account');
});

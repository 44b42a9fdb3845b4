import { safeReturnPath } from '../../src/features/account/return-path';

describe('safeReturnPath', () => {
  it('leaves encoded characters encoded, so they stay part of a path', () => {
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it.each(['/account', '/ja/account', '/blog?page=2#top'])('keeps the site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

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
  ])('refuses %j and falls back to /account', (path) => {
    expect(safeReturnPath(path as string | null)).toBe('/account');
  });
});

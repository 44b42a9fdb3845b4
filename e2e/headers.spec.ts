import { expect, test } from '@playwright/test';

test('pages are served with security headers, a hash-based CSP and revalidating HTML', async ({
  request,
}) => {
  const response = await request.get('/ja/about');
  const headers = response.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('the strict CSP does not break the page: no violation and the app hydrates', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/ko/about');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(violations).toEqual([]);
});

test('hashed bundles are cached for a year and served compressed', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[src*="/app-"]').getAttribute('src');
  const response = await request.get(src!, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

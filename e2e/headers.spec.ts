import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../plugins/site-output/headers-file';

/** Headers of the transport, not of the site's rules. */
const TRANSPORT_HEADERS = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

test('pages are served with security headers, a hash-based CSP and revalidating HTML', async ({
  request,
}) => {
  const response = await request.get('/ja/about');
  const headers = response.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  // The tag manager's origin only when the build has a container id (the tests build with one).
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+( https:\/\/www\.googletagmanager\.com)?;/,
  );
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

test('public/_headers, the rules the build writes for a static host, match the live headers', async ({
  request,
}) => {
  const rules = parseHeadersFile(fs.readFileSync(path.resolve(__dirname, '../public/_headers'), 'utf8'));
  for (const url of ['/', '/ja/about', '/404.html']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const live = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !TRANSPORT_HEADERS.has(name)),
    );
    // _headers is for a host serving https; a server on plain http sends no HSTS and no upgrade.
    const https = 'strict-transport-security' in live;
    const expected = Object.fromEntries(
      Object.entries(headersForPath(rules, url))
        .filter(([name]) => https || name !== 'Strict-Transport-Security')
        .map(([name, value]) => [
          name.toLowerCase(),
          https ? value : value.replace('; upgrade-insecure-requests', ''),
        ]),
    );
    expect(live, url).toEqual(expected);
  }
});

/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, rejectRequest } from '../scripts/server/site-server.mjs';

const INLINE_SCRIPT = 'window.pagePath="/";';

function page(lang: string, heading: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><script>${INLINE_SCRIPT}</script></head><body><h1>${heading}</h1></body></html>`;
}

function writeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const build = writeBuild({
  'index.html': page('en', 'Home'),
  'about/index.html': page('en', 'About'),
  'ja/index.html': page('ja', 'ホーム'),
  'ja/about/index.html': page('ja', '私たちについて'),
  '404.html': page('en', 'Page Not Found'),
  'ja/404.html': page('ja', 'ページが見つかりません'),
  'ko/404.html': page('ko', '페이지를 찾을 수 없습니다'),
  'app-0123456789abcdef0123.js': 'console.log(1)',
  'page-data/about/page-data.json': '{}',
});
const secret = path.join(path.dirname(build), 'outside-secret.txt');
fs.writeFileSync(secret, 'do not serve');

let baseUrl = '';
const site = createSiteServer({ publicDir: build, log: { info: () => undefined } });

beforeAll(
  () =>
    new Promise<void>((resolve) => {
      site.server.listen(0, '127.0.0.1', () => {
        baseUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
        resolve();
      });
    }),
);
afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));

describe('static site server', () => {
  it('answers clean URLs without trailing slashes, /ja from ja/index.html', async () => {
    const home = await fetch(`${baseUrl}/ja`, { redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('ホーム');
    const about = await fetch(`${baseUrl}/ja/about`);
    expect(await about.text()).toContain('私たちについて');
  });

  it('redirects a trailing slash to the canonical URL', async () => {
    const response = await fetch(`${baseUrl}/about/?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?x=1');
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const ja = await fetch(`${baseUrl}/ja/no-such-page`);
    expect(ja.status).toBe(404);
    expect(await ja.text()).toContain('ページが見つかりません');
    const ko = await fetch(`${baseUrl}/ko/no-such-page`);
    expect(await ko.text()).toContain('페이지를 찾을 수 없습니다');
    const en = await fetch(`${baseUrl}/no-such-page`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page Not Found');
  });

  it('sends security headers and a CSP that allows exactly the inline scripts by hash', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets HTML and page data revalidate and caches hashed bundles for a year', async () => {
    expect((await fetch(`${baseUrl}/ja/about`)).headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await fetch(`${baseUrl}/page-data/about/page-data.json`)).headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await fetch(`${baseUrl}/app-0123456789abcdef0123.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await fetch(`${baseUrl}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves a file outside the build directory', async () => {
    for (const attempt of [
      '/%2e%2e/outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/a/%2E%2E/%2E%2E/outside-secret.txt',
    ]) {
      const response = await fetch(`${baseUrl}${attempt}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('do not serve');
    }
  });
});

describe('rejectRequest', () => {
  it('rejects encoded NULs, bad encodings, dot segments and very long URLs', () => {
    expect(rejectRequest('GET', '/a%00b')?.status).toBe(400);
    expect(rejectRequest('GET', '/%E0%A4%A')?.status).toBe(400);
    expect(rejectRequest('GET', '/a/../b')?.status).toBe(400);
    expect(rejectRequest('GET', `/${'a'.repeat(5000)}`)?.status).toBe(414);
    expect(rejectRequest('DELETE', '/')?.status).toBe(405);
    expect(rejectRequest('GET', '/ja/about?x=1')).toBeNull();
    expect(rejectRequest('HEAD', '/')).toBeNull();
  });
});

/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createSiteServer, rejectRequest } from '../server/site-server';
import { MEDIA_CSP } from '@meridian/shared/media-types';

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
  // CMS uploads copied by the build: an editor's SVG with a script, a PNG, and what a build
  // should never hold there (a page, a file of no known type).
  'cms-media/logo_0a1b2c3d4e.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/steal?"+localStorage.token)</script></svg>',
  'cms-media/cover_0a1b2c3d4e.png': 'png',
  'cms-media/odd.html': '<script>alert(document.domain)</script>',
  'cms-media/notes': '<script>alert(document.domain)</script>',
});
// What an older build left of an article taken down since: its compressed copies only.
const takenDown = page('en', 'The deleted article');
for (const [name, content] of Object.entries({
  'blog/deleted/index.html.br': zlib.brotliCompressSync(takenDown),
  'blog/deleted/index.html.gz': zlib.gzipSync(takenDown),
  'page-data/blog/deleted/page-data.json.br': zlib.brotliCompressSync('{"deleted":true}'),
  'about/index.html.br': zlib.brotliCompressSync(page('en', 'About')),
})) {
  fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
  fs.writeFileSync(path.join(build, name), content);
}
/** What every browser (and Node's fetch) asks for. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip, deflate' };
const secret = path.join(path.dirname(build), 'outside-secret.txt');
fs.writeFileSync(secret, 'do not serve');

/** Starts a server on a free loopback port; resolves with its base URL. */
function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let baseUrl = '';
const site = createSiteServer({ publicDir: build, log: { info: () => undefined } });

beforeAll(async () => {
  baseUrl = await listen(site.server);
});
afterAll(() => close(site.server));

describe('static site server', () => {
  it('answers clean URLs without trailing slashes, /ja from ja/index.html', async () => {
    const home = await fetch(`${baseUrl}/ja`, { redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('ホーム');
    const about = await fetch(`${baseUrl}/ja/about`);
    expect(await about.text()).toContain('私たちについて');
  });

  it('never serves a compressed copy whose source is gone, whatever the browser accepts', async () => {
    for (const encodings of ['br, gzip, deflate', 'gzip', 'br', '']) {
      const deleted = await fetch(`${baseUrl}/blog/deleted`, { headers: { 'accept-encoding': encodings } });
      expect(deleted.status).toBe(404);
      const body = await deleted.text();
      expect(body).toContain('Page Not Found');
      expect(body).not.toContain('The deleted article');
      const data = await fetch(`${baseUrl}/page-data/blog/deleted/page-data.json`, {
        headers: { 'accept-encoding': encodings },
      });
      expect(data.status).toBe(404);
    }
    // A page that exists still gets its brotli copy.
    const about = await fetch(`${baseUrl}/about`, { headers: BROWSER_ENCODINGS });
    expect(about.status).toBe(200);
    expect(about.headers.get('content-encoding')).toBe('br');
    expect(await about.text()).toContain('About');
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
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
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

  it("serves CMS media copies sandboxed, and an editor's SVG (or any non-media file) as a download, so none runs script on the site's origin", async () => {
    const answers = await Promise.all(
      [
        '/cms-media/logo_0a1b2c3d4e.svg',
        '/cms-media/cover_0a1b2c3d4e.png',
        '/cms-media/odd',
        '/cms-media/odd.html',
        '/cms-media/notes',
      ].map(async (url) => {
        const response = await fetch(`${baseUrl}${url}`);
        await response.arrayBuffer();
        const header = (name: string) => response.headers.get(name);
        return {
          url,
          status: response.status,
          csp: header('content-security-policy'),
          nosniff: header('x-content-type-options'),
          disposition: header('content-disposition'),
        };
      }),
    );
    const served = (url: string, disposition: string | null) => ({
      url,
      status: 200,
      csp: MEDIA_CSP,
      nosniff: 'nosniff',
      disposition,
    });
    expect(answers).toEqual([
      served('/cms-media/logo_0a1b2c3d4e.svg', 'attachment'),
      // An image is shown when opened on its own, sandboxed.
      served('/cms-media/cover_0a1b2c3d4e.png', null),
      served('/cms-media/odd', 'attachment'),
      served('/cms-media/odd.html', 'attachment'),
      served('/cms-media/notes', 'attachment'),
    ]);
    // A page still embeds the SVG: it is sent as an image, and the page's CSP allows its images.
    const svg = await fetch(`${baseUrl}/cms-media/logo_0a1b2c3d4e.svg`, { method: 'HEAD' });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const page = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(page).toMatch(/img-src 'self'/);
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

describe('swapping in a rebuild', () => {
  it('keeps answering from the live build while it reads the next one, then serves the next one', async () => {
    const pages: Record<string, string> = {
      'index.html': page('en', 'Rebuilt home'),
      '404.html': page('en', '404'),
    };
    // Enough pages that reading them takes many turns of the event loop.
    for (let index = 0; index < 600; index += 1) pages[`p${index}/index.html`] = page('en', `Page ${index}`);
    const next = writeBuild(pages);
    const swapping = site.swap(next).then(() => 'swapped');
    const answer = fetch(`${baseUrl}/ja/about`).then(async (response) => {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('私たちについて');
      return 'answered';
    });
    // The request sent while the swap reads the new build is answered first, from the old one.
    expect(await Promise.race([answer, swapping])).toBe('answered');
    await swapping;
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain('Rebuilt home');
    expect((await fetch(`${baseUrl}/p599`)).status).toBe(200);
    await site.swap(build);
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain('Home');
    fs.rmSync(next, { recursive: true, force: true });
  });
});

describe('rejectRequest', () => {
  const long = (length: number) => 'a'.repeat(length);
  it.each([
    ['GET', '/ja/about?x=1', null],
    ['HEAD', '/', null],
    ['GET', '/ja/%E3%81%82', null],
    ['GET', '/ecosystem?chain=a&chain=b&category=defi&page=2&q=swap', null],
    ['GET', `/ecosystem?${'a&'.repeat(999)}a`, null],
    ['GET', '/ecosystem?a[b][c][d][e][f]=1', null],
    ['GET', `/${long(2047)}`, null],
    // Methods: only GET and HEAD.
    ['POST', '/', 405],
    ['PUT', '/', 405],
    ['DELETE', '/', 405],
    ['OPTIONS', '/', 405],
    ['OPTIONS', '*', 405],
    ['PATCH', '/', 405],
    ['TRACE', '/', 405],
    ['CONNECT', '127.0.0.1:443', 405],
    [undefined, '/', 405],
    // Length.
    ['GET', `/${long(2048)}`, 414],
    ['GET', `/${long(10_000)}`, 414],
    ['GET', `/?q=${long(2100)}`, 400],
    ['GET', `/?q=${long(9000)}`, 414],
    // Dot segments, raw and encoded, single and double.
    ['GET', '/a/../b', 400],
    ['GET', '/..', 400],
    ['GET', '/./index.html', 400],
    ['GET', '/%2e%2e/secret.txt', 400],
    ['GET', '/%2E%2E/secret.txt', 400],
    ['GET', '/.%2e/secret.txt', 400],
    ['GET', '/..%2fsecret.txt', 400],
    ['GET', '/..%2Fsecret.txt', 400],
    ['GET', '/%2e%2e%2fsecret.txt', 400],
    ['GET', '/%252e%252e/secret.txt', 400],
    ['GET', '/%252e%252e%252fsecret.txt', 400],
    ['GET', '/%25252e%25252e/secret.txt', 400],
    ['GET', '/%c0%ae%c0%ae/secret.txt', 400],
    // Backslashes, raw and encoded.
    ['GET', '/..\\secret.txt', 400],
    ['GET', '/a\\b', 400],
    ['GET', '/..%5csecret.txt', 400],
    ['GET', '/..%255csecret.txt', 400],
    // NULs and other control characters.
    ['GET', '/a%00b', 400],
    ['GET', '/index.html%00.txt', 400],
    ['GET', '/%2500', 400],
    ['GET', '/a%0d%0aSet-Cookie:x=1', 400],
    ['GET', '/a%7f', 400],
    // Broken encodings, empty segments, targets that are not a path.
    ['GET', '/%E0%A4%A', 400],
    ['GET', '/%', 400],
    ['GET', '//evil.example/', 400],
    ['GET', '/a//b', 400],
    ['GET', 'http://127.0.0.1/../secret.txt', 400],
    ['GET', '', 400],
    ['GET', undefined, 400],
    // Query strings beyond the limits of the directory's query string (depth 5, 1000 parameters).
    ['GET', '/ecosystem?a[b][c][d][e][f][g]=1', 400],
    ['GET', '/ecosystem?a%5Bb%5D%5Bc%5D%5Bd%5D%5Be%5D%5Bf%5D%5Bg%5D=1', 400],
    ['GET', `/ecosystem?${'a&'.repeat(1000)}a`, 400],
    ['GET', `/ecosystem?${'&'.repeat(1000)}`, 400],
  ])('%s %s → %s', (method, url, status) => {
    expect(rejectRequest(method as string | undefined, url as string | undefined)?.status ?? null).toBe(
      status,
    );
  });

  it('answers quickly even for the largest inputs it reads', () => {
    const worst = [
      `/${'%2e'.repeat(600)}?${'a[b]&'.repeat(400)}`,
      `/?${'['.repeat(2000)}`,
      `/${'a/'.repeat(1000)}`,
    ];
    const start = performance.now();
    for (let round = 0; round < 100; round += 1) for (const url of worst) rejectRequest('GET', url);
    console.log(`rejectRequest: ${((performance.now() - start) / 300).toFixed(3)} ms per worst-case call`);
  });
});

/** One raw request: the target is sent as it is (fetch would normalize `..` and `%2e`). */
function rawRequest(
  port: number,
  target: string,
  method = 'GET',
): Promise<{ status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - start,
          headers: res.headers,
        }),
      );
    });
    request.on('error', reject);
    request.end(method === 'POST' || method === 'PUT' ? 'x'.repeat(1024) : undefined);
  });
}

describe('bad requests against a running server', () => {
  // root/secret.txt beside root/public, the served directory.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bad-'));
  const served = path.join(root, 'public');
  const SECRET = `secret-${crypto.randomUUID()}`;
  fs.mkdirSync(path.join(served, 'ja'), { recursive: true });
  fs.writeFileSync(path.join(served, 'index.html'), page('en', 'Home'));
  fs.writeFileSync(path.join(served, '404.html'), page('en', 'Page Not Found'));
  fs.writeFileSync(path.join(served, 'ja', '404.html'), page('ja', 'ページが見つかりません'));
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(root, 'secret.html'), SECRET);
  const badSite = createSiteServer({ publicDir: served, log: { info: () => undefined } });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => badSite.server.listen(0, '127.0.0.1', resolve));
    port = (badSite.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => badSite.server.close(() => resolve())));

  const PAYLOADS: Array<[string, string]> = [
    ['GET', '/../secret.txt'],
    ['GET', '/../secret'],
    ['GET', '/ja/../../secret.txt'],
    ['GET', '/%2e%2e/secret.txt'],
    ['GET', '/%2e%2e/secret'],
    ['GET', '/%2E%2E%2Fsecret.txt'],
    ['GET', '/..%2fsecret.txt'],
    ['GET', '/%252e%252e/secret.txt'],
    ['GET', '/%252e%252e%252fsecret.txt'],
    ['GET', '/..\\secret.txt'],
    ['GET', '/..%5csecret.txt'],
    ['GET', '/%c0%ae%c0%ae/secret.txt'],
    ['GET', '/secret.txt%00'],
    ['GET', '/%00../secret.txt'],
    ['GET', '/index.html%00.txt'],
    ['GET', '//secret.txt'],
    ['GET', '/ja/..;/..;/secret.txt'],
    ['GET', `/${'a'.repeat(3000)}`],
    ['GET', `/${'../'.repeat(700)}secret.txt`],
    ['GET', `/?${'a=1&'.repeat(1200)}`],
    ['GET', `/?q=${'x'.repeat(3000)}`],
    ['GET', `/?${'a'}${'[b]'.repeat(50)}=1`],
    ['GET', '/_headers'],
    ['POST', '/'],
    ['PUT', '/secret.txt'],
    ['DELETE', '/'],
    ['OPTIONS', '/'],
    ['PATCH', '/'],
    ['PROPFIND', '/'],
  ];

  it('answers every payload with 400, 404, 405 or 414, never with the secret', async () => {
    const rows: string[] = [];
    for (const [method, target] of PAYLOADS) {
      const response = await rawRequest(port, target, method);
      rows.push(
        `${response.ms.toFixed(1).padStart(6)} ms  ${response.status}  ${method} ${target.slice(0, 60)}`,
      );
      expect({ target, ok: [400, 404, 405, 414].includes(response.status) }).toEqual({ target, ok: true });
      expect(response.body).not.toContain(SECRET);
      if (response.status === 405) expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    console.log(`Bad requests (each should take well under 50 ms):\n${rows.join('\n')}`);
  });

  it('keeps serving after a burst of bad requests', async () => {
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(PAYLOADS.map(([method, target]) => rawRequest(port, target, method)));
    }
    const home = await rawRequest(port, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Home');
    expect((await rawRequest(port, '/ja/nothing')).body).toContain('ページが見つかりません');
  });
});

describe('HSTS', () => {
  it('is sent over https only: on pages, redirects and refusals', async () => {
    const httpsSite = createSiteServer({ publicDir: build, https: true, log: { info: () => undefined } });
    await new Promise<void>((resolve) => httpsSite.server.listen(0, '127.0.0.1', resolve));
    const { port } = httpsSite.server.address() as AddressInfo;
    try {
      for (const [target, status] of [
        ['/ja/about', 200],
        ['/ja/about/', 301],
        ['/nope', 404],
        ['/%2e%2e/x', 400],
      ] as const) {
        const secure = await rawRequest(port, target);
        expect(secure.status).toBe(status);
        expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
        const plain = await rawRequest(Number(new URL(baseUrl).port), target);
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      }
      expect((await rawRequest(port, '/ja/about')).headers['content-security-policy']).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await new Promise<void>((resolve) => httpsSite.server.close(() => resolve()));
    }
  });
});

describe('the 500 page', () => {
  const failing = writeBuild({
    'index.html': page('en', 'Home'),
    'about/index.html': page('en', 'About'),
    'ja/about/index.html': page('ja', '私たちについて'),
    'ko/about/index.html': page('ko', '소개'),
    '404.html': page('en', 'Page Not Found'),
    '500.html': page('en', 'Something went wrong'),
    'ja/500.html': page('ja', '問題が発生しました'),
    'ko/500.html': page('ko', '문제가 발생했습니다'),
  });
  const errors: string[] = [];
  const failingSite = createSiteServer({
    publicDir: failing,
    log: { info: () => undefined, error: (line: string) => errors.push(line) },
    routes: {
      '/__throws': () => {
        throw new Error('the handler broke');
      },
      '/__rejects': async () => {
        await Promise.resolve();
        throw new Error('the async handler broke');
      },
    },
  });
  let url = '';

  beforeAll(async () => {
    url = await listen(failingSite.server);
  });
  afterAll(() => close(failingSite.server));

  it('answers a file that can no longer be read with the 500 page of its language, and keeps serving', async () => {
    // The server listed these files when it loaded the build; now they are gone from the disk.
    for (const name of ['about/index.html', 'ja/about/index.html', 'ko/about/index.html']) {
      fs.rmSync(path.join(failing, name));
    }
    for (const [pathname, heading] of [
      ['/about', 'Something went wrong'],
      ['/ja/about', '問題が発生しました'],
      ['/ko/about', '문제가 발생했습니다'],
    ] as const) {
      const response = await fetch(`${url}${pathname}`, { headers: BROWSER_ENCODINGS });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toContain(heading);
    }
    expect(errors.some((line) => line.includes('/ja/about') && line.includes('ENOENT'))).toBe(true);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Home');
  });

  it('answers a handler that throws or rejects with the 500 page', async () => {
    for (const pathname of ['/__throws', '/__rejects']) {
      const response = await fetch(`${url}${pathname}`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Something went wrong');
    }
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the handler broke'),
        expect.stringContaining('the async handler broke'),
      ]),
    );
  });

  it('is not a public URL itself', async () => {
    for (const pathname of ['/500', '/ja/500', '/ko/500']) {
      expect((await fetch(`${url}${pathname}`)).status).toBe(404);
    }
  });
});

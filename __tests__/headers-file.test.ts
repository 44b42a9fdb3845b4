/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  HEADERS_FILE,
  NGINX_CACHE_MAP,
  NGINX_CSP_MAP,
  NGINX_DISPOSITION_MAP,
  buildFiles,
  headersForPath,
  parseHeadersFile,
  writeHostHeaders,
} from '../plugins/site-output/headers-file';
import { DEFAULT_LOCALE, LOCALES } from '../src/features/i18n/locales';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  HSTS,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
} from '@meridian/shared/headers';
import { createSiteServer } from '../server/site-server';
import { MEDIA_CSP } from '@meridian/shared/media-types';

const page = (lang: string, script: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>${script}</script></head><body>${lang}</body></html>`;

const FIXTURE: Record<string, string> = {
  'index.html': page('en', 'window.pagePath="/";'),
  'about/index.html': page('en', 'window.pagePath="/about";'),
  'ja/index.html': page('ja', 'window.pagePath="/ja";'),
  'ja/about/index.html': page('ja', 'window.pagePath="/ja/about";'),
  'ja/rss.xml': '<rss/>',
  'blog/page/2/index.html': page('en', 'window.pagePath="/blog/page/2";'),
  '404.html': page('en', 'window.pagePath="/404.html";'),
  '404/index.html': page('en', 'window.pagePath="/404/";'),
  'ja/404.html': page('ja', 'window.pagePath="/ja/404.html";'),
  'app-0123456789abcdef0123.js': 'console.log(1)',
  'app-0123456789abcdef0123.js.map': '{}',
  'app-0123456789abcdef0123.js.br': 'x',
  'webpack-runtime-fedcba9876543210fedc.js': 'console.log(2)',
  'page-data/app-data.json': '{}',
  'page-data/ja/about/page-data.json': '{}',
  'static/0123abcd/logo.png': 'png',
  'cms-media/cover.png': 'png',
  'cms-media/nested/cover.svg': '<svg/>',
  'cms-media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'cms-media/talk.pdf': '%PDF-1.4',
  'builds/latest.json': '{}',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  'favicon.svg': '<svg/>',
  // A directory with a page and assets: its assets get rules of their own, not `/brand/*`.
  'brand/index.html': page('en', 'window.pagePath="/brand";'),
  'brand/kit.zip': 'zip',
};

/** Headers of the transport, not of the site's rules. */
const TRANSPORT = new Set([
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

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function get(port: number, urlPath: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        res.resume();
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!TRANSPORT.has(name) && typeof value === 'string') headers[name] = value;
        }
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers }));
      })
      .on('error', reject);
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-file-'));
for (const [name, content] of Object.entries(FIXTURE)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}
// The generated files are in the build the server serves, as they are in public/.
const site = createSiteServer({ publicDir: dir, https: true, log: { info: () => undefined } });
let port = 0;
let written = { rules: 0, pages: 0 };

beforeAll(async () => {
  written = await writeHostHeaders(dir);
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  port = (site.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));

describe('public/_headers', () => {
  it('gives every page URL and every file exactly the headers the server sends for it', async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
    const files = await buildFiles(dir);
    const urls = files
      .flatMap((entry) => entry.urls)
      // The server answers Gatsby's own copies of the status pages (/404, /ja/404) with a 404.
      .filter((url) => !/^(\/[a-z]{2})?\/(404|500)$/.test(url));
    expect(urls).toEqual(expect.arrayContaining(['/', '/ja/about', '/ja/about/index.html', '/404.html']));
    expect(written.pages).toBe(9);
    for (const url of urls) {
      const response = await get(port, url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect({ url, headers: lowerKeys(headersForPath(rules, url)) }).toEqual({
        url,
        headers: response.headers,
      });
    }
  });

  it('has /* for the headers of every response, one rule per page or asset URL, /dir/* where it can', () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
    expect(rules[0]).toEqual({
      path: '/*',
      headers: { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS },
    });
    const paths = rules.map((rule) => rule.path);
    expect(paths).toEqual(expect.arrayContaining(['/page-data/*', '/cms-media/*', '/static/*', '/builds/*']));
    expect(paths).not.toContain('/brand/*');
    expect(paths).toContain('/brand/kit.zip');
    expect(paths.some((rulePath) => rulePath.endsWith('.br'))).toBe(false);
  });

  it('keeps the CSP strict: hashes for inline scripts, no unsafe-inline for scripts, https upgrade', () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
    const csp = headersForPath(rules, '/ja/about')['Content-Security-Policy'];
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toBe(headersForPath(rules, '/ja')['Content-Security-Policy']);
  });
});

describe('nginx', () => {
  const readMap = (name: string) =>
    new Map(
      [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/^"([^"]+)" "([^"]*)";$/gm)].map((match) => [
        match[1],
        match[2],
      ]),
    );

  it('has maps from each file (the $uri after try_files) and clean URL to its CSP and Cache-Control', async () => {
    const csp = readMap(NGINX_CSP_MAP);
    const cache = readMap(NGINX_CACHE_MAP);
    for (const url of [
      '/ja/about',
      '/ja/about/index.html',
      '/',
      '/index.html',
      '/404.html',
      '/ja/404.html',
    ]) {
      const response = await get(port, url);
      expect(csp.get(url)).toBe(response.headers['content-security-policy']);
      expect(cache.get(url)).toBe(response.headers['cache-control']);
    }
    expect(cache.get('/app-0123456789abcdef0123.js')).toBe('public, max-age=31536000, immutable');
  });

  it("gives /cms-media/ the server's media headers: sandboxed, an SVG as a download, an image or PDF shown", async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
    const csp = readMap(NGINX_CSP_MAP);
    const disposition = readMap(NGINX_DISPOSITION_MAP);
    const expected = {
      '/cms-media/logo.svg': 'attachment',
      '/cms-media/nested/cover.svg': 'attachment',
      '/cms-media/cover.png': undefined,
      '/cms-media/talk.pdf': undefined,
    };
    const sent = await Promise.all(
      Object.keys(expected).map(async (url) => {
        const server = (await get(port, url)).headers;
        const netlify = lowerKeys(headersForPath(rules, url));
        return {
          url,
          server: [server['content-security-policy'], server['content-disposition']],
          headersFile: [netlify['content-security-policy'], netlify['content-disposition']],
          nginx: [csp.get(url), disposition.get(url)],
        };
      }),
    );
    expect(sent).toEqual(
      Object.entries(expected).map(([url, download]) => ({
        url,
        server: [MEDIA_CSP, download],
        headersFile: [MEDIA_CSP, download],
        nginx: [MEDIA_CSP, download],
      })),
    );
  });

  const conf = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');

  it('deploy/nginx.conf sends the same security headers as the server, and HSTS', () => {
    const added = new Map(
      [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect([name, added.get(name)]).toEqual([name, value]);
    expect(added.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('deploy/nginx.conf includes the generated maps, localized 404 and 500 pages and only GET and HEAD', () => {
    expect(conf).toMatch(/include\s+\S+\/_nginx-csp\.map;/);
    expect(conf).toMatch(/include\s+\S+\/_nginx-cache\.map;/);
    expect(conf).toMatch(/include\s+\S+\/_nginx-disposition\.map;/);
    expect(conf).toMatch(/add_header\s+Content-Disposition\s+\$site_disposition\s+always;/);
    expect(conf).toMatch(/add_header\s+Content-Security-Policy\s+\$site_csp_sent\s+always;/);
    expect(conf).toMatch(/add_header\s+Cache-Control\s+\$site_cache_control\s+always;/);
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      expect(conf).toContain(`error_page 404 /${locale}/404.html;`);
      expect(conf).toContain(`error_page 500 502 503 504 /${locale}/500.html;`);
    }
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('error_page 500 502 503 504 /500.html;');
    expect(conf).toMatch(/GET\|HEAD/);
  });
});

describe('contentSecurityPolicy extra sources', () => {
  it('adds sources to a directive (a tag manager) but never unsafe-inline scripts', () => {
    const csp = contentSecurityPolicy(false, [], null, {
      'script-src': ['https://tags.example', "'unsafe-inline'"],
      'frame-src': ['https://tags.example'],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://tags.example;");
    expect(csp).toContain('frame-src https://tags.example;');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed bundles for a year, but not CMS uploads, whose names survive a replaced file', () => {
    expect(cacheControlFor('/app-0123456789abcdef0123.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/static/logo-0123456789abcdef.png')).toBe(CACHE_IMMUTABLE);
    // Strapi keeps an upload's hash-like name when an editor replaces the file.
    expect(cacheControlFor('/cms-media/cover_batch_compression_e007b94863.png')).toBe(CACHE_SHORT);
    expect(cacheControlFor('/cms-media/cover_batch_compression_e007b94863.png.webp')).toBe(CACHE_SHORT);
  });

  it("caches the search index's content-named chunks for a year and revalidates its entry and scripts", () => {
    expect(cacheControlFor('/pagefind/index/ja_3f2a9c1d0e.pf_index')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/pagefind/fragment/en_1ac096d.pf_fragment')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/pagefind/pagefind-entry.json')).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/pagefind/pagefind.js')).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/pagefind/wasm.en.pagefind')).toBe(CACHE_REVALIDATE);
  });
});

describe('the policies of pages unchanged since the last build', () => {
  it('hashes again only the pages written since, with the same files as without the cache; a cache of other inputs or corrupt is not used', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-cache-'));
    const cacheFile = path.join(build, '..', `${path.basename(build)}-csp.json`);
    const write = (name: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
      fs.writeFileSync(path.join(build, name), content);
    };
    const headersFile = () => fs.readFileSync(path.join(build, HEADERS_FILE), 'utf8');
    try {
      write('index.html', page('en', 'window.pagePath="/";'));
      write('about/index.html', page('en', 'window.pagePath="/about";'));
      expect((await writeHostHeaders(build, { cacheFile })).read).toBe(2);
      const before = headersFile();

      // Gatsby writes one page again, with another inline script.
      write('about/index.html', page('en', 'window.pagePath="/about";window.x=1;'));
      expect((await writeHostHeaders(build, { cacheFile })).read).toBe(1);
      const cached = headersFile();
      expect(cached).not.toBe(before);
      expect((await writeHostHeaders(build)).read).toBe(2);
      expect(headersFile()).toBe(cached);

      // Written under another CMS origin, https or tag manager (another base policy): all read.
      const cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { base: string };
      fs.writeFileSync(cacheFile, JSON.stringify({ ...cache, base: `${cache.base}; other` }));
      expect((await writeHostHeaders(build, { cacheFile })).read).toBe(2);
      fs.writeFileSync(cacheFile, '{"base": ');
      expect((await writeHostHeaders(build, { cacheFile })).read).toBe(2);
      expect(headersFile()).toBe(cached);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
      fs.rmSync(cacheFile, { force: true });
    }
  });
});

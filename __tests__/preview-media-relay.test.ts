/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPreviewRoutes, relayedType } from '../server/preview';
import { cmsMediaHeaders } from '@meridian/shared/headers';
import { createSiteServer } from '../server/site-server';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { mediaPath } from '../src/features/cms/media';

// The preview's media relay (`/__preview/media`, issue 28 item 8) against a fake CMS whose
// uploads are whatever an editor (or someone who took over an editor's account) uploaded: it
// passes on images, video and PDF only, follows no redirect, caps the size, lets browsers cache
// like the build's `/cms-media` copies, and limits how often one client asks.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const MAX_BYTES = 64 * 1024;
const REQUESTS_PER_MINUTE = 40;

const uploads: Record<string, { type?: string; body: string | Buffer; headers?: Record<string, string> }> = {
  'cover_ab12.png': { type: 'image/png', body: PNG, headers: { etag: '"png-1"' } },
  'clip_ab12.mp4': { type: 'video/mp4', body: Buffer.alloc(2048, 1) },
  'report_ab12.pdf': { type: 'application/pdf', body: '%PDF-1.4 minimal' },
  'logo_ab12.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
  },
  'page_ab12.html': { type: 'text/html; charset=utf-8', body: '<script>alert(document.domain)</script>' },
  'xhtml_ab12.png': { type: 'application/xhtml+xml', body: '<html xmlns="http://www.w3.org/1999/xhtml"/>' },
  'feed_ab12.xml': { type: 'text/xml', body: '<?xml version="1.0"?><x/>' },
  'script_ab12.js': { type: 'text/javascript', body: 'alert(1)' },
  'archive_ab12.zip': { type: 'application/zip', body: 'PK' },
  'untyped_ab12.png': { body: PNG },
  'huge_ab12.png': {
    type: 'image/png',
    body: Buffer.alloc(MAX_BYTES + 1),
    headers: { 'content-length': String(MAX_BYTES + 1) },
  },
};
const upstreamHits: string[] = [];
const cms = http.createServer((req, res) => {
  upstreamHits.push(req.url ?? '');
  const name = (req.url ?? '').replace(/^\/uploads\//, '');
  if (name === 'moved_ab12.png') {
    res.writeHead(302, { location: '/internal/secret.png' }).end();
    return;
  }
  if (name === 'endless_ab12.png') {
    // No length, and more bytes than the cap: the relay must stop counting and cut it.
    res.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(16 * 1024);
    for (let sent = 0; sent <= MAX_BYTES * 2; sent += chunk.length) res.write(chunk);
    res.end();
    return;
  }
  const upload = uploads[name];
  if (!upload) {
    res.writeHead(name.startsWith('../') ? 400 : 404).end();
    return;
  }
  if (upload.headers?.etag && req.headers['if-none-match'] === upload.headers.etag) {
    res.writeHead(304, upload.headers).end();
    return;
  }
  res.writeHead(200, { ...(upload.type ? { 'content-type': upload.type } : {}), ...upload.headers });
  res.end(upload.body);
});

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-site-'));
fs.writeFileSync(path.join(build, 'index.html'), '<!DOCTYPE html><html lang="en"><body>Home</body></html>');
fs.writeFileSync(
  path.join(build, '404.html'),
  '<!DOCTYPE html><html lang="en"><body>Not Found</body></html>',
);

let now = Date.now();
const errors: string[] = [];
let site: ReturnType<typeof createSiteServer>;
let siteUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  site = createSiteServer({
    publicDir: build,
    log: { info: () => undefined },
    routes: createPreviewRoutes({
      secret: 'preview-secret-for-tests',
      cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      token: 'read-only-token-for-tests',
      renderMarkdown,
      mediaPath,
      now: () => now,
      log: { error: (message: string) => errors.push(message) },
      timeoutMs: 2000,
      mediaUrls: [],
      mediaLimits: { maxBytes: MAX_BYTES, requestsPerMinute: REQUESTS_PER_MINUTE },
    }),
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  await new Promise((resolve) => cms.close(resolve));
  fs.rmSync(build, { recursive: true, force: true });
});
beforeEach(() => {
  // A new minute for every test: the rate limit counts per minute.
  now += 61_000;
  upstreamHits.length = 0;
  errors.length = 0;
});

const media = (name: string, init?: RequestInit) => fetch(`${siteUrl}/__preview/media?file=${name}`, init);

describe('the preview media relay', () => {
  it.each([
    ['cover_ab12.png', 'image/png'],
    ['clip_ab12.mp4', 'video/mp4'],
    ['report_ab12.pdf', 'application/pdf'],
  ])('passes %s on as %s, sandboxed, cached like /cms-media', async (name, type) => {
    const response = await media(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(uploads[name].body));
  });

  it('sends SVG, which can hold scripts, as a download under a sandbox', async () => {
    const response = await media('logo_ab12.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('sends each upload with the media headers the site serves its /cms-media copy with', async () => {
    const names = ['logo_ab12.svg', 'cover_ab12.png', 'clip_ab12.mp4', 'report_ab12.pdf'];
    const sent = await Promise.all(
      names.map(async (name) => {
        const response = await media(name);
        await response.arrayBuffer();
        const copy = cmsMediaHeaders(`/cms-media/${name}`);
        return {
          name,
          relay: Object.fromEntries(
            Object.keys(copy).map((header) => [header, response.headers.get(header)]),
          ),
          copy,
        };
      }),
    );
    for (const { name, relay, copy } of sent)
      expect({ name, headers: relay }).toEqual({ name, headers: copy });
  });

  it.each([
    'page_ab12.html',
    'xhtml_ab12.png',
    'feed_ab12.xml',
    'script_ab12.js',
    'archive_ab12.zip',
    'untyped_ab12.png',
  ])('refuses %s with 415 and none of its bytes, whatever its name says', async (name) => {
    const response = await media(name);
    expect(response.status).toBe(415);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    expect(errors.join('\n')).toContain(name);
  });

  it('follows no redirect: a moved upload is a 502, and its target is never asked', async () => {
    const response = await media('moved_ab12.png');
    expect(response.status).toBe(502);
    expect(upstreamHits).toEqual(['/uploads/moved_ab12.png']);
  });

  it('refuses a file over the size cap, declared or not', async () => {
    const declared = await media('huge_ab12.png');
    expect(declared.status).toBe(502);
    expect(await declared.text()).toBe('');
    // Undeclared: the relay has started answering when it finds out, so it cuts the answer short
    // (a client sees a broken download, never a whole one).
    await expect(media('endless_ab12.png').then((response) => response.arrayBuffer())).rejects.toThrow();
    const logged = `endless_ab12.png broke off: over ${MAX_BYTES} bytes`;
    for (let wait = 0; wait < 50 && !errors.join('\n').includes(logged); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(errors.join('\n')).toContain(logged);
    // And keeps serving.
    expect((await media('cover_ab12.png')).status).toBe(200);
  });

  it('lets a browser revalidate its copy: the upstream’s ETag, and 304 when it has not changed', async () => {
    const first = await media('cover_ab12.png');
    expect(first.headers.get('etag')).toBe('"png-1"');
    const again = await media('cover_ab12.png', { headers: { 'if-none-match': '"png-1"' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a client asking too often with 429 and when to retry, and others still get theirs', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < REQUESTS_PER_MINUTE + 5; index += 1) {
      const response = await media('missing_ab12.png');
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(REQUESTS_PER_MINUTE);
    expect(statuses.slice(REQUESTS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    // The limit asked nothing of the CMS.
    expect(upstreamHits).toHaveLength(REQUESTS_PER_MINUTE);
    // Another client (another loopback address) is served meanwhile.
    const other = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${siteUrl}/__preview/media?file=cover_ab12.png`, { localAddress: '127.0.0.2' }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(other).toBe(200);
    // The next minute, the same client is served again.
    now += 61_000;
    expect((await media('cover_ab12.png')).status).toBe(200);
  });
});

describe('relayedType', () => {
  it('takes the media type of images, video and PDF only, never a document type', () => {
    expect(relayedType('IMAGE/PNG; charset=binary')).toEqual({ type: 'image/png', attachment: false });
    expect(relayedType('image/svg+xml')).toEqual({ type: 'image/svg+xml', attachment: true });
    for (const type of [
      null,
      '',
      'text/html',
      'image/svg+xml2',
      'image/x+xml',
      'video/../html',
      'application/pdfx',
    ]) {
      expect(relayedType(type)).toBeNull();
    }
  });
});

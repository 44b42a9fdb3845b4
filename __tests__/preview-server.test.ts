/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signPreviewQuery } from '../cms/src/preview/preview-link.js';
import { adminOrigins, createPreviewRoutes } from '../server/preview.mjs';
import { createSiteServer } from '../server/site-server.mjs';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { mediaPath } from '../src/features/cms/media';

const SECRET = 'preview-secret-for-tests';
const TOKEN = 'read-only-token-for-tests';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

const draft = {
  documentId: 'draft123',
  locale: 'ja',
  title: '下書きの記事',
  slug: 'draft-article',
  summary: 'まだ公開されていません。',
  date: '2026-11-20T09:00:00.000Z',
  author: 'Editor',
  coverAlt: 'Cover',
  updatedAt: '2026-11-25T01:00:00.000Z',
  cover: { url: '/uploads/cover_ab12.png', width: 1200, height: 675 },
  tags: [{ name: 'Research', slug: 'research' }],
  body: [
    '## First heading',
    'Text with an image: ![chart](/uploads/chart_cd34.png)',
    '<script>window.__pwned = 1</script>',
    '[bad](javascript:alert(1))',
    '## Second heading',
  ].join('\n\n'),
};

const cmsRequests: Array<{ url: string; authorization?: string }> = [];
let cmsUp = true;
const cms = http.createServer((req, res) => {
  cmsRequests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (!cmsUp) return res.destroy();
  const url = new URL(req.url ?? '/', 'http://cms');
  if (url.pathname === '/uploads/cover_ab12.png') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    return;
  }
  if (url.pathname === '/api/articles') {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401).end('{}');
      return;
    }
    const match =
      url.searchParams.get('filters[documentId][$eq]') === draft.documentId &&
      url.searchParams.get('locale') === draft.locale &&
      url.searchParams.get('status') === 'draft';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: match ? [draft] : [] }));
    return;
  }
  res.writeHead(404).end();
});

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-site-'));
for (const [name, content] of Object.entries({
  'index.html': '<!DOCTYPE html><html lang="en"><body><h1>Home</h1></body></html>',
  'ja/preview/index.html': '<!DOCTYPE html><html lang="ja"><body><h1>プレビュー</h1></body></html>',
  '404.html': '<!DOCTYPE html><html lang="en"><body>Page Not Found</body></html>',
})) {
  fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
  fs.writeFileSync(path.join(build, name), content);
}

let site: ReturnType<typeof createSiteServer>;
let siteUrl = '';
let now = Date.now();
const errors: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  site = createSiteServer({
    publicDir: build,
    log: { info: () => undefined },
    previewFrameAncestors: adminOrigins(cmsUrl),
    routes: createPreviewRoutes({
      secret: SECRET,
      cmsUrl,
      token: TOKEN,
      renderMarkdown,
      mediaPath,
      now: () => now,
      log: { error: (message: string) => errors.push(message) },
      timeoutMs: 2000,
    }),
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  await new Promise((resolve) => cms.close(resolve));
});
beforeEach(() => {
  now = Date.now();
  cmsUp = true;
  cmsRequests.length = 0;
  errors.length = 0;
});

const link = (overrides: Partial<{ documentId: string; locale: string; lifetimeSeconds: number }> = {}) =>
  signPreviewQuery({ type: 'article', documentId: 'draft123', locale: 'ja', secret: SECRET, ...overrides });

async function preview(query: string) {
  const response = await fetch(`${siteUrl}/__preview/data?${query}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('the draft behind a signed preview link', () => {
  it('is read with the read-only token, rendered and sanitized, and never cached or indexed', async () => {
    const { response, body } = await preview(link());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(cmsRequests[0].authorization).toBe(`Bearer ${TOKEN}`);
    expect(cmsRequests[0].url).toContain('status=draft');
    const article = body.article as Record<string, unknown>;
    expect(article.title).toBe('下書きの記事');
    expect(article.toc).toEqual([
      { id: 'first-heading', text: 'First heading', depth: 2 },
      { id: 'second-heading', text: 'Second heading', depth: 2 },
    ]);
    const html = String(article.html);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span data-refused-link>bad</span>');
    expect(html).toContain('src="/__preview/media?file=chart_cd34.png"');
    expect(article.cover).toEqual({ src: '/__preview/media?file=cover_ab12.png', width: 1200, height: 675 });
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  it('refuses a missing, forged, tampered or expired link with its reason, and reads nothing', async () => {
    expect((await preview('')).response.status).toBe(400);
    expect((await preview('type=article&id=draft123&locale=ja')).body).toEqual({ reason: 'missing' });

    const forged = signPreviewQuery({
      type: 'article',
      documentId: 'draft123',
      locale: 'ja',
      secret: 'guess',
    });
    const refusedForged = await preview(forged);
    expect(refusedForged.response.status).toBe(403);
    expect(refusedForged.body).toEqual({ reason: 'forged' });

    // Another document or language under a valid signature.
    const tampered = new URLSearchParams(link());
    tampered.set('id', 'other456');
    expect((await preview(tampered.toString())).body).toEqual({ reason: 'forged' });
    const relocalized = new URLSearchParams(link());
    relocalized.set('locale', 'en');
    expect((await preview(relocalized.toString())).body).toEqual({ reason: 'forged' });

    // A longer life than a link can have.
    const extended = new URLSearchParams(link());
    extended.set('expires', String(Number(extended.get('expires')) + 7200));
    expect((await preview(extended.toString())).response.status).toBe(403);

    const issued = link();
    now += 61 * 60 * 1000;
    const expired = await preview(issued);
    expect(expired.response.status).toBe(410);
    expect(expired.body).toEqual({ reason: 'expired' });
    expect(cmsRequests).toHaveLength(0);
  });

  it('says so when the draft does not exist in that language, or the CMS cannot be reached', async () => {
    const notFound = await preview(link({ locale: 'ko' }));
    expect(notFound.response.status).toBe(404);
    expect(notFound.body).toEqual({ reason: 'not-found' });

    cmsUp = false;
    const down = await preview(link());
    expect(down.response.status).toBe(502);
    expect(down.body).toEqual({ reason: 'unavailable' });
    expect(errors.join('\n')).toContain('draft123');
    expect(errors.join('\n')).not.toContain(TOKEN);
  });
});

describe('preview media and the preview page', () => {
  it('passes a CMS upload through, and refuses names that are not upload names', async () => {
    const image = await fetch(`${siteUrl}/__preview/media?file=cover_ab12.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    for (const name of ['../secret', '.env', '%2e%2e%2fx', '']) {
      expect((await fetch(`${siteUrl}/__preview/media?file=${name}`)).status).toBe(400);
    }
  });

  it('serves the preview page uncached, unindexed and frameable by the CMS admin only', async () => {
    const page = await fetch(`${siteUrl}/ja/preview`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const cmsPort = (cms.address() as AddressInfo).port;
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' http://127.0.0.1:${cmsPort} http://localhost:${cmsPort}`,
    );
    // Every other page stays unframeable.
    const home = await fetch(`${siteUrl}/`);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

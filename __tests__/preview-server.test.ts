/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signPreviewQuery } from '@meridian/shared/preview-link';
import { adminOrigins, createPreviewRoutes, type PreviewRenderer } from '../server/preview';
import { draftContent } from '../server/preview-content';
import { createSiteServer } from '../server/site-server';
import * as buildRenderer from '../src/pipeline/cms/preview-renderer';

// What the server expects of the renderer it loads is what the build's renderer module exports
// (scripts/build-server.mjs compiles that module for it): tsc fails here when they part.
const {
  renderMarkdown,
  mediaPath,
  termMatcherFor,
  draftEventEntry,
  setAdminHosts,
}: Required<PreviewRenderer> = buildRenderer;

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
    'See [the developers page](/developers), [the first heading](#first-heading) and [the forum](https://forum.meridian.network/).',
    '## Second heading',
    'ロールアップのシーケンサーが取引を並べます。ロールアップは速い。',
  ].join('\n\n'),
  glossaryDefinitions: true,
};

/** A Japanese event's draft, as the CMS's REST API answers it (its shared fields in every version). */
const eventDraft: Record<string, unknown> = {
  documentId: 'event456',
  locale: 'ja',
  slug: 'tokyo-rollup-night',
  title: '東京ロールアップ・ナイト(下書き)',
  summary: 'ロールアップについて語る夜。',
  body: 'ロールアップの仕組みを学びます。\n\n<img src=x onerror="window.__pwned = 1">\n\n[bad](javascript:alert(1))',
  startsAt: '2026-12-05T10:00:00.000Z',
  endsAt: '2026-12-05T12:30:00.000Z',
  timeZone: 'Asia/Tokyo',
  format: 'in_person',
  kind: 'meetup',
  venue: 'メリディアン・ハウス',
  city: '東京',
  country: 'JP',
  signUpUrl: 'https://forum.meridian.network/c/events/tokyo-rollup-night',
  coverAlt: '会場の写真',
  updatedAt: '2026-11-25T02:00:00.000Z',
  cover: { url: '/uploads/cover_ab12.png', width: 1200, height: 675 },
  communities: [{ id: 1, code: 'ja' }],
};

/** The published Japanese glossary, in two pages of the CMS's answer (the preview reads both). */
const TERM_PAGES = [
  [
    {
      slug: 'rollup',
      term: 'ロールアップ',
      aliases: null,
      definition: '多くの取引をまとめて L1 に記録する L2 の方式。',
    },
  ],
  [
    {
      slug: 'sequencer',
      term: 'シーケンサー',
      aliases: 'シーケンサ',
      definition: '取引の順序を決めるノード。',
    },
  ],
];
let glossaryUp = true;

const cmsRequests: Array<{ url: string; authorization?: string }> = [];
let cmsUp = true;
/** The admins' allowed hosts the CMS answers (its public GraphQL `allowedHosts`). */
let adminHosts: string[] = [];
/** A slow CMS for the hosts only: they come this late, cut short (a body that is not JSON). */
let slowBrokenHostsMs = 0;
const cms = http.createServer((req, res) => {
  cmsRequests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (!cmsUp) return res.destroy();
  const url = new URL(req.url ?? '/', 'http://cms');
  if (url.pathname === '/graphql' && req.method === 'POST') {
    if (slowBrokenHostsMs) {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"da'),
        slowBrokenHostsMs,
      );
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: { allowedHosts: adminHosts } }));
    return;
  }
  if (url.pathname === '/uploads/cover_ab12.png') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    return;
  }
  if (url.pathname === '/api/terms') {
    const page = Number(url.searchParams.get('pagination[page]'));
    const data = url.searchParams.get('locale') === 'ja' ? (TERM_PAGES[page - 1] ?? []) : [];
    res
      .writeHead(glossaryUp && req.headers.authorization === `Bearer ${TOKEN}` ? 200 : 500, {
        'content-type': 'application/json',
      })
      .end(JSON.stringify({ data, meta: { pagination: { page, pageCount: TERM_PAGES.length } } }));
    return;
  }
  if (url.pathname === '/api/events') {
    const match =
      req.headers.authorization === `Bearer ${TOKEN}` &&
      url.searchParams.get('filters[documentId][$eq]') === eventDraft.documentId &&
      url.searchParams.get('locale') === eventDraft.locale &&
      url.searchParams.get('status') === 'draft' &&
      url.searchParams.get('populate[communities]') === 'true';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: match ? [eventDraft] : [] }));
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
      termMatcherFor,
      draftEventEntry,
      setAdminHosts,
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
  glossaryUp = true;
  draft.glossaryDefinitions = true;
  cmsRequests.length = 0;
  errors.length = 0;
  adminHosts = [];
  slowBrokenHostsMs = 0;
});

// Signed by the server's clock (`now`), not the wall clock: a link signed a second after the
// server's clock was set reads as one that lives longer than a link can (403), on a slow machine.
const link = (overrides: Partial<{ documentId: string; locale: string; lifetimeSeconds: number }> = {}) =>
  signPreviewQuery({
    type: 'article',
    documentId: 'draft123',
    locale: 'ja',
    secret: SECRET,
    now,
    ...overrides,
  });

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
    // The draft's request (the glossary's terms are read beside it).
    const draftRequest = cmsRequests.find((request) => request.url.startsWith('/api/articles'));
    expect(draftRequest?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(draftRequest?.url).toContain('status=draft');
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

  it('links to a host once an admin allows it, as the next build will, and gives the page that list', async () => {
    const written = draft.body;
    draft.body = `${written}\n\n[Our site](https://www.new-project.io/)`;
    try {
      const before = await preview(link());
      expect(String((before.body.article as { html: string }).html)).toContain(
        '<span data-refused-link>Our site</span>',
      );
      adminHosts = ['www.new-project.io'];
      const after = await preview(link());
      expect(String((after.body.article as { html: string }).html)).toMatch(
        /<a href="https:\/\/www\.new-project\.io\/"[^>]*>Our site<\/a>/,
      );
      expect(after.body.linkHosts).toEqual(expect.arrayContaining(['lu.ma', 'www.new-project.io']));
    } finally {
      draft.body = written;
      setAdminHosts([]);
    }
  });

  it('defines the first use of each published term of its language in place, as the build does', async () => {
    const { body } = await preview(link());
    const html = String((body.article as Record<string, unknown>).html);
    // Both pages of the CMS's terms were read, with the token, published only, in the draft's language.
    const termRequests = cmsRequests.filter((request) => request.url.startsWith('/api/terms'));
    expect(
      termRequests.map((request) => new URL(request.url, 'http://cms').searchParams.get('pagination[page]')),
    ).toEqual(['1', '2']);
    for (const request of termRequests) {
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.url).toContain('locale=ja');
      expect(request.url).not.toContain('status=draft');
    }
    // The build's own rendering of the body with those terms: its last paragraph, where they are.
    // (Its links to the glossary open in a new tab in the preview: see the test after the next.)
    const built = renderMarkdown(draft.body, 'ja', undefined, termMatcherFor(TERM_PAGES.flat(), 'ja')).html;
    const lastParagraph = (rendered: string) => rendered.slice(rendered.lastIndexOf('<p>'));
    expect(lastParagraph(html)).toBe(
      lastParagraph(built).replace(
        /(aria-describedby="[^"]+")>/g,
        '$1 target="_blank" rel="noopener noreferrer">',
      ),
    );
    const uses = [
      ...html.matchAll(
        /<a href="([^"]+)" class="glossary-term" aria-describedby="([^"]+)"[^>]*>([^<]+)<\/a><span id="\2"[^>]*>([^<]+)<\/span>/g,
      ),
    ].map(([, href, , text, definition]) => [text, href, definition]);
    expect(uses).toEqual([
      ['ロールアップ', '/ja/glossary#rollup', '多くの取引をまとめて L1 に記録する L2 の方式。'],
      ['シーケンサー', '/ja/glossary#sequencer', '取引の順序を決めるノード。'],
    ]);
  });

  it('opens the body’s links to other pages in a new tab, so the admin’s preview panel keeps the draft', async () => {
    const { body } = await preview(link());
    const html = String((body.article as Record<string, unknown>).html);
    // The build writes a site link as a plain link; in the preview it opens a tab of its own.
    expect(renderMarkdown(draft.body, 'ja').html).toContain('<a href="/ja/developers">');
    expect(html).toContain(
      '<a href="/ja/developers" target="_blank" rel="noopener noreferrer">the developers page</a>',
    );
    expect(html).toMatch(
      /<a href="\/ja\/glossary#rollup" class="glossary-term" [^>]*target="_blank" rel="noopener noreferrer">/,
    );
    // A link within the draft stays in place; an external one keeps its own new-tab attributes.
    expect(html).toContain('<a href="#first-heading">the first heading</a>');
    expect(html).toContain(
      '<a href="https://forum.meridian.network/" target="_blank" rel="noopener noreferrer">the forum</a>',
    );
    expect(html.match(/target=/g)).toHaveLength(4);
  });

  it('leaves the body’s code as written, also where it names a media path or a link', () => {
    // Made by the renderer (its preview options), not by editing its HTML: text is never touched.
    const body = '```html\n<img src="/cms-media/chart_cd34.png"> <a href="/developers">\n```';
    const page = draftContent(
      buildRenderer,
      'page',
      { body },
      { locale: 'ja', terms: undefined, problems: [], now: 0 },
    );
    expect(page?.html).toContain('&lt;img src="/cms-media/chart_cd34.png"&gt; &lt;a href="/developers"&gt;');
  });

  it('follows the article’s switch, and shows the draft without definitions when the glossary cannot be read', async () => {
    draft.glossaryDefinitions = false;
    const switchedOff = await preview(link());
    expect(switchedOff.response.status).toBe(200);
    expect(String((switchedOff.body.article as Record<string, unknown>).html)).not.toContain('glossary-term');

    draft.glossaryDefinitions = true;
    glossaryUp = false;
    const withoutGlossary = await preview(link());
    expect(withoutGlossary.response.status).toBe(200);
    const html = String((withoutGlossary.body.article as Record<string, unknown>).html);
    expect(html).toContain('ロールアップのシーケンサーが取引を並べます。');
    expect(html).not.toContain('glossary-term');
    expect(errors.join('\n')).toContain('Preview: reading the glossary (ja) failed');
    expect(errors.join('\n')).not.toContain(TOKEN);
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

  it('answers a refusal only once the reads it started beside the draft have ended (nothing runs on after it)', async () => {
    slowBrokenHostsMs = 300;
    const notFound = await preview(link({ locale: 'ko' }));
    expect(notFound.body).toEqual({ reason: 'not-found' });
    // The slow hosts' failure is logged with the answer, not after it (after a test, Jest's
    // "Cannot log after tests are done").
    expect(errors).toEqual([expect.stringContaining('Preview: reading the allowed hosts failed')]);
  });
});

describe('an event’s draft behind a signed preview link', () => {
  const eventLink = (overrides: Partial<{ secret: string; lifetimeSeconds: number }> = {}) =>
    signPreviewQuery({
      type: 'event',
      documentId: 'event456',
      locale: 'ja',
      secret: SECRET,
      now,
      ...overrides,
    });

  it('is the event as its page shows it: title, times in its own zone, place, communities, sanitized body with definitions', async () => {
    now = Date.parse('2026-11-26T00:00:00Z');
    const { response, body } = await preview(eventLink());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ type: 'event', locale: 'ja', documentId: 'event456' });
    const { event, html, ended } = body.event as {
      event: Record<string, unknown>;
      html: string;
      ended: boolean;
    };
    expect(event).toMatchObject({
      slug: 'tokyo-rollup-night',
      title: '東京ロールアップ・ナイト(下書き)',
      startsAt: '2026-12-05T10:00:00.000Z',
      endsAt: '2026-12-05T12:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      kind: 'meetup',
      format: 'in_person',
      communities: ['ja'],
      isFallback: false,
      signUpUrl: 'https://forum.meridian.network/c/events/tokyo-rollup-night',
      place: 'メリディアン・ハウス、東京、日本',
      // The cover through the preview's relay, never the CMS's own address.
      cover: { url: '/__preview/media?file=cover_ab12.png', width: 1200, height: 675 },
    });
    // 19:00 to 21:30 in Tokyo, written in Japanese.
    expect(event.when).toBe('2026/12/5(土) 19時00分～21時30分(JST)');
    expect(ended).toBe(false);
    expect(html).not.toMatch(/onerror|javascript:|__pwned/);
    expect(html).toContain('<span data-refused-link>bad</span>');
    expect(html).toMatch(/<a href="\/ja\/glossary#rollup" class="glossary-term"[^>]*>ロールアップ<\/a>/);
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  it('says the event has ended when it has, by the preview’s clock', async () => {
    now = Date.parse('2026-12-06T00:00:00Z');
    const { body } = await preview(eventLink({ lifetimeSeconds: 600 }));
    expect((body.event as { ended: boolean }).ended).toBe(true);
  });

  it('refuses a forged or expired event link, and reads nothing', async () => {
    const forged = await preview(eventLink({ secret: 'guess' }));
    expect(forged.response.status).toBe(403);
    expect(forged.body).toEqual({ reason: 'forged' });
    // The same signature presented as an article's link.
    const retyped = new URLSearchParams(eventLink());
    retyped.set('type', 'article');
    expect((await preview(retyped.toString())).body).toEqual({ reason: 'forged' });
    const issued = eventLink();
    now += 61 * 60 * 1000;
    const expired = await preview(issued);
    expect(expired.response.status).toBe(410);
    expect(expired.body).toEqual({ reason: 'expired' });
    expect(cmsRequests).toHaveLength(0);
  });

  it('says why a draft the build would not publish cannot be shown as its page', async () => {
    const { startsAt } = eventDraft;
    eventDraft.startsAt = null;
    try {
      const { response, body } = await preview(eventLink());
      expect(response.status).toBe(422);
      expect(body).toEqual({
        reason: 'incomplete',
        detail: 'CMS event event456 (ja) lacks startsAt: not published',
      });
    } finally {
      eventDraft.startsAt = startsAt;
    }
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

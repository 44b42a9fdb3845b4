/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signPreviewQuery } from '@meridian/shared/preview-link';
import { failedEntryOf, summarizeBuildFailure } from '../server/build-history';
import { createPreviewRoutes } from '../server/preview';
import { writeWebpCopies } from '../src/pipeline/cms/download';
import { entryLabel } from '../src/pipeline/cms/entries';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { mediaPath } from '../src/features/cms/media';
import { markdownUploads, refusedImages } from '../src/pipeline/cms/markdown-uploads';

// The admin's rich-text Image button and the media library's "copy link" write the CMS's absolute
// upload URL, spelled with the origin the editor's browser used (issue 29, item 6): the site must
// treat it as the same upload as `/uploads/{name}`, and refuse, with a reason, other hosts.
const BUCKET = 'https://meridian-media.s3.eu-west-1.amazonaws.com/uploads/';
const ENV_KEYS = ['CMS_URL', 'PUBLIC_URL', 'GATSBY_CMS_URL', 'CMS_MEDIA_URLS'] as const;

/** The CMS settings a test runs with, and none of the others (restored after each test). */
function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): void {
  const others = Object.entries(process.env).filter(
    ([key]) => !(ENV_KEYS as readonly string[]).includes(key),
  );
  jest.replaceProperty(process, 'env', Object.fromEntries([...others, ...Object.entries(values)]));
}
afterEach(() => jest.restoreAllMocks());

describe('which URLs are CMS uploads', () => {
  beforeEach(() =>
    setEnv({
      CMS_URL: 'http://127.0.0.1:1337',
      PUBLIC_URL: 'https://cms.meridian.example',
      CMS_MEDIA_URLS: BUCKET,
    }),
  );

  it('maps the CMS’s absolute URL, as the Image button writes it, to the relative upload’s path', () => {
    expect(mediaPath('/uploads/photo_ab12.png')).toBe('/cms-media/photo_ab12.png');
    expect(mediaPath('http://127.0.0.1:1337/uploads/photo_ab12.png')).toBe('/cms-media/photo_ab12.png');
    // The editor's browser said localhost while the build reads 127.0.0.1: the same CMS.
    expect(mediaPath('http://localhost:1337/uploads/photo_ab12.png')).toBe('/cms-media/photo_ab12.png');
    expect(mediaPath('https://cms.meridian.example/uploads/photo_ab12.png')).toBe(
      '/cms-media/photo_ab12.png',
    );
    expect(mediaPath(`${BUCKET}photo_ab12.png`)).toBe('/cms-media/photo_ab12.png');
  });

  it('ignores query strings and fragments and decodes encoded names', () => {
    expect(mediaPath('/uploads/photo_ab12.png?updatedAt=2026-11-25')).toBe('/cms-media/photo_ab12.png');
    expect(mediaPath('http://localhost:1337/uploads/photo_ab12.png?v=2#top')).toBe(
      '/cms-media/photo_ab12.png',
    );
    expect(mediaPath('/uploads/photo%5Fab12.png')).toBe('/cms-media/photo_ab12.png');
    // An encoded slash or dot file is no stored name.
    expect(mediaPath('/uploads/a%2F..%2Fsecret.png')).toBeNull();
    expect(mediaPath('/uploads/%2Eenv')).toBeNull();
    expect(mediaPath('/uploads/bad%E0%A4%A.png')).toBeNull();
  });

  it('refuses other hosts, other ports, other paths and protocol-relative URLs', () => {
    expect(mediaPath('https://evil.example/uploads/photo_ab12.png')).toBeNull();
    expect(mediaPath('http://localhost:9999/uploads/photo_ab12.png')).toBeNull();
    expect(mediaPath('https://localhost:1337/uploads/photo_ab12.png')).toBeNull();
    expect(mediaPath('http://localhost:1337/admin/photo_ab12.png')).toBeNull();
    expect(mediaPath('//evil.example/uploads/photo_ab12.png')).toBeNull();
    expect(mediaPath('/\\evil.example/uploads/photo_ab12.png')).toBeNull();
    expect(mediaPath('http://user:pw@localhost:1337/uploads/photo_ab12.png')).toBeNull();
    expect(
      markdownUploads('![a](https://evil.example/uploads/x.png) ![b](http://localhost:1337/uploads/y.png)'),
    ).toEqual(['http://localhost:1337/uploads/y.png']);
  });

  it('renders an absolute CMS image exactly like the relative one: copied, WebP first, sized, lazy', () => {
    const sizeOf = (src: string) =>
      src === '/cms-media/photo_ab12.png' ? { width: 800, height: 600 } : undefined;
    const relative = renderMarkdown('![A chart](/uploads/photo_ab12.png)', 'ja', sizeOf).html;
    expect(relative).toBe(
      '<p><picture><source type="image/webp" srcset="/cms-media/photo_ab12.png.webp" />' +
        '<img src="/cms-media/photo_ab12.png" alt="A chart" loading="lazy" decoding="async" width="800" height="600" />' +
        '</picture></p>\n',
    );
    // No WebP copy of an SVG: its image stands alone.
    expect(renderMarkdown('![Logo](http://localhost:1337/uploads/logo_ef56.svg)', 'ja').html).toBe(
      '<p><img src="/cms-media/logo_ef56.svg" alt="Logo" loading="lazy" decoding="async" /></p>\n',
    );
    for (const url of [
      'http://localhost:1337/uploads/photo_ab12.png',
      'http://127.0.0.1:1337/uploads/photo_ab12.png?updatedAt=1',
      'https://cms.meridian.example/uploads/photo_ab12.png',
    ]) {
      expect(renderMarkdown(`![A chart](${url})`, 'ja', sizeOf).html).toBe(relative);
    }
    expect(
      renderMarkdown('![A chart](https://evil.example/uploads/photo_ab12.png)', 'ja').html,
    ).not.toContain('<img');
  });

  it('names each image the site leaves out, with the reason', () => {
    expect(
      refusedImages(
        '![ok](http://localhost:1337/uploads/a_1.png)\n![pixel](https://tracker.example.com/p.gif)\n![x](/images/x.png)',
      ),
    ).toEqual([
      {
        src: 'https://tracker.example.com/p.gif',
        reason: 'it is on another site (tracker.example.com), whose images the site does not load',
      },
      { src: '/images/x.png', reason: "it is not a file of the CMS's media library" },
    ]);
  });
});

describe('the build’s copy of an absolute CMS upload', () => {
  let PNG: Buffer = Buffer.alloc(0);
  const requests: string[] = [];
  let cms: http.Server;
  let port = 0;
  let publicDir = '';
  beforeAll(async () => {
    PNG = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    cms = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/uploads/photo_ab12.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    port = (cms.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-absolute-'));
    requests.length = 0;
    setEnv({ CMS_URL: `http://127.0.0.1:${port}` });
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('is fetched once from the CMS, whichever origin the body spelled', async () => {
    // download.ts reads CMS_URL when loaded: load it with this test's CMS.
    let fetched = 0;
    const manifest = new Map<string, string>();
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('../src/pipeline/cms/download');
      fetched = await isolated.downloadUploads(
        [
          `http://localhost:${port}/uploads/photo_ab12.png?v=1`,
          `http://127.0.0.1:${port}/uploads/photo_ab12.png?v=2`,
        ],
        publicDir,
        { copies: { libraryVersions: async () => new Map(), manifest } },
      );
    });
    expect(fetched).toBe(1);
    expect(requests).toEqual(['/uploads/photo_ab12.png']);
    expect(fs.readFileSync(path.join(publicDir, 'cms-media', 'photo_ab12.png'))).toEqual(PNG);
    // And its WebP copy, which the body's <picture> offers first.
    const warnings: string[] = [];
    expect(
      await writeWebpCopies(
        [`http://localhost:${port}/uploads/photo_ab12.png?v=1`],
        publicDir,
        manifest,
        (message) => warnings.push(message),
      ),
    ).toBe(1);
    expect(warnings).toEqual([]);
    const webp = await sharp(path.join(publicDir, 'cms-media', 'photo_ab12.png.webp')).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 64, 48]);
  });

  it('fails for a missing upload with the entry, language and field, which the build panel shows', async () => {
    let message = '';
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('../src/pipeline/cms/download');
      const where = `${entryLabel('Article', 'Hello Tokyo', 'hello-tokyo', 'ja')}, field body`;
      message = await isolated
        .downloadUploads(['/uploads/does-not-exist.png'], publicDir, {
          copies: { libraryVersions: async () => new Map(), manifest: new Map() },
          usedIn: () => where,
        })
        .then(
          () => '',
          (error: Error) => error.message,
        );
    });
    expect(message).toMatch(
      /^Cannot build Article “Hello Tokyo” \(ja, slug hello-tokyo\), field body: the image or file \/uploads\/does-not-exist\.png is not in the CMS's media library \(HTTP 404/,
    );
    // What the editors' build panel shows, from Gatsby's error block or from a bare stack trace
    // (the summary once fell back to "failed createPages - 2.089s").
    const named = 'Cannot build Article “Hello Tokyo” (ja, slug hello-tokyo), field body';
    const block = [
      'success createPages - 1.2s',
      ' ERROR  #11321  API.NODE.EXECUTION',
      '',
      '"gatsby-node.ts" threw an error while running the createPages lifecycle:',
      '',
      message,
      '',
      'failed createPages - 2.089s',
    ];
    expect(summarizeBuildFailure(block)).toContain(named);
    const stack = [
      `\u001b[31mError: ${message}\u001b[39m`,
      '    at worker (download.ts:44:15)',
      'failed createPages - 2.089s',
    ];
    expect(summarizeBuildFailure(stack)).toBe(message);
    // As `npm start`'s build prints it: Gatsby wraps the message at 80 columns, within words too.
    const wrapped = `  Error: ${message}`.match(/.{1,80}/g) ?? [];
    expect(wrapped.length).toBeGreaterThan(2);
    const printed = [' ERROR  #11321  API.NODE.EXECUTION', '', ...wrapped, '', '  - download.ts:44 worker'];
    expect(summarizeBuildFailure(printed)).toBe(message.slice(0, 400));
    // The entry, language and field the admin links to and names in the entry's edit view.
    expect(failedEntryOf(summarizeBuildFailure(block))).toEqual({
      type: 'Article',
      title: 'Hello Tokyo',
      locale: 'ja',
      slug: 'hello-tokyo',
      field: 'body',
      reason: expect.stringMatching(
        /^the image or file \/uploads\/does-not-exist\.png is not in the CMS's media library/,
      ),
    });
    expect(failedEntryOf('Build failed: failed createPages - 2.089s')).toBeNull();
    expect(entryLabel('Page', null, 'about', 'en')).toBe('Page “about” (en, slug about)');
  });
});

describe('the preview of a draft with an image from the Image button', () => {
  const SECRET = 'preview-secret-for-tests';
  let cmsPort = 0;
  const cms = http.createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/articles')) {
      const draft = {
        documentId: 'draft1',
        title: 'Draft',
        body: `![chart](http://localhost:${cmsPort}/uploads/photo_ab12.png)\n\n![pixel](https://tracker.example.com/p.gif)`,
        cover: {
          url: `http://localhost:${cmsPort}/uploads/cover_cd34.png?updatedAt=1`,
          width: 1200,
          height: 675,
        },
        tags: [],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [draft] }));
    } else res.writeHead(404).end();
  });
  let server: http.Server;
  beforeAll(async () => {
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    cmsPort = (cms.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const each of [server, cms]) await new Promise((resolve) => each.close(resolve));
  });

  it('shows it and the cover through the preview’s media route, by the build’s rule', async () => {
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    // As loadPreview does: the renderer's mediaPath knows the CMS by CMS_URL.
    setEnv({ CMS_URL: cmsUrl });
    const errors: string[] = [];
    const log = { error: (message: string) => errors.push(message) };
    // A renderer without setAdminHosts (this one): the allowed hosts are still read to the end.
    const routes = createPreviewRoutes({
      secret: SECRET,
      cmsUrl,
      token: 'token',
      renderMarkdown,
      mediaPath,
      log,
    });
    server = http.createServer((req, res) => {
      const handler = routes[(req.url ?? '').split('?')[0]];
      if (handler) void handler(req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const query = signPreviewQuery({ type: 'article', documentId: 'draft1', locale: 'en', secret: SECRET });
    const data = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/__preview/data?${query}`,
    );
    expect(data.status).toBe(200);
    const { article } = (await data.json()) as { article: { html: string; cover: { src: string } | null } };
    expect(article.cover?.src).toBe('/__preview/media?file=cover_cd34.png');
    expect(article.html).toContain(
      '<img src="/__preview/media?file=photo_ab12.png" alt="chart" loading="lazy"',
    );
    expect(article.html).not.toContain('tracker.example.com');
    // The preview has no WebP copies: the upload itself is the picture's image.
    expect(article.html).not.toContain('<source');
    // This CMS has no GraphQL: the hosts' read failed, and said so before the answer, not after it.
    expect(errors).toEqual([expect.stringContaining('Preview: reading the allowed hosts failed')]);
  });
});

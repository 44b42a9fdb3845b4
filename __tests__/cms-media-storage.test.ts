/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { downloadUploads } from '../src/pipeline/cms/download';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { imageUploads, mediaBaseUrls, mediaPath } from '../src/features/cms/media';
import { markdownUploads } from '../src/pipeline/cms/markdown-uploads';
import { logoFor, projectLogoUploads, type RawProject } from '../src/pipeline/cms/ecosystem-directory';
import type { DirectoryProject } from '../src/features/ecosystem/directory';

// With the S3 provider on (cms/src/upload-storage.js), Strapi stores absolute URLs in object
// storage or behind a media CDN instead of /uploads/… paths. The build must copy those into
// public/cms-media exactly like local uploads, and only from hosts someone configured.
const BUCKET = 'https://meridian-media.s3.eu-west-1.amazonaws.com/uploads/';
const CDN = 'https://media.meridian.example/cms/';

describe('media URLs from object storage', () => {
  const savedMediaUrls = process.env.CMS_MEDIA_URLS;
  const savedCmsUrl = process.env.CMS_URL;
  beforeEach(() => {
    process.env.CMS_MEDIA_URLS = `${BUCKET}, ${CDN}`;
    process.env.CMS_URL = 'http://127.0.0.1:1337';
  });
  afterEach(() => {
    if (savedMediaUrls === undefined) delete process.env.CMS_MEDIA_URLS;
    else process.env.CMS_MEDIA_URLS = savedMediaUrls;
    if (savedCmsUrl === undefined) delete process.env.CMS_URL;
    else process.env.CMS_URL = savedCmsUrl;
  });

  it('maps S3 and CDN URLs under a configured base to the same site path as a local upload', () => {
    expect(mediaPath(`${BUCKET}cover_ab12.png`)).toBe('/cms-media/cover_ab12.png');
    expect(mediaPath(`${CDN}logo_x1.svg`)).toBe('/cms-media/logo_x1.svg');
    expect(mediaPath('/uploads/cover_ab12.png')).toBe('/cms-media/cover_ab12.png');
    // A private bucket's signed URL: the query string is the signature, not part of the name.
    expect(mediaPath(`${BUCKET}cover_ab12.png?X-Amz-Signature=abc&X-Amz-Expires=900`)).toBe(
      '/cms-media/cover_ab12.png',
    );
  });

  it('refuses other hosts, other prefixes on a configured host, and anything that is not a plain file name', () => {
    expect(mediaPath('https://other-bucket.s3.eu-west-1.amazonaws.com/uploads/cover_ab12.png')).toBeNull();
    expect(mediaPath('https://meridian-media.s3.eu-west-1.amazonaws.com/private/cover_ab12.png')).toBeNull();
    expect(mediaPath(`${BUCKET}nested/cover_ab12.png`)).toBeNull();
    expect(mediaPath(`${BUCKET}.env`)).toBeNull();
    expect(mediaPath(`${BUCKET}a%2F..%2Fsecret.png`)).toBeNull();
    // `..` is resolved by the URL parser: it leaves the configured prefix.
    expect(mediaPath(`${BUCKET}../secrets/key.png`)).toBeNull();
    // Same host, other scheme: a different origin.
    expect(mediaPath(BUCKET.replace('https:', 'http:') + 'cover_ab12.png')).toBeNull();
    // Credentials in a URL would be sent to the host by the download.
    expect(mediaPath('https://user:pass@meridian-media.s3.eu-west-1.amazonaws.com/uploads/c.png')).toBeNull();
  });

  it.each([
    'javascript:alert(1)//uploads/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'ftp://meridian-media.s3.eu-west-1.amazonaws.com/uploads/x.png',
    's3://meridian-media/uploads/x.png',
    '//meridian-media.s3.eu-west-1.amazonaws.com/uploads/x.png',
  ])('refuses the unsafe or unsupported URL %s', (url) => {
    expect(mediaPath(url)).toBeNull();
  });

  it('takes no absolute media URL at all when CMS_MEDIA_URLS is unset (local uploads only)', () => {
    delete process.env.CMS_MEDIA_URLS;
    expect(mediaPath(`${BUCKET}cover_ab12.png`)).toBeNull();
    expect(mediaPath('http://127.0.0.1:1337/uploads/cover_ab12.png')).toBe('/cms-media/cover_ab12.png');
  });

  it('refuses a CMS_MEDIA_URLS entry that is not an http(s) URL', () => {
    expect(() => mediaBaseUrls('s3://meridian-media/uploads/')).toThrow(/not an http\(s\) URL/);
    expect(() => mediaBaseUrls('meridian-media/uploads')).toThrow();
    expect(mediaBaseUrls('https://cdn.example/media').map(String)).toEqual(['https://cdn.example/media/']);
  });

  it('collects storage URLs from covers and markdown, and renders them as the build’s copies', () => {
    expect(
      imageUploads({
        url: `${BUCKET}cover_ab12.png`,
        formats: { small: { url: `${BUCKET}small_cover_ab12.png`, width: 500, height: 250 } },
      }),
    ).toEqual([`${BUCKET}cover_ab12.png`, `${BUCKET}small_cover_ab12.png`]);
    const markdown = [
      `![Chart](${BUCKET}chart_1.png)`,
      `[Report](${CDN}report_2.pdf "the full report")`,
      '![Pixel](https://tracker.example.com/p.gif)',
      '![Local](/uploads/local_3.png)',
    ].join('\n\n');
    expect(markdownUploads(markdown)).toEqual([
      `${BUCKET}chart_1.png`,
      `${CDN}report_2.pdf`,
      '/uploads/local_3.png',
    ]);
    const { html } = renderMarkdown(markdown, 'en');
    expect(html).toContain('src="/cms-media/chart_1.png"');
    expect(html).toContain('href="/cms-media/report_2.pdf"');
    expect(html).toContain('src="/cms-media/local_3.png"');
    expect(html).not.toContain('tracker.example.com');
    expect(html).not.toContain('amazonaws.com');
  });

  it('downloads the logo rendition the directory shows from its storage URL', () => {
    const logo = {
      url: `${BUCKET}logo_a.png`,
      width: 256,
      height: 256,
      formats: { thumbnail: { url: `${BUCKET}thumbnail_logo_a.png`, width: 156, height: 156 } },
    };
    expect(logoFor(logo)).toEqual({ src: '/cms-media/thumbnail_logo_a.png', width: 156, height: 156 });
    const shown = [{ slug: 'alpha', logo: logoFor(logo) }] as DirectoryProject[];
    const raw = (slug: string): RawProject => ({
      documentId: `doc-${slug}`,
      name: slug,
      slug,
      website: 'https://example.org',
      description: 'A project',
      xUrl: null,
      githubUrl: null,
      discordUrl: null,
      logo,
      chains: [],
      categories: [],
    });
    const english = [raw('alpha'), raw('unlisted')];
    expect(projectLogoUploads(shown, english)).toEqual([`${BUCKET}thumbnail_logo_a.png`]);
  });
});

describe('downloadUploads from a media host', () => {
  // A plain static file host standing in for the bucket's public endpoint (what a CDN is): no S3
  // API, just the GET the build sends. Path-style, like MinIO's: /{bucket}/{rootPath}/{name}.
  const files: Record<string, Buffer> = {
    '/meridian-media/uploads/cover_ab12.png': Buffer.from('png bytes'),
  };
  const requests: string[] = [];
  let server: http.Server;
  let base: string;
  let publicDir: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const body = files[(req.url ?? '').split('?')[0]];
      if (body) res.writeHead(200, { 'Content-Type': 'image/png' }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/meridian-media/uploads/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
    process.env.CMS_MEDIA_URLS = base;
    requests.length = 0;
  });
  afterEach(() => {
    fs.rmSync(publicDir, { recursive: true, force: true });
    delete process.env.CMS_MEDIA_URLS;
  });

  it('copies the file into public/cms-media under its name, once, and skips hosts not configured', async () => {
    const signed = `${base}cover_ab12.png?X-Amz-Signature=abc`;
    // The media library's version of the file (read.ts, fetchMediaVersions), and the record of the copies.
    const copies = {
      libraryVersions: async () => new Map([['cover_ab12.png', '2026-11-01T00:00:00.000Z 0.01']]),
      manifest: new Map<string, string>(),
    };
    const fetched = await downloadUploads([signed, 'https://tracker.example.com/uploads/p.gif'], publicDir, {
      copies,
    });
    expect(fetched).toBe(1);
    expect(fs.readFileSync(path.join(publicDir, 'cms-media', 'cover_ab12.png'), 'utf8')).toBe('png bytes');
    // The signature travels with the request (a private bucket needs it).
    expect(requests).toEqual(['/meridian-media/uploads/cover_ab12.png?X-Amz-Signature=abc']);
    // A file already copied at the library's version of it is not fetched again.
    expect(await downloadUploads([signed], publicDir, { copies })).toBe(0);
    expect(requests).toHaveLength(1);
  });
});

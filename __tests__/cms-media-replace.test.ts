/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Actions } from 'gatsby';
import sharp from 'sharp';
import { mediaVersions } from '../cms/src/media/media-versions.js';
import type { BuildCache } from '../src/pipeline/cms/build-cache';
import type { RawArticle } from '../src/pipeline/cms/entries';
import { fakeCmsGraphql, localeNodesOnly, recordingReporter } from './helpers/create-cms-pages';

// An editor replaces an image in the media library ("Replace media"): Strapi keeps the file's
// name and URL, and its formats' names, and writes new bytes under them. A rebuild keeps public/
// and gatsby's cache (the server's rebuild after a publish), so the build must tell an old copy
// in public/cms-media from an up-to-date one by the library's record of the file, not by its name,
// and make its WebP copy again; and copy nothing when no media changed. Here the build's media
// step runs as createCmsPages runs it, against a stand-in CMS: its GraphQL (the media library's
// versions answered by the CMS's own mediaVersions, over stand-in records) and its /uploads.

jest.setTimeout(60_000);

type CreatePagesModule = typeof import('../src/pipeline/cms/create-pages');

/** A file of the media library as its record holds it (plugin::upload.file). */
interface LibraryFile {
  hash: string;
  url: string;
  updatedAt: Date;
  size: number;
  formats: Record<string, { url: string; size: number }>;
}

const BLUE = { r: 30, g: 60, b: 200 };
const ORANGE = { r: 240, g: 140, b: 20 };
const GREEN = { r: 20, g: 170, b: 60 };
const PINK = { r: 230, g: 40, b: 150 };

const png = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The mean colour of an image file, whatever its format (PNG or WebP). */
async function colourOf(file: string): Promise<number[]> {
  const { channels } = await sharp(fs.readFileSync(file)).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** A colour as colourOf reads it: WebP's lossy encoding moves a flat colour by a few levels. */
const about = ({ r, g, b }: typeof BLUE) => [r, g, b].map((level) => expect.closeTo(level, -1));

describe('a media file replaced in the media library', () => {
  /** The files the stand-in CMS serves at /uploads/{name}. */
  const served = new Map<string, Buffer>();
  /** The media library's records (plugin::upload.file). */
  let library: LibraryFile[] = [];
  /** Upload names the build fetched, in order. */
  const fetchedNames: string[] = [];
  let uploadsServer: http.Server;
  let cmsUrl = '';
  let workDir = '';
  let previousDir = '';
  const publicFile = (name: string) => path.join(workDir, 'public', 'cms-media', name);

  /** The media library's clock: each upload or replace is a later update of its record. */
  let clock = Date.UTC(2026, 10, 1);

  /** An image as Strapi stores an upload: the original, a thumbnail and, wider than 500 px, a small format. */
  async function upload(hash: string, width: number, height: number, colour: typeof BLUE): Promise<void> {
    const original = await png(width, height, colour);
    served.set(`${hash}.png`, original);
    const formats: LibraryFile['formats'] = {};
    const sizes: Array<[string, number, number]> = [['thumbnail', Math.round((156 * width) / height), 156]];
    if (width > 500) sizes.push(['small', 500, Math.round((500 * height) / width)]);
    for (const [format, formatWidth, formatHeight] of sizes) {
      const bytes = await png(formatWidth, formatHeight, colour);
      served.set(`${format}_${hash}.png`, bytes);
      formats[format] = { url: `/uploads/${format}_${hash}.png`, size: bytes.length / 1000 };
    }
    clock += 60_000;
    library = [
      ...library.filter((file) => file.hash !== hash),
      {
        hash,
        url: `/uploads/${hash}.png`,
        updatedAt: new Date(clock),
        size: original.length / 1000,
        formats,
      },
    ];
  }

  /** "Replace media": new bytes under the same names, the record updated (@strapi/upload's replace). */
  async function replace(hash: string, width: number, height: number, colour: typeof BLUE): Promise<void> {
    for (const name of [...served.keys()]) if (name.endsWith(`${hash}.png`)) served.delete(name);
    await upload(hash, width, height, colour);
  }

  /** Strapi's database as mediaVersions queries it: files whose hash is in a list (only that part). */
  const strapi = {
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { hash: { $in: string[] } } }) =>
          library.filter((file) => where.hash.$in.includes(file.hash)),
      }),
    },
  } as unknown as Parameters<typeof mediaVersions>[0];

  const article: RawArticle = {
    documentId: 'doc-hello',
    slug: 'hello',
    title: 'Hello',
    date: '2026-11-20T09:00:00.000Z',
    cover: {
      url: '/uploads/cover_ab12.png',
      formats: {
        thumbnail: { url: '/uploads/thumbnail_cover_ab12.png', width: 156, height: 156 },
        small: { url: '/uploads/small_cover_ab12.png', width: 500, height: 281 },
      },
    },
    // The image the editor inserted in the text: only its URL, as the admin's Image button writes it.
    body: 'A chart: ![chart](http://localhost:PORT/uploads/chart_cd34.png)',
    tags: [],
  };

  /** One build of the site's CMS pages, keeping public/ and `cache` as the server's rebuild does. */
  async function build(cache: BuildCache): Promise<{ fetched: string[] }> {
    const before = fetchedNames.length;
    const collections = fakeCmsGraphql((field, locale) =>
      field === 'articles' && locale === 'en'
        ? [{ ...article, body: article.body!.replace('PORT', new URL(cmsUrl).port) }]
        : [],
    );
    const graphql = jest.fn(async (query: string) => {
      const names = /mediaVersions\(names: (\[[^\]]*\])\)/.exec(query)?.[1];
      if (names)
        return {
          data: { cms: { mediaVersions: await mediaVersions(strapi, JSON.parse(names) as string[]) } },
        };
      return collections(query);
    });
    let createCmsPages: CreatePagesModule['createCmsPages'] | undefined;
    await jest.isolateModulesAsync(async () => {
      ({ createCmsPages } = (await import('../src/pipeline/cms/create-pages')) as CreatePagesModule);
    });
    await createCmsPages!({
      graphql: graphql as never,
      actions: { createPage: () => undefined } as unknown as Actions,
      reporter: recordingReporter([]),
      getNodesByType: localeNodesOnly,
      cache,
    });
    return { fetched: fetchedNames.slice(before).sort() };
  }

  /** Gatsby's cache (cache-manager over files): what is set comes back as JSON. */
  function gatsbyCache(): BuildCache {
    const kept = new Map<string, string>();
    return {
      get: async (key) => (kept.has(key) ? JSON.parse(kept.get(key)!) : undefined),
      set: async (key, value) => kept.set(key, JSON.stringify(value)),
    };
  }

  const ALL = ['chart_cd34.png', 'cover_ab12.png', 'small_cover_ab12.png', 'thumbnail_cover_ab12.png'];

  beforeAll(async () => {
    uploadsServer = http.createServer((req, res) => {
      const name = decodeURIComponent(/^\/uploads\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '');
      const bytes = served.get(name);
      if (!bytes) {
        res.writeHead(404).end();
        return;
      }
      fetchedNames.push(name);
      res.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
    });
    await new Promise<void>((resolve) => uploadsServer.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${(uploadsServer.address() as AddressInfo).port}`;
    previousDir = process.cwd();
    // The build writes public/ and its caches under the working directory: not the worktree's.
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-replace-'));
    process.chdir(workDir);
  });
  afterAll(async () => {
    process.chdir(previousDir);
    fs.rmSync(workDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => uploadsServer.close(() => resolve()));
  });
  beforeEach(async () => {
    process.env.CMS_URL = cmsUrl;
    fs.rmSync(path.join(workDir, 'public'), { recursive: true, force: true });
    served.clear();
    library = [];
    await upload('cover_ab12', 1200, 675, BLUE);
    await upload('chart_cd34', 400, 300, GREEN);
  });
  afterEach(() => {
    delete process.env.CMS_URL;
  });

  it('is copied again with its formats and WebP copies on the next build; a build that changed no media fetches nothing', async () => {
    const cache = gatsbyCache();
    expect((await build(cache)).fetched).toEqual(ALL);
    expect(await colourOf(publicFile('cover_ab12.png.webp'))).toEqual(about(BLUE));

    // Nothing changed in the media library: nothing is fetched, no WebP is written again.
    const webpWritten = fs.statSync(publicFile('cover_ab12.png.webp')).mtimeMs;
    expect((await build(cache)).fetched).toEqual([]);
    expect(fs.statSync(publicFile('cover_ab12.png.webp')).mtimeMs).toBe(webpWritten);

    // The cover and the image in the text replaced by images of another colour and size.
    await replace('cover_ab12', 800, 600, ORANGE);
    await replace('chart_cd34', 300, 300, PINK);
    expect((await build(cache)).fetched).toEqual(ALL);
    for (const name of ALL) expect(fs.readFileSync(publicFile(name))).toEqual(served.get(name));
    const cover = await sharp(fs.readFileSync(publicFile('cover_ab12.png.webp'))).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 800, 600]);
    for (const name of ['cover_ab12.png', 'small_cover_ab12.png', 'thumbnail_cover_ab12.png'])
      expect(await colourOf(publicFile(`${name}.webp`))).toEqual(about(ORANGE));
    expect(await colourOf(publicFile('chart_cd34.png.webp'))).toEqual(about(PINK));

    // And the build after that fetches nothing again.
    expect((await build(cache)).fetched).toEqual([]);
  });

  it('is fetched once by the first build without a record of the copies (an older public/ kept)', async () => {
    // public/cms-media as a build before this record left it, and the files replaced since.
    await build(gatsbyCache());
    await replace('cover_ab12', 800, 600, ORANGE);
    const cache = gatsbyCache();
    expect((await build(cache)).fetched).toEqual(ALL);
    expect(fs.readFileSync(publicFile('cover_ab12.png'))).toEqual(served.get('cover_ab12.png'));
    expect(await colourOf(publicFile('cover_ab12.png.webp'))).toEqual(about(ORANGE));
    expect((await build(cache)).fetched).toEqual([]);
  });

  it("is told apart by the CMS's mediaVersions, which answers only for names of the library's files and formats", async () => {
    const answered = await mediaVersions(strapi, [
      'cover_ab12.png',
      'small_cover_ab12.png',
      'medium_cover_ab12.png',
      'other_zz99.png',
      '../cover_ab12.png',
    ]);
    const record = library.find((file) => file.hash === 'cover_ab12')!;
    expect(answered).toEqual([
      { name: 'cover_ab12.png', updatedAt: record.updatedAt.toISOString(), size: record.size },
      {
        name: 'small_cover_ab12.png',
        updatedAt: record.updatedAt.toISOString(),
        size: record.formats.small.size,
      },
    ]);
  });

  it('fails the build naming the entry when a file it had copied is gone from the media library', async () => {
    const cache = gatsbyCache();
    await build(cache);
    expect(fs.existsSync(publicFile('chart_cd34.png'))).toBe(true);
    library = library.filter((file) => file.hash !== 'chart_cd34');
    served.delete('chart_cd34.png');
    await expect(build(cache)).rejects.toThrow(
      /^Cannot build Article “Hello” \(en, slug hello\), field body: the image or file http:\/\/localhost:\d+\/uploads\/chart_cd34\.png is not in the CMS's media library \(HTTP 404/,
    );
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  BROTLI_DOCUMENT_QUALITY,
  BROTLI_HTML_QUALITY,
  brotliQuality,
  listFiles,
  precompress,
  readCompressionManifest,
  removeOrphanedCompressedFiles,
  stripNulBytes,
} from '../plugins/site-output/output-files';

function tempBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-output-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const article = (title: string) =>
  `<!DOCTYPE html><html><body><h1>${title}</h1>${'<p>Body text. </p>'.repeat(60)}</body></html>`;

describe('compressed copies across rebuilds', () => {
  it('removes the copies of a page taken down since the last build, and keeps the others', async () => {
    const dir = tempBuild({
      'blog/kept/index.html': article('Kept'),
      'blog/gone/index.html': article('Gone'),
      'page-data/blog/gone/page-data.json': JSON.stringify({ title: 'Gone'.repeat(200) }),
      'brand/kit.zip': 'zip',
    });
    const first = await precompress(await listFiles(dir), { root: dir });
    expect(first.compressed).toBe(3);
    expect(fs.existsSync(path.join(dir, 'blog/gone/index.html.br'))).toBe(true);

    // The next build: Gatsby deleted the article's HTML and page data, not our copies.
    fs.rmSync(path.join(dir, 'blog/gone/index.html'));
    fs.rmSync(path.join(dir, 'page-data/blog/gone/page-data.json'));
    const removed = await removeOrphanedCompressedFiles(await listFiles(dir));
    expect(removed.map((file) => path.relative(dir, file)).sort()).toEqual([
      'blog/gone/index.html.br',
      'blog/gone/index.html.gz',
      'page-data/blog/gone/page-data.json.br',
      'page-data/blog/gone/page-data.json.gz',
    ]);
    const left = (await listFiles(dir)).map((file) => path.relative(dir, file)).sort();
    expect(left).toEqual([
      'blog/kept/index.html',
      'blog/kept/index.html.br',
      'blog/kept/index.html.gz',
      'brand/kit.zip',
    ]);
  });

  it('compresses only what changed, and the copies always match their source', async () => {
    const dir = tempBuild({ 'a/index.html': article('A'), 'b/index.html': article('B') });
    const first = await precompress(await listFiles(dir), { root: dir });
    expect(first.compressed).toBe(2);

    fs.writeFileSync(path.join(dir, 'b/index.html'), article('B, edited'));
    const second = await precompress(await listFiles(dir), { root: dir, previous: first.manifest });
    expect(second.compressed).toBe(1);
    const brotli = zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'b/index.html.br'))).toString();
    expect(brotli).toBe(article('B, edited'));
    const gzip = zlib.gunzipSync(fs.readFileSync(path.join(dir, 'a/index.html.gz'))).toString();
    expect(gzip).toBe(article('A'));

    // A copy deleted by hand is written again even though the manifest knows its source.
    fs.rmSync(path.join(dir, 'a/index.html.br'));
    const third = await precompress(await listFiles(dir), { root: dir, previous: second.manifest });
    expect(third.compressed).toBe(1);
    expect(fs.existsSync(path.join(dir, 'a/index.html.br'))).toBe(true);
  });

  it('drops the copies of a file that shrank below the compression threshold', async () => {
    const dir = tempBuild({ 'x.json': JSON.stringify({ list: 'x'.repeat(2000) }) });
    await precompress(await listFiles(dir), { root: dir });
    fs.writeFileSync(path.join(dir, 'x.json'), '{}');
    await precompress(await listFiles(dir), { root: dir });
    expect(fs.existsSync(path.join(dir, 'x.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'x.json.gz'))).toBe(false);
  });
});

describe('brotliQuality', () => {
  it('spends quality 11 on small hashed bundles only, which change with the code, not with every publish', () => {
    expect(brotliQuality('/p/app-0f3c2a9b8d7e6f5a4b3c.js', 150 * 1024)).toBe(11);
    expect(brotliQuality('/p/styles-0f3c2a9b8d7e6f5a4b3c.css', 20 * 1024)).toBe(11);
    expect(brotliQuality('/p/app-0f3c2a9b8d7e6f5a4b3c.js', 400 * 1024)).toBe(9);
    for (const file of ['/p/page-data/blog/a/page-data.json', '/p/sitemap-0.xml', '/p/sw.js'])
      expect(brotliQuality(file, 10 * 1024)).toBe(BROTLI_DOCUMENT_QUALITY);
  });

  it('spends more on HTML pages, whose first 14.6 KB arrive in the first round trip, than on page data', () => {
    expect(brotliQuality('/p/events/index.html', 80 * 1024)).toBe(BROTLI_HTML_QUALITY);
    expect(BROTLI_HTML_QUALITY).toBeGreaterThan(BROTLI_DOCUMENT_QUALITY);
  });
});

describe('a rebuild reads only the files written since the last build', () => {
  it('strips NUL bytes from and compresses again only the pages written since, and the copies match', async () => {
    const dir = tempBuild({
      'a/index.html': article('A'),
      'b/index.html': article('B'),
      'c/index.html': article('C'),
    });
    const first = await precompress(await listFiles(dir), { root: dir });
    expect(first.read).toBe(3);

    // Gatsby writes one page again (with a NUL byte from the streaming renderer) and keeps the others.
    fs.writeFileSync(path.join(dir, 'b/index.html'), `${article('B, edited')}\0`);
    const files = await listFiles(dir);
    const nul = await stripNulBytes(files, { previous: first.manifest, root: dir });
    expect(nul).toEqual({ cleaned: 1, read: 1 });
    const second = await precompress(files, { root: dir, previous: first.manifest });
    expect(second).toMatchObject({ read: 1, compressed: 1 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'b/index.html.br'))).toString()).toBe(
      article('B, edited'),
    );
    // The unchanged pages keep their entries, so the build after this one skips them too.
    expect(second.manifest['a/index.html']).toEqual(first.manifest['a/index.html']);
  });

  it('ignores a manifest that is corrupt or of another shape, and keeps the hashes of the one before sizes were recorded', async () => {
    const dir = tempBuild({ 'a/index.html': article('A') });
    const manifestFile = path.join(dir, 'manifest.json');
    fs.writeFileSync(manifestFile, '{"a/index.html": {"hash": ');
    expect(await readCompressionManifest(manifestFile)).toEqual({});
    fs.writeFileSync(manifestFile, JSON.stringify([{ hash: 'x' }]));
    expect(await readCompressionManifest(manifestFile)).toEqual({});
    fs.writeFileSync(manifestFile, JSON.stringify({ 'a/index.html': { size: 'big' }, 'b/index.html': 7 }));
    expect(await readCompressionManifest(manifestFile)).toEqual({});

    const first = await precompress(await listFiles(dir), { root: dir });
    fs.writeFileSync(manifestFile, JSON.stringify({ 'a/index.html': first.manifest['a/index.html'].hash }));
    const hashesOnly = await readCompressionManifest(manifestFile);
    // Read again (no size or time to compare), but not compressed again: its hash is the same.
    expect(await precompress(await listFiles(dir), { root: dir, previous: hashesOnly })).toMatchObject({
      read: 1,
      compressed: 0,
    });

    // A recorded size and time that are not the file's: read again, and compressed when it differs.
    const stale = { 'a/index.html': { hash: 'not-this-file', size: 1, mtimeMs: 1 } };
    expect(await precompress(await listFiles(dir), { root: dir, previous: stale })).toMatchObject({
      read: 1,
      compressed: 1,
    });
  });
});

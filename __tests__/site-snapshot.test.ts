/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { differences, siteSnapshot } from '../scripts/db/site-snapshot.mjs';

// The comparison behind `npm test`'s "build from PostgreSQL" step: what two builds of the same
// content may differ in (upload names, bundle hashes, scripts) and what they may not.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built site: files by path. */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-snapshot-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = (upload: string, bundle: string, text = 'Supply and issuance') => `<!DOCTYPE html>
<html lang="en"><head><title>MRD tokenomics | Meridian</title>
<script src="/app-${bundle}.js"></script></head>
<body><main><h1>MRD tokenomics</h1><p>${text} &amp; more</p>
<img alt="Cover" src="/cms-media/cover_tokenomics_${upload}.png.webp">
<a href="/blog/tags/research">Research</a></main>
<script>window.___webpackCompilationHash="${bundle}"</script></body></html>`;

const sqliteBuild = () =>
  site({
    'index.html': '<html><body><h1>Meridian</h1></body></html>',
    'blog/mrd-tokenomics/index.html': page('3832e5558d', '0123456789abcdef01'),
    'cms-media/cover_tokenomics_3832e5558d.png': 'png',
    'cms-media/cover_tokenomics_3832e5558d.png.webp': 'webp',
    'builds/1.json': '{"id":1}',
  });

it('finds no difference between two seedings: upload suffixes, bundle hashes and scripts differ by construction', () => {
  const postgres = site({
    'index.html': '<html><body><h1>Meridian</h1></body></html>',
    'blog/mrd-tokenomics/index.html': page('c833f3de06', 'fedcba9876543210fe'),
    'cms-media/cover_tokenomics_c833f3de06.png': 'png',
    'cms-media/cover_tokenomics_c833f3de06.png.webp': 'webp',
    'builds/7.json': '{"id":7}',
  });
  expect(differences(siteSnapshot(sqliteBuild()), siteSnapshot(postgres))).toEqual([]);
});

it('reports a page whose visible text differs, with both versions', () => {
  const postgres = site({
    'index.html': '<html><body><h1>Meridian</h1></body></html>',
    'blog/mrd-tokenomics/index.html': page('c833f3de06', '0123456789abcdef01', 'Supply only'),
    'cms-media/cover_tokenomics_c833f3de06.png': 'png',
    'cms-media/cover_tokenomics_c833f3de06.png.webp': 'webp',
  });
  const [difference, ...rest] = differences(siteSnapshot(sqliteBuild()), siteSnapshot(postgres));
  expect(rest).toEqual([]);
  expect(difference).toContain('blog/mrd-tokenomics/index.html differs');
  expect(difference).toContain('Supply and issuance & more');
  expect(difference).toContain('Supply only & more');
});

it('reports missing and extra pages and media', () => {
  const postgres = site({
    'index.html': '<html><body><h1>Meridian</h1></body></html>',
    'blog/another/index.html': page('c833f3de06', '0123456789abcdef01'),
    'cms-media/cover_tokenomics_c833f3de06.png': 'png',
  });
  expect(differences(siteSnapshot(sqliteBuild()), siteSnapshot(postgres))).toEqual([
    'only in the SQLite build: blog/mrd-tokenomics/index.html',
    'only in the PostgreSQL build: blog/another/index.html',
    'media only in the SQLite build: cms-media/cover_tokenomics_[upload].png.webp',
  ]);
});

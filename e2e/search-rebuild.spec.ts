import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { writeSearchIndex } from '../plugins/site-output/search-index';
import { createSiteServer } from '../server/site-server';
import { LOCALES, LOCALE_INFO } from '../src/features/i18n/locales';

/**
 * What an editor's publish or unpublish does to search: the rebuild runs the same index step
 * over the new build directory, so a new article is found and an unpublished one is gone.
 * (The full publish → rebuild loop with the CMS is e2e-editor/; this runs the index step alone.)
 */
const article = (lang: string, title: string, text: string, extraHead = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${extraHead}</head>` +
  `<body><header>Menu Search</header><main data-pagefind-body data-pagefind-filter="type:article">` +
  `<h1>${title}</h1><p>${text}</p></main><footer>Footer</footer></body></html>`;

function writePage(dir: string, file: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
}

async function search(page: import('@playwright/test').Page, base: string, term: string): Promise<string[]> {
  await page.goto(`${base}/blog/kept`);
  return page.evaluate(async (query) => {
    const url = '/pagefind/pagefind.js';
    const api = (await import(url)) as {
      options(options: object): Promise<void>;
      search(term: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
    };
    await api.options({ baseUrl: '/' });
    const response = await api.search(query);
    return Promise.all(response.results.map(async (result) => (await result.data()).url));
  }, term);
}

/** The index step also reads the directory's projects and the glossary's terms from page data. */
function writeIndexedPageData(dir: string): void {
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].prefix.replace(/^\//, '');
    for (const sitePath of ['ecosystem', 'glossary'])
      writePage(
        dir,
        path.join('page-data', prefix, sitePath, 'page-data.json'),
        JSON.stringify({ result: {} }),
      );
  }
}

test('a rebuild indexes a newly published article and drops an unpublished one', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-rebuild-'));
  writeIndexedPageData(dir);
  writePage(dir, 'index.html', article('en', 'Home', 'Welcome.'));
  writePage(dir, 'blog/kept/index.html', article('en', 'Kept article', 'Harbour lights over the quay.'));
  writePage(dir, 'blog/retired/index.html', article('en', 'Retired article', 'Obsidian lanterns glow.'));
  writePage(
    dir,
    'ja/blog/retired/index.html',
    article(
      'ja',
      'Retired article',
      'Obsidian lanterns glow.',
      '<meta name="robots" content="noindex, follow">',
    ),
  );
  await writeSearchIndex(dir);
  // The server reads a build's file list when it starts (a rebuild swaps in a new directory).
  const serve = async () => {
    const { server } = createSiteServer({ publicDir: dir, log: {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };

  let { server, base } = await serve();
  try {
    expect(await search(page, base, 'obsidian')).toEqual(['/blog/retired']);
    expect(await search(page, base, 'marzipan')).toEqual([]);

    // The editor unpublishes one article and publishes another: Gatsby's next build no longer
    // has the first page and has the second; the index step runs again on that directory.
    fs.rmSync(path.join(dir, 'blog/retired'), { recursive: true });
    writePage(dir, 'blog/fresh/index.html', article('en', 'Fresh article', 'Marzipan comets at dawn.'));
    await writeSearchIndex(dir);
    server.close();
    ({ server, base } = await serve());

    expect(await search(page, base, 'obsidian')).toEqual([]);
    expect(await search(page, base, 'marzipan')).toEqual(['/blog/fresh']);
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a rebuild writes only the index files that changed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-rebuild-'));
  try {
    writeIndexedPageData(dir);
    writePage(dir, 'index.html', article('en', 'Home', 'Welcome.'));
    writePage(dir, 'blog/kept/index.html', article('en', 'Kept article', 'Harbour lights over the quay.'));
    writePage(dir, 'ja/blog/kept/index.html', article('ja', '残る記事', '港の灯りが岸壁を照らす。'));
    const first = await writeSearchIndex(dir);
    const indexDir = path.join(dir, 'pagefind');
    const writeTimes = () =>
      new Map(
        (fs.readdirSync(indexDir, { recursive: true }) as string[])
          .filter((name) => fs.statSync(path.join(indexDir, name)).isFile())
          .map((name) => [name, fs.statSync(path.join(indexDir, name)).mtimeMs]),
      );
    const before = writeTimes();
    expect(first.files).toBe(before.size);

    // Nothing changed: every index file stays as it was, so the server's publish links them all.
    expect((await writeSearchIndex(dir)).files).toBe(0);
    expect(writeTimes()).toEqual(before);
    expect(fs.existsSync(`${indexDir}.next`)).toBe(false);

    // An English article changes: the Japanese index's files are not written again, and no file
    // of the old English index is left behind.
    writePage(dir, 'blog/kept/index.html', article('en', 'Kept article', 'Marzipan comets at dawn.'));
    const changed = await writeSearchIndex(dir);
    const after = writeTimes();
    expect(changed.files).toBeGreaterThan(0);
    expect(changed.files).toBeLessThan(before.size);
    const japanese = [...before].filter(([name]) => name.includes('ja_') || name.includes('/ja'));
    expect(japanese.length).toBeGreaterThan(0);
    for (const [name, time] of japanese) expect(after.get(name)).toBe(time);
    const dropped = [...before.keys()].filter((name) => !after.has(name));
    for (const name of dropped) expect(fs.existsSync(path.join(indexDir, name))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the index is the same with requests sent to Pagefind one at a time or many at once, whatever order the pages were written in', async () => {
  // Pagefind numbers pages in the order they are added. Many requests in flight must keep that
  // order; and the pages are added by path, not in the order a directory lists them (on a file
  // system that lists entries in the order they were written, a rebuild's would differ).
  const pages = Array.from({ length: 40 }, (_, n) => {
    const [lang, prefix] = n % 2 ? ['ja', 'ja/'] : ['en', ''];
    return [
      `${prefix}blog/article-${String(n).padStart(2, '0')}/index.html`,
      article(lang, `Article ${n}`, `Lanterns number ${n} over quay ${n % 7}. 港の灯り ${n}。`),
    ] as const;
  });
  const dirs = [pages, [...pages].reverse()].map((order) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-order-'));
    writeIndexedPageData(dir);
    for (const [file, html] of order) writePage(dir, file, html);
    return dir;
  });
  const indexFiles = (dir: string) => {
    const indexDir = path.join(dir, 'pagefind');
    return new Map(
      (fs.readdirSync(indexDir, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(indexDir, name)).isFile())
        .sort()
        .map((name) => [name, fs.readFileSync(path.join(indexDir, name)).toString('base64')]),
    );
  };
  try {
    const [forward, backward] = dirs;
    expect((await writeSearchIndex(forward, { requestsInFlight: 1 })).pages).toBe(pages.length);
    expect((await writeSearchIndex(backward)).pages).toBe(pages.length);
    expect(indexFiles(backward)).toEqual(indexFiles(forward));
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});

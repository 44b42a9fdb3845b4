import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../src/features/i18n/locales';
import { SEARCH_CASES } from './search-queries';
import { topResults } from './search-run';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');

test('the build writes one search index per language, and only public pages are in it', () => {
  const entry = JSON.parse(
    fs.readFileSync(path.join(PUBLIC_DIR, 'pagefind', 'pagefind-entry.json'), 'utf8'),
  ) as {
    languages: Record<string, { page_count: number }>;
  };
  expect(Object.keys(entry.languages).sort()).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) expect(entry.languages[locale].page_count).toBeGreaterThan(50);
  // Precompressed like the rest of the build (the index files are compressed by Pagefind itself).
  expect(fs.existsSync(path.join(PUBLIC_DIR, 'pagefind', 'pagefind.js.br'))).toBe(true);
});

test('the indexed text is whole: no character broken by the NUL bytes React can leave in CJK pages', () => {
  const dir = path.join(PUBLIC_DIR, 'pagefind', 'fragment');
  const fragments = fs.readdirSync(dir).filter((file) => /^(ja|ko)_/.test(file));
  expect(fragments.length).toBeGreaterThan(100);
  // A fragment is Pagefind's marker then JSON, which writes a NUL as the escape `\u0000`.
  const broken = fragments.filter((file) =>
    /\uFFFD|\\u0000/.test(zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8')),
  );
  expect(broken).toEqual([]);
});

test('the index and its scripts are served with revalidation or immutable caching, and no CSP violation', async ({
  page,
  request,
}) => {
  const entry = await request.get('/pagefind/pagefind-entry.json');
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const [first] = await topResults(page, 'ja', ['供給量']);
  expect(first.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

for (const locale of LOCALES) {
  test(`search finds the expected page in the top 3 for every ${locale} query`, async ({ page }) => {
    // One search page load per query.
    test.setTimeout(120_000);
    const cases = SEARCH_CASES[locale];
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const results = await topResults(
      page,
      locale,
      cases.map((entry) => entry.query),
    );
    const misses = cases
      .map((entry, index) => ({ ...entry, got: results[index] }))
      .filter((entry) => !entry.got.includes(entry.expect));
    expect(misses).toEqual([]);
  });
}

test('private pages and untranslated fallbacks are never results', async ({ page }) => {
  const results = await topResults(page, 'en', ['sign in', 'password'], 8);
  for (const urls of results) {
    for (const url of urls)
      expect(url).not.toMatch(/\/(login|register|account|forgot-password|preview|search)$/);
  }
  const fallback = await topResults(page, 'ja', ['node operator checklist'], 8);
  // That article has no Japanese translation: its /ja page is an English fallback, noindex.
  expect(fallback[0]).not.toContain('/ja/blog/node-operator-checklist-for-network-upgrades');
});

// `npm run bench:search`: site search figures per language from the last build (public/),
// served as `npm start` serves it, in Debian's Chromium: the index size, the bytes a first
// search downloads, the time from typing a query to its results painted (median of 20 queries,
// unthrottled and with 4× CPU throttling) and recall@3 of the test set (e2e/search-queries.ts).
// A benchmark, not a test: it prints figures (and writes reports/search.json).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/chromium';
import { SEARCH_CASES } from '../../e2e/search-queries';
import { topResults } from '../../e2e/search-run';
import { LOCALES, type Locale } from '../../src/features/i18n/locales';
import { localizePath } from '../../src/features/i18n/paths';
import { serveBuild } from './chromium-lighthouse.mjs';

const PUBLIC_DIR = path.resolve('public');
const INDEX_DIR = path.join(PUBLIC_DIR, 'pagefind');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Bytes and files of one language's index (its metadata, word index, fragments and filters). */
function indexSize(locale: Locale): { bytes: number; files: number } {
  const entry = JSON.parse(fs.readFileSync(path.join(INDEX_DIR, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string }>;
  };
  const hash = entry.languages[locale].hash;
  const files = filesUnder(INDEX_DIR).filter(
    (file) => path.basename(file).startsWith(`${locale}_`) || file.includes(hash),
  );
  return { bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0), files: files.length };
}

/** Types `query` into the open search box and resolves when its results are painted (ms). */
async function timeToResults(page: Page, query: string): Promise<number> {
  return page.evaluate(async (term) => {
    const box = document.querySelector<HTMLInputElement>('dialog[open] input[type="search"]');
    if (!box) throw new Error('The search dialog is not open');
    // React listens for input events and reads the value through the prototype's setter.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!setValue) throw new Error('No value setter on HTMLInputElement');
    const type = (value: string) => {
      setValue.call(box, value);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const status = () =>
      document.querySelector('dialog[open] [data-search-status]')?.getAttribute('data-search-status');
    const start = performance.now();
    type(term);
    await new Promise<void>((resolve) => {
      const check = () => (status() === 'done' ? resolve() : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    // The frame after the one React committed the results in: they are on screen.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, query);
}

async function main() {
  const { server, base } = (await serveBuild(PUBLIC_DIR)) as { server: import('http').Server; base: string };
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const report: Record<string, unknown> = {};
  try {
    for (const locale of LOCALES) {
      const cases = SEARCH_CASES[locale];
      const queries = cases.slice(0, 20).map((entry) => entry.query);

      // A first visit: what opening search and one query download.
      const context = await browser.newContext({ baseURL: base });
      // tsx keeps function names with a `__name` helper that the page does not have.
      await context.addInitScript('window.__name = (target) => target');
      const page = await context.newPage();
      await page.goto(localizePath('/about', locale));
      await page.waitForLoadState('networkidle');
      const downloads: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        downloads.push(
          request.sizes().then((sizes) => ({
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        );
      });
      await page.keyboard.press('/');
      await page.locator('dialog[open] input[type="search"]').waitFor();
      const firstMs = await timeToResults(page, queries[0]);
      await page.waitForLoadState('networkidle');
      const firstSearchFiles = await Promise.all(downloads);
      const firstSearchBytes = firstSearchFiles.reduce((sum, file) => sum + file.bytes, 0);

      const timings = async () => {
        const times: number[] = [];
        for (const query of queries) times.push(await timeToResults(page, query));
        return median(times);
      };
      const unthrottledMs = await timings();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const throttledMs = await timings();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const results = await topResults(
        page,
        locale,
        cases.map((entry) => entry.query),
      );
      const hits = cases.filter((entry, index) => results[index].includes(entry.expect)).length;
      await context.close();

      report[locale] = {
        index: indexSize(locale),
        firstSearchBytes,
        // What those bytes are, largest first: the first place to look when the figure grows.
        firstSearchFiles: firstSearchFiles.sort((a, b) => b.bytes - a.bytes),
        firstQueryMs: Math.round(firstMs),
        medianMs: Math.round(unthrottledMs),
        medianMs4xCpu: Math.round(throttledMs),
        recallAt3: `${hits}/${cases.length}`,
        misses: cases
          .filter((entry, index) => !results[index].includes(entry.expect))
          .map((entry) => entry.query),
      };
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log('language  index (KB, files)  first search (KB)  first query  median  median 4× CPU  recall@3');
  for (const [locale, row] of Object.entries(report) as [string, Record<string, never>][]) {
    const index = row.index as { bytes: number; files: number };
    console.log(
      `${locale.padEnd(8)}  ${`${(index.bytes / 1024).toFixed(0)} KB, ${index.files}`.padEnd(17)}  ${(
        (row.firstSearchBytes as number) / 1024
      )
        .toFixed(0)
        .padEnd(
          17,
        )}  ${`${row.firstQueryMs} ms`.padEnd(11)}  ${`${row.medianMs} ms`.padEnd(6)}  ${`${row.medianMs4xCpu} ms`.padEnd(13)}  ${row.recallAt3}${(row.misses as string[]).length ? ` (missed: ${(row.misses as string[]).join(', ')})` : ''}`,
    );
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/search.json', `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling, the npm
// package's defaults) in Debian's Chromium against a running site, several runs per page, and
// the median of each figure. Prints a table and writes reports/lighthouse.json. Each page gets one
// run of every category (accessibility, best practices and SEO do not vary between runs) and
// `--runs` performance runs (the metrics only), whose medians are reported.
//
//   npm run bench:lighthouse                               # the site at SITE_URL or http://localhost:9000
//   npm run bench:lighthouse -- --url http://localhost:9000 --runs 5
//   npm run bench:lighthouse -- --serve public             # serves that build itself on a free port
//   npm run bench:lighthouse -- --pages /,/ja,/about
//   npm run bench:lighthouse -- --serve public --pages templates:en --theme dark   # the dark palette
//   npm run bench:lighthouse -- --serve public --pages templates --runs 5 --markdown
//       # one page of every template in every language (the pages the page-weight test measures)
//
// A benchmark, not a test: it prints figures and exits 0 unless a run fails. `--check` exits 1
// when a page misses a goal (performance ≥ 95, accessibility, best practices and SEO 100).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { measurePage } from '../lib/page-weight.ts';
import {
  CHROMIUM,
  PERFORMANCE_AUDITS,
  benchPages,
  runFailure,
  launchChromium,
  THEME_OPTION,
  themeOption,
  median,
  serveBuild,
} from './chromium-lighthouse.mjs';

const { values } = parseArgs({
  options: {
    theme: THEME_OPTION,
    url: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:9000' },
    serve: { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    // The build the pages are picked from and their gzip JS measured in (`--serve`'s by default).
    public: { type: 'string' },
    markdown: { type: 'boolean', default: false },
    article: { type: 'string' },
    out: { type: 'string', default: 'reports/lighthouse.json' },
    check: { type: 'boolean', default: false },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<string, number>} */
export const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const OTHER_CATEGORIES = CATEGORIES.filter((id) => id !== 'performance');
const runs = Math.max(1, Number(values.runs));

/**
 * The first article the blog index links to.
 * @param {string} base
 */
async function firstArticle(base) {
  const html = await (await fetch(new URL('/blog', base))).text();
  const slug = [...html.matchAll(/href="(\/blog\/[^"/#?]+)"/g)]
    .map((match) => match[1])
    .find((href) => !/^\/blog\/(page|tag)$/.test(href));
  if (!slug) throw new Error(`No article link on ${base}/blog`);
  return slug;
}

/** @typedef {import('lighthouse').Result} LighthouseResult */

/**
 * The rows of an audit's table (`details.items`), with the columns read here.
 * @template Row
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {Row[]}
 */
function auditItems(lhr, id) {
  const details = /** @type {{ items?: Row[] } | undefined} */ (
    /** @type {unknown} */ (lhr.audits[id]?.details)
  );
  return details?.items ?? [];
}

/**
 * The figures of one performance run.
 * @param {LighthouseResult} lhr
 */
function figures(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const summary = auditItems(lhr, 'resource-summary');
  const script = summary.find((item) => item.resourceType === 'script');
  return {
    // runFailure() has ruled out a missing score.
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // As transferred: the server sends the precompressed brotli or gzip files.
    jsTransferBytes: script?.transferSize ?? 0,
    jsRequests: script?.requestCount ?? 0,
    // Lighthouse's own measure of how fast this machine ran (higher is faster); simulated
    // throttling scales the page's measured CPU work, so a busy machine inflates TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * Where the main thread's time went, and the scripts that cost the most (for the report).
 * @param {LighthouseResult} lhr
 */
function mainThread(lhr) {
  /** @type {{ group: string, duration: number }[]} */
  const groups = auditItems(lhr, 'mainthread-work-breakdown');
  /** @type {{ url: string, total: number, scripting: number }[]} */
  const bootup = auditItems(lhr, 'bootup-time');
  return {
    byGroupMs: Object.fromEntries(groups.map((item) => [item.group, Math.round(item.duration)])),
    scriptsMs: bootup.slice(0, 5).map((item) => ({
      url: URL.canParse(item.url) ? new URL(item.url).pathname : item.url,
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
    })),
  };
}

/**
 * Audits below their full score, by category and id, with each run's value (what to fix first).
 * @param {LighthouseResult} lhr
 * @param {Record<string, string[]>} into
 */
function addFailingAudits(lhr, into) {
  for (const id of CATEGORIES.filter((category) => lhr.categories[category])) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const key = `${id}: ${ref.id}`;
        into[key] = [...(into[key] ?? []), audit.displayValue ?? String(audit.score)];
      }
    }
  }
}

/** @type {import('node:http').Server | undefined} */
let server;
let base = values.url;
if (values.serve) ({ server, base } = await serveBuild(values.serve));

const publicDir = values.public ?? values.serve;
const pages = values.pages
  ? benchPages(values.pages, publicDir ?? 'public')
  : [
      '/',
      '/ja',
      '/ko',
      '/blog',
      values.article ?? (await firstArticle(base)),
      '/ecosystem',
      '/community',
      '/brand-asset-kit',
    ].map((url) => /** @type {{ url: string, template?: string }} */ ({ url }));

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
console.log(
  `Lighthouse ${lighthouseVersion}, ` +
    `${CHROMIUM}, mobile emulation, simulated throttling, ${runs} run(s) per page, medians; ${base}`,
);
const chrome = await launchChromium(themeOption(values.theme));
/**
 * @type {{ page: string, template?: string, jsGzipBytes: number | undefined, median: Record<string, number>,
 *   runs: (ReturnType<typeof figures> & { mainThread: ReturnType<typeof mainThread> })[],
 *   failingAudits: Record<string, string[]>, loadAverage1m: number[] }[]}
 */
const results = [];
let failedRuns = 0;
try {
  for (const { url: page, template } of pages) {
    /** @type {ReturnType<typeof figures>[]} */
    const samples = [];
    /** @type {Record<string, string[]>} */
    const failing = {};
    /** @type {ReturnType<typeof mainThread>[]} */
    const threads = [];
    /** @type {number[]} */
    const load = [];
    /**
     * One Lighthouse run; a run it could not record (runFailure) is retried, twice at most.
     * @param {import('lighthouse').Flags} settings
     */
    const run = async (settings) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        load.push(os.loadavg()[0]);
        const result = await lighthouse(new URL(page, base).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // Not scored, and the slowest part of a run on a long page.
          disableFullPageScreenshot: true,
          ...settings,
        });
        const lhr = result?.lhr;
        const failure = runFailure(lhr);
        if (!failure) return lhr;
        failedRuns += 1;
        console.error(`${page}: attempt ${attempt + 1} failed: ${failure}`);
      }
      return undefined;
    };
    const scores = await run({ onlyCategories: OTHER_CATEGORIES });
    if (scores) addFailingAudits(scores, failing);
    for (let index = 0; index < runs; index += 1) {
      const lhr = await run({ onlyAudits: PERFORMANCE_AUDITS });
      if (!lhr) continue;
      samples.push(figures(lhr));
      threads.push(mainThread(lhr));
      addFailingAudits(lhr, failing);
    }
    if (!samples.length) continue;
    const keys = /** @type {(keyof ReturnType<typeof figures>)[]} */ (Object.keys(samples[0]));
    /** @type {Record<string, number>} */
    const med = {
      ...Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
      ...Object.fromEntries(
        OTHER_CATEGORIES.map((id) => [
          id,
          scores ? Math.round(Number(scores.categories[id].score) * 100) : NaN,
        ]),
      ),
    };
    // What the page needs before it is interactive, gzip (the budget's measure), when its build is at hand.
    const jsGzipBytes = publicDir ? measurePage(publicDir, page).gzipBytes : undefined;
    results.push({
      page,
      template,
      jsGzipBytes,
      median: med,
      runs: samples.map((sample, index) => ({ ...sample, mainThread: threads[index] })),
      failingAudits: failing,
      loadAverage1m: load,
    });
    const missed = CATEGORIES.filter((id) => med[id] < GOALS[id]);
    console.log(
      `${page.padEnd(44)} perf ${String(med.performance).padStart(3)}  a11y ${String(med.accessibility).padStart(3)}  ` +
        `bp ${String(med['best-practices']).padStart(3)}  seo ${String(med.seo).padStart(3)}  ` +
        `LCP ${(med.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(med.tbtMs)} ms  CLS ${med.cls.toFixed(3)}  ` +
        `JS ${(med.jsTransferBytes / 1024).toFixed(1)} KB${jsGzipBytes ? ` (gzip ${(jsGzipBytes / 1024).toFixed(1)})` : ''}  bench ${Math.round(med.benchmarkIndex)}  load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}` +
        (missed.length ? `  MISSES ${missed.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
  server?.close();
}

const summary = {
  date: new Date().toISOString(),
  site: base,
  runsPerPage: runs,
  machine: {
    cores: os.availableParallelism(),
    memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    cpu: os.cpus()[0]?.model,
  },
  goals: GOALS,
  pages: results,
};
fs.mkdirSync(path.dirname(values.out), { recursive: true });
fs.writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nMedians of ${runs} run(s); every run and the audits below full score in ${values.out}.`);
const misses = results.filter((result) => CATEGORIES.some((id) => result.median[id] < GOALS[id]));
if (misses.length) {
  console.log(`${misses.length} page(s) miss a goal:`);
  for (const result of misses) {
    const audits = Object.entries(result.failingAudits).map(
      ([key, values]) => `${key} (${values.join(', ')})`,
    );
    console.log(`  ${result.page}: ${audits.join('; ')}`);
  }
}
if (values.markdown) {
  // For docs/benchmarks.md.
  console.log('\n| Page | Template | Perf | A11y | BP | SEO | LCP s | TBT ms | CLS | JS gzip KB |');
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const { page, template, median: med, jsGzipBytes } of results) {
    console.log(
      `| \`${page}\` | ${template ?? ''} | ${med.performance} | ${med.accessibility} | ${med['best-practices']} | ` +
        `${med.seo} | ${(med.lcpMs / 1000).toFixed(2)} | ${Math.round(med.tbtMs)} | ${med.cls.toFixed(3)} | ` +
        `${jsGzipBytes ? (jsGzipBytes / 1024).toFixed(1) : '–'} |`,
    );
  }
}
const incomplete = pages.length - results.filter((result) => result.runs.length === runs).length;
if (failedRuns)
  console.log(`${failedRuns} run(s) failed and were retried; ${incomplete} page(s) short of ${runs} runs.`);
process.exitCode = incomplete || (values.check && misses.length) ? 1 : 0;

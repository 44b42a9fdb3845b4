// `npm run bench:lighthouse-ab -- <dirA> <dirB>`: Lighthouse on two builds side by side (each
// served from its own directory), runs alternated A, B, B, A… so that a machine that speeds up or
// slows down weighs on both alike. Prints, per page, the median performance, TBT and LCP of each
// build, the main thread's work and its scripting part (the observed times × 4, as Lighthouse
// reports them; they vary less than TBT), and the page's gzip JavaScript in each build.
// On a shared machine TBT varies by ±50 % run to run: compare builds this way, not across tables.
//
//   cp -a public /tmp/before   # build, then change and build again
//   npm run bench:lighthouse-ab -- /tmp/before public --pages /,/ja,/ecosystem --runs 5
//   npm run bench:lighthouse-ab -- /tmp/before public --pages templates --markdown
//       # one page of every template in every language of build B
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { htmlFileFor, measurePage } from '../lib/page-weight.ts';
import {
  PERFORMANCE_AUDITS,
  benchPages,
  launchChromium,
  THEME_OPTION,
  themeOption,
  median,
  runFailure,
  serveBuild,
} from './chromium-lighthouse.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    theme: THEME_OPTION,
    pages: { type: 'string', default: '/,/ja,/ecosystem' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'reports/lighthouse-ab.json' },
    markdown: { type: 'boolean', default: false },
  },
});
const [dirA, dirB] = positionals;
if (!dirA || !dirB) {
  console.error('Usage: npm run bench:lighthouse-ab -- <dirA> <dirB> [--pages /,/ja,…|templates] [--runs 5]');
  process.exit(2);
}
/** @typedef {'A' | 'B'} Build */
/** @type {Record<Build, string>} */
const dirs = { A: dirA, B: dirB };
const pages = benchPages(values.pages, dirB);
const runs = Math.max(1, Number(values.runs));

/**
 * The figures of one run.
 * @param {import('lighthouse').Result} lhr a run without a runFailure()
 */
function sampleOf(lhr) {
  // Its details are a table of scripts, each with its scripting time.
  const bootup = /** @type {unknown} */ (lhr.audits['bootup-time'].details);
  const { items = [] } = /** @type {{ items?: { scripting: number }[] } | undefined} */ (bootup) ?? {};
  return {
    // runFailure() has ruled out a missing score.
    performance: (lhr.categories.performance.score ?? 0) * 100,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    bench: lhr.environment.benchmarkIndex,
    // Less noisy than TBT (no threshold): all main-thread work, and the JS part of it.
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue ?? Number.NaN,
    scripting: items.reduce((sum, item) => sum + item.scripting, 0),
    // What was painted last as the largest (an image's LCP is simulated with every request made
    // before it painted, the page's scripts included, a text's often not): its DOM path's end.
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * The LCP element's selector's last part (`img.card-cover`, `p`), or '' when Lighthouse names none.
 * @param {import('lighthouse').Result} lhr
 */
function lcpElementOf(lhr) {
  const details = /** @type {unknown} */ (lhr.audits['largest-contentful-paint-element']?.details);
  const tables =
    /** @type {{ items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined} */ (
      details
    );
  const selector = tables?.items?.[0]?.items?.[0]?.node?.selector ?? '';
  return selector.split(' > ').at(-1) ?? '';
}

/**
 * The LCP elements of a page's runs, each with how many runs had it: `p ×4, img.card-cover ×1`.
 * @param {string[]} elements
 */
function lcpElementsOf(elements) {
  const counts = new Map();
  for (const element of elements) counts.set(element, (counts.get(element) ?? 0) + 1);
  return [...counts].map(([element, count]) => `${element || '?'} ×${count}`).join(', ');
}

/** @typedef {ReturnType<typeof sampleOf>} Sample */
/** @typedef {Exclude<keyof Sample, 'lcpElement'>} Figure */
/** @typedef {{ [K in Figure]: number } & { runs: Sample[], jsGzipBytes: number, lcpElements: string }} BuildFigures */
/** @typedef {{ page: string, template?: string, loadAverage1m: number[], A?: BuildFigures, B?: BuildFigures }} Row */

const builds = { A: await serveBuild(dirA), B: await serveBuild(dirB) };
const chrome = await launchChromium(themeOption(values.theme));
/** @type {Row[]} */
const results = [];
console.log(`A = ${dirA}, B = ${dirB}; ${runs} run(s) of each per page, alternated; ${pages.length} page(s)`);
try {
  for (const { url: page, template } of pages) {
    // A page one build lacks (content differs between them) is measured in the other only.
    const present = /** @type {Build[]} */ (['A', 'B']).filter((build) =>
      fs.existsSync(htmlFileFor(dirs[build], page)),
    );
    /** @type {Record<Build, Sample[]>} */
    const samples = { A: [], B: [] };
    /** @type {number[]} */
    const load = [];
    for (let round = 0; round < runs; round += 1) {
      for (const build of /** @type {Build[]} */ (round % 2 ? ['B', 'A'] : ['A', 'B'])) {
        if (!present.includes(build)) continue;
        // A run Lighthouse could not record (runFailure) is retried, twice at most.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          load.push(os.loadavg()[0]);
          const result = await lighthouse(`${builds[build].base}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyAudits: PERFORMANCE_AUDITS,
            disableFullPageScreenshot: true,
          });
          const failure = runFailure(result?.lhr);
          if (result && !failure) {
            samples[build].push(sampleOf(result.lhr));
            break;
          }
          console.error(`${page} ${build}: attempt ${attempt + 1} failed: ${failure}`);
        }
      }
    }
    /** @type {Row} */
    const row = { page, template, loadAverage1m: load };
    for (const build of present) {
      const list = samples[build];
      if (!list.length) continue;
      /** @param {Figure} key */
      const of = (key) => median(list.map((sample) => sample[key]));
      const figures = {
        runs: list,
        performance: of('performance'),
        tbt: of('tbt'),
        lcp: of('lcp'),
        mainThread: of('mainThread'),
        scripting: of('scripting'),
        bench: of('bench'),
        jsGzipBytes: measurePage(dirs[build], page).gzipBytes,
        lcpElements: lcpElementsOf(list.map((sample) => sample.lcpElement)),
      };
      row[build] = figures;
      console.log(
        `${page.padEnd(40)} ${build}  perf ${figures.performance}  TBT ${Math.round(figures.tbt)} ms ` +
          `[${list.map((sample) => Math.round(sample.tbt)).join(' ')}]  LCP ${Math.round(figures.lcp)} ms  ` +
          `main thread ${Math.round(figures.mainThread)} ms  scripting ${Math.round(figures.scripting)} ms  ` +
          `JS ${(figures.jsGzipBytes / 1024).toFixed(1)} KB  bench ${Math.round(figures.bench)}  (${list.length} runs)  ` +
          `LCP element ${figures.lcpElements}`,
      );
    }
    results.push(row);
  }
} finally {
  await chrome.kill();
  builds.A.server.close();
  builds.B.server.close();
}

fs.mkdirSync(path.dirname(values.out), { recursive: true });
fs.writeFileSync(
  values.out,
  `${JSON.stringify({ date: new Date().toISOString(), A: dirA, B: dirB, runsPerPage: runs, pages: results }, null, 2)}\n`,
);
console.log(`\nEvery run in ${values.out}.`);
if (values.markdown) {
  /**
   * @param {BuildFigures | undefined} side
   * @param {Figure | 'jsGzipBytes'} key
   */
  const cell = (side, key, digits = 0) => (side ? side[key].toFixed(digits) : '–');
  /** @param {BuildFigures | undefined} side */
  const kb = (side) => (side ? (side.jsGzipBytes / 1024).toFixed(1) : '–');
  console.log(
    '\n| Page | Template | Perf A | Perf B | TBT A | TBT B | Main thread A | Main thread B | JS A KB | JS B KB |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const { page, template, A, B } of results) {
    console.log(
      `| \`${page}\` | ${template ?? ''} | ${cell(A, 'performance')} | ${cell(B, 'performance')} | ` +
        `${cell(A, 'tbt')} | ${cell(B, 'tbt')} | ${cell(A, 'mainThread')} | ${cell(B, 'mainThread')} | ${kb(A)} | ${kb(B)} |`,
    );
  }
}

// `npm run bench:build`: cold `gatsby build` time and peak memory for the seed content and for a
// large catalogue (1,000 articles in en/ja/ko, 500 projects), plus the gzip JS + data of
// /ecosystem. It prints figures; it is not a test and `npm test` does not run it.
//
// A throwaway Strapi (own SQLite file and uploads in a temporary folder) is seeded at its first
// start; the site is built against it; cms/scripts/seed-large-catalogue.js then tops the same
// database up to the large catalogue and the site is built again. Memory is the sum of the RSS of
// gatsby's whole process tree (it forks query and HTML workers), sampled from /proc every 250 ms.
//
// Linux only (/proc). Options: --articles N --projects N (large catalogue totals, default 1000 and 500),
// --database postgres (the CMS on a throwaway PostgreSQL cluster instead of SQLite),
// --seed-only (the seed scenario alone).
// Gatsby's output goes to reports/bench-build-{scenario}.log, the CMS's to reports/bench-build-cms.log,
// the figures to reports/bench-build.json.
// The last build stays in public/ (and .cache/): run `npm run build` to get your own back.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phasesOf, withoutAnsi } from './gatsby-steps.mjs';
import { hasProc, machineTicks, processTable, rssOf, statusField, treeOf } from './proc-usage.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(ROOT);
// After the chdir: cms-process.mjs resolves cms/ from the working directory when it loads.
const { freshSecrets, startCms } = await import('../cms/cms-process.mjs');
const { gatsbyEnv } = await import('../build.mjs');
const { startPostgresCluster } = await import('../db/postgres-cluster.mjs');

const GOALS = { seconds: 600, treeRssBytes: 4 * 1024 ** 3, ecosystemGzipBytes: 200 * 1024 };
const SAMPLE_MS = 250;
const REPORTS = path.join(ROOT, 'reports');
/** @param {string} name */
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * @param {string} name
 * @param {number} fallback
 */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}
const LARGE = { articles: option('articles', 1000), projects: option('projects', 500) };
const databaseIndex = process.argv.indexOf('--database');
const DATABASE = databaseIndex === -1 ? 'sqlite' : process.argv[databaseIndex + 1];
if (!['sqlite', 'postgres'].includes(DATABASE)) {
  console.error(`--database is sqlite or postgres, not ${DATABASE}`);
  process.exit(1);
}
const SEED_ONLY = process.argv.includes('--seed-only');
// Thousands of publishes must not ring a real site's rebuild hook.
delete process.env.SITE_REBUILD_HOOK_URL;

if (!hasProc()) {
  console.error('bench:build samples memory from /proc: it runs on Linux only.');
  process.exit(1);
}

// ── cleanup: the CMS, a running child's process group and the temporary folder ──────────────
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
/** @type {import('../cms/cms-process.mjs').RunningCms | null} */
let cms = null;
/**
 * The PostgreSQL cluster (--database postgres), or null.
 * @type {import('../db/postgres-cluster.mjs').PostgresCluster | null}
 */
let cluster = null;
/** @type {import('node:child_process').ChildProcess | null} */
let running = null;
let interrupted = false;
/** @type {Promise<void> | null} */
let cleaning = null;

/** The CMS the current step runs against (startBenchCms() started it). */
function currentCms() {
  if (!cms) throw new Error('The CMS is not running');
  return cms;
}

/** Once, whoever asks first (the end of the run or a signal). */
function cleanUp() {
  cleaning ??= (async () => {
    if (running?.exitCode === null) {
      try {
        process.kill(-Number(running.pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await cms?.stop();
    cms = null;
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the build and the CMS, removing ${workDir}`);
    cleanUp().finally(() => process.exit(130));
  });
}

// ── memory and CPU of process trees, from /proc ──────────────────────────────────────────────
/**
 * @typedef {{ treeRss: number, treeRssAtSeconds: number, mainHwm: number, processes: number,
 *   cmsRss: number, cores?: { gatsby: number, cms: number, others: number } }} Peak
 */

/**
 * Samples until stopped: the peak RSS sum of the child's tree, the child's own peak (VmHWM, the
 * kernel's high-water mark), the most processes at once, and the CMS's peak RSS (every other
 * process under this one). Also the CPU the tree, the CMS and everything else on the machine used:
 * this machine is shared, and a build that competes for its 2 cores takes longer.
 * @param {import('node:child_process').ChildProcess} child
 */
function sampleUsage(child) {
  const childPid = Number(child.pid);
  /** @type {Peak} */
  const peak = { treeRss: 0, treeRssAtSeconds: 0, mainHwm: 0, processes: 0, cmsRss: 0 };
  const started = Date.now();
  /** @type {Map<number, number>} */
  const treeTicks = new Map();
  /** @type {Map<number, number>} */
  const cmsTicks = new Map();
  const startTicks = machineTicks();
  const sample = () => {
    const table = processTable();
    const tree = treeOf(childPid, table);
    const inTree = new Set(tree);
    const cms = treeOf(process.pid, table).filter((pid) => pid !== process.pid && !inTree.has(pid));
    const treeRss = rssOf(tree);
    if (treeRss > peak.treeRss) Object.assign(peak, { treeRss, treeRssAtSeconds: seconds(started) });
    peak.mainHwm = Math.max(peak.mainHwm, statusField(childPid, 'VmHWM'));
    peak.processes = Math.max(peak.processes, tree.length);
    peak.cmsRss = Math.max(peak.cmsRss, rssOf(cms));
    for (const pid of tree) {
      const entry = table.get(pid);
      if (entry) treeTicks.set(pid, entry.ticks);
    }
    for (const pid of cms) {
      const entry = table.get(pid);
      if (entry) cmsTicks.set(pid, entry.ticks);
    }
  };
  const cmsBefore = (() => {
    const table = processTable();
    /** @type {Map<number, number>} */
    const ticks = new Map();
    // treeOf() lists only processes of the table.
    for (const pid of treeOf(process.pid, table))
      if (pid !== process.pid) ticks.set(pid, /** @type {{ ticks: number }} */ (table.get(pid)).ticks);
    return ticks;
  })();
  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  return () => {
    clearInterval(timer);
    sample();
    const end = machineTicks();
    // Ticks of the whole machine per core: the wall time in ticks.
    const wallTicks = (end.total - startTicks.total) / os.cpus().length;
    const sum = (/** @type {Map<number, number>} */ ticks) =>
      [...ticks.values()].reduce((total, value) => total + value, 0);
    const gatsby = sum(treeTicks);
    const cmsUsed = [...cmsTicks].reduce(
      (total, [pid, ticks]) => total + ticks - (cmsBefore.get(pid) ?? 0),
      0,
    );
    const others = Math.max(0, end.busy - startTicks.busy - gatsby - cmsUsed);
    // Average cores busy over the build, per party.
    peak.cores = { gatsby: gatsby / wallTicks, cms: cmsUsed / wallTicks, others: others / wallTicks };
    return peak;
  };
}

// ── running things ───────────────────────────────────────────────────────────────────────────
const seconds = (/** @type {number} */ since) => (Date.now() - since) / 1000;
const gib = (/** @type {number} */ bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
const mib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024 ** 2)} MiB`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs a command in its own process group (so an interrupt can end all of it), output to a log.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, log?: string, onSample?: boolean }} [options]
 * @returns {Promise<{ code: number, seconds: number, peak: Peak | undefined }>}
 */
function run(command, args, { env = {}, log, onSample } = {}) {
  const out = log ? fs.openSync(log, 'a') : 'inherit';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  running = child;
  const stopSampling = onSample ? sampleUsage(child) : null;
  const started = Date.now();
  const heartbeat = setInterval(
    () => process.stdout.write(`  … ${Math.round(seconds(started))} s\n`),
    60_000,
  );
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearInterval(heartbeat);
      if (typeof out === 'number') fs.closeSync(out);
      running = null;
      resolve({ code: code ?? (signal ? 1 : 0), seconds: seconds(started), peak: stopSampling?.() });
    });
  });
}

/**
 * @param {string} file
 * @param {number} [lines]
 */
function tail(file, lines = 40) {
  const text = withoutAnsi(fs.readFileSync(file, 'utf8'));
  return text
    .split('\n')
    .filter((line) => line.trim())
    .slice(-lines)
    .join('\n');
}

/**
 * @param {string} dir
 * @returns {number}
 */
function countPages(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') count += 1;
  }
  return count;
}

/**
 * @param {string} collection
 * @param {string} locale
 * @returns {Promise<number>}
 */
async function total(collection, locale) {
  const response = await fetch(
    `${currentCms().url}/api/${collection}?locale=${locale}&pagination[pageSize]=1`,
  );
  const body = await response.json();
  return body.meta.pagination.total;
}

async function contentCounts() {
  return {
    articles: {
      en: await total('articles', 'en'),
      ja: await total('articles', 'ja'),
      ko: await total('articles', 'ko'),
    },
    projects: await total('projects', 'en'),
  };
}

// The throwaway CMS: like the integration tests, everything it writes is under workDir.
const secrets = freshSecrets();
/** @param {Record<string, string>} [extra] */
const cmsEnv = (extra = {}) => ({
  ...secrets,
  NODE_ENV: 'development',
  ...(cluster ? cluster.cmsEnv('cms') : { DATABASE_FILENAME: path.join(workDir, 'data.db') }),
  CMS_PUBLIC_DIR: path.join(workDir, 'public'),
  SERVE_ADMIN_PANEL: 'false',
  ...extra,
});

const CMS_LOG = path.join(REPORTS, 'bench-build-cms.log');

/** @param {Record<string, string>} [extra] */
async function startBenchCms(extra) {
  const started = Date.now();
  // Kept for when a build fails on a CMS request: its side of the story.
  const log = (/** @type {string} */ line) => fs.appendFileSync(CMS_LOG, `${line}\n`);
  cms = await startCms({ env: cmsEnv(extra), timeoutMs: 600_000, log });
  return seconds(started);
}

/** Durations of the GraphQL requests the CMS logged since `offset` ("http: POST /graphql (474 ms) 200"). */
/** @param {number} offset */
function graphqlRequests(offset) {
  const text = withoutAnsi(fs.readFileSync(CMS_LOG).subarray(offset).toString('utf8'));
  const durations = [...text.matchAll(/POST \/graphql \((\d+) ms\)/g)]
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    durations[Math.min(durations.length - 1, Math.floor(durations.length * share))] ?? 0;
  return {
    count: durations.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: durations.at(-1) ?? 0,
    totalMs: durations.reduce((total, value) => total + value, 0),
  };
}

/** @param {string} log */
function phasesOfLog(log) {
  return phasesOf(fs.readFileSync(log, 'utf8'));
}

/** @param {string} scenario */
async function measureBuild(scenario) {
  const { url: cmsUrl } = currentCms();
  const log = path.join(REPORTS, `bench-build-${scenario}.log`);
  fs.writeFileSync(log, '');
  // The environment `npm run build` and the rebuild hook give gatsby (query concurrency too).
  const env = gatsbyEnv(cmsUrl);
  // Cold build: no .cache, no public/ from an earlier one.
  const clean = await run(bin('gatsby'), ['clean'], { env, log });
  if (clean.code !== 0) throw new Error(`gatsby clean failed:\n${tail(log)}`);
  console.log(`  gatsby build against ${cmsUrl} (log: ${path.relative(ROOT, log)})`);
  const cmsLogStart = fs.statSync(CMS_LOG).size;
  const measured = await run(bin('gatsby'), ['build'], { env, log, onSample: true });
  // onSample: the run has its peak.
  const build = { ...measured, peak: /** @type {Peak} */ (measured.peak) };
  const cmsRequests = graphqlRequests(cmsLogStart);
  if (build.code !== 0) {
    throw new Error(
      `gatsby build (${scenario}) failed after ${build.seconds.toFixed(0)} s, exit ${build.code}, ` +
        `peak tree RSS ${gib(build.peak.treeRss)}:\n${tail(log)}`,
    );
  }
  const weight = spawnSync(bin('tsx'), ['scripts/bench/page-payload.ts', 'public', '/ecosystem'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (weight.status !== 0) throw new Error(`Measuring /ecosystem failed:\n${weight.stderr}`);
  const result = {
    scenario,
    ...(await contentCounts()),
    pages: countPages(path.join(ROOT, 'public')),
    seconds: build.seconds,
    phases: phasesOfLog(log),
    peakTreeRssAtSeconds: build.peak.treeRssAtSeconds,
    peakTreeRssBytes: build.peak.treeRss,
    mainMaxRssBytes: build.peak.mainHwm,
    maxProcesses: build.peak.processes,
    cmsPeakRssBytes: build.peak.cmsRss,
    averageCores: /** @type {NonNullable<Peak['cores']>} */ (build.peak.cores),
    cmsRequests,
    ecosystem: JSON.parse(weight.stdout),
  };
  console.log(
    `  ${scenario}: ${result.pages} pages in ${result.seconds.toFixed(0)} s, peak tree RSS ` +
      `${gib(result.peakTreeRssBytes)}, /ecosystem ${kb(result.ecosystem.totalGzipBytes)} gzip`,
  );
  return result;
}

const facts =
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ` +
  `${gib(os.totalmem())} RAM, Node ${process.version}; CMS on ${DATABASE}`;

// ── the report ───────────────────────────────────────────────────────────────────────────────
/** @typedef {Awaited<ReturnType<typeof measureBuild>> & { firstStartSeconds?: number, restartSeconds?: number }} BuildResult */

/** @param {BuildResult} result */
function verdicts(result) {
  const ok = (/** @type {boolean} */ pass) => (pass ? 'yes' : 'NO');
  return {
    time: ok(result.seconds < GOALS.seconds),
    memory: ok(result.peakTreeRssBytes < GOALS.treeRssBytes),
    ecosystem: ok(result.ecosystem.totalGzipBytes <= GOALS.ecosystemGzipBytes),
  };
}

function printTable() {
  const rows = [
    [
      'scenario',
      'articles en/ja/ko',
      'projects',
      'pages',
      'build',
      'peak tree RSS',
      'main max RSS',
      '/ecosystem JS+data',
      '<10 min',
      '<4 GiB',
      '<=200 KB',
    ],
    ...results.map((result) => {
      const verdict = verdicts(result);
      const { en, ja, ko } = result.articles;
      return [
        result.scenario,
        `${en}/${ja}/${ko}`,
        String(result.projects),
        String(result.pages),
        `${result.seconds.toFixed(0)} s`,
        gib(result.peakTreeRssBytes),
        gib(result.mainMaxRssBytes),
        `${kb(result.ecosystem.jsGzipBytes)} + ${kb(result.ecosystem.dataGzipBytes)}`,
        verdict.time,
        verdict.memory,
        verdict.ecosystem,
      ];
    }),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(
    `\n${facts}\nGoals (for the large catalogue): build under 10 min, peak memory (sum of the gatsby ` +
      `process tree's RSS) under 4 GiB, /ecosystem JS + page data at most 200 KB gzip.`,
  );
  for (const result of results) {
    const { gatsby, cms: cmsCores, others } = result.averageCores;
    const phases = Object.entries(result.phases)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => `${key} ${Number(value).toFixed(0)} s`)
      .join(', ');
    console.log(
      `${result.scenario}: ${phases}; peak memory ${result.peakTreeRssAtSeconds.toFixed(0)} s into the build; ` +
        `app-*.js ${kb(result.ecosystem.appGzipBytes)} gzip`,
    );
    if (result.firstStartSeconds !== undefined) {
      console.log(
        `${result.scenario}: CMS on ${DATABASE}: first start (tables and seed) ` +
          `${result.firstStartSeconds.toFixed(0)} s, restart on the seeded database ${Number(result.restartSeconds).toFixed(0)} s`,
      );
    }
    const requests = result.cmsRequests;
    if (requests.count) {
      console.log(
        `${result.scenario}: ${requests.count} CMS GraphQL requests, median ${requests.medianMs} ms, ` +
          `p95 ${requests.p95Ms} ms, max ${requests.maxMs} ms, ${Math.round(requests.totalMs / 1000)} s in all`,
      );
    }
    console.log(
      `${result.scenario}: up to ${result.maxProcesses} gatsby processes; CMS peak RSS ` +
        `${mib(result.cmsPeakRssBytes)}; cores busy on average: gatsby ${gatsby.toFixed(2)} ` +
        // CPU time hardly depends on what else runs: the figure to compare across busy runs.
        `(${Math.round(gatsby * result.seconds)} CPU-seconds), CMS ` +
        `${cmsCores.toFixed(2)}, other processes ${others.toFixed(2)} (of ${os.cpus().length}); ` +
        `/ecosystem data: ${result.ecosystem.data.map((/** @type {{ file: string, gzipBytes: number }} */ entry) => `${entry.file} ${kb(entry.gzipBytes)}`).join(', ')}; ` +
        `its HTML ${kb(result.ecosystem.html.bytes)} (${kb(result.ecosystem.html.gzipBytes)} gzip)`,
    );
  }
}

function saveFigures() {
  printTable();
  fs.writeFileSync(
    path.join(REPORTS, 'bench-build.json'),
    `${JSON.stringify({ date: new Date().toISOString(), facts, database: DATABASE, goals: GOALS, results }, null, 2)}\n`,
  );
}

/**
 * The builds measured so far: a failed large build still reports the seed's figures.
 * @type {BuildResult[]}
 */
const results = [];

async function main() {
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(CMS_LOG, '');
  console.log(`bench:build — ${facts}\nTemporary CMS data in ${workDir}`);

  if (DATABASE === 'postgres') {
    const started = await startPostgresCluster({ tempPrefix: 'meridian-bench-pg-' });
    cluster = started;
    started.createDatabase('cms');
  }
  console.log('\n[1/4] Starting a throwaway CMS (seeded at its first start)…');
  const seedSeconds = await startBenchCms();
  console.log(`  ready at ${currentCms().url} in ${seedSeconds.toFixed(0)} s (first start: tables and seed)`);
  // A start on the seeded database: what a restart or a second instance costs.
  await currentCms().stop();
  const restartSeconds = await startBenchCms({ CMS_SEED: 'false' });
  console.log(`  started again on the seeded database in ${restartSeconds.toFixed(0)} s`);

  console.log('\n[2/4] Cold build of the seed content');
  results.push({ ...(await measureBuild('seed')), firstStartSeconds: seedSeconds, restartSeconds });
  if (SEED_ONLY) {
    saveFigures();
    return;
  }

  // The inserter loads Strapi itself; SQLite wants one writer, so the server stops meanwhile.
  console.log(
    `\n[3/4] Topping the catalogue up to ${LARGE.articles} articles and ${LARGE.projects} projects…`,
  );
  await currentCms().stop();
  cms = null;
  const insert = await run(
    process.execPath,
    [
      path.join('cms', 'scripts', 'seed-large-catalogue.js'),
      '--articles',
      String(LARGE.articles),
      '--projects',
      String(LARGE.projects),
    ],
    { env: { ...cmsEnv(), CMS_SEED: 'false' } },
  );
  if (insert.code !== 0) throw new Error('Adding the large catalogue failed (see above)');
  console.log(`  added in ${insert.seconds.toFixed(0)} s`);
  await startBenchCms({ CMS_SEED: 'false' });

  console.log('\n[4/4] Cold build of the large catalogue');
  results.push(await measureBuild('large'));

  saveFigures();
  console.log(
    '\nFigures saved to reports/bench-build.json. public/ now holds the large-catalogue build ' +
      '(from a CMS that is gone): run `npm run build` to build your own content again.',
  );
}

try {
  await main();
  await cleanUp();
} catch (error) {
  // After Ctrl-C the killed build fails too: the signal handler has said what happens.
  if (!interrupted) {
    if (results.length) printTable();
    console.error(`\nbench:build failed: ${error instanceof Error ? error.message : error}`);
  }
  await cleanUp();
  process.exit(interrupted ? 130 : 1);
}

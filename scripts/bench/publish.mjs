// `npm run bench:publish`: how long an editor waits between publishing an article in the CMS and
// seeing it on the live site, step by step, and the peak memory of the rebuild. It prints figures;
// it is not a test and `npm test` does not run it.
//
// The site runs as `npm start` runs it (scripts/start.mjs as a child: CMS, first build, server,
// rebuild hook), against a throwaway CMS database and uploads folder in a temporary directory.
// Then, N times (default 5), one at a time: an editor publishes a NEW article through the CMS's
// content-manager API (admin sign-in, the "publish" action, as the admin panel does); the CMS's
// webhook asks the server for a rebuild; the benchmark polls GET /blog/<slug> as a browser does
// (Accept-Encoding: br, gzip) until it answers 200 with the new title. The server's build history
// (/__builds) gives when the webhook arrived, the build started (after the debounce), gatsby
// finished and the new build went live.
//
//   npm run bench:publish                                  # --scenario seed (the CMS's seed)
//   npm run bench:publish -- --scenario large              # 1,000 articles in en/ja/ko, 500 projects
//   npm run bench:publish -- --scenario xlarge             # 5,000 articles in en/ja/ko, 500 projects
//   npm run bench:publish -- --publishes 3 --articles 1000 --projects 500
//
// Linux only (/proc). The server's output (with gatsby's) goes to reports/bench-publish-<scenario>.log,
// the figures to reports/bench-publish-<scenario>.json and (every scenario run so far) reports/bench-publish.json.
// Like bench:build it builds in this checkout: public/, .cache/ and .sites/ hold its last build.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSteps, withoutAnsi } from './gatsby-steps.mjs';
import {
  commandLine,
  hasProc,
  machineTicks,
  processTable,
  rssOf,
  statusField,
  treeOf,
} from './proc-usage.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(ROOT);
// After the chdir: cms-process.mjs resolves cms/ from the working directory when it loads.
const { freePort, startCms } = await import('../cms/cms-process.mjs');
const { DEV_ADMIN, developmentCmsEnv } = await import('../cms/dev-env.mjs');

// Issue 30: publish → live in 12 s at seed size, 20 s at 1,000 articles per language; the 5,000
// scenario has no goal of its own: it shows how the cost grows with the catalogue.
/** @type {Record<string, number | null> & { treeRssBytes: number }} */
const GOALS = { seed: 12, large: 20, xlarge: null, treeRssBytes: 4 * 1024 ** 3 };
const SAMPLE_MS = 250;
const POLL_MS = 250;
const REPORTS = path.join(ROOT, 'reports');

/**
 * @param {string} name
 * @param {string | number} fallback
 */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const SCENARIO = String(option('scenario', 'seed'));
/**
 * Articles per language of the generated catalogues (`--articles N` overrides).
 * @type {Record<string, number>}
 */
const CATALOGUE_ARTICLES = { large: 1000, xlarge: 5000 };
if (!['seed', ...Object.keys(CATALOGUE_ARTICLES)].includes(SCENARIO)) {
  console.error(`--scenario is seed, large or xlarge, not ${SCENARIO}`);
  process.exit(2);
}
/** A generated catalogue in the CMS's database, beside the seed. */
const GENERATED = SCENARIO !== 'seed';
const PUBLISHES = Number(option('publishes', 5));
const LARGE = {
  articles: Number(option('articles', CATALOGUE_ARTICLES[SCENARIO] ?? 1000)),
  projects: Number(option('projects', 500)),
};
/** An editor would have given up long before: a publish that takes this long is a failure. */
const PUBLISH_TIMEOUT_MS = (GENERATED ? 30 : 10) * 60_000;

if (!hasProc()) {
  console.error('bench:publish samples memory from /proc: it runs on Linux only.');
  process.exit(1);
}

const seconds = (/** @type {number} */ ms) => ms / 1000;
const gib = (/** @type {number} */ bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
const mib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024 ** 2)} MiB`;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── cleanup: the server (and its CMS), the temporary folder ───────────────────────────────────
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-publish-'));
/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
/** @type {import('../cms/cms-process.mjs').RunningCms | null} */
let prepCms = null;
/** @type {Promise<void> | null} */
let cleaning = null;
let interrupted = false;

function cleanUp() {
  cleaning ??= (async () => {
    await prepCms?.stop();
    const running = server;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      const group = -Number(running.pid);
      // start.mjs stops its CMS on SIGINT; the group kill is for a build it is running.
      process.kill(group, 'SIGINT');
      const late = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // gone
        }
      }, 20_000);
      await exited;
      clearTimeout(late);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and the CMS, removing ${workDir}`);
    cleanUp().finally(() => process.exit(130));
  });
}

// ── the site as `npm start` runs it ──────────────────────────────────────────────────────────
const files = {
  DATABASE_FILENAME: path.join(workDir, 'data.db'),
  CMS_PUBLIC_DIR: path.join(workDir, 'public'),
};
const LOG = path.join(REPORTS, `bench-publish-${SCENARIO}.log`);

/** The large catalogue, written before the server starts (SQLite wants one writer). */
async function prepareLarge() {
  // The same secrets and admin as the server's CMS will use: the database is theirs afterwards.
  const env = developmentCmsEnv({ ...files, SERVE_ADMIN_PANEL: 'false' });
  const started = Date.now();
  const cms = await startCms({ env, timeoutMs: 600_000 });
  prepCms = cms;
  await cms.stop();
  prepCms = null;
  console.log(`  seeded in ${Math.round(seconds(Date.now() - started))} s; adding the large catalogue…`);
  const insertStarted = Date.now();
  /** @type {number} */
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join('cms', 'scripts', 'seed-large-catalogue.js'),
        '--articles',
        String(LARGE.articles),
        '--projects',
        String(LARGE.projects),
      ],
      { env: { ...process.env, ...env, CMS_SEED: 'false' }, stdio: 'inherit' },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error('Adding the large catalogue failed (see above)');
  console.log(`  added in ${Math.round(seconds(Date.now() - insertStarted))} s`);
}

async function startServer() {
  const [port, cmsPort] = [await freePort(), await freePort()];
  const secret = crypto.randomBytes(16).toString('hex');
  fs.writeFileSync(LOG, '');
  const out = fs.openSync(LOG, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      ...files,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      SITE_REBUILD_HOOK_SECRET: secret,
      SITE_URL: `http://127.0.0.1:${port}`,
      GATSBY_CMS_URL: `http://127.0.0.1:${cmsPort}`,
      CMS_ADMIN_PANEL: 'off',
      FORCE_COLOR: '0',
      // The large catalogue is in the database already; the seed would only check it again.
      ...(GENERATED ? { CMS_SEED: 'false' } : {}),
    },
    stdio: ['ignore', out, out],
  });
  server = child;
  const started = Date.now();
  const deadline = started + (GENERATED ? 120 : 20) * 60_000;
  while (!fs.readFileSync(LOG, 'utf8').includes('Meridian site ready')) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited (${child.exitCode}):\n${tail()}`);
    if (Date.now() > deadline) throw new Error(`start.mjs did not get ready:\n${tail()}`);
    await sleep(1000);
  }
  return {
    site: `http://127.0.0.1:${port}`,
    cms: `http://127.0.0.1:${cmsPort}`,
    secret,
    readySeconds: seconds(Date.now() - started),
  };
}

function tail(lines = 40) {
  return withoutAnsi(fs.readFileSync(LOG, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .slice(-lines)
    .join('\n');
}

// ── memory and CPU while a publish goes live ──────────────────────────────────────────────────
/**
 * Samples the server's process tree until stopped: the peak RSS of the rebuild (the `gatsby build`
 * child and every worker it forks), of the server process itself (it copies the build), and the
 * CPU ticks used by the build, the CMS, the server and everything else on the machine.
 * @param {number} root
 */
function sampleUsage(root) {
  const peak = { buildTreeRss: 0, serverRss: 0, buildProcesses: 0 };
  /** @type {Record<'build' | 'cms' | 'server', Map<number, number>>} */
  const ticksOf = { build: new Map(), cms: new Map(), server: new Map() };
  const before = processTable();
  const startMachine = machineTicks();
  const sample = () => {
    const table = processTable();
    const tree = treeOf(root, table);
    const children = tree.filter((pid) => table.get(pid)?.ppid === root);
    const buildRoots = children.filter(
      (pid) => / build\b/.test(commandLine(pid)) && /gatsby/.test(commandLine(pid)),
    );
    const build = buildRoots.flatMap((pid) => treeOf(pid, table));
    const cms = children
      .filter((pid) => /strapi/.test(commandLine(pid)))
      .flatMap((pid) => treeOf(pid, table));
    peak.buildTreeRss = Math.max(peak.buildTreeRss, rssOf(build));
    peak.buildProcesses = Math.max(peak.buildProcesses, build.length);
    peak.serverRss = Math.max(peak.serverRss, statusField(root, 'VmRSS'));
    for (const [kind, pids] of /** @type {const} */ ([
      ['build', build],
      ['cms', cms],
      ['server', [root]],
    ])) {
      for (const pid of pids) {
        const entry = table.get(pid);
        if (entry) ticksOf[kind].set(pid, entry.ticks);
      }
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  return () => {
    clearInterval(timer);
    sample();
    const end = machineTicks();
    const wallTicks = (end.total - startMachine.total) / os.cpus().length;
    const used = (/** @type {Map<number, number>} */ ticks) =>
      [...ticks].reduce((sum, [pid, value]) => sum + value - (before.get(pid)?.ticks ?? 0), 0);
    const build = used(ticksOf.build);
    const cms = used(ticksOf.cms);
    const serverTicks = used(ticksOf.server);
    const others = Math.max(0, end.busy - startMachine.busy - build - cms - serverTicks);
    const perCore = (/** @type {number} */ ticks) => (wallTicks > 0 ? ticks / wallTicks : 0);
    return {
      ...peak,
      // Average cores busy over the publish, per party (CPU time hardly depends on the load).
      cores: {
        build: perCore(build),
        cms: perCore(cms),
        server: perCore(serverTicks),
        others: perCore(others),
      },
      buildCpuSeconds: build / 100,
    };
  };
}

// ── publishing as an editor ──────────────────────────────────────────────────────────────────
/**
 * The site and CMS of the running server, and its rebuild hook's secret.
 * @typedef {Awaited<ReturnType<typeof startServer>>} Live
 */
/**
 * A build in the server's /__builds history (server/build-history.mjs), the fields read here.
 * @typedef {{ number: number, result?: string, entries?: { title?: string }[], requestedAt?: string,
 *   startedAt?: string, builtAt?: string, finishedAt?: string }} BuildRecord
 */

/**
 * @param {string} cms
 * @returns {Promise<string>}
 */
async function adminToken(cms) {
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEV_ADMIN),
  });
  if (login.status !== 200) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  return (await login.json()).data.token;
}

/**
 * @param {string} cms
 * @returns {Promise<number>}
 */
async function seedCoverId(cms) {
  const body = await (await fetch(`${cms}/api/articles?populate=cover&pagination[pageSize]=1`)).json();
  return body.data[0].cover.id;
}

/**
 * @param {Live} live
 * @returns {Promise<{ state: string, builds: BuildRecord[] }>}
 */
async function builds(live) {
  const response = await fetch(`${live.site}/__builds`, { headers: { 'x-rebuild-secret': live.secret } });
  if (!response.ok) throw new Error(`/__builds answered ${response.status}`);
  return response.json();
}

/**
 * Waits until no build runs or waits, and none started for a few seconds (a merged follow-up).
 * @param {Live} live
 */
async function settle(live) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < 4000) {
    const { state, builds: list } = await builds(live);
    const open = list.some((build) => !build.finishedAt);
    if (state === 'building' || open) quietSince = Date.now();
    await sleep(500);
  }
}

/**
 * @param {Live} live
 * @param {number} index
 * @param {string} token
 * @param {number} cover
 */
async function publishOne(live, index, token, cover) {
  // startServer() has started it.
  const running = /** @type {import('node:child_process').ChildProcess} */ (server);
  const slug = `bench-publish-${Date.now().toString(36)}-${index}`;
  const title = `Bench publish ${index}: ${crypto.randomBytes(4).toString('hex')}`;
  const stop = sampleUsage(Number(running.pid));
  const logOffset = fs.statSync(LOG).size;
  const publishedAt = Date.now();
  const response = await fetch(
    `${live.cms}/content-manager/collection-types/api::article.article/actions/publish?locale=en`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title,
        slug,
        date: new Date().toISOString(),
        summary: 'Published by bench:publish through the CMS API.',
        author: 'bench:publish',
        cover,
        coverAlt: 'Cover of a benchmark article',
        body: `## What changed\n\nArticle ${index} of a publish-to-live benchmark.`,
      }),
    },
  );
  if (response.status !== 200)
    throw new Error(`Publishing failed: ${response.status} ${await response.text()}`);
  const answeredAt = Date.now();

  /** @type {number | null} */
  let liveAt = null;
  const deadline = publishedAt + PUBLISH_TIMEOUT_MS;
  while (liveAt === null) {
    if (Date.now() > deadline)
      throw new Error(`"${title}" was not live after ${PUBLISH_TIMEOUT_MS / 60_000} min`);
    if (running.exitCode !== null) throw new Error(`start.mjs exited (${running.exitCode}):\n${tail()}`);
    try {
      // Every browser asks for br or gzip: the compressed copy must be the new one too.
      const page = await fetch(`${live.site}/blog/${slug}`, { headers: { 'accept-encoding': 'br, gzip' } });
      const text = await page.text();
      if (page.status === 200 && text.includes(title)) liveAt = Date.now();
    } catch {
      // the server is busy swapping: ask again
    }
    if (liveAt === null) await sleep(POLL_MS);
  }
  await settle(live);
  const usage = stop();
  const history = await builds(live);
  // The build that carried the publish: the first live one whose webhook entries name it.
  const carried = history.builds
    .filter((build) => build.entries?.some((entry) => entry.title === title))
    .sort((a, b) => a.number - b.number);
  const build = carried.find((record) => record.result === 'live') ?? carried[0];
  if (!build) throw new Error(`No build in /__builds names "${title}"`);
  const at = (/** @type {string | undefined} */ stamp) =>
    stamp ? seconds(Date.parse(stamp) - publishedAt) : null;
  const output = fs.readFileSync(LOG).subarray(logOffset).toString('utf8');
  return {
    index,
    slug,
    builds: carried.map((record) => record.number),
    publishRequestSeconds: seconds(answeredAt - publishedAt),
    webhookSeconds: at(build.requestedAt),
    buildStartSeconds: at(build.startedAt),
    buildEndSeconds: at(build.builtAt),
    swapSeconds: at(build.finishedAt),
    liveSeconds: seconds(Number(liveAt) - publishedAt),
    steps: allSteps(output),
    peakBuildTreeRssBytes: usage.buildTreeRss,
    peakServerRssBytes: usage.serverRss,
    maxBuildProcesses: usage.buildProcesses,
    buildCpuSeconds: usage.buildCpuSeconds,
    averageCores: usage.cores,
  };
}

// ── the report ───────────────────────────────────────────────────────────────────────────────
/** @typedef {Awaited<ReturnType<typeof publishOne>>} Publish */

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : value.toFixed(1);

/**
 * @param {{ publishes: Publish[], summary: ReturnType<typeof summarize>, loadBefore: string[],
 *   loadAfter: string[] }} result
 */
function printTable(result) {
  const header = [
    '#',
    'webhook',
    'build start',
    'build end',
    'swap (live)',
    'page live',
    'gatsby',
    'copy+swap',
    'peak build RSS',
    'other cores',
  ];
  const rows = result.publishes.map((entry) => [
    String(entry.index),
    fmt(entry.webhookSeconds),
    fmt(entry.buildStartSeconds),
    fmt(entry.buildEndSeconds),
    fmt(entry.swapSeconds),
    fmt(entry.liveSeconds),
    fmt(Number(entry.buildEndSeconds) - Number(entry.buildStartSeconds)),
    fmt(Number(entry.swapSeconds) - Number(entry.buildEndSeconds)),
    gib(entry.peakBuildTreeRssBytes),
    entry.averageCores.others.toFixed(2),
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, column) => cell.padStart(widths[column])).join('  ');
  console.log(`\n${SCENARIO}: seconds after the publish request (webhook → … → first 200 with the title)`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  const { summary } = result;
  console.log(
    `\nPublish → live: median ${fmt(summary.medianLiveSeconds)} s, max ${fmt(summary.maxLiveSeconds)} s ` +
      (GOALS[SCENARIO] === null
        ? '(no goal); '
        : `(goal ≤ ${GOALS[SCENARIO]} s median: ${summary.medianLiveSeconds <= Number(GOALS[SCENARIO]) ? 'met' : 'MISSED'}); `) +
      `rebuild peak memory ${gib(summary.peakBuildTreeRssBytes)} (goal < 4 GiB: ` +
      `${summary.peakBuildTreeRssBytes < GOALS.treeRssBytes ? 'met' : 'MISSED'}); server peak RSS ${mib(summary.peakServerRssBytes)}`,
  );
  console.log(
    `Median of gatsby's steps per rebuild: ${Object.entries(summary.medianSteps)
      .filter(([, value]) => value >= 0.5)
      .map(([label, value]) => `${label} ${value.toFixed(1)} s`)
      .join('; ')}`,
  );
  console.log(
    `Load: uptime before ${result.loadBefore.join(' ')}, after ${result.loadAfter.join(' ')}; other processes ` +
      `kept ${summary.medianOtherCores.toFixed(2)} of ${os.cpus().length} cores busy (median over publishes); ` +
      `the rebuild used ${fmt(summary.medianBuildCpuSeconds)} CPU-seconds (median).`,
  );
}

/** @param {Publish[]} publishes */
function summarize(publishes) {
  const labels = [...new Set(publishes.flatMap((entry) => Object.keys(entry.steps)))];
  return {
    medianLiveSeconds: median(publishes.map((entry) => entry.liveSeconds)),
    maxLiveSeconds: Math.max(...publishes.map((entry) => entry.liveSeconds)),
    medianGatsbySeconds: median(
      publishes.map((entry) => Number(entry.buildEndSeconds) - Number(entry.buildStartSeconds)),
    ),
    medianCopySwapSeconds: median(
      publishes.map((entry) => Number(entry.swapSeconds) - Number(entry.buildEndSeconds)),
    ),
    medianDebounceSeconds: median(
      publishes.map((entry) => Number(entry.buildStartSeconds) - Number(entry.webhookSeconds)),
    ),
    peakBuildTreeRssBytes: Math.max(...publishes.map((entry) => entry.peakBuildTreeRssBytes)),
    peakServerRssBytes: Math.max(...publishes.map((entry) => entry.peakServerRssBytes)),
    medianBuildCpuSeconds: median(publishes.map((entry) => entry.buildCpuSeconds)),
    medianOtherCores: median(publishes.map((entry) => entry.averageCores.others)),
    medianSteps: Object.fromEntries(
      labels.map((label) => [label, median(publishes.map((entry) => entry.steps[label] ?? 0))]),
    ),
  };
}

async function main() {
  fs.mkdirSync(REPORTS, { recursive: true });
  const facts =
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ` +
    `${gib(os.totalmem())} RAM, Node ${process.version}`;
  const loadBefore = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `bench:publish (${SCENARIO}) — ${facts}; load average ${loadBefore.join(' ')}\nTemporary CMS data in ${workDir}`,
  );
  if (GENERATED) {
    console.log(
      `\nPreparing the ${SCENARIO} catalogue (${LARGE.articles} articles, ${LARGE.projects} projects)…`,
    );
    await prepareLarge();
  }
  // The first build is cold, like a fresh `npm start`; the publishes after it are incremental.
  fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
  console.log(`\nStarting the site (scripts/start.mjs; log: ${path.relative(ROOT, LOG)})…`);
  const live = await startServer();
  console.log(`  ready at ${live.site} in ${Math.round(live.readySeconds)} s (CMS start and a cold build)`);
  await settle(live);
  const cover = await seedCoverId(live.cms);
  /** @type {Publish[]} */
  const publishes = [];
  // Saved after every publish: a long large-catalogue run that is stopped still leaves figures.
  const save = (/** @type {boolean} */ done) => {
    const result = {
      scenario: SCENARIO,
      date: new Date().toISOString(),
      facts,
      complete: done,
      goals: { medianLiveSeconds: GOALS[SCENARIO], treeRssBytes: GOALS.treeRssBytes },
      startSeconds: live.readySeconds,
      loadBefore,
      loadAfter: os.loadavg().map((value) => value.toFixed(2)),
      summary: summarize(publishes),
      publishes,
    };
    fs.writeFileSync(
      path.join(REPORTS, `bench-publish-${SCENARIO}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    // Both scenarios in one file, each the latest run.
    const combinedFile = path.join(REPORTS, 'bench-publish.json');
    const combined = fs.existsSync(combinedFile) ? JSON.parse(fs.readFileSync(combinedFile, 'utf8')) : {};
    combined[SCENARIO] = result;
    fs.writeFileSync(combinedFile, `${JSON.stringify(combined, null, 2)}\n`);
    return result;
  };
  for (let index = 1; index <= PUBLISHES; index += 1) {
    // A new sign-in each time: the admin's token expired within a loaded large run (a 401 at the
    // sixth of seven publishes, ~40 min after the sign-in, 2026-11-26).
    const entry = await publishOne(live, index, await adminToken(live.cms), cover);
    publishes.push(entry);
    console.log(
      `  publish ${index}: live after ${fmt(entry.liveSeconds)} s (gatsby ${fmt(Number(entry.buildEndSeconds) - Number(entry.buildStartSeconds))} s, ` +
        `peak ${gib(entry.peakBuildTreeRssBytes)}, other processes ${entry.averageCores.others.toFixed(2)} cores)`,
    );
    save(false);
  }
  printTable(save(true));
  console.log(`\nFigures saved to reports/bench-publish.json (and bench-publish-${SCENARIO}.json).`);
}

try {
  await main();
  await cleanUp();
} catch (error) {
  if (!interrupted)
    console.error(`\nbench:publish failed: ${error instanceof Error ? error.message : error}`);
  await cleanUp();
  process.exit(interrupted ? 130 : 1);
}

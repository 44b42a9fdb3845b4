// `npm run bench:load`: the production server of `npm start` under a bounded load on loopback.
//
//   npm run bench:load                                   # serves public/ (run a build first)
//   npm run bench:load -- --dir /tmp/site --duration 30 --connections 100
//   npm run bench:load -- --keep-alive-ms 60000   # the server's keepAliveTimeout (diagnosis)
//
// The server runs in a child process of its own, as in `npm start` (createSiteServer, the same
// headers, precompressed files, localized 404s), so autocannon does not share its event loop.
// Two runs of autocannon over a mix of URLs (pages in three languages, an article, page data, a
// hashed bundle), each `--duration` seconds with `--connections` connections:
//   1. steady: the server serves one build;
//   2. swapping: meanwhile the child does what a rebuild does in `npm start` once gatsby build has
//      succeeded, as often as it can with a pause between: publishBuild (copy the build into a
//      fresh `.sites`-style directory), site.swap(dir), pruneBuilds (scripts/start.mjs).
// Prints requests per second, latency percentiles, errors and non-2xx answers for each run.
// A benchmark, not a test; it exits 1 only when a run had errors or unexpected statuses.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const self = fileURLToPath(import.meta.url);

/** @typedef {{ copyMs: number, swapMs: number, pruneMs: number }} Swap */

/**
 * The part of autocannon (a package without types) used here, and its result's fields read here.
 * @typedef {{ requests: { total: number, average: number }, throughput: { average: number },
 *   latency: { p50: number, p90: number, p99: number, max: number }, errors: number, timeouts: number,
 *   non2xx: number, statusCodeStats?: Record<string, { count: number }> }} AutocannonResult
 * @typedef {{ on(event: 'reqError', listener: (error: NodeJS.ErrnoException | undefined) => void): void }} AutocannonInstance
 * @typedef {((options: object, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance)
 *   & { track(instance: AutocannonInstance, options: object): void }} Autocannon
 */

// ---- The server child: `node load.mjs --child <publicDir> <sitesDir>` (started by the parent).
if (process.argv[2] === '--child') {
  const [, , , publicDir, sitesDir] = process.argv;
  // The server as `npm start` runs it: compiled (scripts/build-server.mjs).
  await (await import('../build-server.mjs')).buildServer();
  // Typed from its source (the compiled file exists only once compiled).
  const compiled = '../../server/compiled/index.mjs';
  const { createSiteServer, publishBuild, pruneBuilds } = /** @type {typeof import('../../server/index')} */ (
    await import(compiled)
  );
  const first = (await publishBuild(publicDir, sitesDir)).dir;
  const site = createSiteServer({ publicDir: first, log: {} });
  // `--keep-alive-ms`: a diagnosis aid, to see whether failed requests during swaps are kept-alive
  // connections the server closes after a stall longer than its keepAliveTimeout (Node: 5 s).
  if (process.env.BENCH_KEEP_ALIVE_MS) site.server.keepAliveTimeout = Number(process.env.BENCH_KEEP_ALIVE_MS);
  let swapping = false;
  /** @type {Swap[]} */
  let swaps = [];
  // The parent forks this process: send() exists (it is undefined only without an IPC channel).
  const send = (/** @type {object} */ message) => process.send?.(message);
  process.on('message', async (message) => {
    if (message === 'swap:start') {
      swapping = true;
      swaps = [];
      while (swapping) {
        const started = performance.now();
        // As scripts/start.mjs: buildSite() → publishBuild('public', sitesDir), then the
        // rebuilder's swap: site.swap(dir) and pruneBuilds(sitesDir, dir).
        const { dir } = await publishBuild(publicDir, sitesDir);
        const copied = performance.now();
        await site.swap(dir);
        const swapped = performance.now();
        await pruneBuilds(sitesDir, dir);
        swaps.push({
          copyMs: copied - started,
          swapMs: swapped - copied,
          pruneMs: performance.now() - swapped,
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    } else if (message === 'swap:stop') {
      swapping = false;
      send({ swaps });
    } else if (message === 'exit') {
      site.server.close(() => process.exit(0));
    }
  });
  site.server.listen(0, '127.0.0.1', () =>
    send({ port: /** @type {import('node:net').AddressInfo} */ (site.server.address()).port }),
  );
} else {
  await main();
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'public' },
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '100' },
      out: { type: 'string', default: 'reports/bench-load.json' },
      'no-swap': { type: 'boolean', default: false },
      'keep-alive-ms': { type: 'string' },
    },
  });
  /** @type {Autocannon} */
  const autocannon = createRequire(import.meta.url)('autocannon');
  const publicDir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`No build in ${publicDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const child = fork(self, ['--child', publicDir, sitesDir], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(values['keep-alive-ms'] ? { BENCH_KEEP_ALIVE_MS: values['keep-alive-ms'] } : {}),
    },
  });
  const nextMessage = () => new Promise((resolve) => child.once('message', resolve));
  const cleanup = () => {
    child.kill();
    fs.rmSync(sitesDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    const { port } = /** @type {{ port: number }} */ (await nextMessage());
    const base = `http://127.0.0.1:${port}`;
    const home = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
    const bundle = home.match(/<script[^>]+src="(\/app-[^"]+\.js)"/)?.[1];
    const blog = fs.readFileSync(path.join(publicDir, 'blog', 'index.html'), 'utf8');
    const article = [...blog.matchAll(/href="(\/blog\/[^"/#?]+)"/g)]
      .map((match) => match[1])
      .find((href) => !/^\/blog\/(page|tag)$/.test(href));
    const paths = [
      '/',
      '/ja',
      '/ko/blog',
      article,
      '/ecosystem',
      '/page-data/index/page-data.json',
      bundle,
      '/ja/community',
    ].filter(Boolean);
    // Browsers ask for compressed answers; the server sends the precompressed .br files.
    const headers = { 'accept-encoding': 'br, gzip' };

    /**
     * @param {string} title
     * @returns {Promise<AutocannonResult & { errorCodes: Record<string, number> }>}
     */
    const run = (title) =>
      new Promise((resolve, reject) => {
        /** @type {Record<string, number>} */
        const errorCodes = {};
        const instance = autocannon(
          {
            url: base,
            connections: Number(values.connections),
            duration: Number(values.duration),
            requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
            title,
          },
          (error, result) => (error ? reject(error) : resolve(Object.assign(result, { errorCodes }))),
        );
        instance.on('reqError', (error) => {
          const code = error?.code ?? error?.message ?? 'unknown';
          errorCodes[code] = (errorCodes[code] ?? 0) + 1;
        });
        autocannon.track(instance, {
          renderProgressBar: false,
          renderResultsTable: false,
          renderLatencyTable: false,
        });
      });

    /**
     * @param {string} title
     * @param {AutocannonResult & { errorCodes: Record<string, number> }} result
     * @param {object} [extra]
     */
    const summarize = (title, result, extra = {}) => {
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
      );
      const figures = {
        title,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        throughputMBps: +(result.throughput.average / 2 ** 20).toFixed(1),
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors,
        errorCodes: result.errorCodes,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statuses,
        loadAverage1m: +os.loadavg()[0].toFixed(2),
        ...extra,
      };
      console.log(
        `${title.padEnd(10)} ${String(figures.requests).padStart(8)} requests  ${String(figures.requestsPerSecond).padStart(6)} req/s  ` +
          `${figures.throughputMBps} MB/s  latency p50 ${figures.latencyMs.p50} ms  p90 ${figures.latencyMs.p90} ms  ` +
          `p99 ${figures.latencyMs.p99} ms  max ${figures.latencyMs.max} ms  errors ${figures.errors}  ` +
          `timeouts ${figures.timeouts}  non-2xx ${figures.non2xx}  (load ${figures.loadAverage1m})` +
          (figures.errors ? `\n           errors by kind: ${JSON.stringify(figures.errorCodes)}` : ''),
      );
      return figures;
    };

    console.log(
      `autocannon: ${values.connections} connections × ${values.duration} s against ${base} (server in its own process), ` +
        `${os.availableParallelism()} cores, load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}\nURLs: ${paths.join(' ')}\n`,
    );
    const loadBefore = os.loadavg()[0];
    const steady = summarize('steady', await run('steady'), { loadAverageBefore1m: +loadBefore.toFixed(2) });
    const reports = [steady];
    if (!values['no-swap']) {
      child.send('swap:start');
      const swapped = await run('swapping');
      const done = nextMessage();
      child.send('swap:stop');
      const { swaps } = /** @type {{ swaps: Swap[] }} */ (await done);
      /** @param {keyof Swap} key */
      const avg = (key) => Math.round(swaps.reduce((sum, swap) => sum + swap[key], 0) / (swaps.length || 1));
      /** @param {keyof Swap} key */
      const max = (key) => Math.round(Math.max(0, ...swaps.map((swap) => swap[key])));
      reports.push(
        summarize('swapping', swapped, {
          swaps: swaps.length,
          swapTimingsMs: swaps.map((swap) =>
            Object.fromEntries(Object.entries(swap).map(([k, v]) => [k, Math.round(v)])),
          ),
        }),
      );
      console.log(
        `           ${swaps.length} rebuild swaps during the run (asynchronous: the server keeps answering), each step's duration: ` +
          `publishBuild (copy) ${avg('copyMs')} ms (max ${max('copyMs')}), site.swap ${avg('swapMs')} ms ` +
          `(max ${max('swapMs')}), pruneBuilds ${avg('pruneMs')} ms (max ${max('pruneMs')}) on average`,
      );
    }
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(
      values.out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: os.availableParallelism(), paths, runs: reports }, null, 2)}\n`,
    );
    console.log(`\nFigures in ${values.out}.`);
    const failed = reports.filter((report) => report.errors || report.timeouts || report.non2xx);
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    child.send('exit');
    await new Promise((resolve) => setTimeout(resolve, 200));
    cleanup();
  }
}

// `npm run bench:lighthouse-ab -- <dirA> <dirB> [pages] [runs]`: Lighthouse on two builds side by
// side (each served from its own directory), runs alternated A, B, B, A… so that a machine that
// speeds up or slows down weighs on both alike. Prints the median performance, TBT and LCP of each,
// and of the main thread's work and its scripting part (the observed times × 4, as Lighthouse
// reports them), which vary less than TBT.
// On a shared machine TBT varies by ±50 % run to run: compare builds this way, not across tables.
//
//   cp -a public /tmp/before   # build, then change and build again
//   npm run bench:lighthouse-ab -- /tmp/before public /,/ja,/ecosystem 5
import lighthouse from 'lighthouse';
import { launchChromium, median, serveBuild } from './chromium-lighthouse.mjs';

const [dirA, dirB, pagesArg = '/,/ja,/ecosystem', runsArg = '5'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('Usage: npm run bench:lighthouse-ab -- <dirA> <dirB> [/,/ja,…] [runs]');
  process.exit(2);
}
const pages = pagesArg.split(',');
const runs = Math.max(1, Number(runsArg));

const builds = { A: await serveBuild(dirA), B: await serveBuild(dirB) };
const chrome = await launchChromium();
try {
  for (const page of pages) {
    const samples = { A: [], B: [] };
    for (let round = 0; round < runs; round += 1) {
      for (const build of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        const url = `${builds[build].base}${page}`;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) continue; // e.g. NO_NAVSTART on a starved machine
        samples[build].push({
          performance: lhr.categories.performance.score * 100,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          bench: lhr.environment.benchmarkIndex,
          // Less noisy than TBT (no threshold): all main-thread work, and the JS part of it.
          mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
          scripting: (lhr.audits['bootup-time'].details?.items ?? []).reduce(
            (sum, item) => sum + item.scripting,
            0,
          ),
        });
      }
    }
    for (const build of ['A', 'B']) {
      const list = samples[build];
      if (!list.length) continue;
      const of = (key) => median(list.map((sample) => sample[key]));
      console.log(
        `${page.padEnd(14)} ${build}  perf ${of('performance')}  TBT ${Math.round(of('tbt'))} ms ` +
          `[${list.map((sample) => Math.round(sample.tbt)).join(' ')}]  LCP ${Math.round(of('lcp'))} ms  ` +
          `main thread ${Math.round(of('mainThread'))} ms  scripting ${Math.round(of('scripting'))} ms  ` +
          `bench ${Math.round(of('bench'))}  (${list.length} runs)`,
      );
    }
  }
} finally {
  await chrome.kill();
  builds.A.server.close();
  builds.B.server.close();
}

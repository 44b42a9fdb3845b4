// `npm run bench:js-profile -- <build dir> [page] [runs]`: where a page's JavaScript spends its
// time while it loads and hydrates. Loads the page in Debian's Chromium (phone viewport, no
// throttling) with V8's sampling profiler on, maps every sample through the build's source maps
// and prints the self time per package or source file, then the busiest lines, averaged over the
// runs. A benchmark: it prints figures and exits 0.
//
//   npm run bench:js-profile -- public /ja 8
//
// Lighthouse says which chunk a long task belongs to (framework, app); this says what inside it
// (react-dom hydrating, emotion serializing, our own modules). `InjectedScript` and `query` are
// Playwright's own frames, waiting for the page to hydrate.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM, serveBuild } from './chromium-lighthouse.mjs';

const [dir, pagePath = '/', runsArg = '8'] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run bench:js-profile -- <build dir> [page] [runs]');
  process.exit(2);
}
const runs = Math.max(1, Number(runsArg));

/** @type {Map<string, SourceMap | null>} */
const sourceMaps = new Map();
/** @param {string} url */
function sourceMapFor(url) {
  const file = path.join(dir, `${new URL(url).pathname}.map`);
  if (!sourceMaps.has(file)) {
    sourceMaps.set(
      file,
      fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file);
}

/**
 * `node_modules/react-dom/cjs/x.js` → `react-dom`; `./src/a/b.ts` → `src/a/b.ts`.
 * @param {string} source
 */
function ownerOf(source) {
  const cleaned = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inModules = cleaned.split('node_modules/').at(-1) ?? cleaned;
  if (inModules !== cleaned) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return cleaned;
}

/**
 * Where a profiled frame comes from: [owner, owner:line] or the frame's own name for natives.
 * @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} callFrame
 */
function locate({ url, lineNumber, columnNumber, functionName }) {
  if (!url.startsWith('http')) return [functionName || '(native)', functionName || '(native)'];
  const entry = sourceMapFor(url)?.findEntry(lineNumber, columnNumber);
  // findEntry() answers {} for a position outside the map.
  if (!entry || !('originalSource' in entry) || !entry.originalSource)
    return [new URL(url).pathname, new URL(url).pathname];
  const owner = ownerOf(entry.originalSource);
  return [owner, `${owner}:${entry.originalLine + 1}`];
}

const { base, server } = await serveBuild(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
/** @type {Map<string, number>} */
const byOwner = new Map();
/** @type {Map<string, number>} */
const byLine = new Map();
let total = 0;
/**
 * @param {Map<string, number>} map
 * @param {string} key
 * @param {number} ms
 */
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    // Optional in the protocol's types; the sampling profiler always sends both.
    const { samples = [], timeDeltas = [] } = profile;
    samples.forEach((id, index) => {
      const { callFrame } = /** @type {(typeof profile.nodes)[number]} */ (nodes.get(id));
      if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') return;
      const ms = (timeDeltas[index + 1] ?? 0) / 1000;
      const [owner, line] = locate(callFrame);
      total += ms;
      add(byOwner, owner, ms);
      add(byLine, line, ms);
    });
  }
} finally {
  await browser.close();
  server.close();
}

/**
 * @param {string} title
 * @param {Map<string, number>} map
 * @param {number} count
 */
const print = (title, map, count) => {
  console.log(title);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${(ms / runs).toFixed(1).padStart(8)} ms  ${key}`);
  }
};
console.log(
  `${pagePath}: JavaScript self time while loading and hydrating, mean of ${runs} runs: ${(total / runs).toFixed(1)} ms`,
);
print('By package or file:', byOwner, 25);
print('Busiest lines:', byLine, 15);

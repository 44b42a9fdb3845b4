// `npm run bench:post-build -- --public DIR`: onPostBuild's steps (plugins/site-output) alone, on
// a finished build, timed step by step, without a CMS or gatsby. It changes DIR as a build would
// (NUL bytes, search index, header files, compressed copies): give it a copy of a build's public/
// (with `--cache`, a copy of that build's .cache/site-output-compressed.json's directory).
//   --runs N     run the steps N times (default 2: the first after the copy, then a rebuild
//                with nothing changed)
//   --change N   before each run after the first, rewrite N article pages (each language's
//                first ones, by path) with a changed heading, as a publish makes gatsby do
// A benchmark, not a test: it prints figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { finishBuild } from '../../plugins/site-output/finish-build';
import { formatStepTimes } from '../../plugins/site-output/step-times';

const { values } = parseArgs({
  options: {
    public: { type: 'string' },
    cache: { type: 'string' },
    runs: { type: 'string', default: '2' },
    change: { type: 'string', default: '0' },
  },
});
if (!values.public) throw new Error('--public DIR (a copy of a build) is required');
const publicDir = path.resolve(values.public);
const cacheDir = path.resolve(values.cache ?? path.join(publicDir, '..', '.cache'));

/** CPU seconds of this process and of its finished children (Pagefind's service), from /proc. */
function cpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime, cstime are fields 14–17 of stat(5); `fields` starts at field 3.
  const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  return ticks / 100;
}

/** gatsby-plugin-sitemap writes sitemap-index.xml and sitemap-0.xml on every build. */
function sitemapAsGatsbyWritesIt(): void {
  const sitemap = path.join(publicDir, 'sitemap.xml');
  if (!fs.existsSync(path.join(publicDir, 'sitemap-0.xml')) && fs.existsSync(sitemap)) {
    fs.copyFileSync(sitemap, path.join(publicDir, 'sitemap-0.xml'));
    fs.writeFileSync(path.join(publicDir, 'sitemap-index.xml'), '<sitemapindex/>');
  }
}

/** Rewrites `count` article pages with a new heading, as gatsby rewrites the pages a publish changes. */
function changeArticles(count: number, run: number): string[] {
  const articles = ['', 'ja/', 'ko/'].flatMap((prefix) => {
    const dir = path.join(publicDir, prefix, 'blog');
    return fs
      .readdirSync(dir)
      .filter((slug) => slug !== 'page' && slug !== 'tag')
      .sort()
      .map((slug) => path.join(dir, slug, 'index.html'))
      .filter((file) => fs.existsSync(file));
  });
  const chosen = articles.filter((_, position) => position % Math.ceil(articles.length / count) === 0);
  for (const file of chosen.slice(0, count)) {
    const html = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, html.replace(/<\/h1>/, ` (edit ${run})</h1>`));
  }
  return chosen.slice(0, count);
}

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const change = Number(values.change);
  console.log(
    `bench:post-build — ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  for (let run = 1; run <= runs; run += 1) {
    sitemapAsGatsbyWritesIt();
    const changed = run > 1 && change > 0 ? changeArticles(change, run).length : 0;
    const cpuBefore = cpuSeconds();
    const start = Date.now();
    const { steps } = await finishBuild({
      publicDir,
      cacheDir,
      info: (message) => console.log(`  ${message}`),
    });
    const wall = (Date.now() - start) / 1000;
    console.log(
      `run ${run}${changed ? ` (${changed} pages changed)` : ''}: ${wall.toFixed(1)} s, ${(cpuSeconds() - cpuBefore).toFixed(1)} CPU-s; load average ${os.loadavg()[0].toFixed(2)}\n  ${formatStepTimes(steps)}`,
    );
  }
}

void main();

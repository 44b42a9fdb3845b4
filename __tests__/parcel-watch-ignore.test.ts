/**
 * @jest-environment node
 */
// Gatsby compiles gatsby-node.ts, gatsby-config.ts and the local plugins with Parcel on every
// build, and Parcel looks for changed files by crawling the project root (twice per build). Our
// patch (patches/@parcel+core+2.8.3.patch, applied by `postinstall`) keeps it out of the folders
// that hold no source of those files: at 5,000 articles per language they held 730,000 entries
// and the crawl took 22 s of every rebuild (docs/benchmarks.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import watcher from '@parcel/watcher';

// The function Parcel's request tracker gives the watcher; exported by @parcel/core's build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getWatcherOptions } = require('@parcel/core/lib/RequestTracker.js') as {
  getWatcherOptions: (options: { projectRoot: string; cacheDir: string }) => { ignore: string[] };
};

const ROOT = path.resolve(__dirname, '..');

function optionsFor(projectRoot: string) {
  return getWatcherOptions({ projectRoot, cacheDir: path.join(projectRoot, '.cache', '.parcel-cache') });
}

describe('what Parcel crawls when Gatsby compiles its files', () => {
  it('leaves out dependencies, the build output, the server’s builds and the CMS', () => {
    const { ignore } = optionsFor(ROOT);
    for (const dir of ['node_modules', 'public', '.cache', '.sites', 'cms', 'reports']) {
      expect(ignore).toContain(path.join(ROOT, dir));
    }
  });

  it('still sees every folder a gatsby file imports from', () => {
    const { ignore } = optionsFor(ROOT);
    for (const dir of ['src', 'plugins', 'locales', 'content', 'static']) {
      expect(ignore.some((ignored) => path.join(ROOT, dir).startsWith(ignored))).toBe(false);
    }
  });

  it('reports a changed source, and nothing under public/ or .sites/, to the compiler', async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-watch-'));
    const snapshot = path.join(os.tmpdir(), `${path.basename(project)}.snapshot`);
    try {
      for (const file of ['src/page.ts', 'public/index.html', '.sites/1/index.html']) {
        fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
        fs.writeFileSync(path.join(project, file), 'before');
      }
      const options = optionsFor(project);
      await watcher.writeSnapshot(project, snapshot, options);
      // The watcher compares modification times: step past the snapshot's.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      fs.writeFileSync(path.join(project, 'src/page.ts'), 'after');
      fs.writeFileSync(path.join(project, 'public/index.html'), 'after');
      fs.writeFileSync(path.join(project, 'public/new.html'), 'new');
      fs.mkdirSync(path.join(project, '.sites/2'));
      fs.writeFileSync(path.join(project, '.sites/2/index.html'), 'new');

      const events = await watcher.getEventsSince(project, snapshot, options);
      expect(events.map((event) => path.relative(project, event.path)).sort()).toEqual(['src/page.ts']);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
      fs.rmSync(snapshot, { force: true });
    }
  });
});

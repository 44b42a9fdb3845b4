/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRebuilder, publishBuild, secretMatches } from '../server/rebuilder';

const quiet = { info: () => undefined, error: () => undefined };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRebuilder', () => {
  it.each([
    ['without a pause', [] as number[], 1],
    ['with pauses that start a build mid-burst', [4, 11], 2],
  ])(
    'turns a burst of 20 publishes within 10 s into at most 2 builds, the last publish live (%s)',
    async (_name, pauses, expectedBuilds) => {
      jest.useFakeTimers();
      try {
        // Time scaled down 100×: 20 publishes within 100 ms, a 2 s debounce as 20 ms, builds of 60 s as 600 ms.
        let published = 0;
        const builtVersions: number[] = [];
        let live = 0;
        const rebuilder = createRebuilder({
          debounceMs: 20,
          log: quiet,
          build: async () => {
            const version = published; // what the CMS holds when the build reads it
            builtVersions.push(version);
            await new Promise((resolve) => setTimeout(resolve, 600));
            return { dir: `/sites/${version}`, buildId: String(version) };
          },
          swap: (dir: string) => {
            live = Number(dir.split('/').pop());
          },
        });
        for (let index = 1; index <= 20; index += 1) {
          published = index;
          rebuilder.request([{ event: 'entry.publish', title: `Article ${index}` }]);
          await jest.advanceTimersByTimeAsync(pauses.includes(index) ? 25 : 5);
        }
        await jest.advanceTimersByTimeAsync(5000);
        await rebuilder.idle();
        expect(builtVersions).toHaveLength(expectedBuilds);
        expect(live).toBe(20);
        // Every publish is listed in the history of the build that carried it.
        const titles = rebuilder.history
          .snapshot()
          .builds.flatMap((build) => build.entries.map((entry) => entry.title));
        expect(titles).toHaveLength(20);
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('keeps the live site when a build fails, and records why', async () => {
    const swaps: string[] = [];
    const rebuilder = createRebuilder({
      debounceMs: 5,
      log: quiet,
      build: async () => ({
        error: 'CMS unreachable: http://127.0.0.1:1/graphql (ECONNREFUSED after 6 attempts)',
      }),
      swap: (dir: string) => {
        swaps.push(dir);
      },
    });
    rebuilder.request([{ event: 'entry.publish', model: 'article', documentId: 'abc', title: 'Hello' }]);
    await rebuilder.idle();
    expect(swaps).toEqual([]);
    expect(rebuilder.stats.failed).toBe(1);
    const status = rebuilder.history.snapshot();
    expect(status.state).toBe('failed');
    expect(status.lastSuccess).toBeNull();
    expect(status.builds[0]).toMatchObject({
      number: 1,
      trigger: 'webhook',
      result: 'failed',
      error: 'CMS unreachable: http://127.0.0.1:1/graphql (ECONNREFUSED after 6 attempts)',
      entries: [{ event: 'entry.publish', documentId: 'abc', title: 'Hello' }],
    });
  });

  it('records each step of a build, and merges the entries of a burst into one record', async () => {
    let release: () => void = () => undefined;
    const rebuilder = createRebuilder({
      debounceMs: 5,
      log: quiet,
      build: () =>
        new Promise((resolve) => {
          release = () => resolve({ dir: '/sites/1', buildId: 'build-1' });
        }),
      swap: () => undefined,
    });
    rebuilder.request([{ event: 'entry.publish', title: 'First' }]);
    rebuilder.request([{ event: 'entry.update', title: 'Second' }]);
    await wait(30);
    expect(rebuilder.history.snapshot().state).toBe('building');
    // Published while the build runs: queued for the next one.
    rebuilder.request([{ event: 'entry.publish', title: 'Third' }]);
    release();
    await wait(30);
    release();
    await rebuilder.idle();
    const { builds, state, lastSuccess } = rebuilder.history.snapshot();
    expect(state).toBe('live');
    expect(builds.map((build) => build.entries.map((entry) => entry.title))).toEqual([
      ['Third'],
      ['First', 'Second'],
    ]);
    expect(lastSuccess).toMatchObject({ number: 2, buildId: 'build-1' });
    for (const build of builds) {
      expect(build.result).toBe('live');
      const steps = [build.requestedAt, build.startedAt, build.builtAt, build.finishedAt].map((time) =>
        Date.parse(String(time)),
      );
      expect(steps.every((time, index) => index === 0 || time >= steps[index - 1])).toBe(true);
    }
  });
});

describe('secretMatches', () => {
  it('accepts only the exact secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('publishBuild', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const inode = (file: string) => fs.statSync(file).ino;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-build-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('links unchanged files to the previous build, writes changed ones, leaves out removed ones, and never touches the live copy', async () => {
    const publicDir = path.join(root, 'public');
    const sitesDir = path.join(root, 'sites');
    write(path.join(publicDir, 'index.html'), 'home v1');
    write(path.join(publicDir, 'blog', 'kept', 'index.html'), 'kept');
    write(path.join(publicDir, 'blog', 'gone', 'index.html'), 'gone');
    write(path.join(publicDir, 'blog', 'gone', 'index.html.br'), 'gone compressed');
    const first = await publishBuild(publicDir, sitesDir);
    expect(first).toMatchObject({ copied: 4, linked: 0 });

    // The next build, as gatsby leaves public/: one page rewritten in place with the same size,
    // one removed (a takedown), one added.
    await new Promise((resolve) => setTimeout(resolve, 20));
    write(path.join(publicDir, 'index.html'), 'home v2');
    fs.rmSync(path.join(publicDir, 'blog', 'gone'), { recursive: true });
    write(path.join(publicDir, 'blog', 'new', 'index.html'), 'new');
    // Written again with the same bytes (gatsby copies static/ anew every build).
    write(path.join(publicDir, 'blog', 'kept', 'index.html'), 'kept');
    const second = await publishBuild(publicDir, sitesDir);

    expect(second.dir).not.toBe(first.dir);
    expect(second).toMatchObject({ copied: 2, linked: 1 });
    expect(read(path.join(second.dir, 'index.html'))).toBe('home v2');
    expect(read(path.join(second.dir, 'blog', 'new', 'index.html'))).toBe('new');
    expect(inode(path.join(second.dir, 'blog', 'kept', 'index.html'))).toBe(
      inode(path.join(first.dir, 'blog', 'kept', 'index.html')),
    );
    expect(fs.existsSync(path.join(second.dir, 'blog', 'gone'))).toBe(false);
    // The build that was live is exactly as published.
    expect(read(path.join(first.dir, 'index.html'))).toBe('home v1');
    expect(read(path.join(first.dir, 'blog', 'gone', 'index.html.br'))).toBe('gone compressed');
    // gatsby writing into public/ later never reaches a published copy.
    write(path.join(publicDir, 'blog', 'kept', 'index.html'), 'KEPT');
    expect(read(path.join(second.dir, 'blog', 'kept', 'index.html'))).toBe('kept');
    expect(inode(path.join(publicDir, 'blog', 'kept', 'index.html'))).not.toBe(
      inode(path.join(second.dir, 'blog', 'kept', 'index.html')),
    );
  });
});

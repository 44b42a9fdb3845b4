/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DerivedFiles } from '../src/pipeline/derived-files';

/** Gatsby's cache as the build gets it, kept in memory across "builds". */
function memoryCache() {
  const values = new Map<string, unknown>();
  return {
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => values.set(key, value),
  };
}

describe('files the build derives from entries', () => {
  let publicDir: string;
  const exists = (name: string) => fs.existsSync(path.join(publicDir, name));
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-files-'));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('removes what the previous build derived and this one does not: a deleted event’s calendars', async () => {
    const cache = memoryCache();
    const first = new DerivedFiles(publicDir);
    for (const name of ['/events/kept.ics', '/ja/events/deleted.ics', '/events/deleted.ics', '/rss.xml'])
      first.write(name, `${name}\n`);
    first.record(['/cms-media/cover.png']);
    fs.mkdirSync(path.join(publicDir, 'cms-media'));
    fs.writeFileSync(path.join(publicDir, 'cms-media', 'cover.png'), 'png');
    expect(await first.removeStale(cache)).toEqual([]);
    // A page gatsby wrote is not the record's to remove.
    fs.mkdirSync(path.join(publicDir, 'events', 'deleted'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'events', 'deleted', 'index.html'), '<html>');

    const second = new DerivedFiles(publicDir);
    second.write('/events/kept.ics', '/events/kept.ics\n');
    second.write('rss.xml', 'changed');
    expect((await second.removeStale(cache)).sort()).toEqual([
      'cms-media/cover.png',
      'events/deleted.ics',
      'ja/events/deleted.ics',
    ]);
    expect(['events/kept.ics', 'rss.xml', 'events/deleted/index.html'].filter(exists)).toHaveLength(3);
    expect(['events/deleted.ics', 'ja/events/deleted.ics', 'cms-media/cover.png'].filter(exists)).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, 'rss.xml'), 'utf8')).toBe('changed');

    // The next build starts from the second's record.
    expect(await new DerivedFiles(publicDir).removeStale(cache)).toEqual(['events/kept.ics', 'rss.xml']);
  });

  it('leaves a file that already holds the bytes as it was, write time included', async () => {
    const files = new DerivedFiles(publicDir);
    files.write('events.ics', 'calendar');
    const written = path.join(publicDir, 'events.ics');
    fs.utimesSync(written, new Date(0), new Date(0));
    new DerivedFiles(publicDir).write('events.ics', 'calendar');
    expect(fs.statSync(written).mtimeMs).toBe(0);
  });

  it('without a record, removes only the calendar files this build did not write; nothing outside public/ whatever the record says', async () => {
    const outside = path.join(path.dirname(publicDir), `${path.basename(publicDir)}-outside.txt`);
    fs.writeFileSync(outside, 'not the build’s');
    try {
      // Left by builds before the record existed (or gatsby cleared its cache): a deleted event's.
      fs.mkdirSync(path.join(publicDir, 'ko', 'events'), { recursive: true });
      for (const name of ['ko/events/deleted.ics', 'ko/events/kept.ics', 'feed.xml', 'ko/rss.xml'])
        fs.writeFileSync(path.join(publicDir, name), 'old');
      const first = new DerivedFiles(publicDir);
      first.write('/ko/events/kept.ics', 'kept');
      expect(await first.removeStale(memoryCache())).toEqual(['ko/events/deleted.ics']);
      expect(['ko/events/kept.ics', 'feed.xml', 'ko/rss.xml'].filter(exists)).toHaveLength(3);

      fs.writeFileSync(path.join(publicDir, 'old.ics'), 'old');
      const cache = memoryCache();
      await cache.set('derived-files', [`../${path.basename(outside)}`, '/old.ics', 42]);
      expect(await new DerivedFiles(publicDir).removeStale(cache)).toEqual(['old.ics']);
      expect(fs.existsSync(outside)).toBe(true);
      expect(() => new DerivedFiles(publicDir).write('../x.ics', 'x')).toThrow('Not a file of the site');
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});

import fs from 'fs';
import path from 'path';
import type { BuildCache } from './cms/build-cache';

/**
 * The files the build writes into public/ itself, beside gatsby's pages: feeds, calendars, media
 * copies. public/ is kept between builds (incremental rebuilds), and gatsby
 * removes only the pages it created itself: a file derived from an entry would otherwise stay
 * public after the entry is deleted or unpublished (a deleted event's `/events/{slug}.ics` kept
 * answering with its data: issue 38, item 7). So every such file goes through one record: what this
 * build derives is kept in gatsby's cache, and what the previous build derived and this one does
 * not is removed, whatever kind of file it is. Their compressed copies go with them
 * (site-output removes a copy whose source is gone).
 *
 * The record lives in gatsby's cache, as gatsby's own record of the pages it wrote does. A build
 * that finds no record (the first build with this code, or gatsby cleared its cache while public/
 * stayed) cannot know what earlier builds derived; it removes the calendar files (`.ics`: only
 * this pipeline writes them, and they hold an event's data) that it did not write, found on disk.
 * The feeds have fixed names and are written every build; media copies are
 * swept by removeUnusedMedia.
 */
export class DerivedFiles {
  private readonly current = new Set<string>();

  constructor(readonly publicDir: string) {}

  /**
   * Writes `content` at `sitePath` (`/events/x.ics`, `events.ics`) and records it. A file that
   * already holds these bytes is left alone: it keeps its write time, so it is neither compressed
   * nor published again.
   */
  write(sitePath: string, content: string | Buffer): void {
    const name = siteFile(sitePath);
    const file = path.join(this.publicDir, name);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    this.current.add(name);
    if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }

  /** Records files this build derives that are written elsewhere (the media copies, download.ts). */
  record(sitePaths: Iterable<string>): void {
    for (const sitePath of sitePaths) this.current.add(siteFile(sitePath));
  }

  /** What this build derived so far, as paths relative to public/. */
  files(): string[] {
    return [...this.current].sort();
  }

  /**
   * Removes every file the previous build recorded and this one did not derive, and records this
   * build's files for the next. Call once every file is written. Returns the removed paths.
   */
  async removeStale(cache: BuildCache | undefined): Promise<string[]> {
    const previous = (await readDerivedFiles(cache)) ?? calendarFilesIn(this.publicDir);
    const removed = previous.filter((name) => !this.current.has(name));
    for (const name of removed) fs.rmSync(path.join(this.publicDir, name), { force: true });
    await cache?.set(KEY, this.files());
    return removed;
  }
}

const KEY = 'derived-files';

/** `/ja/events.ics` → `ja/events.ics`; refuses a path that would leave public/. */
function siteFile(sitePath: string): string {
  const name = path.posix.normalize(sitePath.replace(/^\/+/, ''));
  if (!name || name === '.' || name.startsWith('../') || name === '..' || path.posix.isAbsolute(name))
    throw new Error(`Not a file of the site: ${sitePath}`);
  return name;
}

/** Calendar files on disk, as paths relative to public/ (what a build without a record sweeps). */
function calendarFilesIn(publicDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ics'))
    .map((name) => name.split(path.sep).join('/'));
}

/** The previous build's record: null when there is none or it is not of the expected shape. */
async function readDerivedFiles(cache: BuildCache | undefined): Promise<string[] | null> {
  const kept = await cache?.get(KEY).catch(() => undefined);
  if (!Array.isArray(kept)) return null;
  return kept
    .filter((name): name is string => typeof name === 'string')
    .flatMap((name) => {
      try {
        return [siteFile(name)];
      } catch {
        return [];
      }
    });
}

// Publish-to-rebuild: the CMS's webhook asks for a rebuild; bursts are merged (one build runs,
// at most one more waits), each build goes to a fresh directory, and the server switches to it
// only when the build succeeded. A failed build leaves the live site as it was.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BuildEntry, type BuildHistory, createBuildHistory } from './build-history';

/** Compares secrets in constant time. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * What a build function may return: the new site's directory (with the build's id when known),
 * or why it failed. A bare string is a directory, null a failure without a reason.
 */
export type BuildOutcome = { dir: string; buildId?: string | null } | { error: string } | string | null;

function normalizeOutcome(
  outcome: BuildOutcome,
): { dir: string; buildId?: string | null } | { error: string } {
  if (typeof outcome === 'string') return { dir: outcome, buildId: null };
  if (!outcome) return { error: 'Build failed' };
  return outcome;
}

type RebuildTrigger = 'webhook' | 'manual' | 'event-ended';

export interface Rebuilder {
  stats: { requested: number; started: number; succeeded: number; failed: number };
  history: BuildHistory;
  request(entries?: BuildEntry[], trigger?: RebuildTrigger): void;
  idle(): Promise<void>;
}

export function createRebuilder({
  build,
  swap,
  history = createBuildHistory(),
  debounceMs = 2000,
  log = console,
}: {
  build: () => Promise<BuildOutcome>;
  swap: (dir: string) => void | Promise<void>;
  history?: BuildHistory;
  debounceMs?: number;
  log?: { info: (message: string) => void; error: (message: string) => void };
}): Rebuilder {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let pending = false;
  /** The history's record of the build the next run will be (requests merge into it). */
  let queued: ReturnType<BuildHistory['queue']> | null = null;
  const stats = { requested: 0, started: 0, succeeded: 0, failed: 0 };

  async function runBuild() {
    const record = queued ?? history.queue('manual');
    queued = null;
    stats.started += 1;
    history.started(record);
    log.info(`Rebuild ${record.number} started`);
    try {
      const outcome = normalizeOutcome(await build());
      history.built(record);
      if ('error' in outcome) {
        stats.failed += 1;
        history.failed(record, outcome.error);
        log.error(`Rebuild ${record.number} failed (${outcome.error}): the previous site stays live`);
        return;
      }
      await swap(outcome.dir);
      stats.succeeded += 1;
      history.live(record, outcome.buildId ?? null);
      log.info(`Rebuild ${record.number} is live`);
    } catch (error) {
      const message = (error as Error).message;
      stats.failed += 1;
      history.failed(record, message);
      log.error(`Rebuild ${record.number} failed (${message}): the previous site stays live`);
    }
  }

  async function drain() {
    while (pending) {
      pending = false;
      await runBuild();
    }
    running = null;
  }

  return {
    stats,
    history,
    /**
     * Asks for a rebuild; requests within `debounceMs` of each other, or during a build, merge
     * into one build, whose history lists every entry they named.
     */
    request(entries: BuildEntry[] = [], trigger: RebuildTrigger = 'webhook') {
      stats.requested += 1;
      queued = history.queue(trigger, entries);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        pending = true;
        if (!running) running = drain();
      }, debounceMs);
    },
    /** Resolves once no build runs or waits (tests, shutdown). */
    async idle() {
      while (timer || running) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, 10)));
      }
    },
  };
}

/** Whether two files hold the same bytes. */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([fs.promises.readFile(a), fs.promises.readFile(b)]);
  return left.equals(right);
}

/** Files copied or linked at once: enough to keep the disk busy, few enough for file handles. */
const PUBLISH_CONCURRENCY = 32;

/** The newest earlier build directory in `sitesDir` (`.sites/<id>`), or null. */
async function newestBuild(sitesDir: string): Promise<string | null> {
  const names = (await fs.promises.readdir(sitesDir).catch((): string[] => []))
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  return names.length ? path.join(sitesDir, names[names.length - 1]) : null;
}

/**
 * Copies a finished build into `.sites/<id>` (asynchronously: the live site keeps answering
 * meanwhile).
 *
 * A rebuild changes few files of a large site, so a file that is the same as in the previous build
 * directory (same size and modification time: each copy carries its source's mtime, as rsync
 * compares) is hard-linked to that one instead of copied: for the large catalogue that is
 * hundreds of megabytes not written again. Nothing ever writes into a build directory once it is
 * published (gatsby writes into `publicDir`, which is never linked), so sharing inodes between
 * them is safe; the live directory itself is not touched. Only the files of `publicDir` are in the
 * new directory, so a file a takedown removed is gone from it.
 */
export async function publishBuild(
  publicDir: string,
  sitesDir: string,
): Promise<{ id: string; dir: string; copied: number; linked: number }> {
  let id = `${Date.now()}`;
  await fs.promises.mkdir(sitesDir, { recursive: true });
  const previous = await newestBuild(sitesDir);
  // Two builds within one millisecond (tests) must not share a directory.
  if (previous && Number(path.basename(previous)) >= Number(id))
    id = `${Number(path.basename(previous)) + 1}`;
  const target = path.join(sitesDir, id);
  const files: string[] = [];
  const dirs: string[] = [];
  async function walk(relative: string): Promise<void> {
    for (const entry of await fs.promises.readdir(path.join(publicDir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        dirs.push(name);
        await walk(name);
      } else files.push(name);
    }
  }
  await walk('');
  await fs.promises.mkdir(target);
  for (const dir of dirs) await fs.promises.mkdir(path.join(target, dir), { recursive: true });
  let copied = 0;
  let linked = 0;
  async function publishFile(name: string): Promise<void> {
    const source = path.join(publicDir, name);
    const destination = path.join(target, name);
    const stat = await fs.promises.lstat(source);
    if (!stat.isFile()) {
      // Not a regular file (a symbolic link): as the full copy did.
      await fs.promises.cp(source, destination, { recursive: true });
      copied += 1;
      return;
    }
    if (previous) {
      const before = await fs.promises.stat(path.join(previous, name)).catch(() => null);
      // utimes keeps the time to about a microsecond, not the file system's nanosecond: within a
      // millisecond is the same write (a rebuild rewrites a file seconds after the last one).
      // A file written again with the same bytes (gatsby copies static/ anew on every build) is
      // the same file too: comparing costs a read, copying a read and a write.
      const same =
        before &&
        before.size === stat.size &&
        (Math.abs(before.mtimeMs - stat.mtimeMs) < 1 || (await sameBytes(path.join(previous, name), source)));
      if (same) {
        try {
          await fs.promises.link(path.join(previous, name), destination);
          linked += 1;
          return;
        } catch {
          // Another file system, or links not allowed: copy instead.
        }
      }
    }
    await fs.promises.copyFile(source, destination);
    await fs.promises.utimes(destination, stat.atime, stat.mtime);
    copied += 1;
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) await publishFile(files[next++]);
  };
  await Promise.all(Array.from({ length: PUBLISH_CONCURRENCY }, worker));
  return { id, dir: target, copied, linked };
}

/** Removes all but the newest `keep` copies, never the live one. */
export async function pruneBuilds(sitesDir: string, liveDir: string, keep = 2): Promise<void> {
  const builds = (await fs.promises.readdir(sitesDir))
    .filter((name) => /^\d+$/.test(name))
    .sort()
    .map((name) => path.join(sitesDir, name));
  for (const dir of builds.slice(0, -keep)) {
    if (path.resolve(dir) !== path.resolve(liveDir))
      await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

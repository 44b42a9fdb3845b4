// Publish-to-rebuild: the CMS's webhook asks for a rebuild; bursts are merged (one build runs,
// at most one more waits), each build goes to a fresh directory, and the server switches to it
// only when the build succeeded. A failed build leaves the live site as it was.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Compares secrets in constant time. */
export function secretMatches(given, expected) {
  if (typeof given !== 'string' || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * @param {{ build: () => Promise<string | null>, swap: (dir: string) => void | Promise<void>, debounceMs?: number,
 *   log?: Pick<Console, 'info' | 'error'> }} options `build` returns the new site's directory, or
 *   null when the build failed.
 */
export function createRebuilder({ build, swap, debounceMs = 2000, log = console }) {
  let timer = null;
  let running = null;
  let pending = false;
  const stats = { requested: 0, started: 0, succeeded: 0, failed: 0 };

  async function runBuild() {
    stats.started += 1;
    log.info(`Rebuild ${stats.started} started`);
    try {
      const dir = await build();
      if (dir) {
        await swap(dir);
        stats.succeeded += 1;
        log.info(`Rebuild ${stats.started} is live`);
      } else {
        stats.failed += 1;
        log.error(`Rebuild ${stats.started} failed: the previous site stays live`);
      }
    } catch (error) {
      stats.failed += 1;
      log.error(`Rebuild ${stats.started} failed (${error.message}): the previous site stays live`);
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
    /** Asks for a rebuild; requests within `debounceMs` of each other, or during a build, merge. */
    request() {
      stats.requested += 1;
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending = true;
        if (!running) running = drain();
      }, debounceMs);
    },
  };
}

/**
 * Copies a finished build into `.sites/<id>` (asynchronously: the live site keeps answering
 * meanwhile).
 */
export async function publishBuild(publicDir, sitesDir) {
  const id = `${Date.now()}`;
  const target = path.join(sitesDir, id);
  await fs.promises.mkdir(sitesDir, { recursive: true });
  await fs.promises.cp(publicDir, target, { recursive: true });
  return { id, dir: target };
}

/** Removes all but the newest `keep` copies, never the live one. */
export async function pruneBuilds(sitesDir, liveDir, keep = 2) {
  const builds = (await fs.promises.readdir(sitesDir))
    .filter((name) => /^\d+$/.test(name))
    .sort()
    .map((name) => path.join(sitesDir, name));
  for (const dir of builds.slice(0, -keep)) {
    if (path.resolve(dir) !== path.resolve(liveDir))
      await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

// Publish-to-rebuild: the CMS's webhook asks for a rebuild; bursts are merged (one build runs,
// at most one more waits), each build goes to a fresh directory, and the server switches to it
// only when the build succeeded. A failed build leaves the live site as it was.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createBuildHistory } from './build-history.mjs';

/** Compares secrets in constant time. */
export function secretMatches(given, expected) {
  if (typeof given !== 'string' || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * What a build function may return: the new site's directory (with the build's id when known),
 * or why it failed. A bare string is a directory, null a failure without a reason.
 * @typedef {{ dir: string, buildId?: string | null } | { error: string } | string | null} BuildOutcome
 */

/** @param {BuildOutcome} outcome */
function normalizeOutcome(outcome) {
  if (typeof outcome === 'string') return { dir: outcome, buildId: null };
  if (!outcome) return { error: 'Build failed' };
  return outcome;
}

/**
 * @param {{ build: () => Promise<BuildOutcome>, swap: (dir: string) => void | Promise<void>,
 *   history?: import('./build-history.d.mts').BuildHistory, debounceMs?: number,
 *   log?: Pick<Console, 'info' | 'error'> }} options
 */
export function createRebuilder({
  build,
  swap,
  history = createBuildHistory(),
  debounceMs = 2000,
  log = console,
}) {
  let timer = null;
  let running = null;
  let pending = false;
  /** The history's record of the build the next run will be (requests merge into it). */
  let queued = null;
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
      stats.failed += 1;
      history.failed(record, error.message);
      log.error(`Rebuild ${record.number} failed (${error.message}): the previous site stays live`);
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
     * @param {import('./build-history.d.mts').BuildEntry[]} [entries]
     * @param {'webhook' | 'manual'} [trigger]
     */
    request(entries = [], trigger = 'webhook') {
      stats.requested += 1;
      queued = history.queue(trigger, entries);
      clearTimeout(timer);
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

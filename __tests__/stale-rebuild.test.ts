/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeStaleAt } from '../src/pipeline/cms/event-calendars';
import { DerivedFiles } from '../src/pipeline/derived-files';
import { eventsPlan, type RawEvent } from '../src/pipeline/cms/event-plan';
import { rawEvent } from './helpers/raw-event';
import { createRebuilder, createStaleRebuild } from '../server/rebuilder';

// Issue 31: an event that has ended leaves /events' upcoming list (and its built HTML) without
// anyone publishing: the build writes when its next event ends, and the site server rebuilds then.
const NOW = new Date('2026-11-26T05:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const quiet = { info: () => undefined, error: () => undefined };

const raw = (slug: string, startsAt: string, endsAt: string) => rawEvent(slug, { startsAt, endsAt });

/** A build's output directory with the events' stale-at file written from `events`. */
function builtWith(events: RawEvent[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-rebuild-'));
  const plan = eventsPlan({ en: events, ja: [], ko: [] }, { warn: () => undefined, fail: () => undefined });
  writeStaleAt(new DerivedFiles(dir), plan, NOW);
  return dir;
}

describe('rebuilding when an event ends', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('rebuilds the site when the next upcoming event ends, not before, and names it', async () => {
    const dir = builtWith([
      raw('ended-yesterday', at(-DAY - 2 * HOUR), at(-DAY)),
      raw('running-now', at(-HOUR), at(2 * HOUR)),
      raw('next-week', at(7 * DAY), at(7 * DAY + 2 * HOUR)),
    ]);
    const built: string[] = [];
    const rebuilder = createRebuilder({
      debounceMs: 10,
      log: quiet,
      build: async () => {
        built.push(new Date().toISOString());
        return { dir: '/sites/next', buildId: 'next' };
      },
      swap: () => undefined,
    });
    const stale = createStaleRebuild({ request: rebuilder.request, log: quiet });
    expect(await stale.watch(dir)).toEqual(new Date(at(2 * HOUR)));

    await jest.advanceTimersByTimeAsync(2 * HOUR - 1000);
    expect(built).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000 + 10);
    await rebuilder.idle();
    expect(built).toHaveLength(1);
    expect(new Date(built[0]).getTime()).toBeGreaterThanOrEqual(new Date(at(2 * HOUR)).getTime());
    const [build] = rebuilder.history.snapshot().builds;
    expect(build).toMatchObject({
      trigger: 'event-ended',
      result: 'live',
      entries: [{ event: 'event.ended', model: 'event', title: 'running-now' }],
    });
  });

  it('follows the build that went live last: a later one without upcoming events sets no rebuild', async () => {
    const requests: unknown[] = [];
    const stale = createStaleRebuild({ request: (...args) => requests.push(args), log: quiet });
    await stale.watch(builtWith([raw('soon', at(HOUR), at(2 * HOUR))]));
    expect(await stale.watch(builtWith([raw('over', at(-3 * HOUR), at(-2 * HOUR))]))).toBeNull();
    expect(JSON.parse(fs.readFileSync(path.join(builtWith([]), 'builds', 'stale-at.json'), 'utf8'))).toEqual({
      at: null,
    });
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(requests).toEqual([]);
  });

  it('waits for an event that ends months from now, beyond what one timer can wait', async () => {
    const requests: unknown[] = [];
    const stale = createStaleRebuild({ request: (...args) => requests.push(args), log: quiet });
    await stale.watch(builtWith([raw('conference', at(60 * DAY), at(61 * DAY))]));
    await jest.advanceTimersByTimeAsync(61 * DAY - 1000);
    expect(requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(requests).toEqual([
      [[{ event: 'event.ended', model: 'event', title: 'conference' }], 'event-ended'],
    ]);
  });

  it('sets nothing for a build without the file (an older build)', async () => {
    const stale = createStaleRebuild({ request: () => undefined, log: quiet });
    expect(await stale.watch(fs.mkdtempSync(path.join(os.tmpdir(), 'stale-rebuild-')))).toBeNull();
  });
});

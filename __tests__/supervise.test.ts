/**
 * @jest-environment node
 */
import { supervise } from '../scripts/lib/supervise.mjs';

/** A fake child process: exit() ends it as a crash would, stop() as a shutdown does. */
class FakeChild {
  stopped = false;
  private end!: (exit: { code: number | null; signal: string | null }) => void;
  readonly exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    this.end = resolve;
  });

  exit(code: number | null, signal: string | null = null) {
    this.end({ code, signal });
  }

  async stop() {
    this.stopped = true;
    this.end({ code: null, signal: 'SIGTERM' });
  }
}

/** A supervisor on a fake clock: sleeps advance it at once and are recorded. */
function harness({ failingStarts = new Set<number>() } = {}) {
  const children: FakeChild[] = [];
  const lines: string[] = [];
  const sleeps: number[] = [];
  let clock = 0;
  let starts = 0;
  const options = {
    name: 'CMS',
    log: (line: string) => lines.push(line),
    now: () => clock,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    start: async () => {
      starts += 1;
      if (failingStarts.has(starts)) throw new Error('Strapi did not answer\n--- output ---');
      const child = new FakeChild();
      children.push(child);
      return child;
    },
  };
  /** Resolves once the supervisor has started the `count`-th child (or given up). */
  const childCount = async (count: number) => {
    for (let i = 0; i < 100 && children.length < count; i += 1) await new Promise((r) => setImmediate(r));
    return children.length;
  };
  return {
    options,
    children,
    lines,
    sleeps,
    childCount,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

test('a child that keeps exiting is restarted with doubling waits, capped at 30 s', async () => {
  const h = harness();
  const supervisor = await supervise(h.options);
  for (let n = 1; n <= 7; n += 1) {
    h.children[n - 1].exit(1);
    expect(await h.childCount(n + 1)).toBe(n + 1);
  }
  expect(h.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  expect(h.lines[0]).toBe('CMS exited (code 1); restarting in 1 s');
  expect(h.lines[2]).toBe('CMS exited (code 1); restarting in 2 s');
  expect(supervisor.current).toBe(h.children[7]);
  expect(supervisor.restarts).toBe(7);
  await supervisor.stop();
});

test('the wait starts again from 1 s after a minute of healthy running', async () => {
  const h = harness();
  const supervisor = await supervise(h.options);
  h.children[0].exit(1);
  await h.childCount(2);
  h.children[1].exit(null, 'SIGKILL');
  await h.childCount(3);
  expect(h.sleeps).toEqual([1_000, 2_000]);
  h.advance(61_000);
  h.children[2].exit(1);
  await h.childCount(4);
  expect(h.sleeps).toEqual([1_000, 2_000, 1_000]);
  expect(h.lines).toContain('CMS exited (signal SIGKILL); restarting in 2 s');
  await supervisor.stop();
});

test('a restart that fails to start is tried again, with the next wait', async () => {
  const h = harness({ failingStarts: new Set([2]) });
  const supervisor = await supervise(h.options);
  h.children[0].exit(1);
  expect(await h.childCount(2)).toBe(2);
  expect(h.sleeps).toEqual([1_000, 2_000]);
  expect(h.lines[1]).toBe('CMS did not start (Strapi did not answer); restarting in 2 s');
  await supervisor.stop();
});

test('stop() ends the child and nothing restarts it', async () => {
  const h = harness();
  const supervisor = await supervise(h.options);
  await supervisor.stop();
  expect(h.children[0].stopped).toBe(true);
  await h.childCount(2);
  expect(h.children).toHaveLength(1);
  expect(h.sleeps).toEqual([]);
  expect(h.lines).toEqual([]);
});

test('stop() during the wait before a restart: no restart', async () => {
  const h = harness();
  let releaseSleep: () => void = () => {};
  const supervisor = await supervise({
    ...h.options,
    sleep: (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        h.sleeps.push(ms);
        releaseSleep = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  });
  h.children[0].exit(1);
  while (h.sleeps.length === 0) await new Promise((r) => setImmediate(r));
  await supervisor.stop();
  releaseSleep();
  await h.childCount(2);
  expect(h.children).toHaveLength(1);
});

test('a first start that fails rejects: there is nothing to supervise', async () => {
  const h = harness({ failingStarts: new Set([1]) });
  await expect(supervise(h.options)).rejects.toThrow('Strapi did not answer');
});

/**
 * @jest-environment node
 */
import { createRebuilder, secretMatches } from '../scripts/server/rebuilder.mjs';

const quiet = { info: () => undefined, error: () => undefined };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRebuilder', () => {
  it('turns a burst of 10 publishes into at most 2 builds, and swaps in each successful one', async () => {
    const swaps: string[] = [];
    let builds = 0;
    const rebuilder = createRebuilder({
      debounceMs: 20,
      log: quiet,
      build: async () => {
        builds += 1;
        await wait(50);
        return `/sites/${builds}`;
      },
      swap: (dir: string) => swaps.push(dir),
    });
    for (let index = 0; index < 10; index += 1) {
      rebuilder.request();
      await wait(index === 4 ? 40 : 2); // a pause in the middle starts a build; the rest queue
    }
    await wait(400);
    expect(builds).toBeGreaterThanOrEqual(1);
    expect(builds).toBeLessThanOrEqual(2);
    expect(swaps).toEqual(Array.from({ length: builds }, (_, index) => `/sites/${index + 1}`));
  });

  it('keeps the live site when a build fails', async () => {
    const swaps: string[] = [];
    const rebuilder = createRebuilder({
      debounceMs: 5,
      log: quiet,
      build: async () => null,
      swap: (dir: string) => swaps.push(dir),
    });
    rebuilder.request();
    await wait(100);
    expect(swaps).toEqual([]);
    expect(rebuilder.stats.failed).toBe(1);
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

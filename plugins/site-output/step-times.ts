// How long each step of onPostBuild took: printed in the build's log, read by the benchmarks.
import { performance } from 'perf_hooks';

/** Milliseconds each step took, in the order the steps first ran. */
export type StepTimes = Record<string, number>;

/** Runs `run`, adding its milliseconds to `times[step]` (a step may run several times). */
export async function timed<T>(times: StepTimes, step: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    times[step] = (times[step] ?? 0) + performance.now() - start;
  }
}

/** `a 1.25 s, b 0.30 s`: step times for a log line. */
export function formatStepTimes(times: StepTimes): string {
  return Object.entries(times)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
    .join(', ');
}

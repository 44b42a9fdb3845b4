import type { BuildEntry, BuildHistory } from './build-history.d.mts';

export type BuildOutcome = { dir: string; buildId?: string | null } | { error: string } | string | null;

export function secretMatches(given: unknown, expected: string): boolean;
export function createRebuilder(options: {
  build: () => Promise<BuildOutcome>;
  swap: (dir: string) => void | Promise<void>;
  history?: BuildHistory;
  debounceMs?: number;
  log?: { info: (message: string) => void; error: (message: string) => void };
}): {
  stats: { requested: number; started: number; succeeded: number; failed: number };
  history: BuildHistory;
  request(entries?: BuildEntry[], trigger?: 'webhook' | 'manual'): void;
  idle(): Promise<void>;
};
export function publishBuild(
  publicDir: string,
  sitesDir: string,
): Promise<{ id: string; dir: string; copied: number; linked: number }>;
export function pruneBuilds(sitesDir: string, liveDir: string, keep?: number): Promise<void>;

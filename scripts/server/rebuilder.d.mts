export function secretMatches(given: unknown, expected: string): boolean;
export function createRebuilder(options: {
  build: () => Promise<string | null>;
  swap: (dir: string) => void;
  debounceMs?: number;
  log?: { info: (message: string) => void; error: (message: string) => void };
}): {
  stats: { requested: number; started: number; succeeded: number; failed: number };
  request(): void;
  idle(): Promise<void>;
};
export function publishBuild(publicDir: string, sitesDir: string): { id: string; dir: string };
export function pruneBuilds(sitesDir: string, liveDir: string, keep?: number): void;

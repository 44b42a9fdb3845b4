export interface BuildEntry {
  event: string;
  model?: string;
  documentId?: string;
  locale?: string;
  title?: string;
}

/** The entry a failed build names (`Cannot build Article “Title” (ja, slug s), field body: …`). */
export interface FailedEntry {
  /** `Article`, `Page`… */
  type: string;
  title: string;
  locale: string;
  slug: string;
  field: string;
  reason: string;
}

export type BuildResult = 'queued' | 'building' | 'live' | 'failed';

export interface BuildRecord {
  number: number;
  trigger: 'start' | 'webhook' | 'manual';
  entries: BuildEntry[];
  requestedAt: string;
  startedAt: string | null;
  builtAt: string | null;
  finishedAt: string | null;
  result: BuildResult;
  buildId: string | null;
  error: string | null;
  /** The entry the failure names, if any (failedEntryOf). */
  failedEntry?: FailedEntry | null;
}

export interface BuildStatus {
  state: 'live' | 'building' | 'failed' | 'unknown';
  lastSuccess: { number: number; finishedAt: string | null; buildId: string | null } | null;
  builds: BuildRecord[];
}

export interface BuildHistory {
  queue(trigger: BuildRecord['trigger'], entries?: BuildEntry[]): BuildRecord;
  started(record: BuildRecord): void;
  built(record: BuildRecord): void;
  live(record: BuildRecord, buildId?: string | null): void;
  failed(record: BuildRecord, error: unknown): void;
  snapshot(): BuildStatus;
  flush(): Promise<void>;
}

export const HISTORY_LIMIT: number;
export const ENTRIES_LIMIT: number;
export const SITE_MODELS: string[];
export function changesSite(body: unknown): boolean;
export function entryFromWebhook(body: unknown): BuildEntry | null;
export function failedEntryOf(error: string | null | undefined): FailedEntry | null;
export function summarizeBuildFailure(lines: string[]): string;
export function createBuildHistory(options?: { file?: string; now?: () => Date }): BuildHistory;

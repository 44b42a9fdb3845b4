export const CMS_DIR: string;

export function freshSecrets(): Record<string, string>;
export function ensureDevelopmentEnv(): string;
export function freePort(): Promise<number>;

export interface RunningCms {
  url: string;
  port: number;
  /** The Strapi process's id. */
  pid: number | undefined;
  output: string[];
  /** Settles when the process has ended, whatever ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export function startCms(options?: {
  port?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<RunningCms>;

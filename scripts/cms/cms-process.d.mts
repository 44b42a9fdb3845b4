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
  /** Added to this process's environment; an undefined value leaves a variable unset. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<RunningCms>;

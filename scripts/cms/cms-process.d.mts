export const CMS_DIR: string;

export function freshSecrets(): Record<string, string>;
export function ensureDevelopmentEnv(): string;
export function freePort(): Promise<number>;

export interface RunningCms {
  url: string;
  port: number;
  output: string[];
  stop(): Promise<void>;
}

export function startCms(options?: {
  port?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<RunningCms>;

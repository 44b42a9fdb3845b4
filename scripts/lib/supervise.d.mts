/** What a supervised service's start() resolves to. */
export interface SupervisedService {
  /** Settles when the service has ended, whatever ended it. */
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

export interface SuperviseOptions<T extends SupervisedService> {
  /** For the log lines: "CMS exited (code 1); restarting in 2 s". */
  name: string;
  start: () => Promise<T>;
  log?: (line: string) => void;
  /** First wait before a restart (1 s); doubles after each restart… */
  initialDelayMs?: number;
  /** …up to this (30 s). */
  maxDelayMs?: number;
  /** A run at least this long (60 s) resets the wait to initialDelayMs. */
  healthyAfterMs?: number;
  /** Resolves after `ms`, or as soon as `signal` aborts (stop()). Injected by tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface Supervisor<T extends SupervisedService> {
  /** The running instance (the latest one after a restart). */
  readonly current: T;
  /** Restarts so far. */
  readonly restarts: number;
  /** Stops the service for good: no restart follows. */
  stop(): Promise<void>;
}

export function supervise<T extends SupervisedService>(options: SuperviseOptions<T>): Promise<Supervisor<T>>;

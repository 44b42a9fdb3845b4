// Keeps a service `npm start` runs alive: when it ends on its own it is started again after a
// growing wait (1 s, 2 s, 4 s … 30 s; back to 1 s once a run lasted a minute, so a crash a day
// does not accumulate), one log line per restart. stop() ends it for good, without a restart.

/**
 * What a supervised service's start() resolves to.
 * @typedef {object} SupervisedService
 * @property {Promise<unknown>} exited Settles when the service has ended, whatever ended it.
 * @property {() => Promise<void>} stop
 */

/**
 * @template {SupervisedService} T
 * @typedef {object} SuperviseOptions
 * @property {string} name For the log lines: "CMS exited (code 1); restarting in 2 s".
 * @property {() => Promise<T>} start
 * @property {(line: string) => void} [log]
 * @property {number} [initialDelayMs] First wait before a restart (1 s); doubles after each restart,
 * @property {number} [maxDelayMs] up to this (30 s).
 * @property {number} [healthyAfterMs] A run at least this long (60 s) resets the wait to initialDelayMs.
 * @property {(ms: number, signal: AbortSignal) => Promise<void>} [sleep] Resolves after `ms`, or as
 *   soon as `signal` aborts (stop()). Injected by tests.
 * @property {() => number} [now]
 */

/**
 * @template {SupervisedService} T
 * @typedef {object} Supervisor
 * @property {T} current The running instance (the latest one after a restart).
 * @property {number} restarts Restarts so far.
 * @property {() => Promise<void>} stop Stops the service for good: no restart follows.
 */

/**
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
const defaultSleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * "code 1", "signal SIGKILL": how a process ended, for the log line.
 * @param {unknown} exit whatever the service's `exited` resolved to (`{ code, signal }` for a process)
 */
function describeExit(exit) {
  const { code, signal } = /** @type {{ code?: unknown, signal?: unknown }} */ (exit || {});
  if (signal) return `signal ${signal}`;
  if (code !== undefined && code !== null) return `code ${code}`;
  return 'no code';
}

/** @param {number} ms */
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * Starts the service and resolves once its first start succeeded (a first start that fails
 * rejects: nothing is running to supervise yet). Restarts happen in the background.
 * @template {SupervisedService} T
 * @param {SuperviseOptions<T>} options
 * @returns {Promise<Supervisor<T>>}
 */
export async function supervise({
  name,
  start,
  log = (line) => console.log(line),
  initialDelayMs = 1_000,
  maxDelayMs = 30_000,
  healthyAfterMs = 60_000,
  sleep = defaultSleep,
  now = Date.now,
}) {
  const stopping = new AbortController();
  let current = await start();
  let startedAt = now();
  let restarts = 0;
  let delayMs = initialDelayMs;

  async function watch() {
    while (!stopping.signal.aborted) {
      const exit = await current.exited;
      if (stopping.signal.aborted) return;
      // A run that lasted was healthy: this exit starts a fresh series of waits.
      if (now() - startedAt >= healthyAfterMs) delayMs = initialDelayMs;
      let why = `${name} exited (${describeExit(exit)})`;
      for (;;) {
        log(`${why}; restarting in ${seconds(delayMs)}`);
        await sleep(delayMs, stopping.signal);
        delayMs = Math.min(maxDelayMs, delayMs * 2);
        if (stopping.signal.aborted) return;
        try {
          const next = await start();
          if (stopping.signal.aborted) {
            await next.stop();
            return;
          }
          current = next;
          startedAt = now();
          restarts += 1;
          log(`${name} restarted`);
          break;
        } catch (error) {
          why = `${name} did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
        }
      }
    }
  }
  const watching = watch();

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping.abort();
      await current.stop();
      await watching;
    },
  };
}

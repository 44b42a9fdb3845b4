import { spawnSync } from 'node:child_process';

/**
 * A report step's entry in `npm test`'s results: always ok; `crashed` says why it did not finish.
 * @typedef {{ name: string, ok: true, informational: true, crashed?: string, seconds: number }} ReportResult
 */

/**
 * A step of `npm test` that prints a report (`npm run i18n:status`): its output goes to the log
 * and it never fails the run, not even when it crashes. A crash (an exception, a non-zero exit,
 * a command that cannot start) is printed, and the summary names it, so it is seen and fixed.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {ReportResult}
 */
export function runReport(name, command, args, { env = process.env } = {}) {
  console.log(`\n━━ ${name} (a report, it never fails the run): ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status, signal, error } = spawnSync(command, args, { stdio: 'inherit', env });
  const crashed = error ? error.message : status !== 0 ? `exit ${status ?? signal}` : undefined;
  if (crashed)
    console.log(`━━ ${name} crashed (${crashed}), see above; the run goes on: this step is a report.`);
  return {
    name,
    ok: true,
    informational: true,
    ...(crashed ? { crashed } : {}),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

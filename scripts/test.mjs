// `npm test`: every check and test of the project, in order, continuing past failures so that
// one run shows everything that is wrong. Writes reports/summary.json for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresUnavailableReason } from './db/postgres-cluster.mjs';
import { runReport } from './lib/report-step.mjs';

/** @param {string} name */
const bin = (name) => path.join('node_modules', '.bin', name);
/**
 * A step's entry in the summary (and reports/summary.json).
 * @typedef {{ name: string, ok: boolean, seconds: number, runner?: 'jest' | 'playwright',
 *   report?: string, skipped?: string, informational?: true, crashed?: string }} StepResult
 */
/** @type {StepResult[]} */
const results = [];
// Playwright empties test-results/ when it starts, so the reports live in reports/.
fs.mkdirSync('reports', { recursive: true });
for (const file of ['jest.json', 'jest-alone.json', 'playwright.json', 'playwright-editor.json'])
  fs.rmSync(path.join('reports', file), { force: true });

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
// The build the browser tests run against has a (test) tag manager container, so that its
// consent banner exists to be tested (e2e/consent.spec.ts; playwright.config.ts's storage state
// keeps it out of the other specs' way). The server reads it too, for the CSP.
const siteEnv = { ...env, GATSBY_GTM_ID: 'GTM-TEST123' };

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ runner?: 'jest' | 'playwright', report?: string, env?: NodeJS.ProcessEnv }} [options]
 */
function run(name, command, args, { runner, report, env: stepEnv = env } = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  const ok = status === 0;
  results.push({ name, ok, runner, report, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * A step that did not run: a failure, unless `ok` (a local machine lacking what CI installs).
 * @param {string} name
 * @param {string} reason
 * @param {{ ok?: boolean }} [options]
 */
function skip(name, reason, { ok = false } = {}) {
  console.log(`\n━━ ${name}: skipped, ${reason}`);
  results.push({ name, ok, skipped: reason, seconds: 0 });
}

const FOURTH_LOCALE = 'fourth language build';
const FOURTH_LOCALE_REPORT = path.join('reports', 'fourth-locale.json');

/**
 * The fourth-language build's entry, from the report the PostgreSQL check wrote (none: it stopped
 * before, and this check did not run).
 * @returns {StepResult}
 */
function fourthLocaleResult() {
  if (!fs.existsSync(FOURTH_LOCALE_REPORT))
    return {
      name: FOURTH_LOCALE,
      ok: false,
      seconds: 0,
      skipped: 'did not run: the PostgreSQL check stopped before it',
    };
  const { ok, seconds } = JSON.parse(fs.readFileSync(FOURTH_LOCALE_REPORT, 'utf8'));
  return { name: FOURTH_LOCALE, ok: ok === true, seconds };
}

run('translations', bin('tsx'), ['scripts/i18n-check.ts']);
// Translations older than their English are the translators' to-do (docs/editors.md), not a
// failure: CI prints the list.
results.push(runReport('translation status', bin('tsx'), ['scripts/i18n-status.ts']));
run('typecheck', bin('tsc'), ['--noEmit']);
// The scripts' and config files' JavaScript, checked from its JSDoc (docs/architecture.md).
run('typecheck scripts', bin('tsc'), ['--noEmit', '-p', 'tsconfig.scripts.json']);
// The CMS's JavaScript, checked as it is (JSDoc types; docs/architecture.md). Not cms/tsconfig.json:
// Strapi takes a project with one for TypeScript and then starts only a compiled dist/.
run('typecheck (CMS)', bin('tsc'), ['--noEmit', '-p', 'cms/tsconfig.check.json']);
run('lint', bin('eslint'), ['.', '--max-warnings=0']);
run('format', bin('prettier'), ['--check', '.']);
// Jest runs two test files at a time: most of the time of the CMS suites is a Strapi child
// process starting or seeding on one core while its test waits. The suites that time a build
// while they keep both cores busy themselves run after, alone (jest.config.js leaves out what
// JEST_LEAVE_OUT names).
const RUN_ALONE = ['__tests__/cms/busy-host.integration.test.ts'];
run(
  'unit and component tests',
  bin('jest'),
  ['--ci', '--maxWorkers=2', '--json', '--outputFile=reports/jest.json'],
  { runner: 'jest', env: { ...env, JEST_LEAVE_OUT: RUN_ALONE.join(',') } },
);
run(
  'tests that load the machine',
  bin('jest'),
  ['--ci', '--runInBand', '--json', '--outputFile=reports/jest-alone.json', ...RUN_ALONE],
  { runner: 'jest', report: 'reports/jest-alone.json' },
);
const built =
  process.env.SKIP_BUILD === '1'
    ? true
    : run('build', process.execPath, ['scripts/build.mjs'], { env: siteEnv });
if (built) {
  // The same site from the CMS on PostgreSQL (scripts/db/postgres-build-check.mjs). CI has
  // PostgreSQL (.ci/run): there a missing one fails the check; elsewhere it is skipped.
  // It also builds the site with a fourth language added to locales.ts, against its CMS
  // (scripts/fourth-locale-check.mjs): a step of its own in the summary, no CMS start of its own.
  const noPostgres = postgresUnavailableReason();
  if (noPostgres && !process.env.CI) {
    skip('build from PostgreSQL', noPostgres, { ok: true });
    skip(FOURTH_LOCALE, noPostgres, { ok: true });
  } else {
    fs.rmSync(FOURTH_LOCALE_REPORT, { force: true });
    run(
      'build from PostgreSQL',
      process.execPath,
      ['scripts/db/postgres-build-check.mjs', '--fourth-locale', FOURTH_LOCALE_REPORT],
      { env: siteEnv },
    );
    // The PostgreSQL step's time without the fourth-language build's, which is listed on its own.
    const fourth = fourthLocaleResult();
    const postgres = results[results.length - 1];
    postgres.seconds = Math.max(0, postgres.seconds - fourth.seconds);
    results.push(fourth);
  }
  run('page weight', bin('tsx'), ['scripts/size.ts']);
  run('browser tests', bin('playwright'), ['test'], { runner: 'playwright', env: siteEnv });
  // Last: it runs `npm start` against a throwaway CMS and rebuilds into public/.
  run('editor loop', bin('playwright'), ['test', '--config', 'playwright.editor.config.ts'], {
    runner: 'playwright',
    report: 'reports/playwright-editor.json',
  });
} else {
  skip('page weight', 'the build failed');
  skip('browser tests', 'the build failed');
  skip('editor loop', 'the build failed');
}

/**
 * @param {StepResult} result
 * @returns {{ passed: number, failed: number }}
 */
function countsOf(result) {
  if (result.informational) return { passed: 0, failed: 0 };
  if (result.skipped) return { passed: 0, failed: result.ok ? 0 : 1 };
  const jestReport = result.report ?? 'reports/jest.json';
  if (result.runner === 'jest' && fs.existsSync(jestReport)) {
    const report = JSON.parse(fs.readFileSync(jestReport, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    };
  }
  const playwrightReport = result.report ?? 'reports/playwright.json';
  if (result.runner === 'playwright' && fs.existsSync(playwrightReport)) {
    const { stats, errors = [] } = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length };
  }
  // A check, or a runner that crashed before reporting, counts as one test.
  return result.ok ? { passed: result.runner ? 0 : 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** @param {StepResult} result */
function stateOf(result) {
  if (result.crashed) return `report crashed (${result.crashed})`;
  if (result.informational) return 'report';
  if (result.skipped) return `skipped (${result.skipped})`;
  return result.ok ? 'ok' : 'FAILED';
}

let passed = 0;
let failed = 0;
console.log('\n━━ summary');
for (const result of results) {
  const counts = countsOf(result);
  // A runner whose tests all passed but which exited non-zero (crash, no tests) still fails.
  if (!result.ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  const state = stateOf(result);
  console.log(
    `  ${result.name.padEnd(28)} ${state.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed  ${result.seconds}s`,
  );
}
fs.writeFileSync('reports/summary.json', JSON.stringify({ passed, failed, results }, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);

/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs a report step the way scripts/test.mjs does, in a node process of its own; its whole log. */
function reportStepLog(command: string, args: string[]) {
  const module = path.join(__dirname, '../scripts/lib/report-step.mjs');
  const code = `import { runReport } from ${JSON.stringify(module)};
    console.log('RESULT ' + JSON.stringify(runReport('translation status', ${JSON.stringify(command)}, ${JSON.stringify(args)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const line = result.stdout.split('\n').find((entry) => entry.startsWith('RESULT '));
  return { ...result, log: result.stdout + result.stderr, result: line ? JSON.parse(line.slice(7)) : null };
}

describe('a report step of npm test (npm run i18n:status)', () => {
  it('prints the report and passes', () => {
    const step = reportStepLog(process.execPath, ['-e', 'console.log("ja (日本語): 1 outdated of 25")']);
    expect(step.status).toBe(0);
    expect(step.log).toContain('ja (日本語): 1 outdated of 25');
    expect(step.result).toMatchObject({ name: 'translation status', ok: true, informational: true });
    expect(step.result).not.toHaveProperty('crashed');
  });

  it('does not fail the run when the report throws, but shows the error and says it crashed', () => {
    const step = reportStepLog(process.execPath, ['-e', 'throw new Error("cannot read locales/en")']);
    expect(step.status).toBe(0);
    expect(step.result).toMatchObject({ ok: true, crashed: 'exit 1' });
    expect(step.log).toContain('Error: cannot read locales/en');
    expect(step.log).toContain('━━ translation status crashed (exit 1), see above; the run goes on');
  });

  it('does not fail the run when the command cannot start either', () => {
    const step = reportStepLog('/nonexistent/tsx', []);
    expect(step.status).toBe(0);
    expect(step.result).toMatchObject({ ok: true, crashed: expect.stringContaining('ENOENT') });
  });

  it('is a step of scripts/test.mjs, run on scripts/i18n-status.ts', () => {
    const runner = fs.readFileSync(path.join(__dirname, '../scripts/test.mjs'), 'utf8');
    expect(runner).toMatch(
      /results\.push\(runReport\('translation status', bin\('tsx'\), \['scripts\/i18n-status\.ts'\]\)\)/,
    );
  });
});

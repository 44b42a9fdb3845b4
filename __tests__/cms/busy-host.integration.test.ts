/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// The build against a real, seeded CMS on a busy host (docs/cms.md, "On a busy host"): it completes
// while two CPU hogs keep both cores busy, and a CMS killed halfway fails it quickly with the
// `CMS unreachable:` line the build history shows. Each build runs in a temporary copy of the
// project (node_modules linked), never in the repository's public/ and .cache/, which the
// browser tests and a developer's `npm run serve` use. Two builds and a seeded CMS: ~5 minutes.

const ROOT = path.resolve(__dirname, '..', '..');
/** Not copied: dependencies (linked instead), build output, the CMS and test artefacts. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.cache',
  'public',
  '.sites',
  '.locales',
  'cms',
  'reports',
  'test-results',
  'playwright-report',
  'screenshots',
  'coverage',
  'e2e',
  'e2e-editor',
  '__tests__',
]);

/** A copy of the project to build in, sharing the repository's node_modules. */
function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-busy-build-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

interface BuildRun {
  child: ChildProcess;
  /** Every line the build printed so far. */
  output: string[];
  /** Resolves with the exit code once the build has ended. */
  done: Promise<number>;
}

/** `gatsby build` as scripts/build.mjs runs it, in `cwd`, its output kept rather than printed. */
function gatsbyBuild(cwd: string, cmsUrl: string): BuildRun {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CMS_URL: cmsUrl, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', FORCE_COLOR: '0' },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { child, output, done };
}

/** Two processes spinning on one core each for as long as they run. */
function cpuHogs(): ChildProcess[] {
  return Array.from({ length: os.cpus().length >= 2 ? 2 : 1 }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

function stopAll(processes: ChildProcess[]) {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
}

function tail(output: string[], lines = 60): string {
  return output.filter(Boolean).slice(-lines).join('\n');
}

let harness: CmsWithMail;
let projectDir: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  // The seed gives the build articles, pages, projects and media to fetch.
  harness = await startCmsWithMail({ tempPrefix: 'meridian-busy-cms-', env: { CMS_SEED: 'true' } });
  projectDir = projectCopy();
}, 400_000);

afterAll(async () => {
  stopAll(running);
  await harness?.stop();
  if (projectDir) fs.rmSync(projectDir, { recursive: true, force: true });
}, 60_000);

test('the CMS keeps idle sockets longer than the build does (Keep-Alive: timeout=65)', async () => {
  const response = await harness.api('/_health');
  expect(response.status).toBe(204);
  expect(response.headers.get('keep-alive')).toBe('timeout=65');
});

test('a build completes while both cores are busy', async () => {
  const hogs = cpuHogs();
  running.push(...hogs);
  const started = Date.now();
  const build = gatsbyBuild(projectDir, harness.cms.url);
  running.push(build.child);
  let code: number;
  try {
    code = await build.done;
  } finally {
    stopAll(hogs);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Build on a busy host: ${seconds} s, exit ${code}`);
  if (code !== 0) throw new Error(`The build failed (exit ${code}):\n${tail(build.output)}`);
  expect(fs.existsSync(path.join(projectDir, 'public', 'blog', 'index.html'))).toBe(true);
  expect(fs.readdirSync(path.join(projectDir, 'public', 'cms-media')).length).toBeGreaterThan(0);
}, 900_000);

test('a CMS killed during a build fails it quickly, saying "CMS unreachable:"', async () => {
  // Media already copied would be kept: remove them so the build has downloads to make too.
  fs.rmSync(path.join(projectDir, 'public'), { recursive: true, force: true });
  const build = gatsbyBuild(projectDir, harness.cms.url);
  running.push(build.child);
  // Once the schema is stitched the build's own queries to the CMS begin (createPages, then
  // the page queries): the CMS dies just before them.
  const killAfter = /success createSchemaCustomization/;
  const deadline = Date.now() + 300_000;
  while (!build.output.some((line) => killAfter.test(line))) {
    if (build.child.exitCode !== null) throw new Error(`The build ended early:\n${tail(build.output)}`);
    if (Date.now() > deadline) throw new Error(`The build never got there:\n${tail(build.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const killedAt = Date.now();
  process.kill(harness.cms.pid as number, 'SIGKILL');
  const code = await build.done;
  const seconds = Math.round((Date.now() - killedAt) / 1000);
  const unreachable = build.output.find((line) => line.includes('CMS unreachable:'));
  console.log(`Build with its CMS killed: ended ${seconds} s after the kill, exit ${code}: ${unreachable}`);
  expect(code).not.toBe(0);
  // 6 attempts with at most ~15.5 s of backoff; the rest is Gatsby reporting and exiting.
  expect(seconds).toBeLessThan(120);
  if (!unreachable) throw new Error(`No "CMS unreachable:" line in:\n${tail(build.output)}`);
  expect(unreachable).toMatch(
    /CMS unreachable: http:\/\/127\.0\.0\.1:\d+\/\S+ \(ECONNREFUSED after \d+ attempts?\)/,
  );
}, 600_000);

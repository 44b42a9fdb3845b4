/**
 * @jest-environment node
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, startCms } from '../scripts/cms/cms-process.mjs';
import { CMS_SECRETS, MIN_LENGTH, secretProblems } from '@meridian/shared/production-secrets';

// Production refuses missing or weak secrets (issue 28, item 7): the CMS for all of its own, the
// site's server and the preview server for those they read; development generates its own.
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..');
/** What the guide says to run: `openssl rand -base64 32`. */
const strong = () => crypto.randomBytes(32).toString('base64');
/** A production environment in which every secret the CMS reads is strong. */
const strongSecrets = (): Record<string, string> => ({
  ...freshSecrets(),
  PREVIEW_SECRET: strong(),
  SITE_REBUILD_HOOK_SECRET: strong(),
  SITE_PREVIEW_TOKEN: strong(),
});
const WEAK_VALUES = {
  short: 'x7Gq2vLp9',
  placeholder: 'toBeModified-toBeModified-toBeModified',
  repeated: 'a'.repeat(48),
} as const;

describe('the rules for production secrets', () => {
  it('accept the values the development tools generate and the guide tells operators to make', () => {
    expect(strong().length).toBeGreaterThanOrEqual(MIN_LENGTH);
    expect(secretProblems(CMS_SECRETS, strongSecrets())).toEqual([]);
  });

  it.each(CMS_SECRETS)('refuse %s missing, naming it and how to make one', (name) => {
    for (const missing of [undefined, '', '  ']) {
      const problems = secretProblems(CMS_SECRETS, { ...strongSecrets(), [name]: missing });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(`^${name} is missing: make one with \`openssl rand -base64 32\``),
      );
    }
  });

  it.each(CMS_SECRETS)('refuse %s short, a placeholder or a typed pattern, without quoting it', (name) => {
    for (const [kind, value] of Object.entries(WEAK_VALUES)) {
      const problems = secretProblems(CMS_SECRETS, { ...strongSecrets(), [name]: value });
      expect({ kind, problems }).toEqual({ kind, problems: [expect.stringContaining(name)] });
      expect(problems[0]).toContain('openssl rand -base64 32');
      expect(problems[0]).not.toContain(value);
    }
  });

  it('hold each of the APP_KEYS to them', () => {
    const [good] = freshSecrets().APP_KEYS.split(',');
    expect(secretProblems(['APP_KEYS'], { APP_KEYS: `${good},changeme` })).toEqual([
      expect.stringMatching(/^key 2 of APP_KEYS is shorter than 32 characters: /),
    ]);
    expect(secretProblems(['APP_KEYS'], { APP_KEYS: `${good},` })).toEqual([
      expect.stringMatching(/^key 2 of APP_KEYS is empty: /),
    ]);
    expect(secretProblems(['APP_KEYS'], { APP_KEYS: ',' })).toEqual([
      expect.stringMatching(/^APP_KEYS is missing: /),
    ]);
  });
});

describe('the CMS', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-secrets-'));
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it('refuses to start in production with a weak secret, naming it', async () => {
    const refused = await startCms({
      env: {
        ...strongSecrets(),
        NODE_ENV: 'production',
        JWT_SECRET: WEAK_VALUES.short,
        ENCRYPTION_KEY: '',
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        CMS_SEED: 'false',
      },
      timeoutMs: 90_000,
    }).then(
      async (cms) => {
        await cms.stop();
        return null;
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/Strapi exited with code [1-9]/);
    expect(refused).toContain('The CMS refuses to start in production with missing or weak secrets');
    expect(refused).toContain('JWT_SECRET is shorter than 32 characters');
    expect(refused).toContain('ENCRYPTION_KEY is missing');
    expect(refused).not.toContain(WEAK_VALUES.short);
  });
});

/** Runs a script of the site until it prints `ready` (then stops it) or exits. */
function runScript(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    // Bounded: a script that starts for real is stopped (and fails the test's expectations).
    const deadline = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

describe("the site's servers", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-secrets-site-'));
  // The smallest build the server accepts.
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Meridian</title>');
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
  // The preview server loads the renderer `npm run build` compiles; a fresh clone has none yet,
  // so compile it here rather than rely on another test file having done so first.
  beforeAll(() => {
    const compiled = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await (await import('./scripts/build-server.mjs')).buildServer();"],
      { cwd: ROOT, encoding: 'utf8', input: '' },
    );
    expect(compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
  });
  const preview = () => ({
    PREVIEW_SECRET: strong(),
    SITE_PREVIEW_TOKEN: strong(),
    CMS_URL: 'http://127.0.0.1:9',
    // With CMS_URL, the server relays forms and signs their visitors' addresses with it.
    FORM_RELAY_SECRET: strong(),
  });
  const serve = (env: Record<string, string | undefined>) =>
    runScript('server/compiled/serve.mjs', ['--port', '0', '--dir', publicDir], env);

  it.each(['PREVIEW_SECRET', 'SITE_PREVIEW_TOKEN', 'FORM_RELAY_SECRET'])(
    'the preview server (npm run serve) in production refuses %s missing or weak',
    async (name) => {
      for (const [value, problem] of [
        ['', `${name} is missing`],
        [WEAK_VALUES.placeholder, `${name} is a placeholder`],
      ]) {
        const { code, output } = await serve({ ...preview(), NODE_ENV: 'production', [name]: value });
        expect(code).toBe(1);
        expect(output).toContain('The preview server refuses to start in production');
        expect(output).toContain(problem);
      }
    },
  );

  it('the preview server starts in production with strong secrets, and in development with any', async () => {
    expect(await serve({ ...preview(), NODE_ENV: 'production' })).toMatchObject({
      output: expect.stringContaining('Meridian site ready at'),
    });
    expect(
      await serve({ ...preview(), NODE_ENV: 'development', PREVIEW_SECRET: 'dev', SITE_PREVIEW_TOKEN: '' }),
    ).toMatchObject({ output: expect.stringContaining('Meridian site ready at') });
  });

  it.each(['SITE_REBUILD_HOOK_SECRET', 'PREVIEW_SECRET', 'SITE_PREVIEW_TOKEN', 'FORM_RELAY_SECRET'])(
    'npm start in production refuses %s missing or short before it starts anything',
    async (name) => {
      const secrets = { SITE_REBUILD_HOOK_SECRET: strong(), ...preview() };
      for (const [value, problem] of [
        [undefined, `${name} is missing`],
        [WEAK_VALUES.short, `${name} is shorter than 32 characters`],
      ]) {
        const { code, output } = await runScript('scripts/start.mjs', [], {
          ...secrets,
          NODE_ENV: 'production',
          [name]: value,
          // Nothing may start: a CMS on this port would be reported by the check below.
          CMS_PORT: '9',
        });
        expect(code).toBe(1);
        expect(output).toContain('The site server refuses to start in production');
        expect(output).toContain(problem);
        expect(output).not.toContain('Starting the CMS');
      }
    },
  );
});

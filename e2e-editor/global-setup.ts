import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/cms/cms-process.mjs';

/**
 * `npm start` as a visitor and an editor meet it: a throwaway CMS (its own SQLite and uploads),
 * the mail catcher, a build of the site against that CMS, the server with its rebuild hook. The
 * tests read the URLs from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-live-'));
  const [port, cmsPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const secret = crypto.randomBytes(16).toString('hex');
  const previewSecret = crypto.randomBytes(32).toString('hex');
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      MAIL_HTTP_PORT: String(mailPort),
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      SITE_REBUILD_HOOK_SECRET: secret,
      // Known to the tests so that they can sign an expired link (the CMS signs the real ones).
      PREVIEW_SECRET: previewSecret,
      SITE_URL: `http://127.0.0.1:${port}`,
      GATSBY_CMS_URL: `http://127.0.0.1:${cmsPort}`,
      // Generous limits: the tests sign in and submit forms many times from one address.
      AUTH_RATELIMIT_MAX: '1000',
      ADMIN_RATELIMIT_MAX: '1000',
      AUTH_MAIL_RATELIMIT_MAX: '1000',
      FORM_RATELIMIT_MAX: '50',
      // Scheduled publishing polls every 2 s: a schedule's latency is the rebuild's, not the poll's.
      SCHEDULE_POLL_MS: '2000',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const deadline = Date.now() + 15 * 60_000;
  while (!output.includes('Meridian site ready')) {
    if (server.exitCode !== null)
      throw new Error(`npm start exited (${server.exitCode}):\n${output.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  Object.assign(process.env, {
    LIVE_SITE_URL: `http://127.0.0.1:${port}`,
    LIVE_CMS_URL: `http://127.0.0.1:${cmsPort}`,
    LIVE_MAIL_URL: `http://127.0.0.1:${mailPort}`,
    LIVE_HOOK_SECRET: secret,
    LIVE_PREVIEW_SECRET: previewSecret,
  });

  return async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGINT');
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-server.pid, 'SIGKILL');
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

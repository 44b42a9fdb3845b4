// Starts and stops the Strapi app in cms/ for `npm start`, the build and the integration tests.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// npm scripts run from the repository root.
export const CMS_DIR = path.resolve(process.env.CMS_DIR ?? 'cms');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

const random = () => crypto.randomBytes(24).toString('base64');

/** Secrets Strapi needs; fresh ones for every throwaway instance. */
export function freshSecrets() {
  return {
    APP_KEYS: [random(), random()].join(','),
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(),
    FORM_RELAY_SECRET: random(),
  };
}

/**
 * cms/.env for development, created once with random secrets so that sessions survive restarts.
 * Production sets these variables in its environment instead.
 */
export function ensureDevelopmentEnv() {
  const file = path.join(CMS_DIR, '.env');
  if (!fs.existsSync(file)) {
    const lines = Object.entries(freshSecrets()).map(([key, value]) => `${key}=${value}`);
    fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return file;
}

/** @returns {Promise<number>} a port free on 127.0.0.1 when asked */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitUntilHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/_health`);
      if (response.status === 204 || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/**
 * @typedef {object} RunningCms
 * @property {string} url
 * @property {number} port
 * @property {number | undefined} pid The Strapi process's id.
 * @property {string[]} output
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited Settles when the
 *   process has ended, whatever ended it.
 * @property {() => Promise<void>} stop
 */

/**
 * Starts Strapi (`strapi start`) and resolves once it answers its health check. `env` is added to
 * this process's environment; an undefined value leaves a variable unset.
 * @param {{ port?: number, env?: Record<string, string | undefined>, log?: (line: string) => void,
 *   timeoutMs?: number }} [options]
 * @returns {Promise<RunningCms>}
 */
export async function startCms({ port, env = {}, log = () => {}, timeoutMs = 120_000 } = {}) {
  if (!fs.existsSync(STRAPI_BIN)) {
    throw new Error(
      'The CMS is not installed: run `npm ci --prefix cms` (npm ci at the root does it for you).',
    );
  }
  // Strapi refuses to start without its upload folder; a fresh clone has none.
  fs.mkdirSync(
    path.join(env.CMS_PUBLIC_DIR ?? process.env.CMS_PUBLIC_DIR ?? path.join(CMS_DIR, 'public'), 'uploads'),
    { recursive: true },
  );
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      log(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Settles once, however the process ends (stop(), a crash, a kill from outside): a supervisor
  // awaits it to restart the CMS.
  /** @type {RunningCms['exited']} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  try {
    await waitUntilHealthy(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- Strapi output ---\n${output.slice(-40).join('\n')}`,
    );
  }
  return {
    url,
    port: listenPort,
    pid: child.pid,
    output,
    exited,
    // A process killed by a signal keeps exitCode null: `exited` is what says it has ended.
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }
      await exited;
    },
  };
}

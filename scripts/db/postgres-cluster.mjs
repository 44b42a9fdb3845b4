// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temporary directory,
// a free loopback port, its own superuser, trust authentication on loopback only. Stopped and
// removed by stop(), and also when the process exits or is interrupted (Ctrl-C, a failed test).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../cms/cms-process.mjs';

/**
 * A watchdog (`node -e`, detached) that stops the cluster and removes its directory once the
 * process that started it is gone, however it ended: a crash, SIGKILL, or a test runner whose
 * signals never reach the hooks below (Jest gives each test file a `process` object of its own).
 * Arguments: owner pid, root directory, then the pg_ctl stop command. stop() ends it first.
 */
const WATCHDOG_SOURCE = `
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const [ownerPid, root, command, ...args] = process.argv.slice(1);
const ownerAlive = () => {
  try { process.kill(Number(ownerPid), 0); return true; } catch (error) { return error.code === 'EPERM'; }
};
const timer = setInterval(() => {
  if (ownerAlive()) return;
  clearInterval(timer);
  spawnSync(command, args, { stdio: 'ignore' });
  fs.rmSync(root, { recursive: true, force: true });
}, 1000);
`;

export const CLUSTER_USER = 'meridian';
const TOOLS = ['initdb', 'pg_ctl', 'createdb', 'pg_dump', 'pg_restore', 'psql'];

/** The directory of PostgreSQL's server programs: PG_BIN, Debian's newest, or the PATH. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** Why no cluster can be started here, or null when one can. */
export function postgresUnavailableReason() {
  const bin = postgresBinDir();
  if (!bin) return 'PostgreSQL is not installed (no initdb/pg_ctl; on Debian: apt-get install postgresql)';
  const missing = TOOLS.filter((tool) => !fs.existsSync(path.join(bin, tool)));
  if (missing.length) return `PostgreSQL in ${bin} lacks ${missing.join(', ')}`;
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root and there is no "postgres" account to run the server as';
  return null;
}

/**
 * The programs run as the `postgres` account when we are root: initdb refuses to run as root.
 * @param {string} bin
 * @param {string} tool
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asClusterOwner(bin, tool, args) {
  const program = path.join(bin, tool);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

/**
 * @param {string} bin
 * @param {string} tool
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [options]
 * @returns {Buffer}
 */
function run(bin, tool, args, options = {}) {
  const [command, commandArgs] = asClusterOwner(bin, tool, args);
  // No `encoding` is passed: the output is a Buffer.
  return /** @type {Buffer} */ (
    execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  );
}

/** @type {Set<PostgresCluster>} */
const running = new Set();
let exitHooksInstalled = false;

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  const stopAll = () => {
    for (const cluster of running) cluster.stopSync();
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stopAll();
      process.kill(process.pid, signal);
    });
  }
}

/**
 * @typedef {object} PostgresCluster
 * @property {number} port
 * @property {string} host
 * @property {string} user
 * @property {string} root The temporary directory holding the data, socket and log (removed by stop()).
 * @property {string} binDir
 * @property {(database?: string) => string} url
 * @property {(database: string) => { DATABASE_CLIENT: 'postgres', DATABASE_URL: string }} cmsEnv
 * @property {(database: string) => string} createDatabase Creates `database` and returns its URL.
 * @property {(tool: 'pg_dump' | 'pg_restore' | 'psql' | 'createdb', args: string[],
 *   options?: import('node:child_process').ExecFileSyncOptions) => Buffer} runTool
 * @property {() => void} stopSync
 * @property {() => Promise<void>} stop
 */

/**
 * Starts a fresh cluster. Returns its port, a URL per database, the CMS's environment for a
 * database, createDatabase(), the paths of pg_dump/pg_restore/psql, and stop().
 * @param {{ tempPrefix?: string }} [options]
 * @returns {Promise<PostgresCluster>}
 */
export async function startPostgresCluster({ tempPrefix = 'meridian-pg-' } = {}) {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`Cannot start PostgreSQL: ${reason}`);
  // No reason: there is a folder with the programs.
  const bin = /** @type {string} */ (postgresBinDir());
  const root = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  fs.mkdirSync(socketDir);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(root, uid, gid);
    fs.chownSync(socketDir, uid, gid);
  }
  const port = await freePort();
  const logFile = path.join(root, 'server.log');
  let stopped = false;
  /** Stops the cluster should this process end without stop(): see WATCHDOG_SOURCE. */
  /** @type {import('node:child_process').ChildProcess | null} */
  let watchdog = null;

  /** @type {PostgresCluster} */
  const cluster = {
    port,
    host: '127.0.0.1',
    user: CLUSTER_USER,
    root,
    binDir: bin,
    /** `postgres://meridian@127.0.0.1:port/database` (trust authentication: no password). */
    url: (database = 'postgres') => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`,
    /** The CMS's database variables for `database` (cms/config/database.js). */
    cmsEnv: (database) => ({ DATABASE_CLIENT: 'postgres', DATABASE_URL: cluster.url(database) }),
    createDatabase(database) {
      run(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', CLUSTER_USER, database]);
      return cluster.url(database);
    },
    /** Runs one of the cluster's client programs (pg_dump, pg_restore, psql) and returns its output. */
    runTool(tool, args, options) {
      return run(bin, tool, args, options);
    },
    stopSync() {
      if (stopped) return;
      stopped = true;
      running.delete(cluster);
      watchdog?.kill();
      const [command, args] = stopCommand();
      spawnSync(command, args, { stdio: 'ignore' });
      fs.rmSync(root, { recursive: true, force: true });
    },
    async stop() {
      cluster.stopSync();
    },
  };

  const stopCommand = () => asClusterOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);

  try {
    run(bin, 'initdb', ['-D', dataDir, '-U', CLUSTER_USER, '--auth=trust', '-E', 'UTF8', '--no-locale']);
    installExitHooks();
    running.add(cluster);
    // fsync off: a test cluster is thrown away, and durability costs seconds per test file.
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const [stopProgram, stopArgs] = stopCommand();
    watchdog = spawn(
      process.execPath,
      ['-e', WATCHDOG_SOURCE, String(process.pid), root, stopProgram, ...stopArgs],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    watchdog.unref();
    run(bin, 'pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    const failure = /** @type {Error & { stderr?: Buffer }} */ (error);
    const stderr = failure?.stderr?.toString() ?? '';
    cluster.stopSync();
    throw new Error(`PostgreSQL did not start: ${failure.message}\n${stderr}\n${log}`);
  }
  return cluster;
}

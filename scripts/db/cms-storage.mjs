// Where the CMS keeps its data, and the tools that read and write it, for cms-backup.mjs: the
// database and uploads folder found from the variables the CMS reads (cms/config/database.js,
// cms/config/server.js; cms/.env fills what the environment lacks), PostgreSQL's client
// programs, and better-sqlite3 from cms/'s own packages.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinDir } from './postgres-cluster.mjs';

const run = promisify(execFile);
const CMS_DIR = path.resolve(process.env.CMS_DIR ?? 'cms');
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The PostgreSQL connection cms/config/database.js returns: a URL, or its parts.
 * @typedef {{ connectionString?: string, host?: string, port?: number, database?: string,
 *   user?: string, password?: string, ssl?: unknown }} PostgresConnection
 */

/**
 * @typedef {({ engine: 'postgres', connection: PostgresConnection }
 *   | { engine: 'sqlite', connection: { filename: string } }) & { uploadsDir: string | null }} CmsStorage
 */

/** A failure with a message meant for the person running the command (no stack trace). */
export class BackupError extends Error {}

/**
 * The environment as the CMS sees it: the process's variables, then cms/.env for the rest.
 * @param {Env} env
 * @returns {Env}
 */
function cmsVariables(env) {
  const file = path.join(CMS_DIR, '.env');
  const fromFile = fs.existsSync(file)
    ? Object.fromEntries(
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes('=') && !line.trim().startsWith('#'))
          .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]),
      )
    : {};
  return { ...fromFile, ...env };
}

/**
 * Strapi's `env` helper, enough for cms/config/database.js and server.js.
 * @param {Env} vars
 */
function strapiEnv(vars) {
  /** @param {string} name @param {unknown} [fallback] */
  const env = (name, fallback) => vars[name] ?? fallback;
  /** @param {string} name @param {number} [fallback] */
  const int = (name, fallback) => {
    const value = vars[name];
    return value === undefined ? fallback : Number.parseInt(value, 10);
  };
  /** @param {string} name @param {boolean} [fallback] */
  const bool = (name, fallback) => (vars[name] === undefined ? fallback : vars[name] === 'true');
  /** @param {string} name @param {string[]} [fallback] */
  const array = (name, fallback) => {
    const value = vars[name];
    return value === undefined ? fallback : value.split(',');
  };
  return Object.assign(env, { int, bool, array });
}

/**
 * Where the CMS keeps its data under `env`: the engine, its connection (cms/config/database.js
 * read with Strapi's rules) and the uploads folder (CMS_PUBLIC_DIR/uploads).
 * @param {Env} [env]
 * @returns {CmsStorage}
 */
export function cmsStorage(env = process.env) {
  const vars = cmsVariables(env);
  const databaseConfig = cmsRequire('./config/database.js')({ env: strapiEnv(vars) });
  const { client, connection } = databaseConfig.connection;
  const publicDir = path.resolve(CMS_DIR, vars.CMS_PUBLIC_DIR ?? './public');
  const uploadsInStorage = (vars.UPLOAD_PROVIDER ?? 'local') === 'aws-s3';
  const uploadsDir = uploadsInStorage ? null : path.join(publicDir, 'uploads');
  return client === 'postgres'
    ? { engine: 'postgres', connection, uploadsDir }
    : { engine: 'sqlite', connection, uploadsDir };
}

/**
 * The connection of pg_dump, pg_restore and psql: the URL without its password (that goes in
 * PGPASSWORD, never in a process listing), and the TLS the CMS asks for with DATABASE_SSL.
 * @param {PostgresConnection} connection
 */
export function postgresTarget(connection) {
  const pgEnv = { ...process.env };
  let url;
  if (connection.connectionString) {
    url = new URL(connection.connectionString);
  } else {
    url = new URL('postgres://localhost');
    url.hostname = String(connection.host);
    url.port = String(connection.port);
    url.pathname = `/${encodeURIComponent(String(connection.database))}`;
    url.username = encodeURIComponent(String(connection.user));
    if (connection.password) url.password = encodeURIComponent(connection.password);
  }
  if (url.password) pgEnv.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  // libpq's own setting wins; `require` encrypts like the CMS (verify-full needs a root cert file).
  if (connection.ssl) pgEnv.PGSSLMODE ??= 'require';
  return { dbname: url.href, env: pgEnv };
}

/**
 * A PostgreSQL client program: PG_BIN, the newest Debian server's, or the PATH's.
 * @param {string} tool
 */
export function postgresTool(tool) {
  const dir = process.env.PG_BIN || postgresBinDir();
  const candidate = dir ? path.join(dir, tool) : null;
  return candidate && fs.existsSync(candidate) ? candidate : tool;
}

/**
 * Runs a program to its end; a failure becomes a BackupError with the end of its error output.
 * @param {string} program
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileOptions} [options]
 * @returns {Promise<{ stdout: string, stderr: string }>}
 */
export async function runTool(program, args, options = {}) {
  try {
    const { stdout, stderr } = await run(program, args, { maxBuffer: 64 * 1024 * 1024, ...options });
    return { stdout: String(stdout), stderr: String(stderr) };
  } catch (error) {
    const failure = /** @type {NodeJS.ErrnoException & { stderr?: Buffer | string }} */ (error);
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${program} is not installed (PostgreSQL's client programs; set PG_BIN to their folder)`,
      );
    }
    throw new BackupError(
      `${path.basename(program)} failed: ${lastLines(failure.stderr?.toString() || failure.message)}`,
    );
  }
}

/**
 * The end of a tool's error output: where it says what went wrong.
 * @param {string} text
 */
export const lastLines = (text) => text.trim().split('\n').slice(-5).join('\n');

/**
 * The part of better-sqlite3 (cms/'s package, without types here) that backups use.
 * @typedef {{
 *   backup(file: string): Promise<unknown>,
 *   prepare(sql: string): { get(): Record<string, number> },
 *   pragma(name: string, options: { simple: true }): unknown,
 *   close(): void,
 * }} SqliteDatabase
 */

/**
 * @param {string} file
 * @param {{ readonly?: boolean, fileMustExist?: boolean }} options
 * @returns {SqliteDatabase}
 */
export function openSqlite(file, options) {
  const Database = cmsRequire('better-sqlite3');
  return new Database(file, options);
}

/** The Strapi version installed in cms/. */
export function strapiVersion() {
  /** @type {string} */
  const version = JSON.parse(
    fs.readFileSync(cmsRequire.resolve('@strapi/strapi/package.json'), 'utf8'),
  ).version;
  return version;
}

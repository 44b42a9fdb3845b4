// `npm run cms:backup` and `npm run cms:restore`: the CMS's database and uploads in one dated
// archive, made and read with the engines' own tools: pg_dump/pg_restore for PostgreSQL, SQLite's
// online backup API (better-sqlite3's db.backup(), safe while the CMS writes) for SQLite, and the
// system's tar. The database and the uploads folder are found from the same variables the CMS
// reads (cms/config/database.js, cms/config/server.js; cms/.env fills what the environment lacks).
//
//   npm run cms:backup [-- --out DIR]            → DIR/meridian-cms-2026-11-25T120000Z.tar.gz
//   npm run cms:restore -- ARCHIVE [--force]     into an empty database and uploads folder
//
// The archive holds manifest.json (format, engine, Strapi version, date, the dump's checksum),
// database.pgdump (pg_dump -Fc) or database.sqlite, and uploads/. Uploads kept in object storage
// (UPLOAD_PROVIDER=aws-s3) are not in it: the bucket's own versioning backs them up (docs/deploy.md).
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinDir } from './postgres-cluster.mjs';

const run = promisify(execFile);
const CMS_DIR = path.resolve(process.env.CMS_DIR ?? 'cms');
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

export const ARCHIVE_FORMAT = 'meridian-cms-backup';
const ARCHIVE_VERSION = 1;
const DUMP_FILE = { postgres: 'database.pgdump', sqlite: 'database.sqlite' };

/** A failure with a message meant for the person running the command (no stack trace). */
export class BackupError extends Error {}

/** The environment as the CMS sees it: the process's variables, then cms/.env for the rest. */
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

/** Strapi's `env` helper, enough for cms/config/database.js and server.js. */
function strapiEnv(vars) {
  const env = (name, fallback) => vars[name] ?? fallback;
  env.int = (name, fallback) => (vars[name] === undefined ? fallback : Number.parseInt(vars[name], 10));
  env.bool = (name, fallback) => (vars[name] === undefined ? fallback : vars[name] === 'true');
  env.array = (name, fallback) => (vars[name] === undefined ? fallback : vars[name].split(','));
  return env;
}

/**
 * Where the CMS keeps its data under `env`: the engine, its connection (cms/config/database.js
 * read with Strapi's rules) and the uploads folder (CMS_PUBLIC_DIR/uploads).
 */
export function cmsStorage(env = process.env) {
  const vars = cmsVariables(env);
  const databaseConfig = cmsRequire('./config/database.js')({ env: strapiEnv(vars) });
  const { client, connection } = databaseConfig.connection;
  const publicDir = path.resolve(CMS_DIR, vars.CMS_PUBLIC_DIR ?? './public');
  const uploadsInStorage = (vars.UPLOAD_PROVIDER ?? 'local') === 'aws-s3';
  return {
    engine: client === 'postgres' ? 'postgres' : 'sqlite',
    connection,
    uploadsDir: uploadsInStorage ? null : path.join(publicDir, 'uploads'),
  };
}

/**
 * The connection of pg_dump, pg_restore and psql: the URL without its password (that goes in
 * PGPASSWORD, never in a process listing), and the TLS the CMS asks for with DATABASE_SSL.
 */
function postgresTarget(connection) {
  const pgEnv = { ...process.env };
  let url;
  if (connection.connectionString) {
    url = new URL(connection.connectionString);
  } else {
    url = new URL('postgres://localhost');
    url.hostname = connection.host;
    url.port = String(connection.port);
    url.pathname = `/${encodeURIComponent(connection.database)}`;
    url.username = encodeURIComponent(connection.user);
    if (connection.password) url.password = encodeURIComponent(connection.password);
  }
  if (url.password) pgEnv.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  // libpq's own setting wins; `require` encrypts like the CMS (verify-full needs a root cert file).
  if (connection.ssl) pgEnv.PGSSLMODE ??= 'require';
  return { dbname: url.href, env: pgEnv };
}

/** A PostgreSQL client program: PG_BIN, the newest Debian server's, or the PATH's. */
function postgresTool(tool) {
  const dir = process.env.PG_BIN || postgresBinDir();
  const candidate = dir ? path.join(dir, tool) : null;
  return candidate && fs.existsSync(candidate) ? candidate : tool;
}

async function runTool(program, args, options = {}) {
  try {
    return await run(program, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        `${program} is not installed (PostgreSQL's client programs; set PG_BIN to their folder)`,
      );
    }
    throw new BackupError(
      `${path.basename(program)} failed: ${lastLines(error.stderr?.toString() || error.message)}`,
    );
  }
}

/** The end of a tool's error output: where it says what went wrong. */
const lastLines = (text) => text.trim().split('\n').slice(-5).join('\n');

function openSqlite(file, options) {
  const Database = cmsRequire('better-sqlite3');
  return new Database(file, options);
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Files and bytes under a folder; refuses anything but folders and regular files. */
function folderSummary(dir) {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isSymbolicLink() || (!entry.isFile() && !entry.isDirectory())) {
      throw new BackupError(`${full} is not a regular file: uploads hold files and folders only`);
    }
    if (entry.isFile()) {
      files += 1;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

function strapiVersion() {
  return JSON.parse(fs.readFileSync(cmsRequire.resolve('@strapi/strapi/package.json'), 'utf8')).version;
}

/** `meridian-cms-2026-11-25T120000Z.tar.gz` for a date. */
export function archiveName(date) {
  return `meridian-cms-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '')}.tar.gz`;
}

/**
 * The backups folder, readable by its owner only (the archives hold password hashes, reset tokens
 * and the webhook's and OAuth clients' secrets). mkdir's mode is filtered by the umask and leaves
 * an existing folder as it was: chmod sets it either way.
 */
function privateFolder(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Creates `file` with mode 0600 before a byte is written into it (`wx`: never through an existing
 * file or link), then lets `write` fill it through its descriptor. A failed write removes it.
 * @param {string} file
 * @param {(fd: number) => Promise<void>} write
 */
async function writePrivately(file, write) {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    // open's mode is filtered by the umask too; fchmod is not.
    fs.fchmodSync(fd, 0o600);
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    fs.closeSync(fd);
  }
}

/** The system's tar with its output (`-f -`) going to an open file. */
function runTar(args, fd) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', args, { stdio: ['ignore', fd, 'pipe'] });
    const stderr = [];
    tar.stderr.on('data', (chunk) => stderr.push(chunk));
    tar.on('error', (error) => reject(new BackupError(`tar could not be run: ${error.message}`)));
    tar.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`tar failed: ${lastLines(Buffer.concat(stderr).toString())}`));
    });
  });
}

/**
 * Backs up the CMS under `env` into `outDir`: dumps the database, then archives it with the
 * uploads folder and a manifest. Writes to a temporary name and renames, so a half-written
 * archive never carries the final name. Returns the archive's path and manifest.
 */
export async function backupCms({ env = process.env, outDir = 'backups', now = new Date() } = {}) {
  const storage = cmsStorage(env);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-backup-'));
  try {
    const dumpFile = path.join(staging, DUMP_FILE[storage.engine]);
    if (storage.engine === 'postgres') {
      const target = postgresTarget(storage.connection);
      // -Fc: pg_restore's compressed custom format. No owners or grants: the restoring role owns all.
      await runTool(
        postgresTool('pg_dump'),
        ['-Fc', '--no-owner', '--no-privileges', '-f', dumpFile, '--dbname', target.dbname],
        { env: target.env },
      );
    } else {
      const file = storage.connection.filename;
      if (!fs.existsSync(file)) throw new BackupError(`No SQLite database at ${file} (DATABASE_FILENAME)`);
      const db = openSqlite(file, { readonly: true, fileMustExist: true });
      try {
        await db.backup(dumpFile);
      } finally {
        db.close();
      }
    }
    // The uploads after the dump: every file the dumped rows name is in the archive.
    const uploadsDir = storage.uploadsDir ?? path.join(staging, 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    const manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      engine: storage.engine,
      strapiVersion: strapiVersion(),
      database: {
        file: path.basename(dumpFile),
        bytes: fs.statSync(dumpFile).size,
        sha256: sha256(dumpFile),
      },
      uploads: storage.uploadsDir
        ? { storage: 'local', included: true, ...folderSummary(uploadsDir) }
        : { storage: 'aws-s3', included: false, files: 0, bytes: 0 },
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    privateFolder(outDir);
    let archive = path.resolve(outDir, archiveName(now));
    for (let n = 2; fs.existsSync(archive); n += 1) {
      archive = path.resolve(outDir, archiveName(now).replace('.tar.gz', `-${n}.tar.gz`));
    }
    const partial = `${archive}.partial`;
    // Left by an interrupted run; nobody else can have put it there (the folder is private).
    fs.rmSync(partial, { force: true });
    await writePrivately(partial, (fd) =>
      runTar(
        [
          '-czf',
          '-',
          '-C',
          staging,
          'manifest.json',
          path.basename(dumpFile),
          '-C',
          path.dirname(uploadsDir),
          path.basename(uploadsDir),
        ],
        fd,
      ),
    );
    fs.renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads and checks an archive: unpacked into a temporary folder the caller removes. */
async function unpack(archive) {
  if (!archive)
    throw new BackupError('Name the archive to restore: npm run cms:restore -- backups/<file>.tar.gz');
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new BackupError(`No such archive: ${archive}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-restore-'));
  try {
    // GNU tar refuses member names with `..` and strips leading slashes.
    await runTool('tar', ['-xzf', path.resolve(archive), '-C', dir]).catch((error) => {
      throw new BackupError(`${archive} is not a readable .tar.gz archive (${error.message})`);
    });
    const manifestFile = path.join(dir, 'manifest.json');
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    } catch {
      throw new BackupError(
        `${archive} has no readable manifest.json: not a CMS backup (npm run cms:backup)`,
      );
    }
    if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
      throw new BackupError(`${archive} is not a CMS backup of format ${ARCHIVE_FORMAT} v${ARCHIVE_VERSION}`);
    }
    const dumpFile = path.join(dir, DUMP_FILE[manifest.engine] ?? 'missing');
    if (!fs.existsSync(dumpFile) || sha256(dumpFile) !== manifest.database?.sha256) {
      throw new BackupError(`${archive}: the database dump is missing or does not match its checksum`);
    }
    folderSummary(path.join(dir, 'uploads'));
    return { dir, manifest, dumpFile };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Tables in the target database (0: empty, safe to restore into). */
async function tableCount(storage) {
  if (storage.engine === 'postgres') {
    const target = postgresTarget(storage.connection);
    const { stdout } = await runTool(
      postgresTool('psql'),
      [
        '-X',
        '-A',
        '-t',
        '-v',
        'ON_ERROR_STOP=1',
        '--dbname',
        target.dbname,
        '-c',
        "SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
      ],
      { env: target.env },
    );
    return Number(stdout.trim());
  }
  const file = storage.connection.filename;
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return 0;
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n;
  } finally {
    db.close();
  }
}

/**
 * Restores an archive into the CMS's database and uploads folder under `env`. Both must be empty
 * (a fresh database, no uploads) unless `force`: then the archive's tables replace theirs and the
 * uploads folder is emptied first. Stop the CMS first: it must not write while its data is replaced.
 */
export async function restoreCms({ archive, env = process.env, force = false, log = () => {} }) {
  const storage = cmsStorage(env);
  const { dir, manifest, dumpFile } = await unpack(archive);
  try {
    if (manifest.engine !== storage.engine) {
      throw new BackupError(
        `${archive} holds a ${manifest.engine} database, and the CMS here uses ${storage.engine} (DATABASE_CLIENT)`,
      );
    }
    if (manifest.strapiVersion !== strapiVersion()) {
      log(`Note: the backup is of Strapi ${manifest.strapiVersion}, this CMS runs ${strapiVersion()}`);
    }
    const tables = await tableCount(storage);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The target database is not empty (${tables} tables): restore into a new database, or add --force to replace it`,
      );
    }
    const uploadsDir = storage.uploadsDir;
    if (uploadsDir && folderSummary(uploadsDir).files > 0 && !force) {
      throw new BackupError(
        `The uploads folder ${uploadsDir} is not empty: use an empty one, or add --force`,
      );
    }

    if (storage.engine === 'postgres') {
      const target = postgresTarget(storage.connection);
      await runTool(
        postgresTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(force ? ['--clean', '--if-exists'] : []),
          '--dbname',
          target.dbname,
          dumpFile,
        ],
        { env: target.env },
      );
    } else {
      const file = storage.connection.filename;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const incoming = `${file}.restoring`;
      fs.copyFileSync(dumpFile, incoming);
      const db = openSqlite(incoming, { fileMustExist: true });
      try {
        const check = db.pragma('integrity_check', { simple: true });
        if (check !== 'ok') throw new BackupError(`The archived SQLite database is damaged: ${check}`);
      } finally {
        db.close();
      }
      // A journal left by the database being replaced would be replayed into the restored one.
      for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
      fs.renameSync(incoming, file);
    }

    const archived = path.join(dir, 'uploads');
    if (uploadsDir && fs.existsSync(archived)) {
      if (force) fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.mkdirSync(uploadsDir, { recursive: true });
      fs.cpSync(archived, uploadsDir, { recursive: true });
    } else if (!uploadsDir && manifest.uploads?.included) {
      log(
        'Note: the archive holds uploads, and this CMS keeps uploads in object storage: they were not restored',
      );
    }
    return { manifest };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

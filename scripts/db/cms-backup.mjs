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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderSummary, privateFolder, runTar, sha256, writePrivately } from './backup-files.mjs';
import {
  BackupError,
  cmsStorage,
  openSqlite,
  postgresTarget,
  postgresTool,
  runTool,
  strapiVersion,
} from './cms-storage.mjs';

export { BackupError, cmsStorage };

export const ARCHIVE_FORMAT = 'meridian-cms-backup';
const ARCHIVE_VERSION = 1;
/** @type {Record<string, string>} */
const DUMP_FILE = { postgres: 'database.pgdump', sqlite: 'database.sqlite' };

/**
 * An archive's manifest.json.
 * @typedef {{
 *   format: string,
 *   version: number,
 *   createdAt: string,
 *   engine: 'postgres' | 'sqlite',
 *   strapiVersion: string,
 *   database: { file: string, bytes: number, sha256: string },
 *   uploads: { storage: 'local' | 'aws-s3', included: boolean, files: number, bytes: number },
 * }} BackupManifest
 */

/**
 * `meridian-cms-2026-11-25T120000Z.tar.gz` for a date.
 * @param {Date} date
 */
export function archiveName(date) {
  return `meridian-cms-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '')}.tar.gz`;
}

/**
 * Backs up the CMS under `env` into `outDir`: dumps the database, then archives it with the
 * uploads folder and a manifest. Writes to a temporary name and renames, so a half-written
 * archive never carries the final name. Returns the archive's path and manifest.
 * @param {{ env?: import('./cms-storage.mjs').Env, outDir?: string, now?: Date }} [options]
 * @returns {Promise<{ archive: string, manifest: BackupManifest }>}
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
    /** @type {BackupManifest} */
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

/**
 * Reads and checks an archive: unpacked into a temporary folder the caller removes.
 * @param {string | undefined} archive
 */
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
    /** @type {BackupManifest} */
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

/**
 * Tables in the target database (0: empty, safe to restore into).
 * @param {import('./cms-storage.mjs').CmsStorage} storage
 * @returns {Promise<number>}
 */
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
 * @param {{ archive: string | undefined, env?: import('./cms-storage.mjs').Env, force?: boolean,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ manifest: BackupManifest }>}
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

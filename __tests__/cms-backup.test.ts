/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { archiveName, backupCms, restoreCms } from '../scripts/db/cms-backup.mjs';

// What `npm run cms:backup` / `cms:restore` say to an operator who hands them the wrong thing,
// on SQLite databases written directly (the round trip through a real CMS, on SQLite and
// PostgreSQL, is __tests__/cms/backup-restore.integration.test.ts).
const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const Database = cmsRequire('better-sqlite3');

let dir: string;
const env = (name: string) => ({
  DATABASE_FILENAME: path.join(dir, `${name}.db`),
  CMS_PUBLIC_DIR: path.join(dir, `${name}-public`),
});

function sqliteWithRows(name: string, rows: string[]) {
  const db = new Database(env(name).DATABASE_FILENAME);
  db.exec('CREATE TABLE articles (title TEXT)');
  for (const title of rows) db.prepare('INSERT INTO articles VALUES (?)').run(title);
  db.close();
}

function titles(name: string): string[] {
  const db = new Database(env(name).DATABASE_FILENAME, { readonly: true });
  try {
    return db
      .prepare('SELECT title FROM articles ORDER BY title')
      .all()
      .map((row: { title: string }) => row.title);
  } finally {
    db.close();
  }
}

/** An archive rebuilt from an unpacked one, after `change` edited its files. */
function tampered(archive: string, change: (unpacked: string) => void): string {
  const unpacked = fs.mkdtempSync(path.join(dir, 'unpacked-'));
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  change(unpacked);
  const out = path.join(dir, `tampered-${fs.readdirSync(dir).length}.tar.gz`);
  execFileSync('tar', ['-czf', out, '-C', unpacked, '.']);
  return out;
}

let archive: string;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-'));
  sqliteWithRows('source', ['First', 'Second']);
  fs.mkdirSync(path.join(env('source').CMS_PUBLIC_DIR, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(env('source').CMS_PUBLIC_DIR, 'uploads', 'cover_ab12.png'), 'png bytes');
  ({ archive } = await backupCms({
    env: env('source'),
    outDir: path.join(dir, 'backups'),
    now: new Date(Date.UTC(2026, 10, 25, 12, 0, 0)),
  }));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cms:backup and cms:restore', () => {
  it('names the archive by its UTC time and restores database and uploads into empty ones', async () => {
    expect(path.basename(archive)).toBe('meridian-cms-2026-11-25T120000Z.tar.gz');
    expect(archiveName(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe(
      'meridian-cms-2026-01-02T030405Z.tar.gz',
    );
    const { manifest } = await restoreCms({ archive, env: env('target') });
    expect(manifest).toMatchObject({ engine: 'sqlite', uploads: { storage: 'local', files: 1 } });
    expect(titles('target')).toEqual(['First', 'Second']);
    expect(
      fs.readFileSync(path.join(env('target').CMS_PUBLIC_DIR, 'uploads', 'cover_ab12.png'), 'utf8'),
    ).toBe('png bytes');
  });

  it('refuses a database or uploads folder that is not empty, unless forced', async () => {
    sqliteWithRows('target', ['Newer']);
    await expect(restoreCms({ archive, env: env('target') })).rejects.toThrow(
      'The target database is not empty (1 tables): restore into a new database, or add --force to replace it',
    );
    expect(titles('target')).toEqual(['Newer']);
    fs.mkdirSync(path.join(env('other').CMS_PUBLIC_DIR, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(env('other').CMS_PUBLIC_DIR, 'uploads', 'x.png'), 'x');
    await expect(restoreCms({ archive, env: env('other') })).rejects.toThrow(
      /uploads folder .* is not empty/,
    );
    await restoreCms({ archive, env: env('target'), force: true });
    expect(titles('target')).toEqual(['First', 'Second']);
  });

  it.each([
    ['no archive named', () => undefined, /Name the archive to restore/],
    ['a missing file', () => path.join(dir, 'nope.tar.gz'), /No such archive: .*nope\.tar\.gz/],
    [
      'a file that is not a .tar.gz',
      () => {
        fs.writeFileSync(path.join(dir, 'junk.tar.gz'), 'not an archive');
        return path.join(dir, 'junk.tar.gz');
      },
      /is not a readable \.tar\.gz archive/,
    ],
    [
      'an archive without a manifest',
      () => tampered(archive, (unpacked) => fs.rmSync(path.join(unpacked, 'manifest.json'))),
      /has no readable manifest\.json: not a CMS backup/,
    ],
    [
      'a damaged dump',
      () => tampered(archive, (unpacked) => fs.appendFileSync(path.join(unpacked, 'database.sqlite'), 'x')),
      /the database dump is missing or does not match its checksum/,
    ],
    [
      'a symbolic link among the uploads',
      () =>
        tampered(archive, (unpacked) =>
          fs.symlinkSync('/etc/passwd', path.join(unpacked, 'uploads', 'p.png')),
        ),
      /is not a regular file/,
    ],
  ])('says what is wrong with %s', async (_case, archiveFor, message) => {
    await expect(restoreCms({ archive: archiveFor(), env: env('target') })).rejects.toThrow(message);
    expect(fs.existsSync(env('target').DATABASE_FILENAME)).toBe(false);
  });

  it('refuses an archive of the other engine', async () => {
    await expect(
      restoreCms({
        archive,
        env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://meridian@127.0.0.1:1/x' },
      }),
    ).rejects.toThrow('holds a sqlite database, and the CMS here uses postgres (DATABASE_CLIENT)');
  });

  it('says where it looked when there is no database to back up', async () => {
    await expect(backupCms({ env: env('absent'), outDir: path.join(dir, 'backups') })).rejects.toThrow(
      /No SQLite database at .*absent\.db \(DATABASE_FILENAME\)/,
    );
  });
});

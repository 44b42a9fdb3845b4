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

  it('refuses members that would land outside its folder: `..` names, and files written through a link', async () => {
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(outside);
    // `..` members: GNU tar keeps them in the archive with -P (--absolute-names).
    const unpacked = fs.mkdtempSync(path.join(dir, 'unpacked-'));
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    fs.writeFileSync(path.join(outside, 'planted.txt'), 'planted');
    const dotDot = path.join(dir, 'dot-dot.tar.gz');
    const escape = path.relative(unpacked, path.join(outside, 'planted.txt'));
    execFileSync('tar', ['-P', '-czf', dotDot, '-C', unpacked, 'manifest.json', 'database.sqlite', escape]);
    fs.rmSync(path.join(outside, 'planted.txt'));
    expect(execFileSync('tar', ['-tzf', dotDot], { encoding: 'utf8' })).toContain(`${escape}\n`);

    // A link to a folder outside, then a file through that link (appended as a second member).
    const linked = fs.mkdtempSync(path.join(dir, 'linked-'));
    fs.symlinkSync(outside, path.join(linked, 'uploads'));
    const through = fs.mkdtempSync(path.join(dir, 'through-'));
    fs.mkdirSync(path.join(through, 'uploads'));
    fs.writeFileSync(path.join(through, 'uploads', 'planted.txt'), 'planted');
    const linkTar = path.join(dir, 'link.tar');
    execFileSync('tar', ['-cf', linkTar, '-C', unpacked, 'manifest.json', 'database.sqlite']);
    execFileSync('tar', ['-rf', linkTar, '-C', linked, 'uploads']);
    execFileSync('tar', ['-rf', linkTar, '-C', through, 'uploads/planted.txt']);
    execFileSync('gzip', [linkTar]);

    for (const hostile of [dotDot, `${linkTar}.gz`]) {
      await expect(restoreCms({ archive: hostile, env: env('target') })).rejects.toThrow(
        /is not a readable \.tar\.gz archive|is not a regular file/,
      );
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.existsSync(env('target').DATABASE_FILENAME)).toBe(false);
    }
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

// The archive holds password hashes, reset tokens and the webhook's and OAuth clients' secrets:
// only its owner may read it, whatever the umask of the shell or cron job that runs the backup.
describe('who may read a backup', () => {
  let umask: number;
  beforeEach(() => {
    umask = process.umask(0o000);
  });
  afterEach(() => {
    process.umask(umask);
  });
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('writes the archive 0600 from its first byte, in a folder 0700, under a umask of 000', async () => {
    // `npm run cms:backup` from a shell whose umask lets everyone read, with a tar first on the
    // PATH that notes the modes of the files it is about to write into, then runs the real one.
    const spyDir = fs.mkdtempSync(path.join(dir, 'spy-'));
    const realTar = execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim();
    const outDir = path.join(dir, 'private', 'backups');
    const record = path.join(spyDir, 'record');
    fs.writeFileSync(
      path.join(spyDir, 'tar'),
      `#!/bin/sh\nfor f in "${outDir}"/*.partial; do [ -e "$f" ] && stat -c '%a %s' "$f"; done > "${record}"\nexec "${realTar}" "$@"\n`,
      { mode: 0o755 },
    );
    const output = execFileSync(
      'sh',
      [
        '-c',
        `umask 000 && exec "${process.execPath}" scripts/db/run-cms-backup.mjs backup --out "${outDir}"`,
      ],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, ...env('source'), PATH: `${spyDir}:${process.env.PATH}` },
        encoding: 'utf8',
      },
    );
    const written = /cms:backup: (\S+\.tar\.gz)/.exec(output)?.[1] ?? '';
    expect(fs.readFileSync(record, 'utf8')).toBe('600 0\n');
    expect(mode(written)).toBe(0o600);
    expect(mode(outDir)).toBe(0o700);
    // Only the archive, whole: it restores.
    expect(fs.readdirSync(outDir)).toEqual([path.basename(written)]);
    await restoreCms({ archive: written, env: env('target') });
    expect(titles('target')).toEqual(['First', 'Second']);
  });

  it('closes an existing backups folder that others could read', async () => {
    const outDir = path.join(dir, 'shared');
    fs.mkdirSync(outDir, { mode: 0o777 });
    expect(mode(outDir)).toBe(0o777);
    const { archive: written } = await backupCms({ env: env('source'), outDir });
    expect(mode(outDir)).toBe(0o700);
    expect(mode(written)).toBe(0o600);
  });
});

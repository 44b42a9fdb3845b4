/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../../scripts/db/postgres-cluster.mjs';
import { PROJECT_SELECTION } from '../../src/pipeline/cms/ecosystem-directory';
import { TEST_ADMIN, request, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// `npm run cms:backup` / `npm run cms:restore` on both engines, through the npm scripts' own
// command: a seeded CMS gets an upload and a contact message, is backed up while it runs,
// restored into an empty database and an empty uploads folder, and a CMS started on the restored
// data must answer the build's queries exactly as the original did (same articles, pages,
// ecosystem, same upload bytes) and still hold the contact message. Two CMS starts with a seed
// per engine: ~2–4 min each on a busy machine.
jest.setTimeout(15 * 60_000);

const ROOT = path.resolve(__dirname, '..', '..');
const BACKUP_SCRIPT = path.join(ROOT, 'scripts', 'db', 'run-cms-backup.mjs');
const runFile = promisify(execFile);

/** The CLI as `npm run cms:backup` / `cms:restore` runs it, with the CMS's variables. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await runFile(process.execPath, [BACKUP_SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const LOCALES = ['en', 'ja', 'ko'];

/** What the site build reads (src/pipeline/cms/read.ts's selections), per language. */
async function buildQueries(cmsUrl: string) {
  const answers: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    const query = `{
      articles(locale: "${locale}", sort: ["date:desc", "slug:asc"], pagination: { pageSize: 100 }) {
        documentId slug title date body cover { url formats } tags(pagination: { pageSize: 50 }) { slug }
      }
      pages(locale: "${locale}", sort: ["slug:asc"], pagination: { pageSize: 100 }) { documentId slug title body }
      projects(locale: "${locale}", sort: ["slug:asc"], pagination: { pageSize: 100 }) { ${PROJECT_SELECTION} }
      chains(locale: "${locale}", sort: ["slug:asc"], pagination: { pageSize: 100 }) { slug name }
      categories(locale: "${locale}", sort: ["slug:asc"], pagination: { pageSize: 100 }) { slug name }
    }`;
    const { status, body } = await request(cmsUrl, '/graphql', {
      method: 'POST',
      json: { query },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    answers[locale] = body.data;
  }
  return answers;
}

async function adminToken(harness: CmsWithMail): Promise<string> {
  const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

/** Every upload's URL (originals and formats) and the SHA-256 of the bytes the CMS serves for it. */
async function uploadedFiles(harness: CmsWithMail, token: string) {
  const files: Record<string, string> = {};
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { status, body } = await harness.api(`/upload/files?page=${page}&pageSize=100&sort=id:ASC`, {
      token,
    });
    expect(status).toBe(200);
    pageCount = body.pagination.pageCount;
    for (const file of body.results as Array<{
      url: string;
      formats: Record<string, { url: string }> | null;
    }>) {
      for (const url of [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)]) {
        const response = await fetch(`${harness.cms.url}${url}`);
        expect(response.status).toBe(200);
        files[url] = crypto
          .createHash('sha256')
          .update(Buffer.from(await response.arrayBuffer()))
          .digest('hex');
      }
    }
  }
  return files;
}

async function contactMessages(harness: CmsWithMail, token: string) {
  const { status, body } = await harness.api(
    '/content-manager/collection-types/api::contact-message.contact-message?page=1&pageSize=100&sort=id:ASC',
    { token },
  );
  expect(status).toBe(200);
  return (body.results as Array<Record<string, unknown>>).map(({ name, email, topic, message }) => ({
    name,
    email,
    topic,
    message,
  }));
}

async function snapshot(harness: CmsWithMail) {
  const token = await adminToken(harness);
  return {
    content: await buildQueries(harness.cms.url),
    uploads: await uploadedFiles(harness, token),
    contactMessages: await contactMessages(harness, token),
  };
}

interface Engine {
  /** The CMS's database variables for a named database. */
  database(name: string): Record<string, string>;
  stop(): Promise<void>;
}

function backupRoundTrip(name: string, start: () => Promise<Engine>) {
  describe(`backup and restore on ${name}`, () => {
    let engine: Engine;
    let scratch: string;
    const harnesses: CmsWithMail[] = [];

    beforeAll(async () => {
      engine = await start();
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-backup-test-${name}-`));
    });
    afterAll(async () => {
      for (const harness of harnesses) await harness.stop().catch(() => undefined);
      await engine?.stop();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    });

    it('restores into an empty database a CMS that serves the same content, uploads and messages', async () => {
      const source = await startCmsWithMail({
        tempPrefix: `meridian-backup-source-${name}-`,
        env: { CMS_SEED: 'true', ...engine.database('source') },
      });
      harnesses.push(source);
      const sourceEnv = { ...engine.database('source'), CMS_PUBLIC_DIR: path.join(source.workDir, 'public') };

      // An editor's upload (bytes that no image pipeline rewrites) and a visitor's message.
      const token = await adminToken(source);
      const form = new FormData();
      // A PDF by its content (the CMS takes media only, packages/shared/src/media-types.ts), then noise.
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(4096)]);
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), 'annual-report.pdf');
      const upload = await source.api('/upload', { method: 'POST', body: form, token });
      expect(upload.status).toBe(201);
      const message = {
        name: 'Aiko',
        email: 'aiko@example.com',
        topic: 'press',
        message: 'Could we interview your team about the backup drill?',
      };
      const created = await source.api('/api/contact-messages', { method: 'POST', json: { data: message } });
      expect(created.status).toBe(201);
      const before = await snapshot(source);
      expect(Object.keys(before.uploads).length).toBeGreaterThan(1);
      expect(before.contactMessages).toContainEqual(message);
      expect((before.content.en as { articles: unknown[] }).articles.length).toBeGreaterThan(0);

      // Online: the CMS keeps running while the backup reads its database.
      const backup = await cli(['backup', '--out', path.join(scratch, 'backups')], sourceEnv);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const archive = /cms:backup: (\S+\.tar\.gz)/.exec(backup.stdout)?.[1] as string;
      expect(path.basename(archive)).toMatch(/^meridian-cms-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
      await source.stop();
      harnesses.splice(harnesses.indexOf(source), 1);

      const restoredPublic = path.join(scratch, 'restored-public');
      const restoredEnv = { ...engine.database('restored'), CMS_PUBLIC_DIR: restoredPublic };
      const restore = await cli(['restore', archive], restoredEnv);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      // A second restore would overwrite a live database: refused without --force.
      const again = await cli(['restore', archive], restoredEnv);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/cms:restore: The target database is not empty \(\d+ tables\)/);

      // Seed on, as in production: the restored entries are matched, nothing is added twice.
      const restored = await startCmsWithMail({
        tempPrefix: `meridian-backup-restored-${name}-`,
        env: { CMS_SEED: 'true', ...restoredEnv },
      });
      harnesses.push(restored);
      const after = await snapshot(restored);
      expect(after.content).toEqual(before.content);
      expect(after.uploads).toEqual(before.uploads);
      expect(after.contactMessages).toEqual(before.contactMessages);
      const report = Object.entries(after.uploads).find(([url]) => url.endsWith('.pdf'));
      expect(report?.[1]).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    });
  });
}

function sqliteEngine(): Promise<Engine> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-backup-sqlite-'));
  return Promise.resolve({
    database: (database: string) => ({ DATABASE_FILENAME: path.join(dir, `${database}.db`) }),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  });
}

async function postgresEngine(): Promise<Engine> {
  const cluster: PostgresCluster = await startPostgresCluster({ tempPrefix: 'meridian-backup-pg-' });
  const created = new Set<string>();
  return {
    database(database: string) {
      if (!created.has(database)) cluster.createDatabase(database);
      created.add(database);
      return cluster.cmsEnv(database);
    },
    stop: () => cluster.stop(),
  };
}

backupRoundTrip('SQLite', sqliteEngine);

// Locally, a machine without PostgreSQL skips this with the reason; in CI it must run (and fails
// in startPostgresCluster with the same reason when PostgreSQL is missing).
const postgresMissing = postgresUnavailableReason();
if (postgresMissing && !process.env.CI) {
  describe('backup and restore on PostgreSQL', () => {
    it.skip(`skipped: ${postgresMissing}`, () => undefined);
  });
} else {
  backupRoundTrip('PostgreSQL', postgresEngine);
}

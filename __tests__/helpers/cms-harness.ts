import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, startCms } from '../../scripts/cms/cms-process.mjs';
import {
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../../scripts/db/postgres-cluster.mjs';
import { startMailCatcher } from '../../scripts/mail/mail-catcher.mjs';
import { ContentServiceError } from '../../src/features/account/errors';
import { registerConfirmed, type NewMember } from './accounts';
import { linkPath, mailsTo } from './mail';

// A real Strapi (unseeded, throwaway SQLite or PostgreSQL database and uploads in a temp dir)
// mailing into a real local SMTP catcher, for the integration tests in __tests__/cms/. Starting one
// costs ~30–40 s: start one per test file and database, in beforeAll, and stop it in afterAll.

/** The site the CMS's links and redirects point to (never requested). */
export const TEST_SITE_URL = 'http://site.test';
export const TEST_ADMIN = { email: 'editor@meridian.test', password: 'Test-Editor-Passw0rd!' };

export type RequestOptions = RequestInit & { token?: string; json?: unknown };

/** One request to a server; redirects are not followed, JSON bodies are parsed. */
export async function request(baseUrl: string, pathname: string, init: RequestOptions = {}) {
  const { token, json, ...rest } = init;
  const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${pathname}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    redirect: 'manual',
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
  return { status: response.status, body, headers: response.headers };
}

/** The database engines the CMS supports (cms/config/database.js). */
export type DatabaseEngine = 'sqlite' | 'postgres';
export const DATABASE_ENGINES: readonly DatabaseEngine[] = ['sqlite', 'postgres'];
const ENGINE_NAMES: Record<DatabaseEngine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * A describe block per database engine, each titled with its engine ("… on PostgreSQL"), around
 * the same body. Where PostgreSQL cannot run (not installed), its block is skipped with the reason
 * on the console; in CI it runs anyway, so that its start fails every test of it with the reason:
 * CI never skips an engine.
 */
export function describeOnEachDatabase(
  title: string,
  body: (engine: DatabaseEngine) => void,
  engines: readonly DatabaseEngine[] = DATABASE_ENGINES,
) {
  for (const engine of engines) {
    const name = `${title} on ${ENGINE_NAMES[engine]}`;
    const unavailable = engine === 'postgres' ? postgresUnavailableReason() : null;
    if (unavailable && !process.env.CI) {
      console.warn(`Skipping "${name}": ${unavailable}. CI installs it (.ci/run).`);
      describe.skip(`${name} (skipped: ${unavailable})`, () => body(engine));
    } else {
      describe(name, () => body(engine));
    }
  }
}

export interface TestDatabase {
  engine: DatabaseEngine;
  /** The CMS's database variables (cms/config/database.js). */
  env: Record<string, string>;
  /** The PostgreSQL cluster, for SQL checks (psql through runTool); null on SQLite. */
  cluster: PostgresCluster | null;
  /** `psql -At -c sql` on the CMS's database: its rows, one string per line. PostgreSQL only. */
  sql(query: string): string[];
  stop(): Promise<void>;
}

/**
 * An empty database for one throwaway CMS: a SQLite file in `workDir`, or a database named `cms`
 * in a fresh PostgreSQL cluster of its own (removed by stop(), and whenever this process ends).
 */
export async function startTestDatabase(engine: DatabaseEngine, workDir: string): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    return {
      engine,
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(workDir, 'data.db') },
      cluster: null,
      sql: () => {
        throw new Error('sql() is for PostgreSQL');
      },
      stop: async () => {},
    };
  }
  const cluster = await startPostgresCluster({ tempPrefix: 'meridian-test-pg-' });
  const database = 'cms';
  cluster.createDatabase(database);
  return {
    engine,
    env: cluster.cmsEnv(database),
    cluster,
    sql: (query) =>
      cluster
        .runTool('psql', ['-X', '-At', '-v', 'ON_ERROR_STOP=1', '-d', cluster.url(database), '-c', query])
        .toString()
        .split('\n')
        .filter(Boolean),
    stop: () => cluster.stop(),
  };
}

/**
 * Starts the mail catcher and the CMS on an empty `database` (SQLite unless told). `env` is added
 * to (and overrides) the defaults: fresh secrets, no seed, no admin panel, SITE_URL =
 * TEST_SITE_URL, generous auth rate limits, and e-mail confirmation as by default (on).
 */
export async function startCmsWithMail({
  tempPrefix = 'meridian-cms-',
  database: engine = 'sqlite',
  env = {},
}: { tempPrefix?: string; database?: DatabaseEngine; env?: Record<string, string | undefined> } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  let database: TestDatabase | undefined;
  let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  let cms: Awaited<ReturnType<typeof startCms>>;
  try {
    database = await startTestDatabase(engine, workDir);
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    cms = await startCms({
      env: {
        ...freshSecrets(),
        NODE_ENV: 'development',
        ...database.env,
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        CMS_SEED: 'false',
        CMS_ADMIN_EMAIL: TEST_ADMIN.email,
        CMS_ADMIN_PASSWORD: TEST_ADMIN.password,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.smtpPort),
        SITE_URL: TEST_SITE_URL,
        AUTH_RATELIMIT_MAX: '1000',
        AUTH_MAIL_RATELIMIT_MAX: '1000',
        // The CMS's default (on), whatever the developer's shell says: unset, not inherited.
        AUTH_EMAIL_CONFIRMATION: undefined,
        ...env,
      },
      timeoutMs: 200_000,
    });
  } catch (error) {
    await mail?.stop();
    await database?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const startedMail = mail;
  const startedDatabase = database;

  return {
    cms,
    mail: startedMail,
    database: startedDatabase,
    workDir,
    /** A request to the CMS. */
    api: (pathname: string, init?: RequestOptions) => request(cms.url, pathname, init),
    /**
     * A save from the admin's edit view (the content manager's API) in a collection such as
     * `/content-manager/collection-types/api::article.article`; `documentId`: a language of an
     * existing document, new or changed.
     */
    saveFromAdmin: (
      collection: string,
      token: string,
      locale: string,
      data: Record<string, unknown>,
      documentId?: string,
    ) =>
      documentId
        ? request(cms.url, `${collection}/${documentId}?locale=${locale}`, {
            method: 'PUT',
            token,
            json: data,
          })
        : request(cms.url, `${collection}?locale=${locale}`, { method: 'POST', token, json: data }),
    /** The mails to an address, waiting until there are `count`. */
    mailsTo: (address: string, count = 1) => mailsTo(startedMail.httpUrl, address, count),
    /** Registers a member, confirms their address through the mailed link and signs in: the token. */
    registerConfirmed: (member: NewMember) => registerConfirmed(cms.url, startedMail.httpUrl, member),
    linkPath,
    async stop() {
      try {
        await cms.stop();
      } finally {
        await startedMail.stop();
        await startedDatabase.stop();
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

export type CmsWithMail = Awaited<ReturnType<typeof startCmsWithMail>>;

/** The rejection of a call of the site's content-service client, as the site sees it. */
export async function failureOf(call: Promise<unknown>): Promise<ContentServiceError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ContentServiceError))
    throw new Error(`Expected a ContentServiceError: ${outcome}`);
  return outcome;
}

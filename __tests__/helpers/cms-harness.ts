import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, startCms } from '../../scripts/cms/cms-process.mjs';
import { startMailCatcher } from '../../scripts/mail/mail-catcher.mjs';
import { ContentServiceError } from '../../src/features/account/errors';
import { linkPath, mailsTo } from './mail';

// A real Strapi (unseeded, throwaway SQLite and uploads in a temp dir) mailing into a real local
// SMTP catcher, for the integration tests in __tests__/cms/. Starting one costs ~30–40 s: start
// one per test file, in beforeAll, and stop it in afterAll.

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

/**
 * Starts the mail catcher and the CMS. `env` is added to (and overrides) the defaults: fresh
 * secrets, no seed, no admin panel, SITE_URL = TEST_SITE_URL, a generous auth rate limit, and
 * e-mail confirmation off.
 */
export async function startCmsWithMail({
  tempPrefix = 'meridian-cms-',
  env = {},
}: { tempPrefix?: string; env?: Record<string, string> } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  let cms: Awaited<ReturnType<typeof startCms>>;
  try {
    cms = await startCms({
      env: {
        ...freshSecrets(),
        NODE_ENV: 'development',
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        CMS_SEED: 'false',
        CMS_ADMIN_EMAIL: TEST_ADMIN.email,
        CMS_ADMIN_PASSWORD: TEST_ADMIN.password,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.smtpPort),
        SITE_URL: TEST_SITE_URL,
        AUTH_RATELIMIT_MAX: '1000',
        // Whatever the developer's shell says: the tests that want it on say so.
        AUTH_EMAIL_CONFIRMATION: 'false',
        ...env,
      },
      timeoutMs: 200_000,
    });
  } catch (error) {
    await mail.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  return {
    cms,
    mail,
    workDir,
    /** A request to the CMS. */
    api: (pathname: string, init?: RequestOptions) => request(cms.url, pathname, init),
    /** The mails to an address, waiting until there are `count`. */
    mailsTo: (address: string, count = 1) => mailsTo(mail.httpUrl, address, count),
    linkPath,
    async stop() {
      try {
        await cms.stop();
      } finally {
        await mail.stop();
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

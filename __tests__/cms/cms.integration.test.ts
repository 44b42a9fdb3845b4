/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_LANGUAGE_HEADER } from '@meridian/shared/admin-language';
import { verifyPreviewQuery } from '@meridian/shared/preview-link';
import { freshSecrets, startCms } from '../../scripts/cms/cms-process.mjs';
import { startMailCatcher } from '../../scripts/mail/mail-catcher.mjs';
import { registerConfirmed } from '../helpers/accounts';
import { inviteAdmin } from '../helpers/admin-users';
import {
  describeOnEachDatabase,
  request,
  startTestDatabase,
  type RequestOptions,
  type TestDatabase,
} from '../helpers/cms-harness';

// A real Strapi on a free port with a throwaway database (SQLite, then PostgreSQL), seeded at its
// first start.
jest.setTimeout(240_000);

type Cms = Awaited<ReturnType<typeof startCms>>;

describeOnEachDatabase('the CMS', (engine) => {
  let workDir = '';
  let database: TestDatabase;
  const secrets = freshSecrets();
  const admin = { email: 'editor@meridian.test', password: 'Test-Editor-Passw0rd!' };
  const HOOK_SECRET = 'test-rebuild-secret';
  const PREVIEW_TOKEN = 'preview-token-for-the-integration-tests-0123456789';
  const PREVIEW_SECRET = 'preview-secret-for-the-integration-tests';
  const SITE_URL = 'http://site.test:9000';

  let cms: Cms;
  /** Where the CMS's mails go (a member confirms their address through one). */
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  const hookCalls: Array<{ headers: http.IncomingHttpHeaders; body: { event?: string; model?: string } }> =
    [];
  const SITE_BUILDS = {
    state: 'failed',
    lastSuccess: null,
    builds: [{ number: 1, result: 'failed', error: 'Boom' }],
  };
  const buildsRequests: http.IncomingHttpHeaders[] = [];
  const hookServer = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__builds') {
      buildsRequests.push(req.headers);
      if (req.headers['x-rebuild-secret'] !== HOOK_SECRET) return res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SITE_BUILDS));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hookCalls.push({ headers: req.headers, body: JSON.parse(body || '{}') });
      res.writeHead(202).end();
    });
  });

  function env() {
    const { port } = hookServer.address() as AddressInfo;
    return {
      ...secrets,
      NODE_ENV: 'development',
      ...database.env,
      CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      SERVE_ADMIN_PANEL: 'false',
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${port}/__rebuild`,
      SITE_REBUILD_HOOK_SECRET: HOOK_SECRET,
      SITE_PREVIEW_TOKEN: PREVIEW_TOKEN,
      PREVIEW_SECRET,
      SITE_URL,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      // One pass at start and none after (until a test restarts it faster): a schedule due while
      // this instance runs waits for the restart, as one due while the CMS is stopped would.
      SCHEDULE_POLL_MS: '3600000',
    };
  }

  async function api(path: string, init?: RequestInit) {
    const response = await fetch(`${cms.url}${path}`, init);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
  }

  /**
   * Signs in as the development admin that bootstrap creates from CMS_ADMIN_EMAIL/PASSWORD, once:
   * the admin's login is rate-limited, and the session outlives a restart (same secrets).
   */
  let adminSession: string | undefined;
  /** Saves a new English draft article through the content manager, as the admin's Save does. */
  function createEnglishArticle(headers: RequestInit['headers'], fields: Record<string, unknown>) {
    return api('/content-manager/collection-types/api::article.article?locale=en', {
      method: 'POST',
      headers,
      body: JSON.stringify(fields),
    });
  }

  async function adminToken(): Promise<string> {
    if (adminSession) return adminSession;
    const login = await api('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    adminSession = login.body.data.token as string;
    return adminSession;
  }

  async function count(path: string): Promise<number> {
    const separator = path.includes('?') ? '&' : '?';
    const { body } = await api(`${path}${separator}pagination[pageSize]=1`);
    return body.meta.pagination.total;
  }

  async function countsOfEverything() {
    return {
      articlesEn: await count('/api/articles?locale=en'),
      articlesJa: await count('/api/articles?locale=ja'),
      articlesKo: await count('/api/articles?locale=ko'),
      tags: await count('/api/tags?locale=en'),
      chains: await count('/api/chains?locale=en'),
      categories: await count('/api/categories?locale=en'),
      projects: await count('/api/projects?locale=en'),
      projectsJa: await count('/api/projects?locale=ja'),
      pages: await count('/api/pages?locale=en'),
    };
  }

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-cms-'));
    fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
    database = await startTestDatabase(engine, workDir);
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    cms = await startCms({ env: env(), timeoutMs: 200_000 });
  });

  afterAll(async () => {
    await cms?.stop();
    await mail?.stop();
    if (hookServer.listening) await new Promise((resolve) => hookServer.close(resolve));
    await database?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  describe('the seeded content', () => {
    it('has the sample articles, taxonomy, projects and pages in three languages', async () => {
      const counts = await countsOfEverything();
      expect(counts.articlesEn).toBeGreaterThanOrEqual(36);
      expect(counts.articlesJa).toBeGreaterThanOrEqual(10);
      expect(counts.articlesKo).toBeGreaterThanOrEqual(10);
      expect(counts.articlesJa).toBeLessThan(counts.articlesEn); // several are English-only
      expect(counts.tags).toBeGreaterThanOrEqual(10);
      expect(counts.chains).toBeGreaterThanOrEqual(4);
      expect(counts.categories).toBeGreaterThanOrEqual(8);
      expect(counts.projects).toBeGreaterThanOrEqual(80);
      expect(counts.projectsJa).toBe(counts.projects);
      expect(counts.pages).toBeGreaterThanOrEqual(2);
    });

    it('links a translated article to its tags in the same language, with a cover', async () => {
      const { body } = await api(
        '/api/articles?locale=ja&filters[slug][$eq]=dapp-staking-explained&populate[tags]=true&populate[cover]=true',
      );
      const [article] = body.data;
      expect(article.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(article.tags.map((tag: { locale: string }) => tag.locale)).toEqual(article.tags.map(() => 'ja'));
      expect(article.cover.url).toMatch(/^\/uploads\/.+\.png$/);
      expect(Object.keys(article.cover.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small']));
    });

    it('has a nested generic page', async () => {
      const { body } = await api('/api/pages?locale=ko&filters[slug][$eq]=learn/what-is-dapp-staking');
      expect(body.data).toHaveLength(1);
      expect(body.data[0].body).toContain('## ');
    });
  });

  describe('translation status of the seeded content', () => {
    const TAGS = '/content-manager/collection-types/api::tag.tag';
    it('has a record for every seeded translation: they are up to date, and an English edit makes them outdated', async () => {
      const headers = { ...bearer(await adminToken()), 'content-type': 'application/json' };
      const todo = await api('/translation-status/to-do', { headers });
      expect(todo.status).toBe(200);
      expect(todo.body.data.filter((entry: { state: string }) => entry.state === 'outdated')).toEqual([]);
      const { body: tags } = await api(`${TAGS}?locale=en&pageSize=1`, { headers });
      const [tag] = tags.results as Array<{ documentId: string; name: string }>;
      const rename = (name: string) =>
        api(`${TAGS}/${tag.documentId}?locale=en`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ name }),
        });
      const languages = async () => {
        const { body } = await api(`/translation-status/documents/api::tag.tag/${tag.documentId}`, {
          headers,
        });
        return Object.fromEntries(
          (body.data.languages as Array<{ language: string; state: string }>).map((status) => [
            status.language,
            status.state,
          ]),
        );
      };
      expect(await languages()).toEqual({ ja: 'up-to-date', ko: 'up-to-date' });
      expect((await rename(`${tag.name} (renamed)`)).status).toBe(200);
      expect(await languages()).toEqual({ ja: 'outdated', ko: 'outdated' });
      // Back to the text they were translated from: up to date again.
      expect((await rename(tag.name)).status).toBe(200);
      expect(await languages()).toEqual({ ja: 'up-to-date', ko: 'up-to-date' });
    });
  });

  describe('the glossary', () => {
    it('has the 40 seeded terms in each language, under one slug, related to terms of the same language', async () => {
      for (const locale of ['en', 'ja', 'ko']) expect(await count(`/api/terms?locale=${locale}`)).toBe(40);
      const { body } = await api(
        '/api/terms?locale=ja&filters[slug][$in][0]=rollup&filters[slug][$in][1]=optimistic-rollup&populate[relatedTerms]=true',
      );
      const bySlug = Object.fromEntries(body.data.map((term: { slug: string }) => [term.slug, term]));
      expect(bySlug.rollup).toMatchObject({ term: 'ロールアップ', reading: 'ろーるあっぷ' });
      expect(bySlug.rollup.definition.length).toBeLessThanOrEqual(280);
      // A relation is saved on the later of its two terms (the site shows it on both).
      const related = bySlug['optimistic-rollup'].relatedTerms as Array<{ slug: string; locale: string }>;
      expect(related.map((term) => term.slug)).toContain('rollup');
      expect(related.map((term) => term.locale)).toEqual(related.map(() => 'ja'));
    });

    it('is read through GraphQL as the build reads it, explanation and links included', async () => {
      const { body } = await api('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            '{ terms(locale: "ko", filters: { slug: { eq: "dapp-staking" } }) { term definition explanation links { label url } } }',
        }),
      });
      expect(body.data.terms).toEqual([
        expect.objectContaining({
          term: 'dApp 스테이킹',
          explanation: expect.stringContaining('**에포크**'),
          links: [{ label: '포털에서 스테이킹하기', url: 'https://portal.meridian.network/' }],
        }),
      ]);
    });

    it('is read-only for visitors', async () => {
      const json = { 'content-type': 'application/json' };
      const create = await api('/api/terms', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data: { term: 'Injected', slug: 'injected', definition: 'x' } }),
      });
      expect([403, 404, 405]).toContain(create.status);
      const { body } = await api('/api/terms?locale=en&pagination[pageSize]=1');
      for (const method of ['PUT', 'DELETE']) {
        const response = await api(`/api/terms/${body.data[0].documentId}`, {
          method,
          headers: json,
          body: method === 'PUT' ? JSON.stringify({ data: { definition: 'Changed' } }) : undefined,
        });
        expect([403, 404, 405]).toContain(response.status);
      }
    });

    it('refuses a definition over 280 characters, and publishing a link that is not https or a site path', async () => {
      const token = await adminToken();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const save = (data: Record<string, unknown>) =>
        api('/content-manager/collection-types/api::term.term?locale=en', {
          method: 'POST',
          headers,
          body: JSON.stringify({ term: 'Draft term', definition: 'x', ...data }),
        });
      expect((await save({ slug: 'too-long', definition: 'x'.repeat(281) })).status).toBe(400);
      // A draft may be saved half done; publishing checks its links.
      const draft = await save({ slug: 'bad-link', links: [{ label: 'Bad', url: 'javascript:alert(1)' }] });
      expect(draft.status).toBe(201);
      const publish = await api(
        `/content-manager/collection-types/api::term.term/${draft.body.data.documentId}/actions/publish?locale=en`,
        { method: 'POST', headers, body: '{}' },
      );
      expect(publish.status).toBe(400);
      expect(publish.body.error.message).toContain('links[0].url');
    });
  });

  describe('anonymous access', () => {
    it('cannot list or read newsletter subscriptions and contact messages', async () => {
      for (const path of [
        '/api/newsletter-subscriptions',
        '/api/contact-messages',
        '/api/contact-messages/1',
      ]) {
        expect([403, 404, 405]).toContain((await api(path)).status);
      }
      expect([403, 404, 405]).toContain((await api('/api/users')).status);
    });

    it('cannot create, change or delete content', async () => {
      const json = { 'content-type': 'application/json' };
      const create = await api('/api/articles', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data: { title: 'Injected', slug: 'injected' } }),
      });
      expect([403, 404, 405]).toContain(create.status);
      const { body } = await api('/api/tags?locale=en&pagination[pageSize]=1');
      const documentId = body.data[0].documentId;
      for (const method of ['PUT', 'DELETE']) {
        const response = await api(`/api/tags/${documentId}`, {
          method,
          headers: json,
          body: method === 'PUT' ? JSON.stringify({ data: { name: 'Changed' } }) : undefined,
        });
        expect([403, 404, 405]).toContain(response.status);
      }
    });

    it('may create a contact message, and invalid ones are refused with a clear error', async () => {
      const json = { 'content-type': 'application/json' };
      const valid = await api('/api/contact-messages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          data: {
            name: 'Aiko',
            email: 'aiko@example.com',
            topic: 'press',
            message: 'Could we interview your team?',
          },
        }),
      });
      expect(valid.status).toBe(201);
      const invalid = await api('/api/contact-messages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data: { name: 'Aiko', email: 'not-an-email', message: 'short' } }),
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.name).toBe('ValidationError');
    });

    it('reads published content only, whatever it asks: drafts never show', async () => {
      // An editor's unpublished draft of a new tag.
      const token = await adminToken();
      const draft = await api('/content-manager/collection-types/api::tag.tag?locale=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Unreleased', slug: 'unreleased' }),
      });
      expect(draft.status).toBe(201);

      const rest = await api('/api/tags?locale=en&status=draft&filters[slug][$eq]=unreleased');
      expect(rest.body.data).toEqual([]);
      const graphql = await api('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ tags(status: DRAFT, filters: { slug: { eq: "unreleased" } }) { slug } }',
        }),
      });
      expect(graphql.body.data.tags).toEqual([]);
    });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('the site preview token', () => {
    let draftId = '';

    beforeAll(async () => {
      const token = await adminToken();
      const { body: covers } = await api('/api/articles?locale=en&populate=cover&pagination[pageSize]=1');
      const created = await createEnglishArticle(
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        {
          title: 'A draft nobody published',
          slug: 'a-draft-nobody-published',
          date: '2026-11-25T00:00:00.000Z',
          summary: 'Only the preview may read it.',
          author: 'Tests',
          cover: covers.data[0].cover.id,
          coverAlt: '',
          body: '## Draft\n\nNot published.',
        },
      );
      expect(created.status).toBe(201);
      draftId = created.body.data.documentId;
    });

    it('reads a draft that was never published, with its cover', async () => {
      const query = `/api/articles?locale=en&status=draft&populate=cover&filters[documentId][$eq]=${draftId}`;
      const withToken = await api(query, { headers: bearer(PREVIEW_TOKEN) });
      expect(withToken.status).toBe(200);
      expect(withToken.body.data).toHaveLength(1);
      expect(withToken.body.data[0]).toMatchObject({ title: 'A draft nobody published', publishedAt: null });
      expect(withToken.body.data[0].cover.url).toMatch(/^\/uploads\//);
      // Everyone else gets published content only.
      expect((await api(query)).body.data).toEqual([]);
    });

    it('is the only client that reads drafts: a signed-in site user gets published content only', async () => {
      const jwt = await registerConfirmed(cms.url, mail.httpUrl, {
        username: 'reader',
        email: 'reader@example.com',
        password: 'Reader-passw0rd',
      });
      const query = `/api/articles?locale=en&status=draft&filters[documentId][$eq]=${draftId}`;
      const asUser = await api(query, { headers: bearer(jwt) });
      expect(asUser.status).toBe(200);
      expect(asUser.body.data).toEqual([]);
      // And whatever the user asks for, what comes back is published.
      const all = await api('/api/articles?locale=en&status=draft&pagination[pageSize]=100', {
        headers: bearer(jwt),
      });
      expect(all.body.data.length).toBeGreaterThan(0);
      expect(all.body.data.every((article: { publishedAt: string | null }) => article.publishedAt)).toBe(
        true,
      );
    });

    it('reads the draft version of a published article, and the public still the published one', async () => {
      const token = await adminToken();
      const { body } = await api('/api/articles?locale=en&pagination[pageSize]=1');
      const { documentId, title } = body.data[0];
      const edited = await api(
        `/content-manager/collection-types/api::article.article/${documentId}?locale=en`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: `${title} (edited draft)` }),
        },
      );
      expect(edited.status).toBe(200);
      const query = `/api/articles?locale=en&status=draft&filters[documentId][$eq]=${documentId}`;
      expect((await api(query, { headers: bearer(PREVIEW_TOKEN) })).body.data[0].title).toBe(
        `${title} (edited draft)`,
      );
      expect((await api(query)).body.data[0].title).toBe(title);
    });

    it('cannot change anything, and a wrong token is refused', async () => {
      const create = await api('/api/articles?locale=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(PREVIEW_TOKEN) },
        body: JSON.stringify({ data: { title: 'Nope', slug: 'nope' } }),
      });
      // The API has no write routes for articles at all (405); a read-only token gets no further.
      expect([403, 405]).toContain(create.status);
      const remove = await api(`/api/articles/${draftId}`, {
        method: 'DELETE',
        headers: bearer(PREVIEW_TOKEN),
      });
      expect([403, 405]).toContain(remove.status);
      // Where a write route exists (contact messages, which anyone may send), the token may not.
      const message = await api('/api/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(PREVIEW_TOKEN) },
        body: JSON.stringify({
          data: {
            name: 'Token',
            email: 'token@example.com',
            topic: 'general',
            message: 'Written with the preview token.',
          },
        }),
      });
      expect(message.status).toBe(403);
      const still = await api(`/api/articles?locale=en&status=draft&filters[documentId][$eq]=${draftId}`, {
        headers: bearer(PREVIEW_TOKEN),
      });
      expect(still.body.data).toHaveLength(1);
      const wrong = await api('/api/articles?status=draft', { headers: bearer(`${PREVIEW_TOKEN}x`) });
      expect(wrong.status).toBe(401);
    });
  });

  describe("the content manager's preview", () => {
    it("links a draft to the site's preview page in its language, signed", async () => {
      const token = await adminToken();
      const { body } = await api('/api/articles?locale=ja&pagination[pageSize]=1');
      const { documentId } = body.data[0];
      const preview = await api(
        `/content-manager/preview/url/api::article.article?documentId=${documentId}&locale=ja&status=draft`,
        { headers: bearer(token) },
      );
      expect(preview.status).toBe(200);
      const url = new URL(preview.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/ja/preview`);
      expect(verifyPreviewQuery(url.searchParams, PREVIEW_SECRET)).toMatchObject({
        ok: true,
        type: 'article',
        documentId,
        locale: 'ja',
      });
      // Types without a page on the site have no preview.
      const tag = await api('/content-manager/preview/url/api::tag.tag?documentId=x&locale=en&status=draft', {
        headers: bearer(token),
      });
      expect(tag.status === 204 || !tag.body?.data?.url).toBe(true);
    });
  });

  describe("the site's build status in the admin", () => {
    it('is for signed-in admins only, and is read from the site server with the hook secret', async () => {
      expect((await api('/site-builds/status')).status).toBe(401);
      const asVisitor = await api('/site-builds/status', { headers: bearer(PREVIEW_TOKEN) });
      expect(asVisitor.status).toBe(401);
      const status = await api('/site-builds/status', { headers: bearer(await adminToken()) });
      expect(status.status).toBe(200);
      expect(status.body).toEqual(SITE_BUILDS);
      expect(buildsRequests.at(-1)?.['x-rebuild-secret']).toBe(HOOK_SECRET);
      // The secret never goes to the browser.
      expect(JSON.stringify(status.body)).not.toContain(HOOK_SECRET);
    });
  });

  describe('the rebuild webhook', () => {
    it('calls the site with the shared secret when an editor updates an entry', async () => {
      const token = await adminToken();
      const { body } = await api('/api/tags?locale=en&filters[slug][$eq]=research');
      const documentId = body.data[0].documentId;
      const update = await api(`/content-manager/collection-types/api::tag.tag/${documentId}?locale=en`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Research' }),
      });
      expect(update.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!hookCalls.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(hookCalls[0]?.headers['x-rebuild-secret']).toBe(HOOK_SECRET);
      expect(hookCalls[0]?.body.event).toMatch(/^entry\./);
    });
  });

  const authorized = (token: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  });

  /** An admin user of one of Strapi's default roles, invited by the super admin. */
  async function invited(code: string, email: string) {
    const fetchApi = (pathname: string, init?: RequestOptions) => request(cms.url, pathname, init);
    return inviteAdmin(fetchApi, await adminToken(), code, {
      firstname: code,
      lastname: 'Test',
      email,
      password: 'Schedule-Passw0rd-2026!',
    });
  }

  /** What Settings → Roles shows a role holding: its content-manager permissions. */
  type Permission = { action: string; subject: string | null; properties: object; conditions: string[] };
  async function roleOf(code: string) {
    const headers = authorized(await adminToken());
    const roles = (await api('/admin/roles', { headers })).body.data as Array<{ id: number; code: string }>;
    const { id } = roles.find((role) => role.code === code)!;
    const permissions = (await api(`/admin/roles/${id}/permissions`, { headers })).body.data as Permission[];
    const holds = (action: string, subject: string) =>
      permissions.some(
        (permission) =>
          permission.action === `plugin::content-manager.explorer.${action}` &&
          permission.subject === subject,
      );
    return { id, permissions, holds };
  }

  describe("Strapi's editorial roles", () => {
    const PERSONAL_DATA = [
      'api::contact-message.contact-message',
      'api::newsletter-subscription.newsletter-subscription',
    ];

    it("lets an invited Editor publish and delete a Japanese project and article, as the admin's buttons do", async () => {
      const admin = authorized(await adminToken());
      const editor = authorized(await invited('strapi-editor', 'publishing-editor@meridian.test'));
      const { body: seeded } = await api('/api/projects?locale=en&populate=logo&pagination[pageSize]=1');
      const image = seeded.data[0].logo.id as number;
      const word = Date.now().toString(36);
      // A new entry in English and Japanese per type, the Japanese one's own words over the English.
      const drafts = {
        'api::project.project': {
          en: {
            name: `Roles ${word}`,
            slug: `roles-${word}`,
            website: 'https://example.com',
            logo: image,
            description: 'A project an editor publishes and deletes.',
          },
          ja: { description: '編集者が公開して削除するプロジェクト。' },
        },
        'api::article.article': {
          en: {
            title: `Roles ${word}`,
            slug: `roles-${word}`,
            date: new Date().toISOString(),
            author: 'Roles',
            summary: 'Summary.',
            cover: image,
            coverAlt: 'Cover',
            body: 'Text.',
          },
          ja: { title: `役割 ${word}`, summary: '要約。', coverAlt: 'カバー', body: '本文。' },
        },
      };
      for (const [uid, draft] of Object.entries(drafts)) {
        const url = `/content-manager/collection-types/${uid}`;
        const created = await api(`${url}?locale=en`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify(draft.en),
        });
        expect(created.status).toBe(201);
        const documentId = created.body.data.documentId as string;
        const translated = await api(`${url}/${documentId}?locale=ja`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ ...draft.en, ...draft.ja }),
        });
        expect(translated.status).toBe(200);
        const onSite = async () =>
          (await api(`/api/${uid.split('.').pop()}s?locale=ja&filters[documentId][$eq]=${documentId}`)).body
            .data.length;

        const published = await api(`${url}/${documentId}/actions/publish?locale=ja`, {
          method: 'POST',
          headers: editor,
          body: '{}',
        });
        expect([uid, published.status]).toEqual([uid, 200]);
        expect(await onSite()).toBe(1);
        const deleted = await api(`${url}/${documentId}?locale=ja`, { method: 'DELETE', headers: editor });
        expect([uid, deleted.status]).toEqual([uid, 200]);
        expect(await onSite()).toBe(0);
      }
    });

    it('lets neither an Editor nor an Author list or read contact messages and newsletter subscriptions', async () => {
      const sent = await api('/api/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: {
            name: 'Mina',
            email: 'mina@example.com',
            topic: 'press',
            message: 'Personal, for admins only.',
          },
        }),
      });
      expect(sent.status).toBe(201);
      const editor = authorized(await invited('strapi-editor', 'personal-data-editor@meridian.test'));
      const author = authorized(await invited('strapi-author', 'personal-data-author@meridian.test'));
      const message = await api(
        '/content-manager/collection-types/api::contact-message.contact-message?pageSize=1&sort=id:DESC',
        { headers: authorized(await adminToken()) },
      );
      // The admin reads them; the roles do not, at the list or at a known message.
      expect(message.body.results[0]).toEqual(expect.objectContaining({ name: 'Mina' }));
      for (const [who, headers] of Object.entries({ editor, author })) {
        for (const uid of PERSONAL_DATA) {
          const list = await api(`/content-manager/collection-types/${uid}`, { headers });
          expect([who, uid, list.status]).toEqual([who, uid, 403]);
        }
        const one = await api(
          `/content-manager/collection-types/api::contact-message.contact-message/${message.body.results[0].documentId}`,
          { headers },
        );
        expect([who, one.status]).toEqual([who, 403]);
      }
      // Nor does Settings → Roles show them holding anything there (which an admin may still give).
      for (const code of ['strapi-editor', 'strapi-author']) {
        const { permissions } = await roleOf(code);
        expect(permissions.filter(({ subject }) => PERSONAL_DATA.includes(subject ?? ''))).toEqual([]);
      }
    });
  });

  describe('schedules', () => {
    const ARTICLE = 'api::article.article';
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

    /** A seeded article with a Japanese version. */
    async function anArticle() {
      const { body } = await api('/api/articles?locale=ja&pagination[pageSize]=1&sort=slug');
      return body.data[0].documentId as string;
    }

    it('an editor sets, lists, replaces and cancels a publish in one language; a past time is refused', async () => {
      const editor = await adminToken();
      const documentId = await anArticle();
      const url = `/schedules/documents/${ARTICLE}/${documentId}`;
      const put = (json: unknown) =>
        api(url, { method: 'PUT', headers: authorized(editor), body: JSON.stringify(json) });

      const past = await put({ action: 'publish', language: 'ja', dueAt: later(-60) });
      expect(past.status).toBe(400);
      expect(JSON.stringify(past.body)).toContain('The time is in the past');

      const first = await put({ action: 'publish', language: 'ja', dueAt: later(3600) });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual(
        expect.objectContaining({ documentId, language: 'ja', action: 'publish', state: 'pending' }),
      );
      const replaced = await put({ action: 'publish', language: 'ja', dueAt: later(7200) });
      expect(replaced.status).toBe(200);
      const listed = await api(url, { headers: authorized(editor) });
      expect(listed.status).toBe(200);
      // One pending publish in Japanese: the replaced one is gone from the list.
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: replaced.body.data.id, state: 'pending' }),
      ]);
      const next = await api('/schedules/next', { headers: authorized(editor) });
      expect(next.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ documentId, language: 'ja', title: expect.any(String) }),
        ]),
      );
      const column = await api(`/schedules/types/${ARTICLE}`, { headers: authorized(editor) });
      expect(column.body.data).toEqual([expect.objectContaining({ documentId, language: 'ja' })]);

      const cancelled = await api(`${url}/ja/publish`, { method: 'DELETE', headers: authorized(editor) });
      expect(cancelled.body.data).toEqual({ cancelled: 1 });
      expect((await api(url, { headers: authorized(editor) })).body.data).toEqual([]);
    });

    it('keeps one pending publish per language when saves race: each save is answered, one stands', async () => {
      const editor = await adminToken();
      const documentId = await anArticle();
      const url = `/schedules/documents/${ARTICLE}/${documentId}`;
      // Two editors' browsers, or one editor's double click, at the same moment.
      const hours = [1, 2, 3, 4, 5, 6];
      const saves = await Promise.all(
        hours.map((hours) =>
          api(url, {
            method: 'PUT',
            headers: authorized(editor),
            body: JSON.stringify({ action: 'publish', language: 'en', dueAt: later(hours * 3600) }),
          }),
        ),
      );
      expect(saves.map((save) => save.status)).toEqual(hours.map(() => 200));
      const listed = await api(url, { headers: authorized(editor) });
      const pending = (listed.body.data as Array<{ id: number; state: string }>).filter(
        (row) => row.state === 'pending',
      );
      expect(pending).toEqual([expect.objectContaining({ language: 'en', action: 'publish' })]);
      expect(saves.map((save) => save.body.data.id)).toContain(pending[0].id);
      // Saves this close rarely meet in the gap between cancelling and creating; when they do,
      // the database itself refuses the second pending row (seen where the suite reads it directly).
      if (engine === 'postgres')
        expect(() =>
          database.sql(
            `INSERT INTO publication_schedules (document_id, target_type, target_document_id, language, action, due_at, state)
             VALUES ('second', '${ARTICLE}', '${documentId}', 'en', 'publish', now(), 'pending')`,
          ),
        ).toThrow(/publication_schedules_one_pending/);
      await api(`${url}/en/publish`, { method: 'DELETE', headers: authorized(editor) });
    });

    it("lets Strapi's Editor role schedule exactly where the content manager lets it publish", async () => {
      const editor = await invited('strapi-editor', 'schedule-editor@meridian.test');
      const created = await createEnglishArticle(authorized(await adminToken()), {
        slug: `schedule-editor-${Date.now().toString(36)}`,
        title: 'Scheduled by an editor',
        date: new Date().toISOString(),
        summary: 'Whether an editor may schedule it.',
        author: 'Schedules',
        body: 'Text.',
      });
      expect(created.status).toBe(201);
      const documentId = created.body.data.documentId;
      const url = `/schedules/documents/${ARTICLE}/${documentId}`;
      for (const language of ['en', 'ja']) {
        const scheduled = await api(url, {
          method: 'PUT',
          headers: authorized(editor),
          body: JSON.stringify({ action: 'publish', language, dueAt: later(3600) }),
        });
        if (scheduled.status === 200)
          await api(`${url}/${language}/publish`, { method: 'DELETE', headers: authorized(editor) });
        // The Publish button's own permission check, as the same editor.
        const published = await api(
          `/content-manager/collection-types/${ARTICLE}/${documentId}/actions/publish?locale=${language}`,
          { method: 'POST', headers: authorized(editor), body: '{}' },
        );
        expect([language, scheduled.status === 403]).toEqual([language, published.status === 403]);
      }
    });

    it("gives Strapi's Editor role the site's languages: a project, an article and an event open in every language", async () => {
      // Strapi makes the role before the CMS has its languages; without them every translated
      // entry answered the editor 403 (the admin's "Whoops").
      const editor = await invited('strapi-editor', 'languages-editor@meridian.test');
      for (const uid of ['api::project.project', ARTICLE, 'api::event.event']) {
        const { body } = await api(`/api/${uid.split('.').pop()}s?locale=ja&pagination[pageSize]=1`);
        const documentId = body.data[0].documentId as string;
        for (const language of ['en', 'ja', 'ko']) {
          const opened = await api(
            `/content-manager/collection-types/${uid}/${documentId}?locale=${language}`,
            { headers: authorized(editor) },
          );
          expect([uid, language, opened.status]).toEqual([uid, language, 200]);
        }
      }
    });

    it('refuses to schedule for a role that may not publish, and answers no visitor or member', async () => {
      const author = await invited('strapi-author', 'schedule-author@meridian.test');
      const documentId = await anArticle();
      const url = `/schedules/documents/${ARTICLE}/${documentId}`;
      const refused = await api(url, {
        method: 'PUT',
        headers: authorized(author),
        body: JSON.stringify({ action: 'publish', language: 'en', dueAt: later(3600) }),
      });
      expect(refused.status).toBe(403);
      expect((await api(url)).status).toBe(401);
      expect((await api('/schedules/next')).status).toBe(401);
      expect((await api(url, { method: 'PUT', body: '{}' })).status).toBe(401);
      // No content API: the type has no routes, and GraphQL has no schedule type.
      expect((await api('/api/publication-schedules')).status).toBe(404);
      const graphql = await api('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ publicationSchedules { documentId } }' }),
      });
      expect(JSON.stringify(graphql.body)).toContain('Cannot query field');
    });
  });

  describe('a restart on the same database', () => {
    let before: Awaited<ReturnType<typeof countsOfEverything>>;
    const missed = { documentId: '', title: `Published at its time ${Date.now().toString(36)}`, dueAt: 0 };
    const scheduleUrl = () => `/schedules/documents/api::article.article/${missed.documentId}`;
    /** A draft without its cover, whose publish a Japanese-speaking editor scheduled. */
    const coverless = { documentId: '' };

    // One restart for all: the seed finds its content, a publish due while the CMS was stopped
    // fires at the start (with a fast poll from then on, so "late" means missed, not slow), and an
    // admin's changes to the Editor role since the roles' migration stay.
    beforeAll(async () => {
      before = await countsOfEverything();
      const editor = await roleOf('strapi-editor');
      const changed = await api(`/admin/roles/${editor.id}/permissions`, {
        method: 'PUT',
        headers: authorized(await adminToken()),
        body: JSON.stringify({
          permissions: [
            ...editor.permissions
              .filter(
                ({ action, subject }) =>
                  !(action === 'plugin::content-manager.explorer.publish' && subject === 'api::term.term'),
              )
              .map(({ action, subject, properties, conditions }) => ({
                action,
                subject,
                properties,
                conditions,
              })),
            {
              action: 'plugin::content-manager.explorer.read',
              subject: 'api::contact-message.contact-message',
              properties: { fields: ['name', 'email', 'company', 'topic', 'message'] },
              conditions: [],
            },
          ],
        }),
      });
      expect(changed.status).toBe(200);
      const token = await adminToken();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const { body } = await api('/api/articles?locale=en&pagination[pageSize]=1&sort=slug:desc');
      missed.documentId = body.data[0].documentId;
      const edited = await api(
        `/content-manager/collection-types/api::article.article/${missed.documentId}?locale=en`,
        {
          method: 'PUT',
          headers,
          body: JSON.stringify({ title: missed.title }),
        },
      );
      expect(edited.status).toBe(200);
      missed.dueAt = Date.now() + 2_000;
      const scheduled = await api(scheduleUrl(), {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          action: 'publish',
          language: 'en',
          dueAt: new Date(missed.dueAt).toISOString(),
        }),
      });
      expect(scheduled.status).toBe(200);
      const draft = await createEnglishArticle(headers, {
        slug: `no-cover-${Date.now().toString(36)}`,
        title: 'An article without its cover',
        date: new Date().toISOString(),
        summary: 'The site needs its cover.',
        author: 'Schedules',
        coverAlt: 'Nothing yet',
        body: 'Text.',
      });
      expect(draft.status).toBe(201);
      coverless.documentId = draft.body.data.documentId;
      // The admin sends its interface language with each request (admin/interface-language.js).
      const inJapanese = await api(`/schedules/documents/api::article.article/${coverless.documentId}`, {
        method: 'PUT',
        headers: { ...headers, [ADMIN_LANGUAGE_HEADER]: 'ja' },
        body: JSON.stringify({
          action: 'publish',
          language: 'en',
          dueAt: new Date(missed.dueAt).toISOString(),
        }),
      });
      expect(inJapanese.status).toBe(200);
      await cms.stop();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, missed.dueAt + 1_000 - Date.now())));
      cms = await startCms({ env: { ...env(), SCHEDULE_POLL_MS: '1000' }, timeoutMs: 200_000 });
    });

    it('fires a publish that fell due while the CMS was stopped at its start, saying how late', async () => {
      const headers = { authorization: `Bearer ${await adminToken()}` };
      let row: { state: string; outcome: string | null; firedAt: string } | undefined;
      const deadline = Date.now() + 20_000;
      while (row?.state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        row = (await api(scheduleUrl(), { headers })).body.data[0];
      }
      expect(row).toEqual(
        expect.objectContaining({
          state: 'done',
          outcome: expect.stringMatching(/^Fired \d+ s late$/),
          // What the admin words in its own language (SchedulePanel.jsx).
          outcomeCode: 'late',
        }),
      );
      expect(new Date(row!.firedAt).getTime()).toBeGreaterThan(missed.dueAt);
      expect(cms.output.join('\n')).toMatch(
        new RegExp(
          `Scheduled publish of api::article.article ${missed.documentId} \\(en\\) fired \\d+ s late`,
        ),
      );
      const published = await api(`/api/articles/${missed.documentId}?locale=en`);
      expect(published.body.data.title).toBe(missed.title);
    });

    it('words a refused scheduled publish in the language of the editor who scheduled it', async () => {
      const headers = { authorization: `Bearer ${await adminToken()}` };
      const url = `/schedules/documents/api::article.article/${coverless.documentId}`;
      let row: { state: string; outcome: string | null } | undefined;
      const deadline = Date.now() + 20_000;
      while (row?.state !== 'refused' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        row = (await api(url, { headers })).body.data[0];
      }
      // The content rules' message, as the editor's Publish button would have shown it.
      expect(row).toEqual(
        expect.objectContaining({
          state: 'refused',
          outcome:
            '表紙画像が空か空白だけのため、この記事はサイトに表示されません。表紙画像を入力してください。',
        }),
      );
    });

    it('rebuilds the site through its webhook when a published event ends, at its moved end', async () => {
      const token = await adminToken();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const { body } = await api('/api/events?locale=en&pagination[pageSize]=1&sort=slug');
      const documentId = body.data[0].documentId as string;
      const url = `/content-manager/collection-types/api::event.event/${documentId}`;
      const publishWith = async (endsInMs: number) => {
        const times = {
          startsAt: new Date(Date.now() - 3_600_000).toISOString(),
          endsAt: new Date(Date.now() + endsInMs).toISOString(),
        };
        const published = await api(`${url}/actions/publish?locale=en`, {
          method: 'POST',
          headers,
          body: JSON.stringify(times),
        });
        expect(published.status).toBe(200);
        return new Date(times.endsAt).getTime();
      };
      const ended = () =>
        hookCalls.filter(
          (call) =>
            call.body.event === 'schedule.rebuild' &&
            (call.body as { entry?: { documentId?: string } }).entry?.documentId === documentId,
        );
      // Published ending in an hour, then moved to end in a few seconds: the rebuild follows the end.
      await publishWith(3_600_000);
      const endsAt = await publishWith(4_000);
      const deadline = Date.now() + 20_000;
      while (!ended().length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      const [call] = ended();
      expect(call?.headers['x-rebuild-secret']).toBe(HOOK_SECRET);
      expect(call?.body).toEqual(expect.objectContaining({ event: 'schedule.rebuild', model: 'event' }));
      // Sent at the end, not before (Strapi's webhook body carries when it was sent).
      expect(
        new Date((call?.body as { createdAt?: string }).createdAt ?? 0).getTime(),
      ).toBeGreaterThanOrEqual(endsAt);
      // Once, not once per poll or per instance pass.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(ended()).toHaveLength(1);
    });

    it("keeps an admin's changes to the Editor role: Publish taken on terms, contact messages given", async () => {
      const editor = await roleOf('strapi-editor');
      expect({
        publishesTerms: editor.holds('publish', 'api::term.term'),
        publishesProjects: editor.holds('publish', 'api::project.project'),
        readsContactMessages: editor.holds('read', 'api::contact-message.contact-message'),
      }).toEqual({ publishesTerms: false, publishesProjects: true, readsContactMessages: true });
    });

    it('changes nothing when it runs again on the same database', async () => {
      expect(cms.output.join('\n')).toContain('Seed: 0 entries created');
      expect(cms.output.join('\n')).toContain('Translation records: 0 created');
      expect(await countsOfEverything()).toEqual(before);
      // One preview token, still working after the restart.
      const tokens = await api('/admin/api-tokens', {
        headers: { authorization: `Bearer ${await adminToken()}` },
      });
      const previewTokens = (tokens.body.data as Array<{ name: string; type: string }>).filter(
        (token) => token.name === 'Site preview (read-only)',
      );
      expect(previewTokens).toEqual([expect.objectContaining({ type: 'read-only' })]);
      const draft = await api(
        '/api/articles?locale=en&status=draft&filters[slug][$eq]=a-draft-nobody-published',
        {
          headers: { authorization: `Bearer ${PREVIEW_TOKEN}` },
        },
      );
      expect(draft.body.data).toHaveLength(1);
    });
  });
});

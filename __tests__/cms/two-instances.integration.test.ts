/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, startCms } from '../../scripts/cms/cms-process.mjs';
import WebSocket from 'ws';
import { startMailCatcher } from '../../scripts/mail/mail-catcher.mjs';
import { createCommunityClient } from '../../src/features/account/community-client';
import { MY_NEWSLETTER_CHANGED, type MemberNewsletter } from '../../src/features/account/member-newsletter';
import {
  TEST_ADMIN,
  TEST_SITE_URL,
  describeOnEachDatabase,
  request,
  startTestDatabase,
  type RequestOptions,
  type TestDatabase,
} from '../helpers/cms-harness';
import { registerConfirmed } from '../helpers/accounts';
import { connectMember, within } from '../helpers/graphql-socket';
import { linkPath, mailsTo } from '../helpers/mail';

// Production's topology in small: two CMS processes behind one load balancer, on one PostgreSQL
// database and one uploads directory, started at the same moment on an empty database (so that
// both run the seed's bootstrap at once). Writes go to one instance and reads to the other.
jest.setTimeout(900_000);

type Cms = Awaited<ReturnType<typeof startCms>>;

describeOnEachDatabase(
  'two CMS instances on one database',
  (engine) => {
    let workDir = '';
    let database: TestDatabase;
    let mail: Awaited<ReturnType<typeof startMailCatcher>>;
    let a: Cms;
    let b: Cms;
    let adminToken = '';
    const api = (cms: Cms, pathname: string, init?: RequestOptions) => request(cms.url, pathname, init);

    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-two-cms-'));
      database = await startTestDatabase(engine, workDir);
      mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
      // What a deployment gives every instance: the same secrets, database and uploads.
      const env = {
        ...freshSecrets(),
        ...database.env,
        NODE_ENV: 'development',
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        CMS_SEED: 'true',
        CMS_ADMIN_EMAIL: TEST_ADMIN.email,
        CMS_ADMIN_PASSWORD: TEST_ADMIN.password,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.smtpPort),
        CONTACT_INBOX: 'team@meridian.test',
        SITE_URL: TEST_SITE_URL,
        // The default (on), whatever the developer's shell says.
        AUTH_EMAIL_CONFIRMATION: undefined,
        AUTH_RATELIMIT_MAX: '1000',
        // Both instances poll the schedules often, so that they race for each due row.
        SCHEDULE_POLL_MS: '300',
      };
      // The second waits for the first's whole start (tables and seed): a long wait on a busy machine.
      const [first, second] = await Promise.allSettled([
        startCms({ env, timeoutMs: 600_000 }),
        startCms({ env, timeoutMs: 600_000 }),
      ]);
      if (first.status === 'fulfilled') a = first.value;
      if (second.status === 'fulfilled') b = second.value;
      if (first.status === 'rejected') throw first.reason;
      if (second.status === 'rejected') throw second.reason;
      const login = await api(a, '/admin/login', { method: 'POST', json: TEST_ADMIN });
      expect(login.status).toBe(200);
      adminToken = login.body.data.token;
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await mail?.stop();
      await database?.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    /** Rows of `query` that must not exist: one line per duplicate group. */
    const duplicates = (query: string) => database.sql(query);

    it('seeds once: one instance creates the content, the other finds it there', () => {
      const seedLines = [a, b].map((cms) => cms.output.find((line) => line.includes('Seed: ')) ?? '');
      const created = seedLines.map((line) => Number(/Seed: (\d+) entries created/.exec(line)?.[1]));
      expect(created.sort((x, y) => x - y)).toEqual([0, expect.any(Number)]);
      expect(Math.max(...created)).toBeGreaterThan(100);
    });

    it('has no duplicate roles, permissions, webhooks, languages, tokens or seed entries', () => {
      expect(duplicates('SELECT type FROM up_roles GROUP BY type HAVING count(*) > 1')).toEqual([]);
      expect(duplicates('SELECT code FROM admin_roles GROUP BY code HAVING count(*) > 1')).toEqual([]);
      expect(
        duplicates(
          `SELECT p.action, l.role_id FROM up_permissions p
             JOIN up_permissions_role_lnk l ON l.permission_id = p.id
           GROUP BY p.action, l.role_id HAVING count(*) > 1`,
        ),
      ).toEqual([]);
      expect(
        duplicates(
          `SELECT p.action, p.subject, l.role_id FROM admin_permissions p
             JOIN admin_permissions_role_lnk l ON l.permission_id = p.id
           GROUP BY p.action, p.subject, l.role_id HAVING count(*) > 1`,
        ),
      ).toEqual([]);
      expect(database.sql('SELECT code FROM i18n_locale ORDER BY code')).toEqual(['en', 'ja', 'ko']);
      expect(database.sql('SELECT count(*) FROM strapi_webhooks')).toEqual(['1']);
      expect(duplicates('SELECT name FROM strapi_api_tokens GROUP BY name HAVING count(*) > 1')).toEqual([]);
      expect(duplicates('SELECT email FROM admin_users GROUP BY email HAVING count(*) > 1')).toEqual([]);
      // Seed entries: one draft and at most one published row per document and language.
      for (const table of ['articles', 'tags', 'categories', 'chains', 'projects', 'pages']) {
        expect(Number(database.sql(`SELECT count(*) FROM ${table}`)[0])).toBeGreaterThan(0);
        expect(
          duplicates(
            `SELECT slug, locale, published_at IS NULL FROM ${table}
             GROUP BY slug, locale, published_at IS NULL HAVING count(*) > 1`,
          ),
        ).toEqual([]);
      }
      // The seed uploads each image once, by name (the stored hash is random per upload).
      expect(Number(database.sql('SELECT count(*) FROM files')[0])).toBeGreaterThan(0);
      expect(duplicates('SELECT name FROM files GROUP BY name HAVING count(*) > 1')).toEqual([]);
    });

    it('an article published on one instance is read on the other, over REST and GraphQL', async () => {
      const slug = `two-instances-${Date.now().toString(36)}`;
      const cover = (await api(b, '/api/articles?populate=cover&pagination[pageSize]=1')).body.data[0].cover
        .id;
      const published = await api(
        a,
        '/content-manager/collection-types/api::article.article/actions/publish?locale=en',
        {
          method: 'POST',
          token: adminToken,
          json: {
            slug,
            title: 'Published on instance A',
            date: new Date().toISOString(),
            summary: 'Read on instance B.',
            author: 'Two instances',
            cover,
            coverAlt: 'Cover',
            body: '## Hello\n\nFrom A.',
          },
        },
      );
      expect(published.status).toBe(200);

      const rest = await api(b, `/api/articles?locale=en&filters[slug][$eq]=${slug}`);
      expect(rest.body.data).toEqual([expect.objectContaining({ slug, title: 'Published on instance A' })]);
      const graphql = await api(b, '/graphql', {
        method: 'POST',
        json: {
          query: 'query ($slug: String) { articles(filters: { slug: { eq: $slug } }) { title summary } }',
          variables: { slug },
        },
      });
      expect(graphql.body).toEqual({
        data: { articles: [{ title: 'Published on instance A', summary: 'Read on instance B.' }] },
      });
    });

    it('fires a scheduled publish once, claimed by one of the two instances', async () => {
      // Several rows due at the same moment: both instances' passes overlap on them.
      const ROWS = 6;
      const cover = (await api(b, '/api/articles?populate=cover&pagination[pageSize]=1')).body.data[0].cover
        .id;
      const scheduled: Array<{ slug: string; documentId: string }> = [];
      for (let index = 0; index < ROWS; index++) {
        const slug = `scheduled-${index}-${Date.now().toString(36)}`;
        const draft = await api(a, '/content-manager/collection-types/api::article.article?locale=en', {
          method: 'POST',
          token: adminToken,
          json: {
            slug,
            title: `Published by the scheduler ${index}`,
            date: new Date().toISOString(),
            summary: 'Due in a few seconds.',
            author: 'Two instances',
            cover,
            coverAlt: 'Cover',
            body: '## Scheduled\n\nOnce.',
          },
        });
        expect(draft.status).toBe(201);
        scheduled.push({ slug, documentId: draft.body.data.documentId });
      }
      // All due at one moment, a few seconds after the last is set.
      const dueAt = new Date(Date.now() + 3_000).toISOString();
      for (const { documentId } of scheduled) {
        const set = await api(a, `/schedules/documents/api::article.article/${documentId}`, {
          method: 'PUT',
          token: adminToken,
          json: { action: 'publish', language: 'en', dueAt },
        });
        expect(set.status).toBe(200);
      }

      const states = async () =>
        Promise.all(
          scheduled.map(
            async ({ documentId }) =>
              (await api(b, `/schedules/documents/api::article.article/${documentId}`, { token: adminToken }))
                .body.data as Array<{ state: string }>,
          ),
        );
      const deadline = Date.now() + 60_000;
      let rows = await states();
      while (!rows.every((each) => each[0]?.state === 'done') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await states();
      }
      for (const each of rows)
        expect(each).toEqual([expect.objectContaining({ state: 'done', action: 'publish', language: 'en' })]);
      // Give the instances a few more polls to fire one a second time, if they were going to.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const { slug, documentId } of scheduled) {
        const claimedBy = database.sql(
          `SELECT claimed_by FROM publication_schedules WHERE target_document_id = '${documentId}'`,
        );
        expect(claimedBy).toHaveLength(1);
        // Claimed by one of the two (the instance's name carries its process id).
        expect([a.pid, b.pid].filter((pid) => claimedBy[0].includes(`:${pid}:`))).toHaveLength(1);
        const fired = new RegExp(`${documentId} \\(en\\) fired(?! \\d)`);
        const firings = [a, b].map((cms) => cms.output.filter((line) => fired.test(line)).length);
        expect([documentId, firings.sort()]).toEqual([documentId, [0, 1]]);
        expect(
          database.sql(`SELECT count(*) FROM articles WHERE slug = '${slug}' AND published_at IS NOT NULL`),
        ).toEqual(['1']);
      }
      const rest = await api(b, `/api/articles?locale=en&filters[slug][$eq]=${scheduled[0].slug}`);
      expect(rest.body.data).toEqual([
        expect.objectContaining({ slug: scheduled[0].slug, title: 'Published by the scheduler 0' }),
      ]);
    });

    it('keeps one pending schedule when saves of it reach both instances at the same moment', async () => {
      const { documentId } = (await api(b, '/api/articles?locale=en&pagination[pageSize]=1')).body.data[0];
      const url = `/schedules/documents/api::article.article/${documentId}`;
      const saves = await Promise.all(
        [a, b, a, b, a, b].map((cms, index) =>
          api(cms, url, {
            method: 'PUT',
            token: adminToken,
            json: {
              action: 'unpublish',
              language: 'en',
              dueAt: new Date(Date.now() + (index + 1) * 3_600_000).toISOString(),
            },
          }),
        ),
      );
      expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(
        database.sql(
          `SELECT count(*) FROM publication_schedules WHERE target_document_id = '${documentId}' AND state = 'pending'`,
        ),
      ).toEqual(['1']);
      await api(a, `${url}/en/unpublish`, { method: 'DELETE', token: adminToken });
    });

    it("a contact message sent to one instance is in the other's admin", async () => {
      const message = {
        name: 'Two Instances',
        email: `reader-${Date.now().toString(36)}@example.com`,
        topic: 'press',
        message: 'Sent to instance B, read in the admin of instance A.',
        locale: 'en',
      };
      const sent = await api(b, '/api/contact-messages', { method: 'POST', json: { data: message } });
      expect(sent.status).toBe(201);
      const listed = await api(
        a,
        `/content-manager/collection-types/api::contact-message.contact-message?filters[email][$eq]=${encodeURIComponent(message.email)}`,
        { token: adminToken },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.results).toEqual([
        expect.objectContaining({ name: message.name, message: message.message }),
      ]);
    });

    it("a member's socket on one instance hears their subscription confirmed through the other", async () => {
      const member = { username: 'grace', email: 'grace@example.com', password: 'Grace-passw0rd-1' };
      // Registered, confirmed and signed in on one instance; its socket is on the other.
      const token = await registerConfirmed(a.url, mail.httpUrl, member);
      const subscribed = await api(a, '/api/newsletter-subscriptions', {
        method: 'POST',
        json: { data: { email: member.email, locale: 'en' } },
      });
      expect(subscribed.status).toBe(202);
      // The account's confirmation mail, then the newsletter's.
      const confirmation = (await mailsTo(mail.httpUrl, member.email, 2))[1];

      const onB = createCommunityClient({
        uri: `${b.url}/graphql`,
        wsUrl: `${b.url.replace(/^http/, 'ws')}/graphql`,
        getToken: () => token,
        webSocketImpl: WebSocket,
      });
      const heard: MemberNewsletter[] = [];
      const subscription = onB.client
        .subscribe<{ myNewsletterChanged: MemberNewsletter }>({ query: MY_NEWSLETTER_CHANGED })
        .subscribe({
          next: ({ data }) => {
            if (data) heard.push(data.myNewsletterChanged);
          },
        });
      try {
        // The socket connects lazily; give it time to be acknowledged and subscribed.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const confirmed = await api(a, linkPath(confirmation, '/confirm?token='));
        expect(confirmed.status).toBe(302);
        const deadline = Date.now() + 10_000;
        while (!heard.length && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([expect.objectContaining({ email: member.email, status: 'confirmed' })]);
      } finally {
        subscription.unsubscribe();
        onB.dispose();
      }
    });

    it("a member blocked in one instance's admin loses their socket on the other (4401)", async () => {
      const member = { username: 'heidi', email: 'heidi@example.com', password: 'Heidi-passw0rd-1' };
      const token = await registerConfirmed(a.url, mail.httpUrl, member);
      const me = await api(a, '/api/users/me', { token });
      expect(me.status).toBe(200);
      const onB = await connectMember(b.url, token);
      const blocked = await api(
        a,
        `/content-manager/collection-types/plugin::users-permissions.user/${me.body.documentId}`,
        { method: 'PUT', token: adminToken, json: { blocked: true } },
      );
      expect(blocked.status).toBe(200);
      expect((await within(onB.closed, 5_000, 'the socket on B to close')).code).toBe(4401);
    });
  },
  ['postgres'],
);

/**
 * @jest-environment node
 */
import { signVisitor, VISITOR_HEADER } from '@meridian/shared/visitor-address';
import {
  TEST_ADMIN,
  TEST_SITE_URL,
  describeOnEachDatabase,
  startCmsWithMail,
  type CmsWithMail,
} from '../helpers/cms-harness';

// Issue 38, items 5 and 8, on a real Strapi: the forms the site server relays count per visitor
// (the address it signs), registration says nothing about which addresses have accounts, the
// mailing auth routes are limited per client, and a password reset ends the other sessions.
// SQLite only: nothing here depends on the database engine.
jest.setTimeout(240_000);

const SECRET = 'relay-integration-secret-0123456789abcdefghij';
const FORM_LIMIT = 2;
const MAIL_LIMIT = 3;
const FEEDBACK_LIMIT = 4;
const password = 'Known-passw0rd-1';

describeOnEachDatabase(
  'the CMS behind the form relay',
  (database) => {
    let harness: CmsWithMail;

    beforeAll(async () => {
      harness = await startCmsWithMail({
        tempPrefix: 'meridian-relay-',
        database,
        env: {
          FORM_RELAY_SECRET: SECRET,
          FORM_RATELIMIT_MAX: String(FORM_LIMIT),
          AUTH_MAIL_RATELIMIT_MAX: String(MAIL_LIMIT),
          FEEDBACK_RATELIMIT_MAX: String(FEEDBACK_LIMIT),
        },
      });
    });

    afterAll(async () => {
      await harness?.stop();
    });

    /** A POST as the relay sends it for `visitor` (signed with `secret`, `now`), or unsigned. */
    const post = (
      pathname: string,
      json: unknown,
      {
        visitor,
        secret = SECRET,
        now,
        language,
      }: { visitor?: string; secret?: string; now?: number; language?: string } = {},
    ) =>
      harness.api(pathname, {
        method: 'POST',
        json,
        headers: {
          ...(visitor
            ? {
                [VISITOR_HEADER]: signVisitor({
                  address: visitor,
                  secret,
                  now,
                })!,
              }
            : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
      });
    const contact = {
      data: { name: 'Aiko', email: 'aiko@example.com', topic: 'press', message: 'Could we talk next week?' },
    };

    it('one visitor using up the contact form through the relay does not close it for another; a forged or stale signature counts as the relay', async () => {
      const first: number[] = [];
      for (let attempt = 0; attempt <= FORM_LIMIT; attempt += 1) {
        first.push((await post('/api/contact-messages', contact, { visitor: '198.51.100.1' })).status);
      }
      expect(first).toEqual([...Array(FORM_LIMIT).fill(201), 429]);
      expect((await post('/api/contact-messages', contact, { visitor: '198.51.100.2' })).status).toBe(201);

      // Headers the relay did not make are ignored: these count as the caller's own address.
      const ignored = [
        { visitor: '198.51.100.3', secret: `${SECRET}-guessed` },
        { visitor: '198.51.100.4', now: Date.now() - 5 * 60_000 },
      ];
      const statuses = [];
      for (const options of ignored)
        statuses.push((await post('/api/contact-messages', contact, options)).status);
      expect(statuses).toEqual([201, 201]);
      expect((await post('/api/contact-messages', contact)).status).toBe(429);
    });

    it('registration answers a taken address or username as a new one; the mail tells the rest, in the language', async () => {
      const holder = { username: 'holder', email: 'holder@example.com', password };
      await harness.registerConfirmed(holder);

      const fresh = await post(
        '/api/auth/local/register',
        { username: 'newcomer', email: 'newcomer@example.com', password },
        { visitor: '192.0.2.1' },
      );
      const takenAddress = await post(
        '/api/auth/local/register',
        { username: 'someone', email: 'Holder@example.com', password },
        { visitor: '192.0.2.2', language: 'ja' },
      );
      const takenName = await post(
        '/api/auth/local/register',
        { username: 'holder', email: 'other@example.com', password },
        { visitor: '192.0.2.3' },
      );
      expect([fresh.status, takenAddress.status, takenName.status]).toEqual([200, 200, 200]);
      expect(fresh.body).toEqual({
        user: { username: 'newcomer', email: 'newcomer@example.com', confirmed: false },
      });
      expect(takenAddress.body).toEqual({
        user: { username: 'someone', email: 'holder@example.com', confirmed: false },
      });
      expect(takenName.body).toEqual({
        user: { username: 'holder', email: 'other@example.com', confirmed: false },
      });

      // After the holder's confirmation mail: the attempt, in Japanese, with a way back in.
      const notice = (await harness.mailsTo(holder.email, 2))[1];
      expect(notice.subject).toBe('あなたのメールアドレスでMeridianへの登録が試みられました');
      expect(notice.text).toContain(`${TEST_SITE_URL}/ja/forgot-password`);
      const [nameTaken] = await harness.mailsTo('other@example.com');
      expect(nameTaken.subject).toBe('Choose another username for Meridian');
      expect(nameTaken.text).toContain(`${TEST_SITE_URL}/register`);
      // The holder's account is as it was.
      const signIn = await post(
        '/api/auth/local',
        { identifier: holder.email, password },
        { visitor: '192.0.2.4' },
      );
      expect(signIn.status).toBe(200);
    });

    it('registration and password requests are limited per client, whatever addresses the body names', async () => {
      const register = (index: number, visitor: string) =>
        post(
          '/api/auth/local/register',
          { username: `member${index}`, email: `member${index}@example.com`, password },
          { visitor },
        );
      const forgot = (index: number, visitor: string) =>
        post('/api/auth/forgot-password', { email: `someone${index}@example.com` }, { visitor });
      const registered: number[] = [];
      const asked: number[] = [];
      for (let index = 0; index <= MAIL_LIMIT; index += 1) {
        registered.push((await register(index, '203.0.113.9')).status);
        asked.push((await forgot(index, '203.0.113.9')).status);
      }
      const expected = [...Array(MAIL_LIMIT).fill(200), 429];
      expect({ registered, asked }).toEqual({ registered: expected, asked: expected });
      // Another client is served.
      expect((await register(99, '203.0.113.10')).status).toBe(200);
      expect((await forgot(99, '203.0.113.10')).status).toBe(200);
    });

    it("a password reset ends the account's other sessions; the reset's own token works", async () => {
      const member = { username: 'resetter', email: 'resetter@example.com', password };
      const oldToken = await harness.registerConfirmed(member);
      expect((await harness.api('/api/users/me', { token: oldToken })).status).toBe(200);
      // Tokens carry their time in whole seconds: the reset comes in a later second.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      await post('/api/auth/forgot-password', { email: member.email }, { visitor: '192.0.2.20' });
      const resetMail = (await harness.mailsTo(member.email, 2))[1];
      const link = resetMail.links.find((candidate) => candidate.includes('/reset-password?code='));
      const code = new URL(link!).searchParams.get('code')!;
      const reset = await post(
        '/api/auth/reset-password',
        { code, password: 'Second-passw0rd', passwordConfirmation: 'Second-passw0rd' },
        { visitor: '192.0.2.20' },
      );
      expect(reset.status).toBe(200);

      expect((await harness.api('/api/users/me', { token: oldToken })).status).toBe(401);
      const me = await harness.api('/api/users/me', { token: reset.body.jwt });
      expect(me.status).toBe(200);
      // The time of the change is not shown to anyone.
      expect(me.body.passwordChangedAt).toBeUndefined();
    });
    // Issue 42: page feedback through the relay only, one answer per visitor, page and day, no
    // address kept, nothing readable by the public API; editors read counts on the admin API.
    it('page feedback: only through the relay, one answer per visitor, page and language a day (the second replaces the first), no address kept, a burst limited; the public API cannot read it', async () => {
      const answer = (helpful: boolean, extra: Record<string, unknown> = {}) => ({
        data: { path: '/blog/hello', locale: 'ja', helpful, reason: null, comment: '', ...extra },
      });
      // Unsigned (not the relay) or signed with another secret: refused, nothing stored.
      expect((await post('/api/page-feedbacks', answer(false))).status).toBe(403);
      expect(
        (await post('/api/page-feedbacks', answer(false), { visitor: '198.51.100.7', secret: `${SECRET}x` }))
          .status,
      ).toBe(403);
      const comment = '<b>bold</b><script>alert(1)</script>';
      const first = await post('/api/page-feedbacks', answer(false, { reason: 'outdated', comment }), {
        visitor: '198.51.100.7',
      });
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({ stored: true, replaced: false });
      const second = await post('/api/page-feedbacks', answer(true, { reason: 'clear' }), {
        visitor: '198.51.100.7',
      });
      expect(second.body.data).toEqual({ stored: true, replaced: true });
      // Another language of the page, another visitor: answers of their own.
      expect((await post('/api/page-feedbacks', answer(false), { visitor: '198.51.100.8' })).status).toBe(
        201,
      );
      expect(
        (
          await post('/api/page-feedbacks', answer(false, { locale: 'ko', comment }), {
            visitor: '198.51.100.8',
          })
        ).status,
      ).toBe(201);
      // The CMS's own rules: a path with its language prefix, another site, a reason of the other answer.
      for (const bad of [
        { path: '/ja/blog/hello' },
        { path: '//evil.example' },
        { reason: 'clear' },
        { comment: 'x'.repeat(501) },
      ])
        expect(
          (await post('/api/page-feedbacks', answer(false, bad), { visitor: '198.51.100.9' })).status,
        ).toBe(400);

      // A burst from one address: limited (FEEDBACK_RATELIMIT_MAX).
      const burst: number[] = [];
      for (let attempt = 0; attempt <= FEEDBACK_LIMIT; attempt += 1)
        burst.push((await post('/api/page-feedbacks', answer(true), { visitor: '198.51.100.10' })).status);
      expect(burst.at(-1)).toBe(429);

      // Nobody reads feedback through the public API, signed in or not.
      expect([403, 404, 405]).toContain((await harness.api('/api/page-feedbacks')).status);
      const member = await harness.registerConfirmed({
        username: 'reader',
        email: 'reader@example.com',
        password,
      });
      expect([403, 404, 405]).toContain((await harness.api('/api/page-feedbacks', { token: member })).status);
      expect((await harness.api('/page-feedback/top')).status).toBe(401);

      // Editors: per page and language, the counts of the last 30 days, most "no" first.
      const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
      const adminToken = login.body.data.token as string;
      // What is stored: the answer, the day and a key; no address (nor anything else of the visitor).
      const stored = await harness.api(
        '/content-manager/collection-types/api::page-feedback.page-feedback?pageSize=50&sort=id:ASC',
        { token: adminToken },
      );
      expect(stored.status).toBe(200);
      expect(JSON.stringify(stored.body)).not.toMatch(/198\.51\.100/);
      expect(stored.body.results[0]).toMatchObject({
        path: '/blog/hello',
        language: 'ja',
        helpful: true,
        reason: 'clear',
      });
      expect(stored.body.results[0].visitorKey).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.body.results.find((row: { language: string }) => row.language === 'ko').comment).toBe(
        comment,
      );
      const top = await harness.api('/page-feedback/top', { token: adminToken });
      expect(top.status).toBe(200);
      expect(
        top.body.data.map(({ path, language, yes, no }: Record<string, unknown>) => ({
          path,
          language,
          yes,
          no,
        })),
      ).toEqual([
        { path: '/blog/hello', language: 'ko', yes: 0, no: 1 },
        // The first visitor's answer, changed to "yes", and the burst's one answer (replaced each time).
        { path: '/blog/hello', language: 'ja', yes: 2, no: 1 },
      ]);
    });
  },
  ['sqlite'],
);

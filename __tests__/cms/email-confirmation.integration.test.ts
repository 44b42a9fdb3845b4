/**
 * @jest-environment node
 */
import { createContentApi, type ContentApi } from '../../src/features/account/content-api';
import {
  TEST_SITE_URL,
  describeOnEachDatabase,
  failureOf,
  startCmsWithMail,
  type CmsWithMail,
} from '../helpers/cms-harness';

// A real Strapi started as by default, with e-mail confirmation on (one instance per database
// engine), reached through the site's own content-service client, mailing into a real SMTP catcher.
// Before issue 28 it was off unless AUTH_EMAIL_CONFIRMATION=true: anyone could register someone
// else's address and sign in at once.
jest.setTimeout(240_000);

const CONFIRM_PATH = '/api/auth/email-confirmation?confirmation=';
/** Where the CMS says it is reached (PUBLIC_URL): the mails' links start with it. */
const CMS_PUBLIC_URL = 'http://cms.test';
const user = { username: 'grace', email: 'grace@example.com', password: 'Grace-passw0rd-1' };

describeOnEachDatabase('the CMS with e-mail confirmation', (database) => {
  let harness: CmsWithMail;
  let token: string | null = null;
  /** The token of the confirmed user's sign-in. */
  let session = '';
  let client: ContentApi;

  beforeAll(async () => {
    harness = await startCmsWithMail({
      tempPrefix: 'meridian-confirm-',
      database,
      env: { PUBLIC_URL: CMS_PUBLIC_URL },
    });
    client = createContentApi({ baseUrl: harness.cms.url, getToken: () => token });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  describe('e-mail confirmation required (the default)', () => {
    let firstLink = '';

    it('registration answers the user without a token and mails a link to the CMS', async () => {
      const answer = await client.register(user);
      expect(answer.jwt).toBeUndefined();
      expect(answer.user).toMatchObject({ username: user.username, email: user.email, confirmed: false });

      const [confirmation] = await harness.mailsTo(user.email);
      expect(confirmation.subject).toBe('Confirm your Meridian account');
      firstLink = harness.linkPath(confirmation, CONFIRM_PATH);
      // The link is the CMS's own endpoint at its public URL, which then sends the browser to the site.
      expect(confirmation.links).toContain(`${CMS_PUBLIC_URL}${firstLink}`);
    });

    it("refuses to sign in before the address is confirmed, with the server's message", async () => {
      const refused = await failureOf(client.login({ identifier: user.email, password: user.password }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        data: null,
        error: { status: 400, name: 'ApplicationError', message: 'Your account email is not confirmed' },
      });
      expect(refused.message).toBe('Your account email is not confirmed');
    });

    it('send-email-confirmation mails a fresh link to an unconfirmed user, and the old one is spent', async () => {
      const answer = await client.sendEmailConfirmation({ email: user.email });
      expect(answer).toEqual({ email: user.email, sent: true });

      const mails = await harness.mailsTo(user.email, 2);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toBe('Confirm your Meridian account');
      const freshLink = harness.linkPath(mails[1], CONFIRM_PATH);
      expect(freshLink).not.toBe(firstLink);

      // A new code replaces the old one: the first mail's link no longer confirms anything, and
      // the browser that opens it lands on the site's sign-in page, which says so.
      const stale = await harness.api(firstLink);
      expect(stale.status).toBe(302);
      expect(stale.headers.get('location')).toBe(`${TEST_SITE_URL}/login?confirmation=invalid`);
    });

    it('a link without a code or with a made-up one also ends on the sign-in page', async () => {
      for (const link of ['/api/auth/email-confirmation', `${CONFIRM_PATH}made-up-code`]) {
        const answer = await harness.api(link);
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe(`${TEST_SITE_URL}/login?confirmation=invalid`);
      }
    });

    it('answers the same shape for an unknown address, and mails nobody', async () => {
      const unknown = 'nobody@example.com';
      const answer = await client.sendEmailConfirmation({ email: unknown });
      expect(answer).toEqual({ email: unknown, sent: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(harness.mail.messages.filter((message) => message.to.includes(unknown))).toEqual([]);
    });

    it('refuses a malformed address with a validation error', async () => {
      const invalid = await failureOf(client.sendEmailConfirmation({ email: 'not-an-address' }));
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        error: { status: 400, name: 'ValidationError', message: 'email must be a valid email' },
      });
    });

    it("the link confirms the address and lands on the site's account page; then sign-in works", async () => {
      const mails = await harness.mailsTo(user.email, 2);
      const link = harness.linkPath(mails[mails.length - 1], CONFIRM_PATH);

      const confirmed = await harness.api(link);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe(`${TEST_SITE_URL}/account?confirmed=1`);
      // Used once, the link is spent.
      const again = await harness.api(link);
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toBe(`${TEST_SITE_URL}/login?confirmation=invalid`);

      const signedIn = await client.login({ identifier: user.email, password: user.password });
      expect(signedIn.jwt).toMatch(/^ey/);
      session = signedIn.jwt;
      token = session;
      const me = await client.me();
      expect(me).toMatchObject({ username: user.username, email: user.email, confirmed: true });
    });

    it('send-email-confirmation for a confirmed user answers an error body, and mails nothing', async () => {
      const before = (await harness.mailsTo(user.email, 2)).length;
      token = null;
      const refused = await failureOf(client.sendEmailConfirmation({ email: user.email }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        data: null,
        error: { status: 400, name: 'ApplicationError', message: 'Already confirmed' },
      });
      expect(refused.message).toBe('Already confirmed');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(harness.mail.messages.filter((message) => message.to.includes(user.email))).toHaveLength(before);
    });

    // The account page asks while signed in, so the client sends the token: Strapi grants
    // `auth.sendEmailConfirmation` to the public role only, and the bootstrap grants it to the
    // authenticated role too (else: 403 Forbidden before the controller runs).
    it('signed in, as the account page asks, send-email-confirmation reaches the endpoint', async () => {
      token = session;
      const refused = await failureOf(client.sendEmailConfirmation({ email: user.email }));
      expect(refused.body).toMatchObject({ error: { status: 400, message: 'Already confirmed' } });
    });
  });
});

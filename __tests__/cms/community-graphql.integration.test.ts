/**
 * @jest-environment node
 */
import type { GraphQLFormattedError } from 'graphql';
import WebSocket from 'ws';
import { createCommunityClient, onGraphQLError } from '../../src/features/account/community-client';
import {
  MY_NEWSLETTER,
  MY_NEWSLETTER_CHANGED,
  type MemberNewsletter,
} from '../../src/features/account/member-newsletter';
import { TEST_ADMIN, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// A real Strapi (unseeded, throwaway SQLite) reached through the site's own community client:
// the member's newsletter query over HTTP and its live updates over the graphql-ws socket.
jest.setTimeout(240_000);

let harness: CmsWithMail;
const ada = { username: 'ada', email: 'ada@example.com', password: 'Ada-passw0rd-1' };
const bob = { username: 'bob', email: 'bob@example.com', password: 'Bob-passw0rd-1' };
const tokens: Record<string, string> = {};

function community(token: string | null) {
  return createCommunityClient({
    uri: `${harness.cms.url}/graphql`,
    wsUrl: `${harness.cms.url.replace(/^http/, 'ws')}/graphql`,
    getToken: () => token,
    webSocketImpl: WebSocket,
  });
}

const myNewsletter = async (token: string | null) =>
  (await community(token).query<{ myNewsletter: MemberNewsletter }>(MY_NEWSLETTER)).myNewsletter;

beforeAll(async () => {
  harness = await startCmsWithMail({ tempPrefix: 'meridian-community-' });
  // Members sign in once they have confirmed their address (the CMS's default).
  for (const member of [ada, bob]) tokens[member.username] = await harness.registerConfirmed(member);
});

afterAll(async () => {
  await harness?.stop();
});

describe("myNewsletter: the signed-in member's own subscription", () => {
  it('answers "none" before the member subscribes, then their own pending subscription', async () => {
    expect(await myNewsletter(tokens.ada)).toMatchObject({ email: ada.email, status: 'none' });
    const subscribed = await harness.api('/api/newsletter-subscriptions', {
      method: 'POST',
      json: { data: { email: 'Ada@Example.com', locale: 'ja' } },
    });
    expect(subscribed.status).toBe(202);
    expect(await myNewsletter(tokens.ada)).toEqual({
      __typename: 'MemberNewsletter',
      email: ada.email,
      status: 'pending',
      locale: 'ja',
      confirmedAt: null,
    });
    // Another member sees only their own.
    expect(await myNewsletter(tokens.bob)).toMatchObject({ email: bob.email, status: 'none' });
  });

  it('refuses anonymous callers, and a rejected token reaches the hook as UNAUTHENTICATED', async () => {
    const heard: Array<{ operation: string; errors: readonly GraphQLFormattedError[] }> = [];
    const stop = onGraphQLError((errors, operation) => heard.push({ operation, errors }));
    try {
      const anonymous = await myNewsletter(null).catch((error: Error) => error);
      expect(anonymous).toBeInstanceOf(Error);
      expect((anonymous as Error).message).toBe('Sign in to see your newsletter subscription.');
      const forged = await myNewsletter(`${tokens.ada}x`).catch((error: Error) => error);
      expect((forged as Error).message).toBe('Response not successful: Received status code 401');
    } finally {
      stop();
    }
    expect(heard.map(({ operation, errors }) => [operation, errors[0].extensions?.code])).toEqual([
      ['MyNewsletter', 'UNAUTHENTICATED'],
      ['MyNewsletter', 'UNAUTHENTICATED'],
    ]);
    expect(JSON.stringify(heard)).not.toContain(ada.email);
  });
});

describe('myNewsletter: only for an address its member has proved to own', () => {
  // Issue 28, item 2: registering someone else's address gave a token at once, and myNewsletter
  // answered that address's status, language and confirmedAt.
  it("registering someone else's address gives no token, and shows nothing of its subscription", async () => {
    const victim = 'victim@example.com';
    await harness.api('/api/newsletter-subscriptions', {
      method: 'POST',
      json: { data: { email: victim, locale: 'ko' } },
    });
    const registered = await harness.api('/api/auth/local/register', {
      method: 'POST',
      json: { username: 'mallory', email: victim, password: 'Mallory-passw0rd-1' },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.jwt).toBeUndefined();
    const signIn = await harness.api('/api/auth/local', {
      method: 'POST',
      json: { identifier: victim, password: 'Mallory-passw0rd-1' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error.message).toBe('Your account email is not confirmed');
    expect(JSON.stringify([registered.body, signIn.body])).not.toMatch(/pending|"ko"/);
  });

  it('refuses a member whose address an editor marked unconfirmed, and shows nothing of it', async () => {
    const eve = { username: 'eve', email: 'eve@example.com', password: 'Eve-passw0rd-1' };
    const token = await harness.registerConfirmed(eve);
    await harness.api('/api/newsletter-subscriptions', {
      method: 'POST',
      json: { data: { email: eve.email, locale: 'ko' } },
    });
    expect(await myNewsletter(token)).toMatchObject({ status: 'pending', locale: 'ko' });
    const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
    const me = await harness.api('/api/users/me', { token });
    const edited = await harness.api(
      `/content-manager/collection-types/plugin::users-permissions.user/${me.body.documentId}`,
      { method: 'PUT', token: login.body.data.token, json: { confirmed: false } },
    );
    expect(edited.status).toBe(200);

    const heard: Array<{ operation: string; errors: readonly GraphQLFormattedError[] }> = [];
    const stop = onGraphQLError((errors, operation) => heard.push({ operation, errors }));
    try {
      expect(await myNewsletter(token).catch((error: Error) => error)).toBeInstanceOf(Error);
    } finally {
      stop();
    }
    expect(heard).toHaveLength(1);
    expect(JSON.stringify(heard)).not.toMatch(/pending|"ko"/);
  });
});

describe('myNewsletterChanged: live updates over the socket', () => {
  it("delivers the member's own change when their subscription is confirmed, and nobody else's", async () => {
    const adaClient = community(tokens.ada);
    const bobClient = community(tokens.bob);
    const adaHeard: MemberNewsletter[] = [];
    const bobHeard: MemberNewsletter[] = [];
    const listen = (client: ReturnType<typeof community>, heard: MemberNewsletter[]) =>
      client.client
        .subscribe<{ myNewsletterChanged: MemberNewsletter }>({ query: MY_NEWSLETTER_CHANGED })
        .subscribe({
          next: ({ data }) => {
            if (data) heard.push(data.myNewsletterChanged);
          },
        });
    const adaSubscription = listen(adaClient, adaHeard);
    const bobSubscription = listen(bobClient, bobHeard);
    try {
      // The sockets connect lazily; give them time to be acknowledged and subscribed.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Ada's mails: her account's confirmation, then the newsletter's.
      const confirmation = (await harness.mailsTo(ada.email, 2))[1];
      const confirmed = await harness.api(harness.linkPath(confirmation, '/confirm?token='));
      expect(confirmed.status).toBe(302);
      await waitFor(() => adaHeard.length > 0);
      expect(adaHeard[0]).toMatchObject({ email: ada.email, status: 'confirmed', locale: 'ja' });
      expect(adaHeard[0].confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(bobHeard).toEqual([]);
    } finally {
      adaSubscription.unsubscribe();
      bobSubscription.unsubscribe();
      adaClient.dispose();
      bobClient.dispose();
    }
  });

  it('closes a connection whose init payload carries no valid token (4403), and one with none', async () => {
    for (const payload of [{ Authorization: `Bearer ${tokens.bob}x` }, {}]) {
      const socket = new WebSocket(
        `${harness.cms.url.replace(/^http/, 'ws')}/graphql`,
        'graphql-transport-ws',
      );
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      const messages: string[] = [];
      socket.on('message', (data) => messages.push(String(data)));
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
      expect(await closed).toBe(4403);
      expect(messages).toEqual([]);
    }
  });

  it('refuses to subscribe before the connection is acknowledged (4401)', async () => {
    const socket = new WebSocket(`${harness.cms.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: 'subscription { myNewsletterChanged { status } }' },
        }),
      ),
    );
    expect(await closed).toBe(4401);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

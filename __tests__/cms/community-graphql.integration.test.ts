/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { GraphQLFormattedError } from 'graphql';
import WebSocket from 'ws';
import { createCommunityClient, onGraphQLError } from '../../src/features/account/community-client';
import {
  MY_NEWSLETTER,
  MY_NEWSLETTER_CHANGED,
  type MemberNewsletter,
} from '../../src/features/account/member-newsletter';
import { startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';
import {
  MY_NEWSLETTER_CHANGED_QUERY,
  SOCKET_LIMITS,
  connectMember,
  editEntry,
  initRefusal,
  openGraphqlSocket,
  signInAdmin,
  upgradeRefusal,
  within,
  type GraphqlSocket,
} from '../helpers/graphql-socket';

// The CMS's own jsonwebtoken, to sign a short-lived token with the CMS's secret.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jwt = require(path.resolve(__dirname, '..', '..', 'cms', 'node_modules', 'jsonwebtoken')) as {
  sign(payload: object, secret: string, options: { expiresIn: number }): string;
};

// A real Strapi (unseeded, throwaway SQLite) reached through the site's own community client:
// the member's newsletter query over HTTP and its live updates over the graphql-ws socket.
jest.setTimeout(240_000);

let harness: CmsWithMail;
const JWT_SECRET = crypto.randomBytes(24).toString('base64');
const USER_UID = 'plugin::users-permissions.user';
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
  harness = await startCmsWithMail({ tempPrefix: 'meridian-community-', env: { JWT_SECRET } });
  for (const member of [ada, bob]) await register(member);
});

/**
 * A new account as a person makes one: registered, confirmed through the mailed link (the CMS's
 * default), signed in. Its token goes to `tokens`; its id and documentId (from /api/users/me)
 * are returned.
 */
async function register(member: { username: string; email: string; password: string }) {
  const token = await harness.registerConfirmed(member);
  tokens[member.username] = token;
  const me = await harness.api('/api/users/me', { token });
  expect(me.status).toBe(200);
  return me.body as { id: number; documentId: string };
}

const someone = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'Some-passw0rd-1',
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
    const { documentId } = await register(eve);
    const token = tokens.eve;
    await harness.api('/api/newsletter-subscriptions', {
      method: 'POST',
      json: { data: { email: eve.email, locale: 'ko' } },
    });
    expect(await myNewsletter(token)).toMatchObject({ status: 'pending', locale: 'ko' });
    await editEntry(harness, await signInAdmin(harness), USER_UID, documentId, { confirmed: false });

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

describe('who may use the socket, and for how long', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signInAdmin(harness);
  });
  const closeOf = (connection: GraphqlSocket) =>
    within(
      connection.closed.then(({ code }) => code),
      5_000,
      'the socket to close',
    );

  // With e-mail confirmation on, an unconfirmed account gets no token: one that has a token and
  // then loses its confirmed address (an editor unticks it) is what the socket must refuse itself,
  // since the socket checks the token without users-permissions' HTTP strategy.
  it('refuses an account whose address is not confirmed (4403)', async () => {
    const erin = await register(someone('erin'));
    expect(await initRefusal(harness.cms.url, tokens.erin)).toBe(0); // accepted while confirmed
    await editEntry(harness, adminToken, USER_UID, erin.documentId, { confirmed: false });
    expect(await initRefusal(harness.cms.url, tokens.erin)).toBe(4403);
  });

  it('closes the open socket of an account that loses its confirmed address (4403)', async () => {
    const hana = await register(someone('hana'));
    const open = await connectMember(harness.cms.url, tokens.hana);
    await editEntry(harness, adminToken, USER_UID, hana.documentId, { confirmed: false });
    expect(await closeOf(open)).toBe(4403);
  });

  it("closes a member's sockets when the admin blocks them (4401), and refuses them after", async () => {
    const carol = await register(someone('carol'));
    const sockets = [
      await connectMember(harness.cms.url, tokens.carol),
      await connectMember(harness.cms.url, tokens.carol),
    ];
    const bystander = await connectMember(harness.cms.url, tokens.bob);
    await editEntry(harness, adminToken, USER_UID, carol.documentId, { blocked: true });
    expect(await Promise.all(sockets.map(closeOf))).toEqual([4401, 4401]);
    expect(await initRefusal(harness.cms.url, tokens.carol)).toBe(4403);
    // Another member's socket is not touched.
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.socket.close();
  });

  it("closes a member's socket when the admin deletes the account (4401)", async () => {
    const dave = await register(someone('dave'));
    const open = await connectMember(harness.cms.url, tokens.dave);
    await editEntry(harness, adminToken, USER_UID, dave.documentId, null);
    expect(await closeOf(open)).toBe(4401);
  });

  // Issue 38, item 8: a password change ends the sessions opened before it, sockets included.
  it('closes the open socket of a member whose password changes, refuses its old token, and takes the new one (4401)', async () => {
    const ivan = someone('ivan');
    await register(ivan);
    const open = await connectMember(harness.cms.url, tokens.ivan);
    // Tokens carry their time in whole seconds: the change comes in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await harness.api('/api/auth/change-password', {
      method: 'POST',
      token: tokens.ivan,
      json: {
        currentPassword: ivan.password,
        password: 'Ivan-passw0rd-2',
        passwordConfirmation: 'Ivan-passw0rd-2',
      },
    });
    expect(changed.status).toBe(200);
    expect(await closeOf(open)).toBe(4401);
    expect(await initRefusal(harness.cms.url, tokens.ivan)).not.toBe(0);
    expect(await initRefusal(harness.cms.url, changed.body.jwt)).toBe(0);
  });

  it('closes the socket when its token expires (4401)', async () => {
    const frank = await register(someone('frank'));
    const shortLived = jwt.sign({ id: frank.id }, JWT_SECRET, { expiresIn: 2 });
    const open = await connectMember(harness.cms.url, shortLived);
    const started = Date.now();
    expect(await closeOf(open)).toBe(4401);
    expect(Date.now() - started).toBeGreaterThan(500);
  });
});

describe('caps', () => {
  it('refuses a client address more sockets than the cap (HTTP 429), whatever X-Forwarded-For it claims', async () => {
    // This CMS trusts no proxy: every socket here comes from 127.0.0.1.
    const sockets = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.maxConnectionsPerAddress }, (_, index) =>
        openGraphqlSocket(harness.cms.url, { headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } }),
      ),
    );
    try {
      expect(await upgradeRefusal(harness.cms.url, { 'x-forwarded-for': '198.51.100.99' })).toBe(429);
      // A closed socket frees its place.
      sockets.pop()?.socket.terminate();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await upgradeRefusal(harness.cms.url)).toBe(101);
    } finally {
      sockets.forEach(({ socket }) => socket.terminate());
    }
  });

  it('refuses a member more authenticated sockets than the cap (4429)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // the previous test's sockets close
    const sockets: GraphqlSocket[] = [];
    try {
      for (let index = 0; index < SOCKET_LIMITS.maxSocketsPerMember; index++)
        sockets.push(await connectMember(harness.cms.url, tokens.bob));
      expect(await initRefusal(harness.cms.url, tokens.bob)).toBe(4429);
    } finally {
      sockets.forEach(({ socket }) => socket.terminate());
    }
  });

  it('answers a subscription beyond the cap on one socket with an error, and keeps the socket', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const connection = await connectMember(harness.cms.url, tokens.bob);
    try {
      const subscribe = (id: string) =>
        connection.send({ id, type: 'subscribe', payload: { query: MY_NEWSLETTER_CHANGED_QUERY } });
      for (let index = 1; index <= SOCKET_LIMITS.maxSubscriptionsPerSocket + 1; index++)
        subscribe(String(index));
      const refused = await connection.message((message) => message.type === 'error');
      expect(refused).toEqual({
        id: String(SOCKET_LIMITS.maxSubscriptionsPerSocket + 1),
        type: 'error',
        payload: [
          {
            message: `Too many subscriptions on this connection (at most ${SOCKET_LIMITS.maxSubscriptionsPerSocket}).`,
          },
        ],
      });
      // Only that one: the others stand, and the socket answers.
      connection.send({ type: 'ping' });
      await connection.message((message) => message.type === 'pong');
      expect(connection.messages.filter((message) => message.type === 'error')).toHaveLength(1);
    } finally {
      connection.socket.terminate();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

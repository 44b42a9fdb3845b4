/**
 * @jest-environment node
 */
import { execute, gql } from '@apollo/client/core';
import type { GraphQLFormattedError } from 'graphql';
import { createCommunityClient, onGraphQLError } from '../../src/features/account/community-client';
import {
  MY_NEWSLETTER,
  MY_NEWSLETTER_CHANGED,
  watchMemberNewsletter,
  type MemberNewsletter,
} from '../../src/features/account/member-newsletter';
import { FakeWebSocket } from '../helpers/fake-websocket';

// The account page's community panel through the real community client: a fake fetch for HTTP
// and a fake WebSocket for the subscription socket.

const ada: MemberNewsletter = {
  email: 'ada@example.com',
  status: 'confirmed',
  locale: 'en',
  confirmedAt: '2026-01-02T00:00:00.000Z',
};
const bob: MemberNewsletter = { email: 'bob@example.com', status: 'none', locale: null, confirmedAt: null };
const typed = (newsletter: MemberNewsletter) => ({ __typename: 'MemberNewsletter', ...newsletter });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each request with `reply` and records the bearer token it was sent. */
function fakeFetch(reply: (token: string | undefined) => Response | Promise<Response>) {
  const tokens: Array<string | undefined> = [];
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const token = (init?.headers as Record<string, string>).authorization?.replace(/^Bearer /, '');
    tokens.push(token);
    return reply(token);
  });
  return { fetch: fetchImpl as unknown as typeof fetch, tokens };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 3_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await tick();
  }
}

function watch(community: ReturnType<typeof createCommunityClient>) {
  const seen: MemberNewsletter[] = [];
  const errors: Array<readonly GraphQLFormattedError[]> = [];
  const failures: number[] = [];
  const stop = watchMemberNewsletter(community, {
    onData: (data) => seen.push(data),
    onGraphQLError: (graphQLErrors) => errors.push(graphQLErrors),
    onFailure: () => failures.push(1),
  });
  return { seen, errors, failures, stop };
}

describe('incremental responses (spec §7: data, incremental, hasNext)', () => {
  const DEFERRED = gql`
    query MyNewsletterDeferred {
      myNewsletter {
        email
        status
        ... @defer {
          locale
          confirmedAt
        }
      }
    }
  `;
  // Each part ends with the boundary, so that the client knows it is whole (as servers send them).
  const part = (body: unknown) =>
    `\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(body)}\r\n---`;

  it('renders the first chunk, merges the deferred part, and ends at hasNext: false', async () => {
    const encoder = new TextEncoder();
    let server!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (server = controller) });
    const { fetch, tokens } = fakeFetch(
      () =>
        new Response(stream, {
          status: 200,
          headers: { 'content-type': 'multipart/mixed; boundary="-"; deferSpec=20220824' },
        }),
    );
    const { client } = createCommunityClient({
      uri: 'http://cms.test/graphql',
      getToken: () => 'ada-token',
      fetch,
    });
    const results: Array<{ data: unknown; loading: boolean }> = [];
    let completed = false;
    client.watchQuery({ query: DEFERRED }).subscribe({
      next: ({ data, loading }) => results.push({ data, loading }),
      complete: () => (completed = true),
    });

    server.enqueue(
      encoder.encode(
        '\r\n---' +
          part({
            data: { myNewsletter: { __typename: 'MemberNewsletter', email: ada.email, status: 'confirmed' } },
            hasNext: true,
          }),
      ),
    );
    await tick();
    // The first chunk is on screen before the deferred fields arrive.
    expect(results.at(-1)?.data).toEqual({
      myNewsletter: { __typename: 'MemberNewsletter', email: ada.email, status: 'confirmed' },
    });
    const before = results.length;

    server.enqueue(
      encoder.encode(
        part({
          incremental: [{ data: { locale: 'en', confirmedAt: ada.confirmedAt }, path: ['myNewsletter'] }],
          hasNext: false,
        }),
      ),
    );
    server.enqueue(encoder.encode('--\r\n'));
    server.close();
    await tick();
    expect(results.length).toBeGreaterThan(before);
    expect(results.at(-1)).toEqual({ data: { myNewsletter: typed(ada) }, loading: false });
    // One request, sent with the multipart accept header Apollo uses for @defer.
    expect(tokens).toEqual(['ada-token']);
    expect((fetch as jest.Mock).mock.calls[0][1].headers.accept).toContain('multipart/mixed');
    // hasNext: false ended the request; a cache-first watcher stays open for later cache writes.
    expect(completed).toBe(false);
  });
  it('a last part of only hasNext: false ends the request, even while the connection stays open', async () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `\r\n---${part({ data: { myNewsletter: { __typename: 'MemberNewsletter', email: ada.email, status: 'confirmed' } }, hasNext: true })}`,
          ),
        );
        controller.enqueue(
          encoder.encode(
            part({
              incremental: [{ data: { locale: 'en', confirmedAt: null }, path: ['myNewsletter'] }],
              hasNext: true,
            }),
          ),
        );
        controller.enqueue(encoder.encode(part({ hasNext: false })));
        // No closing delimiter and no end of stream: hasNext alone must end it.
      },
    });
    const { fetch } = fakeFetch(
      () =>
        new Response(stream, {
          headers: { 'content-type': 'multipart/mixed; boundary="-"; deferSpec=20220824' },
        }),
    );
    const { client } = createCommunityClient({ uri: 'http://cms.test/graphql', getToken: () => null, fetch });
    const chunks: Array<{ hasNext?: boolean }> = [];
    await new Promise<void>((resolve, reject) =>
      execute(client.link, { query: DEFERRED }).subscribe({
        next: (chunk) => chunks.push(chunk as { hasNext?: boolean }),
        error: reject,
        complete: resolve,
      }),
    );
    expect(chunks.map((chunk) => chunk.hasNext)).toEqual([true, true]);
  });
});

describe('sign-in and sign-out (spec §4: the cache is reset and the subscription socket restarted)', () => {
  afterEach(() => {
    FakeWebSocket.sockets = [];
  });

  it("resets the cache, so the next member never sees the previous member's status", async () => {
    let token: string | null = 'ada-token';
    const { fetch, tokens } = fakeFetch((sent) =>
      json({ data: { myNewsletter: typed(sent === 'ada-token' ? ada : bob) } }),
    );
    const community = createCommunityClient({ uri: 'http://cms.test/graphql', getToken: () => token, fetch });
    const first = watch(community);
    await tick();
    expect(first.seen).toEqual([typed(ada)]);
    first.stop();

    // Cache-first: the same member's later visit comes from the cache.
    const again = watch(community);
    await tick();
    expect(again.seen).toEqual([typed(ada)]);
    expect(tokens).toEqual(['ada-token']);
    again.stop();

    token = 'bob-token';
    await community.onAuthChange();
    const second = watch(community);
    await tick();
    expect(second.seen).toEqual([typed(bob)]);
    expect(tokens).toEqual(['ada-token', 'bob-token']);
    second.stop();
  });

  it('restarts the subscription socket with the new token, and live updates reach the watcher', async () => {
    let token: string | null = 'ada-token';
    const { fetch } = fakeFetch((sent) =>
      json({ data: { myNewsletter: typed(sent === 'ada-token' ? ada : bob) } }),
    );
    const community = createCommunityClient({
      uri: 'http://cms.test/graphql',
      wsUrl: 'ws://cms.test/graphql',
      getToken: () => token,
      fetch,
      webSocketImpl: FakeWebSocket,
    });
    const watcher = watch(community);
    await tick();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    const [adaSocket] = FakeWebSocket.sockets;
    // No token in the URL: it travels in the connection-init payload.
    expect(adaSocket.url).toBe('ws://cms.test/graphql');
    expect(adaSocket.sent[0]).toEqual({
      type: 'connection_init',
      payload: { Authorization: 'Bearer ada-token' },
    });
    const subscribe = adaSocket.sent.find((message) => message.type === 'subscribe');
    expect(subscribe?.payload).toMatchObject({ operationName: 'MyNewsletterChanged' });

    // The server pushes a change; the watcher sees it through the cache.
    adaSocket.push({
      id: subscribe!.id,
      type: 'next',
      payload: { data: { myNewsletterChanged: typed({ ...ada, status: 'unsubscribed' }) } },
    });
    await tick();
    expect(watcher.seen.at(-1)).toMatchObject({ email: ada.email, status: 'unsubscribed' });

    token = 'bob-token';
    await community.onAuthChange();
    // graphql-ws reconnects after the first backoff step (1 s plus up to 1 s of jitter).
    await waitFor(() => FakeWebSocket.sockets.length === 2 && FakeWebSocket.sockets[1].sent.length >= 2);
    await tick();
    expect(adaSocket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    const bobSocket = FakeWebSocket.sockets[1];
    expect(bobSocket.sent[0]).toEqual({
      type: 'connection_init',
      payload: { Authorization: 'Bearer bob-token' },
    });
    expect(bobSocket.sent.some((message) => message.type === 'subscribe')).toBe(true);
    // The reset refetched the active query with the new token.
    expect(watcher.seen.at(-1)).toEqual(typed(bob));
    watcher.stop();
    community.dispose();
  });

  it('uses the documents the CMS serves', () => {
    expect(MY_NEWSLETTER.loc?.source.body).toContain('myNewsletter');
    expect(MY_NEWSLETTER_CHANGED.loc?.source.body).toContain('myNewsletterChanged');
  });
});

describe('GraphQL errors reach their own hook', () => {
  it("with the operation name; Strapi's UnauthorizedError and a network 401 as UNAUTHENTICATED", async () => {
    const replies = [
      json({
        errors: [
          {
            message: 'Sign in to see your newsletter subscription.',
            extensions: { code: 'FORBIDDEN', error: { name: 'UnauthorizedError' } },
          },
        ],
        data: null,
      }),
      json(
        {
          data: null,
          error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
        },
        401,
      ),
      json({
        errors: [
          { message: 'Policy Failed', extensions: { code: 'FORBIDDEN', error: { name: 'PolicyError' } } },
        ],
        data: null,
      }),
      json(
        { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
        500,
      ),
    ];
    const { fetch } = fakeFetch(() => replies.shift()!);
    const heard: Array<[string, unknown]> = [];
    const stop = onGraphQLError((errors, operation) =>
      errors.forEach((error) => heard.push([operation, error.extensions?.code])),
    );
    const community = createCommunityClient({ uri: 'http://cms.test/graphql', getToken: () => 'tok', fetch });
    for (let call = 0; call < 4; call += 1) {
      await community.query(MY_NEWSLETTER).catch(() => undefined);
    }
    stop();
    expect(heard).toEqual([
      ['MyNewsletter', 'UNAUTHENTICATED'],
      ['MyNewsletter', 'UNAUTHENTICATED'],
      // A real "not allowed" is not an authentication failure.
      ['MyNewsletter', 'FORBIDDEN'],
    ]);
  });

  it("the panel's watcher hears only its own operations' errors", async () => {
    const { fetch } = fakeFetch(() =>
      json({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'x' } }, 401),
    );
    const community = createCommunityClient({ uri: 'http://cms.test/graphql', getToken: () => 'tok', fetch });
    const watcher = watch(community);
    await community
      .query(gql`
        query Other {
          other
        }
      `)
      .catch(() => undefined);
    await tick();
    expect(watcher.errors).toHaveLength(1);
    expect(watcher.errors[0][0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(watcher.failures).toEqual([1]);
    watcher.stop();
  });
});

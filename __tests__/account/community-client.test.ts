/**
 * @jest-environment node
 */
import { gql } from '@apollo/client/core';
import {
  CLOSE_CODES,
  COMMUNITY_DEFAULTS,
  createCommunityClient,
  isRetryableClose,
  onGraphQLError,
  retryDelayMs,
} from '../../src/features/account/community-client';
import { FakeWebSocket } from '../helpers/fake-websocket';

const QUERY = gql`
  query Profile($id: ID!) {
    profile(id: $id) {
      id
      name
    }
  }
`;

/** A fetch that answers from a list and records what it was asked. */
function fakeFetch(...replies: Array<() => Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    return reply();
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PROFILE = { data: { profile: { __typename: 'Profile', id: '1', name: 'Ada' } } };

function client(fetchImpl: typeof fetch, token: string | null = 'tok', useGETForQueries = false) {
  return createCommunityClient({
    uri: 'http://cms.test/graphql',
    getToken: () => token,
    fetch: fetchImpl,
    useGETForQueries,
  });
}

describe('community GraphQL client: requests', () => {
  it('POSTs operationName, variables and query with the headers of spec §7 (accept */*, JSON content type) and the bearer token', async () => {
    const { fetch, calls } = fakeFetch(json(PROFILE));
    const { client: apollo } = client(fetch);
    const result = await apollo.query({ query: QUERY, variables: { id: '1' } });
    expect(result.data).toEqual(PROFILE.data);
    const { url, init } = calls[0];
    expect(url).toBe('http://cms.test/graphql');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.accept).toBe('*/*');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer tok');
    const body = JSON.parse(init.body as string);
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body).toMatchObject({ operationName: 'Profile', variables: { id: '1' } });
  });

  it('can send queries as GET with the data in the query string, and no token when signed out', async () => {
    const { fetch, calls } = fakeFetch(json(PROFILE));
    await client(fetch, null, true).client.query({ query: QUERY, variables: { id: '1' } });
    const url = new URL(calls[0].url);
    expect(calls[0].init.method).toBe('GET');
    expect(url.searchParams.get('operationName')).toBe('Profile');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ id: '1' });
    expect(url.searchParams.get('query')).toContain('profile(id: $id)');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('answers from its cache by default (cache-first) but never for helper queries (no-cache)', async () => {
    const { fetch, calls } = fakeFetch(json(PROFILE));
    const community = client(fetch);
    await community.client.query({ query: QUERY, variables: { id: '1' } });
    await community.client.query({ query: QUERY, variables: { id: '1' } });
    expect(calls).toHaveLength(1);
    await community.query(QUERY, { id: '1' });
    await community.query(QUERY, { id: '1' });
    expect(calls).toHaveLength(3);
    expect(COMMUNITY_DEFAULTS).toMatchObject({
      fetchPolicy: 'cache-first',
      errorPolicy: 'none',
      resultCacheMaxSize: 65536,
    });
  });

  it('resets its cache on sign-in or sign-out unless told to skip it', async () => {
    const { fetch, calls } = fakeFetch(json(PROFILE));
    const community = client(fetch);
    await community.client.query({ query: QUERY, variables: { id: '1' } });
    await community.onAuthChange({ skipCacheReset: true });
    await community.client.query({ query: QUERY, variables: { id: '1' } });
    expect(calls).toHaveLength(1);
    await community.onAuthChange();
    await community.client.query({ query: QUERY, variables: { id: '1' } });
    expect(calls).toHaveLength(2);
  });
});

describe('community GraphQL client: errors of spec §8 (transport messages, close codes, its own hook)', () => {
  const fail = async (reply: () => Response) =>
    (await client(fakeFetch(reply).fetch)
      .client.query({ query: QUERY, variables: { id: '1' } })
      .catch((error: unknown) => error)) as Error & { networkError?: Error & { statusCode?: number } };

  it('a status of 300 or more', async () => {
    const error = await fail(json({ message: 'nope' }, 503));
    expect(error.message).toBe('Response not successful: Received status code 503');
    expect(error.networkError?.statusCode).toBe(503);
    expect((await fail(json({}, 300))).message).toBe('Response not successful: Received status code 300');
  });

  it('a body that is not JSON', async () => {
    const error = await fail(() => new Response('<html>gateway</html>', { status: 200 }));
    expect(error.networkError?.name).toBe('ServerParseError');
  });

  it('no data and no errors', async () => {
    const error = await fail(json({}));
    expect(error.message).toMatch(/^Server response was missing for query/);
  });

  it('GraphQL errors join their messages, fall back to "Error message not found.", and reach their own hook', async () => {
    const heard: string[] = [];
    const stop = onGraphQLError((errors, operation) => heard.push(`${operation}: ${errors.length}`));
    const joined = await fail(
      json({ errors: [{ message: 'Forbidden access' }, { message: 'Second problem' }] }),
    );
    expect(joined.message).toBe('Forbidden access\nSecond problem');
    const empty = await fail(json({ errors: [{}] }));
    expect(empty.message).toBe('Error message not found.');
    stop();
    expect(heard).toEqual(['Profile: 2', 'Profile: 1']);
  });
});

describe('subscription socket: close codes and retries', () => {
  it('does not retry fatal codes and retries the others', () => {
    for (const code of [
      CLOSE_CODES.badRequest,
      CLOSE_CODES.unauthorized,
      CLOSE_CODES.subscriberAlreadyExists,
      CLOSE_CODES.tooManyInitialisationRequests,
      CLOSE_CODES.internalServerError,
    ]) {
      expect(isRetryableClose({ code, reason: '' })).toBe(false);
    }
    expect(isRetryableClose({ code: CLOSE_CODES.forbidden, reason: '' })).toBe(true);
    expect(isRetryableClose({ code: CLOSE_CODES.ackTimeout, reason: '' })).toBe(true);
    expect(isRetryableClose({ code: 1006, reason: '' })).toBe(true);
    expect(isRetryableClose(new Error('not a close event'))).toBe(false);
  });

  it('backs off exponentially from one second with up to a second of jitter', () => {
    expect([0, 1, 2, 3, 4].map((retries) => retryDelayMs(retries, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
    expect(retryDelayMs(0, () => 0.999)).toBe(1999);
  });

  const SUBSCRIPTION = gql`
    subscription OnMessage {
      messageAdded {
        id
      }
    }
  `;

  async function subscribe() {
    jest.useFakeTimers();
    FakeWebSocket.sockets = [];
    FakeWebSocket.acknowledge = true;
    const community = createCommunityClient({
      uri: 'http://cms.test/graphql',
      wsUrl: 'ws://cms.test/graphql',
      getToken: () => 'tok',
      fetch: fakeFetch(json(PROFILE)).fetch,
      webSocketImpl: FakeWebSocket,
    });
    const errors: unknown[] = [];
    community.client
      .subscribe({ query: SUBSCRIPTION })
      .subscribe({ error: (error: unknown) => errors.push(error) });
    await jest.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    // The token travels in the connection-init payload.
    expect(FakeWebSocket.sockets[0].sent[0]).toEqual({
      type: 'connection_init',
      payload: { Authorization: 'Bearer tok' },
    });
    return { community, errors };
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('a fatal close (4401) ends the subscription with an error and no new socket', async () => {
    const { errors, community } = await subscribe();
    FakeWebSocket.sockets[0].serverClose(CLOSE_CODES.unauthorized, 'Unauthorized');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(errors).toHaveLength(1);
    community.dispose();
  });

  it('a retryable close (4403) reconnects after the backoff, at most 5 times', async () => {
    const { errors, community } = await subscribe();
    // From now on the server refuses every connection before acknowledging it.
    FakeWebSocket.acknowledge = false;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      FakeWebSocket.sockets.at(-1)!.serverClose(CLOSE_CODES.forbidden, 'Forbidden');
      // Longest wait of this attempt: 2^attempt seconds plus a second of jitter.
      await jest.advanceTimersByTimeAsync(2 ** attempt * 1000 + 1000 + 10);
    }
    // One first socket plus five retries, then the error reaches the subscriber.
    expect(FakeWebSocket.sockets).toHaveLength(6);
    expect(errors).toHaveLength(1);
    community.dispose();
  });
});

/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  createCmsFetch,
  isRetryableError,
  type CmsFetchOptions,
} from '../src/pipeline/cms/cms-fetch';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, attempt: number) => void;

/** A real local server; `handler` gets each request with its 1-based number. */
async function serve(handler: Handler) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    const attempt = requests;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      (req as http.IncomingMessage & { body?: string }).body = Buffer.concat(chunks).toString();
      handler(req, res, attempt);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Options whose sleeps are recorded, not waited for, on a clock they move forward. */
function fastOptions(extra: Partial<CmsFetchOptions> = {}) {
  const sleeps: number[] = [];
  const lines: string[] = [];
  let clock = 0;
  const agents = {
    http: new http.Agent({ keepAlive: true, timeout: 1_000 }),
    https: undefined as never,
  };
  const options: CmsFetchOptions = {
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0.5,
    log: (line) => lines.push(line),
    agents,
    ...extra,
  };
  return { options, sleeps, lines, destroy: () => agents.http.destroy() };
}

const post = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token' },
  body,
});

let server: Awaited<ReturnType<typeof serve>> | undefined;
let fast: ReturnType<typeof fastOptions> | undefined;
afterEach(async () => {
  fast?.destroy();
  await server?.close();
  server = undefined;
  fast = undefined;
});

test('a reset connection is retried until the CMS answers, with growing waits', async () => {
  server = await serve((req, res, attempt) => {
    if (attempt <= 3) {
      req.socket.destroy();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(`{"echo":${JSON.stringify((req as { body?: string } & http.IncomingMessage).body)}}`);
  });
  fast = fastOptions();
  const response = await createCmsFetch(fast.options)(server.url, post('{"query":"{ a }"}'));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ echo: '{"query":"{ a }"}' });
  expect(server.requests()).toBe(4);
  // random() = 0.5: three quarters of 0.5, 1 and 2 s.
  expect(fast.sleeps).toEqual([375, 750, 1500]);
  expect(fast.lines).toHaveLength(3);
  expect(fast.lines[0]).toMatch(
    /^CMS request to http:\/\/127\.0\.0\.1:\d+\/graphql failed \((ECONNRESET|socket hang up)\); retry 1 of 5 in 0\.4 s$/,
  );
  // Logs carry neither the body nor the token.
  expect(fast.lines.join('\n')).not.toMatch(/secret-token|query/);
});

test('503 then 200: the second answer is returned', async () => {
  server = await serve((_req, res, attempt) => {
    if (attempt === 1) res.writeHead(503, { 'retry-after': '2' }).end('busy');
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  fast = fastOptions();
  const response = await createCmsFetch(fast.options)(server.url, post('{}'));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('ok');
  expect(server.requests()).toBe(2);
  // Retry-After (2 s) is longer than the first backoff, so it wins.
  expect(fast.sleeps).toEqual([2000]);
  expect(fast.lines[0]).toContain('(HTTP 503)');
});

test('a 400 is answered at once, without retries', async () => {
  server = await serve((_req, res) => {
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"errors":[{"message":"bad query"}]}');
  });
  fast = fastOptions();
  const response = await createCmsFetch(fast.options)(server.url, post('{}'));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ errors: [{ message: 'bad query' }] });
  expect(server.requests()).toBe(1);
  expect(fast.sleeps).toEqual([]);
});

test('a CMS that keeps failing ends in "CMS unreachable:" after the last attempt', async () => {
  server = await serve((req) => req.socket.destroy());
  fast = fastOptions({ random: () => 0.999 });
  await expect(createCmsFetch(fast.options)(server.url, post('{}'))).rejects.toThrow(
    /^CMS unreachable: http:\/\/127\.0\.0\.1:\d+\/graphql \((ECONNRESET|socket hang up) after 6 attempts\)$/,
  );
  expect(server.requests()).toBe(DEFAULT_RETRY_POLICY.attempts);
  // 0.5 → 8 s, and the waits together stay within the budget.
  expect(fast.sleeps).toEqual([500, 1000, 1999, 3998, 7996]);
  expect(fast.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.budgetMs);
});

test('a CMS that never answers: each attempt times out, then "CMS unreachable:"', async () => {
  const hanging: http.ServerResponse[] = [];
  server = await serve((_req, res) => hanging.push(res));
  fast = fastOptions({ policy: { attempts: 3, attemptTimeoutMs: 200 } });
  const started = Date.now();
  await expect(createCmsFetch(fast.options)(server.url, post('{}'))).rejects.toThrow(
    /^CMS unreachable: http:\/\/127\.0\.0\.1:\d+\/graphql \(ETIMEDOUT after 3 attempts\)$/,
  );
  expect(server.requests()).toBe(3);
  expect(Date.now() - started).toBeLessThan(3_000);
});

test('no retry starts once the budget is spent', async () => {
  server = await serve((_req, res) => res.writeHead(502).end());
  fast = fastOptions({ policy: { budgetMs: 2_000 } });
  await expect(createCmsFetch(fast.options)(server.url)).rejects.toThrow(
    /^CMS unreachable: .* \(HTTP 502 after 3 attempts\)$/,
  );
  // 375 + 750 ms waited; the next wait (1.5 s) would end past the 2 s budget.
  expect(fast.sleeps).toEqual([375, 750]);
});

test('a refused connection is retried; the query string stays out of the message', async () => {
  server = await serve(() => {});
  const { url } = server;
  await server.close();
  server = undefined;
  fast = fastOptions({ policy: { attempts: 2 } });
  await expect(createCmsFetch(fast.options)(`${url}?token=abc`)).rejects.toThrow(
    /^CMS unreachable: http:\/\/127\.0\.0\.1:\d+\/graphql \(ECONNREFUSED after 2 attempts\)$/,
  );
});

test('keep-alive sockets are reused between requests', async () => {
  const sockets = new Set<unknown>();
  server = await serve((req, res) => {
    sockets.add(req.socket);
    res.writeHead(200).end('ok');
  });
  fast = fastOptions();
  const cmsFetch = createCmsFetch(fast.options);
  for (let i = 0; i < 3; i += 1) expect((await cmsFetch(server.url)).status).toBe(200);
  expect(sockets.size).toBe(1);
});

test('what counts as retryable', () => {
  const coded = (code: string) => Object.assign(new Error('x'), { code });
  expect(isRetryableError(coded('ECONNRESET'))).toBe(true);
  expect(isRetryableError(coded('EPIPE'))).toBe(true);
  // Node's built-in fetch wraps undici's socket error in a TypeError('fetch failed').
  expect(isRetryableError(new TypeError('fetch failed', { cause: coded('UND_ERR_SOCKET') }))).toBe(true);
  expect(isRetryableError(new Error('other side closed'))).toBe(true);
  expect(isRetryableError(coded('ENOTFOUND'))).toBe(false);
  expect(isRetryableError(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(false);
  expect(backoffDelay(10, DEFAULT_RETRY_POLICY, () => 0.999)).toBeLessThanOrEqual(8_000);
  expect(backoffDelay(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(250);
});

import http from 'http';
import https from 'https';

/**
 * Every request the build makes to the CMS (gatsby-source-graphql's queries, media downloads,
 * the health check) goes through `cmsFetch`: on a busy host the CMS sometimes resets a
 * connection or answers 503 for a moment, and one such hiccup used to fail a whole build.
 *
 * - Only reads go through here (GraphQL queries are POSTs, but reads), so a failed request is
 *   safe to send again. Network errors and HTTP 429/502/503/504 are retried with exponential
 *   backoff and jitter; any other answer (a 400 for a bad query, a 404) is returned at once.
 * - After the last attempt it throws an Error whose message starts `CMS unreachable:` with the
 *   URL and the cause: the build history picks that line out of a failed build's output.
 * - Requests share a keep-alive agent whose idle sockets close after 5 s, far sooner than the
 *   CMS closes them (65 s, cms/config/server.js): a socket the agent reuses is never one the
 *   CMS is closing at that moment, which is what reset connections when the build's event loop
 *   was blocked past the old, almost equal timeouts.
 */

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** Delay before the first retry; doubles with each retry… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** No retry starts later than this after the first attempt started. */
  budgetMs: number;
  /** One attempt (connection, headers and body) is abandoned after this. */
  attemptTimeoutMs: number;
}

/** 6 attempts, waits of 0.5, 1, 2, 4 and 8 s (jittered): ~15 s of waiting, 30 s at most. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  budgetMs: 30_000,
  attemptTimeoutMs: 30_000,
};

export interface CmsFetchOptions {
  policy?: Partial<RetryPolicy>;
  /** One line per retry; no bodies, no headers, no query strings. */
  log?: (line: string) => void;
  /** Injected by tests so that backoff costs no real time. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
  agents?: { http: http.Agent; https: https.Agent };
}

export type CmsFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** HTTP answers that say "not now" rather than "no": the same request may well succeed later. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

/** Node's socket errors, and undici's (Node's built-in fetch) for the same failures. */
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const RETRYABLE_MESSAGES = /socket hang up|other side closed/i;

/** The agent's idle sockets close after this; the CMS keeps them for 65 s. */
const CLIENT_IDLE_TIMEOUT_MS = 5_000;

function defaultAgents() {
  // `timeout` is also the most Node's agent keeps an idle socket, whatever `Keep-Alive: timeout`
  // the server announces (it takes the smaller of the two).
  const options = { keepAlive: true, timeout: CLIENT_IDLE_TIMEOUT_MS, maxSockets: 16 };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}

/** Whether a request that failed with this error may be sent again. */
export function isRetryableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (name === 'AbortError') return false;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && RETRYABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** A short name for what went wrong, for logs: the error code, else its message. */
function describeError(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The URL without its query string or credentials, for logs and errors. */
function describeUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Wait before retry `retry` (1-based): base·2^(retry-1), capped, then jittered down to half. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** `Retry-After` in seconds (the form Strapi's and proxies' 429/503 use), else undefined. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  const seconds = value && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

function abortError(): Error {
  const error = new Error('The CMS request was aborted');
  error.name = 'AbortError';
  return error;
}

/** Statuses whose responses have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One request over Node's http with the keep-alive agent, the whole body read: a connection
 * reset halfway through the body fails this attempt (and is retried) rather than the caller's
 * later `response.text()`. Redirects are not followed: the CMS's API and uploads answer directly.
 */
function requestOnce(
  url: URL,
  init: RequestInit,
  agents: { http: http.Agent; https: https.Agent },
  timeoutMs: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const body = init.body;
    if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      reject(new TypeError('cmsFetch sends string or byte bodies only'));
      return;
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (body != null) headers['content-length'] = String(Buffer.byteLength(body));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: init.method ?? 'GET',
      headers,
      agent: url.protocol === 'https:' ? agents.https : agents.http,
    });

    let settled = false;
    const timer = setTimeout(() => {
      const error = Object.assign(new Error(`no complete answer within ${timeoutMs / 1000} s`), {
        code: 'ETIMEDOUT',
      });
      request.destroy(error);
    }, timeoutMs);
    const onAbort = () => request.destroy(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => settle(() => reject(error)));
      response.on('end', () => {
        const responseHeaders = new Headers();
        for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
          responseHeaders.append(response.rawHeaders[i], response.rawHeaders[i + 1]);
        }
        const status = response.statusCode ?? 502;
        const bytes = Buffer.concat(chunks);
        settle(() =>
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) || bytes.length === 0 ? null : bytes, {
              status,
              statusText: response.statusMessage,
              headers: responseHeaders,
            }),
          ),
        );
      });
    });
    request.end(body ?? undefined);
  });
}

/** A fetch for the CMS with retries (see the top of this file). */
export function createCmsFetch(options: CmsFetchOptions = {}): CmsFetch {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let agents = options.agents;

  return async function cmsFetch(input, init = {}) {
    agents ??= defaultAgents();
    const url = new URL(String(input));
    const where = describeUrl(url);
    const startedAt = now();
    let cause = '';
    let attempt = 0;
    for (;;) {
      attempt += 1;
      let retryAfter: number | undefined;
      try {
        const response = await requestOnce(url, init, agents, policy.attemptTimeoutMs);
        if (!isRetryableStatus(response.status)) return response;
        cause = `HTTP ${response.status}`;
        retryAfter = retryAfterMs(response);
      } catch (error) {
        if (!isRetryableError(error)) throw error;
        cause = describeError(error);
      }
      const delay = Math.min(
        policy.maxDelayMs,
        Math.max(backoffDelay(attempt, policy, random), retryAfter ?? 0),
      );
      if (attempt >= policy.attempts || now() - startedAt + delay > policy.budgetMs) {
        const attempts = attempt === 1 ? '1 attempt' : `${attempt} attempts`;
        throw new Error(`CMS unreachable: ${where} (${cause} after ${attempts})`);
      }
      log(
        `CMS request to ${where} failed (${cause}); retry ${attempt} of ${policy.attempts - 1} in ${(delay / 1000).toFixed(1)} s`,
      );
      await sleep(delay);
      if (init.signal?.aborted) throw abortError();
    }
  };
}

/** The build's one instance: one agent, so keep-alive sockets are shared by every request. */
export const cmsFetch: CmsFetch = createCmsFetch();

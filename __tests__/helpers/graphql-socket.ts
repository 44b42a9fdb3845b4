import path from 'node:path';
import WebSocket from 'ws';
import { TEST_ADMIN, type CmsWithMail } from './cms-harness';

// A bare graphql-ws connection to the CMS's subscription socket (cms/src/community/), message by
// message, for the tests of its protocol, caps and robustness: what a client, well-behaved or not,
// sees of it.

/** The caps of cms/src/community/socket-limits.js. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { SOCKET_LIMITS } = require(
  path.resolve(__dirname, '..', '..', 'cms', 'src', 'community', 'socket-limits.js'),
) as {
  SOCKET_LIMITS: {
    maxPayloadBytes: number;
    maxConnectionsPerAddress: number;
    maxSocketsPerMember: number;
    maxSubscriptionsPerSocket: number;
    initTimeoutMs: number;
  };
};

export const PROTOCOL = 'graphql-transport-ws';
export const MY_NEWSLETTER_CHANGED_QUERY = 'subscription { myNewsletterChanged { email status locale } }';

export interface SocketMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface GraphqlSocket {
  socket: WebSocket;
  messages: SocketMessage[];
  /** The close code and reason, once the socket has closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: object): void;
  /** The first message (received or to come) that matches; rejects after `timeoutMs`. */
  message(matches: (message: SocketMessage) => boolean, timeoutMs?: number): Promise<SocketMessage>;
}

export const socketUrl = (cmsUrl: string) => `${cmsUrl.replace(/^http/, 'ws')}/graphql`;

/** Rejects after `ms` with `what` in the message: every wait of these tests is bounded. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Opens a socket; resolves once it is open, or rejects with the HTTP status that refused it.
 * `headers` go with the upgrade request (an X-Forwarded-For, say).
 */
export function openGraphqlSocket(
  cmsUrl: string,
  { headers = {} }: { headers?: Record<string, string> } = {},
): Promise<GraphqlSocket> {
  const socket = new WebSocket(socketUrl(cmsUrl), PROTOCOL, { headers });
  const messages: SocketMessage[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as SocketMessage);
    listeners.forEach((listener) => listener());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const connection: GraphqlSocket = {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    message(matches, timeoutMs = 5_000) {
      const found = new Promise<SocketMessage>((resolve, reject) => {
        const check = () => {
          const match = messages.find(matches);
          if (!match) return;
          listeners.delete(check);
          resolve(match);
        };
        listeners.add(check);
        check();
        void closed.then(({ code }) => reject(new Error(`The socket closed (${code}) before the message`)));
      });
      return within(found, timeoutMs, 'a message');
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(connection));
    socket.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`Upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      );
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** The HTTP status an upgrade request is refused with (101 would be a failure of the test). */
export async function upgradeRefusal(cmsUrl: string, headers: Record<string, string> = {}) {
  const outcome = await openGraphqlSocket(cmsUrl, { headers }).then(
    (connection) => {
      connection.socket.terminate();
      return 101;
    },
    (error: { status?: number }) => error.status ?? 0,
  );
  return outcome;
}

/** A socket authenticated with `token`: open, init sent; resolves once acknowledged. */
export async function connectMember(
  cmsUrl: string,
  token: string,
  options: { headers?: Record<string, string> } = {},
): Promise<GraphqlSocket> {
  const connection = await openGraphqlSocket(cmsUrl, options);
  connection.send({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } });
  await connection.message((message) => message.type === 'connection_ack');
  return connection;
}

/**
 * The close code of a socket that sends connection-init with `token`: what the server answers
 * instead of an ack (or 0 for an ack, so that the expectation fails with a number).
 */
export async function initRefusal(cmsUrl: string, token: string, timeoutMs = 5_000) {
  const connection = await openGraphqlSocket(cmsUrl);
  connection.send({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } });
  const acknowledged = await connection
    .message((message) => message.type === 'connection_ack', timeoutMs)
    .then(
      () => true,
      () => false,
    );
  connection.socket.terminate();
  if (acknowledged) return 0;
  return (await within(connection.closed, 1_000, 'the close')).code;
}

/** A bearer token of the CMS's admin API (the development admin the harness creates). */
export async function signInAdmin(harness: CmsWithMail): Promise<string> {
  const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

/** An edit of an entry in the admin's content manager, as an editor makes it. */
export async function editEntry(
  harness: CmsWithMail,
  adminToken: string,
  uid: string,
  documentId: string,
  data: Record<string, unknown> | null,
) {
  const response = await harness.api(`/content-manager/collection-types/${uid}/${documentId}`, {
    method: data ? 'PUT' : 'DELETE',
    token: adminToken,
    ...(data ? { json: data } : {}),
  });
  expect(response.status).toBe(200);
  return response.body;
}

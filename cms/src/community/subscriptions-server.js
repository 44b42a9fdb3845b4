// @ts-check
const http = require('node:http');
const { on } = require('node:events');
const { makeExecutableSchema } = require('@graphql-tools/schema');
const { GraphQLError, parse, subscribe, validate, getOperationAST } = require('graphql');
// `ws` comes with @strapi/strapi (pinned); the GraphQL plugin itself serves no subscriptions.
const { WebSocketServer } = require('ws');
const { MEMBER_NEWSLETTER_TYPES, changes, changeEvent, provenAddress } = require('./member-newsletter');
const { startChangeRelay } = require('./change-relay');
const { SOCKET_LIMITS } = require('./socket-limits');

/** The graphql-ws protocol (github.com/enisdenjo/graphql-ws PROTOCOL.md), the client's. */
const PROTOCOL = 'graphql-transport-ws';
const CLOSE = {
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  subprotocolNotAcceptable: 4406,
  initTimeout: 4408,
  subscriberAlreadyExists: 4409,
  tooManyInitialisationRequests: 4429,
  internalServerError: 4500,
};
const USER_UID = 'plugin::users-permissions.user';
/** Where the instances tell each other that a member's account changed (blocked, deleted…). */
const MEMBER_CHANNEL = 'meridian_member_access';
/** setTimeout's longest delay (~24.8 days); a JWT lives 30 days by default. */
const MAX_TIMER_MS = 2 ** 31 - 1;

// Each open subscription listens on its member's address once; the caps bound how many that can
// be, so more than this is a leak and Node says so.
changes.setMaxListeners(SOCKET_LIMITS.maxSocketsPerMember * SOCKET_LIMITS.maxSubscriptionsPerSocket);

const schema = makeExecutableSchema({
  typeDefs: `${MEMBER_NEWSLETTER_TYPES}
    type Query {
      "Queries go to the HTTP endpoint; a schema needs one field."
      _socket: Boolean
    }
    type Subscription {
      "The signed-in member's newsletter subscription, each time it changes."
      myNewsletterChanged: MemberNewsletter!
    }
  `,
  resolvers: {
    Subscription: {
      myNewsletterChanged: {
        /** @param {unknown} _parent @param {unknown} _args @param {{ email: string; signal: AbortSignal }} context */
        subscribe: async function* (_parent, _args, { email, signal }) {
          for await (const [newsletter] of on(changes, changeEvent(email), { signal })) {
            yield { myNewsletterChanged: newsletter };
          }
        },
      },
    },
  },
});

/** @param {string | undefined} header @returns {string | null} */
function bearerToken(header) {
  const match = /^Bearer\s+(\S+)$/i.exec(typeof header === 'string' ? header.trim() : '');
  return match ? match[1] : null;
}

/** @typedef {{ id: number; email: string }} Member */

/**
 * Why the account `id` may not use the socket (a close code), or the member: it must exist and
 * not be blocked (as the REST API requires; 4401), and have proved it owns its address (4403):
 * member data goes only to the owner of the address, by the same rule as `myNewsletter`
 * (`provenAddress`).
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {unknown} id
 * @returns {Promise<{ member: Member } | { refusal: number }>}
 */
async function checkMember(strapi, id) {
  const user = await strapi.db.query(USER_UID).findOne({ where: { id } });
  if (!user || user.blocked || !user.email) return { refusal: CLOSE.unauthorized };
  const email = provenAddress(user);
  if (!email) return { refusal: CLOSE.forbidden };
  return { member: { id: user.id, email } };
}

/**
 * The member the connection-init payload's `Authorization: Bearer <jwt>` names and when the token
 * expires (ms since the epoch), or null: a valid token of an account checkMember accepts.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {unknown} payload
 * @returns {Promise<(Member & { expiresAt: number }) | null>}
 */
async function authenticate(strapi, payload) {
  const token = bearerToken(/** @type {{ Authorization?: string } | null} */ (payload)?.Authorization);
  if (!token) return null;
  try {
    const { id, exp } = await strapi.plugin('users-permissions').service('jwt').verify(token);
    const checked = await checkMember(strapi, id);
    if (!('member' in checked)) return null;
    return { ...checked.member, expiresAt: typeof exp === 'number' ? exp * 1000 : Infinity };
  } catch {
    return null;
  }
}

/**
 * A close reason within the protocol's 123 bytes: one built from a client's id could be longer,
 * and ws throws on a longer one.
 * @param {string} reason @param {string} shorter
 */
const closeReason = (reason, shorter) => (Buffer.byteLength(reason) <= 123 ? reason : shorter);

/**
 * Refuses an upgrade request with an HTTP answer, as ws writes its own refusals.
 * @param {import('node:stream').Duplex} socket @param {number} status @param {string} message
 */
function refuseUpgrade(socket, status, message) {
  // Not left half-open for a client that never closes its side.
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

/**
 * Subscriptions on the CMS's GraphQL endpoint path, over the graphql-ws protocol: a connection
 * must authenticate in its connection-init payload (never in the URL), then each member
 * subscribes to their own data only. Queries and mutations stay on HTTP.
 *
 * No message, frame or connection may end the process: every socket (the upgrade's and each
 * WebSocket) and the server have an error listener, a refused or failed message closes only its
 * own socket, and the caps of socket-limits.js hold per client address (HTTP 429), per member
 * (4429) and per socket (an `error` for the subscription). A socket lasts as long as its member
 * may use it: it closes at the token's expiry (4401), and when the account is blocked or deleted
 * (4401) or loses its confirmed address (4403), on every instance.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function startSubscriptionsServer(strapi) {
  const endpoint = strapi.config.get('plugin::graphql.endpoint', '/graphql');
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: SOCKET_LIMITS.maxPayloadBytes,
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });
  // Emitted only for a listening server's own errors (this one listens on none); never fatal.
  sockets.on('error', (error) => strapi.log.error(`GraphQL subscription server: ${error.message}`));
  const httpServer = strapi.server.httpServer;
  /** Open connections per client address, from the upgrade request to the socket's close. */
  const connectionsByAddress = new Map();
  /** @type {Map<number, Set<{ member: Member; recheck(): Promise<void> }>>} */
  const connectionsByMember = new Map();

  /** The client's address as the CMS's Koa app sees it: the proxy's X-Forwarded-For if trusted. */
  const clientAddress = (/** @type {http.IncomingMessage} */ request) =>
    strapi.server.app.createContext(request, new http.ServerResponse(request)).ip;

  /**
   * @param {http.IncomingMessage} request @param {import('node:stream').Duplex} socket @param {Buffer} head
   */
  function onUpgrade(request, socket, head) {
    // Until ws takes it over, nobody else listens for this socket's errors (a reset connection).
    socket.on('error', () => socket.destroy());
    try {
      acceptUpgrade(request, socket, head);
    } catch (error) {
      // Thrown in an 'upgrade' listener, it would end the process.
      strapi.log.error(`GraphQL subscription upgrade failed: ${String(error)}`);
      socket.destroy();
    }
  }

  /**
   * @param {http.IncomingMessage} request @param {import('node:stream').Duplex} socket @param {Buffer} head
   */
  function acceptUpgrade(request, socket, head) {
    let pathname;
    try {
      pathname = new URL(request.url ?? '/', 'http://cms.invalid').pathname;
    } catch {
      pathname = null; // `GET //` and the like: no path of ours
    }
    if (pathname !== endpoint) {
      // Other upgrades (the admin's dev server) are for other listeners; with none, nobody answers.
      if (httpServer.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    // A connection reset before its turn came: nothing to count or answer.
    if (socket.destroyed) return;
    const address = clientAddress(request);
    const open = connectionsByAddress.get(address) ?? 0;
    if (open >= SOCKET_LIMITS.maxConnectionsPerAddress) {
      refuseUpgrade(socket, 429, 'Too many connections from this address');
      return;
    }
    connectionsByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left > 0) connectionsByAddress.set(address, left);
      else connectionsByAddress.delete(address);
    });
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  }
  httpServer.on('upgrade', onUpgrade);

  // A blocked, deleted or changed account, on any instance: its sockets here check it again.
  const memberChanges = await startChangeRelay(
    strapi,
    (/** @type {{ memberId?: unknown }} */ message) => {
      const affected =
        typeof message?.memberId === 'number'
          ? [...(connectionsByMember.get(message.memberId) ?? [])]
          : [...connectionsByMember.values()].flatMap((connections) => [...connections]);
      affected.forEach((connection) => void connection.recheck());
    },
    MEMBER_CHANNEL,
  );
  const announceMemberChange = (/** @type {unknown} */ memberId) =>
    memberChanges.publish({ memberId: typeof memberId === 'number' ? memberId : null }).catch((error) => {
      strapi.log.warn(`Member change not announced to the sockets: ${error.message}`);
    });
  /**
   * Announced once the write's transaction commits: NOTIFY goes out at once, and another instance
   * that reads the account before the commit would find it unchanged.
   */
  const announceAfterCommit = (/** @type {unknown} */ memberId) => {
    if (!strapi.db.inTransaction()) {
      void announceMemberChange(memberId);
      return;
    }
    // Nested in the writer's transaction, this only adds a callback to its commit.
    strapi.db
      .transaction(async ({ onCommit }) => onCommit(() => void announceMemberChange(memberId)))
      .catch((error) => strapi.log.warn(`Member change not announced to the sockets: ${error.message}`));
  };
  const unsubscribeLifecycles = strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    afterUpdate: (event) => announceAfterCommit(event.result?.id),
    afterDelete: (event) => announceAfterCommit(event.result?.id),
    // Which rows changed is not known: every member with a socket is checked.
    afterUpdateMany: () => announceAfterCommit(null),
    afterDeleteMany: () => announceAfterCommit(null),
  });

  // The heartbeat: a socket that did not answer the last ping is gone (see socket-limits.js).
  /** @type {WeakSet<import('ws').WebSocket>} */
  const awaitingPong = new WeakSet();
  const heartbeat = setInterval(() => {
    sockets.clients.forEach((ws) => {
      if (awaitingPong.has(ws)) {
        ws.terminate();
        return;
      }
      awaitingPong.add(ws);
      ws.ping();
    });
  }, SOCKET_LIMITS.heartbeatMs);
  heartbeat.unref();

  sockets.on('connection', (ws) => {
    // A frame ws refuses (over maxPayload, invalid UTF-8, a bad opcode…) is emitted here, after
    // which ws closes the socket itself (1009, 1007, 1002). Without a listener it ends the process.
    ws.on('error', (error) => strapi.log.debug(`GraphQL subscription socket closed: ${error.message}`));
    ws.on('pong', () => awaitingPong.delete(ws));
    if (ws.protocol !== PROTOCOL) {
      ws.close(CLOSE.subprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    /** @type {Member | null} */
    let member = null;
    let initReceived = false;
    /** @type {Map<string, AbortController>} */
    const operations = new Map();
    const send = (/** @type {object} */ message) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const close = (/** @type {number} */ code, /** @type {string} */ reason) => {
      if (ws.readyState === ws.OPEN) ws.close(code, reason);
    };
    const initTimer = setTimeout(() => {
      if (!member) close(CLOSE.initTimeout, 'Connection initialisation timeout');
    }, SOCKET_LIMITS.initTimeoutMs);
    /** @type {NodeJS.Timeout | undefined} */
    let expiryTimer;
    const connection = {
      get member() {
        return /** @type {Member} */ (member);
      },
      /** Closes the socket if its member may no longer use it, or under another address. */
      async recheck() {
        const current = member;
        if (!current) return;
        try {
          const checked = await checkMember(strapi, current.id);
          if ('refusal' in checked)
            close(checked.refusal, checked.refusal === CLOSE.forbidden ? 'Forbidden' : 'Unauthorized');
          else if (checked.member.email !== current.email) close(CLOSE.forbidden, 'Forbidden');
        } catch (error) {
          strapi.log.warn(`GraphQL subscription socket: member not checked: ${String(error)}`);
          close(CLOSE.internalServerError, 'Internal server error');
        }
      },
    };
    /** Closes the socket when the token expires (in steps: setTimeout's delay is capped). */
    const closeAtExpiry = (/** @type {number} */ expiresAt) => {
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) close(CLOSE.unauthorized, 'Unauthorized');
      else if (Number.isFinite(remaining))
        expiryTimer = setTimeout(closeAtExpiry, Math.min(remaining, MAX_TIMER_MS), expiresAt);
    };

    ws.on('close', () => {
      clearTimeout(initTimer);
      clearTimeout(expiryTimer);
      operations.forEach((operation) => operation.abort());
      operations.clear();
      if (member) {
        const connections = connectionsByMember.get(member.id);
        connections?.delete(connection);
        if (!connections?.size) connectionsByMember.delete(member.id);
      }
    });

    ws.on('message', (data, isBinary) => {
      handle(data, isBinary).catch((error) => {
        strapi.log.error(
          `GraphQL subscription socket failed: ${error instanceof Error ? error.message : error}`,
        );
        close(CLOSE.internalServerError, 'Internal server error');
      });
    });

    /** @param {import('ws').RawData} data @param {boolean} isBinary */
    async function handle(data, isBinary) {
      /** @type {{ type?: unknown; id?: unknown; payload?: any }} */
      let message;
      try {
        // The protocol's messages are text; ws has already checked that text is valid UTF-8.
        if (isBinary) throw new TypeError('binary message');
        message = JSON.parse(String(data));
      } catch {
        close(CLOSE.badRequest, 'Invalid message received');
        return;
      }
      switch (message?.type) {
        case 'connection_init': {
          if (initReceived) {
            close(CLOSE.tooManyInitialisationRequests, 'Too many initialisation requests');
            return;
          }
          initReceived = true;
          const authenticated = await authenticate(strapi, message.payload);
          if (!authenticated) {
            close(CLOSE.forbidden, 'Forbidden');
            return;
          }
          const { expiresAt, ...identity } = authenticated;
          const connections = connectionsByMember.get(identity.id) ?? new Set();
          if (connections.size >= SOCKET_LIMITS.maxSocketsPerMember) {
            close(CLOSE.tooManyInitialisationRequests, 'Too many connections for this member');
            return;
          }
          // Closed while the member was looked up: nothing to register.
          if (ws.readyState !== ws.OPEN) return;
          member = identity;
          connectionsByMember.set(identity.id, connections.add(connection));
          closeAtExpiry(expiresAt);
          send({ type: 'connection_ack' });
          return;
        }
        case 'ping':
          send({ type: 'pong' });
          return;
        case 'pong':
          return;
        case 'subscribe': {
          if (!member) {
            close(CLOSE.unauthorized, 'Unauthorized');
            return;
          }
          const { id, payload } = message;
          if (
            typeof id !== 'string' ||
            !id ||
            typeof payload?.query !== 'string' ||
            !(payload.variables == null || typeof payload.variables === 'object') ||
            !(payload.operationName == null || typeof payload.operationName === 'string')
          ) {
            close(CLOSE.badRequest, 'Invalid message received');
            return;
          }
          if (operations.has(id)) {
            close(
              CLOSE.subscriberAlreadyExists,
              closeReason(`Subscriber for ${id} already exists`, 'Subscriber already exists'),
            );
            return;
          }
          if (operations.size >= SOCKET_LIMITS.maxSubscriptionsPerSocket) {
            send({
              id,
              type: 'error',
              payload: [
                new GraphQLError(
                  `Too many subscriptions on this connection (at most ${SOCKET_LIMITS.maxSubscriptionsPerSocket}).`,
                ).toJSON(),
              ],
            });
            return;
          }
          await runSubscription(id, payload, member.email);
          return;
        }
        case 'complete': {
          const id = String(message.id);
          operations.get(id)?.abort();
          operations.delete(id);
          return;
        }
        default:
          close(CLOSE.badRequest, 'Invalid message received');
      }
    }
    /** @param {string} id @param {{ query: string; variables?: any; operationName?: string }} payload @param {string} email */
    async function runSubscription(id, { query, variables, operationName }, email) {
      const fail = (/** @type {readonly GraphQLError[]} */ errors) =>
        send({ id, type: 'error', payload: errors.map((error) => error.toJSON()) });
      let document;
      try {
        document = parse(query, { maxTokens: SOCKET_LIMITS.maxQueryTokens });
      } catch (error) {
        // A syntax error, or the parser's recursion out of stack (a deeply nested document).
        fail([error instanceof GraphQLError ? error : new GraphQLError('Invalid query.')]);
        return;
      }
      const invalid = validate(schema, document);
      if (invalid.length) return fail(invalid);
      if (getOperationAST(document, operationName)?.operation !== 'subscription') {
        return fail([new GraphQLError('Only subscriptions are served here; send queries over HTTP.')]);
      }
      const abort = new AbortController();
      operations.set(id, abort);
      const result = await subscribe({
        schema,
        document,
        variableValues: variables,
        operationName,
        contextValue: { email, signal: abort.signal },
      });
      if (!(Symbol.asyncIterator in result)) {
        operations.delete(id);
        return fail(result.errors ?? [new GraphQLError('Subscription failed.')]);
      }
      abort.signal.addEventListener('abort', () => void result.return?.());
      try {
        for await (const next of result) {
          if (abort.signal.aborted) break;
          send({ id, type: 'next', payload: next });
        }
      } catch (error) {
        // events.on rejects with an AbortError when the subscription is completed.
        if (!abort.signal.aborted) strapi.log.error(`GraphQL subscription ${id} failed: ${String(error)}`);
      }
      if (operations.get(id) === abort) {
        operations.delete(id);
        if (ws.readyState === ws.OPEN) send({ id, type: 'complete' });
      }
    }
  });

  return {
    async close() {
      clearInterval(heartbeat);
      httpServer.off('upgrade', onUpgrade);
      unsubscribeLifecycles();
      await memberChanges.close();
      sockets.clients.forEach((ws) => ws.terminate());
      await new Promise((resolve) => sockets.close(() => resolve(undefined)));
    },
  };
}

module.exports = { startSubscriptionsServer, authenticate, bearerToken };

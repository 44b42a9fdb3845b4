// @ts-check
const { on } = require('node:events');
const { makeExecutableSchema } = require('@graphql-tools/schema');
const { GraphQLError, parse, subscribe, validate, getOperationAST } = require('graphql');
// `ws` comes with @strapi/strapi (pinned); the GraphQL plugin itself serves no subscriptions.
const { WebSocketServer } = require('ws');
const { MEMBER_NEWSLETTER_TYPES, changes, changeEvent } = require('./member-newsletter');

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
const INIT_TIMEOUT_MS = 3_000;

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

/**
 * The member the connection-init payload's `Authorization: Bearer <jwt>` names, as the REST
 * API would accept them (valid token, user exists, not blocked), or null.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {unknown} payload
 */
async function authenticate(strapi, payload) {
  const token = bearerToken(/** @type {{ Authorization?: string } | null} */ (payload)?.Authorization);
  if (!token) return null;
  try {
    const { id } = await strapi.plugin('users-permissions').service('jwt').verify(token);
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id } });
    return user && !user.blocked && user.email ? { id: user.id, email: String(user.email) } : null;
  } catch {
    return null;
  }
}

/**
 * Subscriptions on the CMS's GraphQL endpoint path, over the graphql-ws protocol: a connection
 * must authenticate in its connection-init payload (never in the URL), then each member
 * subscribes to their own data only. Queries and mutations stay on HTTP.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function startSubscriptionsServer(strapi) {
  const endpoint = strapi.config.get('plugin::graphql.endpoint', '/graphql');
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });
  const httpServer = strapi.server.httpServer;

  httpServer.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://cms.invalid').pathname;
    // Other upgrades (the admin's dev server) are not ours.
    if (pathname !== endpoint) return;
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });

  sockets.on('connection', (ws) => {
    if (ws.protocol !== PROTOCOL) {
      ws.close(CLOSE.subprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    /** @type {{ id: number; email: string } | null} */
    let member = null;
    let initReceived = false;
    /** @type {Map<string, AbortController>} */
    const operations = new Map();
    const send = (/** @type {object} */ message) => ws.send(JSON.stringify(message));
    const initTimer = setTimeout(() => {
      if (!member) ws.close(CLOSE.initTimeout, 'Connection initialisation timeout');
    }, INIT_TIMEOUT_MS);

    ws.on('close', () => {
      clearTimeout(initTimer);
      operations.forEach((operation) => operation.abort());
      operations.clear();
    });

    ws.on('message', (data) => {
      handle(data).catch((error) => {
        strapi.log.error(
          `GraphQL subscription socket failed: ${error instanceof Error ? error.message : error}`,
        );
        ws.close(CLOSE.internalServerError, 'Internal server error');
      });
    });

    /** @param {import('ws').RawData} data */
    async function handle(data) {
      /** @type {{ type?: unknown; id?: unknown; payload?: any }} */
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        ws.close(CLOSE.badRequest, 'Invalid message received');
        return;
      }
      switch (message?.type) {
        case 'connection_init': {
          if (initReceived) {
            ws.close(CLOSE.tooManyInitialisationRequests, 'Too many initialisation requests');
            return;
          }
          initReceived = true;
          member = await authenticate(strapi, message.payload);
          if (!member) {
            ws.close(CLOSE.forbidden, 'Forbidden');
            return;
          }
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
            ws.close(CLOSE.unauthorized, 'Unauthorized');
            return;
          }
          const id = message.id;
          if (typeof id !== 'string' || !id || typeof message.payload?.query !== 'string') {
            ws.close(CLOSE.badRequest, 'Invalid message received');
            return;
          }
          if (operations.has(id)) {
            ws.close(CLOSE.subscriberAlreadyExists, `Subscriber for ${id} already exists`);
            return;
          }
          await runSubscription(id, message.payload, member.email);
          return;
        }
        case 'complete': {
          const id = String(message.id);
          operations.get(id)?.abort();
          operations.delete(id);
          return;
        }
        default:
          ws.close(CLOSE.badRequest, 'Invalid message received');
      }
    }

    /** @param {string} id @param {{ query: string; variables?: any; operationName?: string }} payload @param {string} email */
    async function runSubscription(id, { query, variables, operationName }, email) {
      const fail = (/** @type {readonly GraphQLError[]} */ errors) =>
        send({ id, type: 'error', payload: errors.map((error) => error.toJSON()) });
      let document;
      try {
        document = parse(query);
      } catch (error) {
        fail([/** @type {GraphQLError} */ (error)]);
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
      sockets.clients.forEach((ws) => ws.terminate());
      await new Promise((resolve) => sockets.close(() => resolve(undefined)));
    },
  };
}

module.exports = { startSubscriptionsServer, authenticate, bearerToken };

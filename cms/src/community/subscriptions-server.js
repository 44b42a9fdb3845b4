/**
 * The community socket: subscriptions on the CMS's GraphQL endpoint path over the
 * graphql-transport-ws protocol, served by graphql-ws's `useServer` on a `ws` WebSocketServer.
 * Queries and mutations stay on HTTP. Its protections, and what carries each:
 *
 * - Only upgrades of the endpoint's path; others 404 unless another listener (the admin's dev
 *   server) takes them; the upgrade handler cannot throw, and its raw socket has an error
 *   listener: listenForUpgrades (socket-upgrades.js), the HTTP server's 'upgrade' event.
 * - At most 20 sockets per client address (Koa's `ctx.ip`, so CMS_TRUST_PROXY applies), counted
 *   from the upgrade request, HTTP 429 beyond: listenForUpgrades.
 * - Messages of at most 64 KiB (1009); invalid UTF-8 (1007) and bad frames (1002) close only their
 *   socket: the ws server (`maxPayload`) and guardSocket's error listener, which logs them at
 *   debug level (graphql-ws's, which logs them as internal errors, is taken off).
 * - Binary messages close with 4400: guardSocket (graphql-ws would read them as text).
 * - Malformed JSON or protocol messages (4400), a second init (4429), a subscribe before the ack
 *   (4401), a duplicate id (4409), a wrong subprotocol (4406), no init within 3 s (4408),
 *   ping/pong: graphql-ws (`connectionInitWaitTimeout`); a 4409 reason within ws's 123 bytes
 *   however long the id: guardSocket.
 * - The member, at connection-init: a JWT in the init payload (never the URL), an existing,
 *   unblocked account (else 4403) whose token is not older than its last password change, with a
 *   confirmed address; at most 10 sockets per member (4429): `onConnect` (socket-members.js).
 * - The member, on every account change (blocked or deleted 4401, password changed after the
 *   token 4401, address no longer confirmed 4403), on every instance; and at the token's expiry
 *   (4401): startMemberSockets (a users-permissions lifecycle, announced after commit through the
 *   change relay), the timer `onConnect` sets; both end with the socket's 'close'.
 * - Each member hears their own address's changes only: `onSubscribe` puts the member's address in
 *   the execution's context.
 * - GraphQL documents of at most 1,000 tokens, valid, subscriptions only; at most 10 subscriptions
 *   per socket; each refusal an `error` message that keeps the socket: `onSubscribe`
 *   (socket-operations.js), which replaces graphql-ws's parse and validate.
 * - A subscription's listener goes on `complete` and on close: graphql-ws calls the iterator's
 *   return() (socket-operations.js).
 * - Dead sockets dropped: graphql-ws's heartbeat (`keepAlive`), a ping every heartbeatMs and a
 *   terminate when no pong follows within as long.
 * - A failure in a message's handling closes its socket with 4500: graphql-ws; the server's own
 *   errors are logged, never fatal: the error listener on the ws server.
 */
const { WebSocketServer } = require('ws');
const { CloseCode } = require('graphql-ws');
const { useServer } = require('graphql-ws/lib/use/ws');
const { GraphQLError } = require('graphql');
const { SOCKET_LIMITS } = require('./socket-limits');
const { startMemberSockets } = require('./socket-members');
const { schema, subscriptionArgs, TOO_MANY_SUBSCRIPTIONS } = require('./socket-operations');
const { listenForUpgrades } = require('./socket-upgrades');

/** @typedef {import('./socket-members').Connection} Connection */

/**
 * What a socket needs before graphql-ws takes it (its listeners come first); returns the error one.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {import('ws').WebSocket} socket
 */
function guardSocket(strapi, socket) {
  // A frame ws refuses (over maxPayload, invalid UTF-8, a bad opcode…) is emitted here, after which
  // ws closes the socket itself; without a listener it ends the process.
  const onError = (/** @type {Error} */ error) =>
    strapi.log.debug(`GraphQL subscription socket closed: ${error.message}`);
  socket.on('error', onError);
  // The protocol's messages are text. Closed before graphql-ws reads the message, so that its
  // hooks find the socket closing and serve nothing.
  socket.on('message', (_data, isBinary) => {
    if (isBinary) socket.close(CloseCode.BadRequest, 'Invalid message received');
  });
  // ws throws on a close reason over 123 bytes (leaving the socket half closed), and graphql-ws
  // puts the client's id in 4409's: cut to 40 characters (120 bytes at most).
  const close = socket.close.bind(socket);
  socket.close = (code, reason) =>
    close(code, Buffer.byteLength(reason ?? '') > 123 ? String(reason).slice(0, 40) : reason);
  return onError;
}

/**
 * Serves the community socket (the protections above) on Strapi's HTTP server.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function startSubscriptionsServer(strapi) {
  const endpoint = strapi.config.get('plugin::graphql.endpoint', '/graphql');
  const sockets = new WebSocketServer({ noServer: true, maxPayload: SOCKET_LIMITS.maxPayloadBytes });
  // Emitted only for a listening server's own errors (this one listens on none); never fatal.
  sockets.on('error', (error) => strapi.log.error(`GraphQL subscription server: ${error.message}`));
  const members = await startMemberSockets(strapi);
  /** @type {WeakMap<import('ws').WebSocket, Connection>} */
  const connections = new WeakMap();
  const connectionOf = (/** @type {{ extra: { socket: import('ws').WebSocket } }} */ ctx) =>
    /** @type {Connection} */ (connections.get(ctx.extra.socket));

  const graphqlWs = useServer(
    {
      schema,
      connectionInitWaitTimeout: SOCKET_LIMITS.initTimeoutMs,
      async onConnect(ctx) {
        const connection = connectionOf(ctx);
        const refusal = await members.admit(connection, ctx.connectionParams);
        if (refusal === null) return true;
        const reason = refusal === CloseCode.Forbidden ? 'Forbidden' : 'Too many connections for this member';
        // graphql-ws's own close (4403) then finds the socket closing and keeps this code.
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(refusal, reason);
        return false;
      },
      onSubscribe(ctx, { payload }) {
        const { socket, member } = connectionOf(ctx);
        // A message read after guardSocket closed the socket: nothing is served.
        if (!member || socket.readyState !== socket.OPEN) return [new GraphQLError('Connection closing.')];
        // graphql-ws has already reserved this subscription's id among the socket's.
        if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.maxSubscriptionsPerSocket)
          return TOO_MANY_SUBSCRIPTIONS;
        return subscriptionArgs(payload, member.email);
      },
    },
    sockets,
    SOCKET_LIMITS.heartbeatMs,
  );

  const stopUpgrades = listenForUpgrades(strapi, endpoint, (request, socket, head) =>
    sockets.handleUpgrade(request, socket, head, (ws) => {
      /** @type {Connection} */
      const connection = { socket: ws, member: null };
      connections.set(ws, connection);
      const onError = guardSocket(strapi, ws);
      ws.on('close', () => members.leave(connection));
      sockets.emit('connection', ws, request);
      // graphql-ws's error listener logs a frame ws refused as a fault of this implementation, with
      // its stack, and closes the socket (4500) that ws has already closed: ours stays alone.
      for (const listener of ws.listeners('error')) if (listener !== onError) ws.off('error', listener);
    }),
  );

  return {
    async close() {
      stopUpgrades();
      await members.close();
      sockets.clients.forEach((ws) => ws.terminate());
      await graphqlWs.dispose();
    },
  };
}

module.exports = { startSubscriptionsServer };

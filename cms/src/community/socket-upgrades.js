const http = require('node:http');
const { SOCKET_LIMITS } = require('./socket-limits');

// The HTTP side of the community socket: which upgrade requests reach the WebSocket server
// (subscriptions-server.js), under the per-address cap.

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

/** The request's path, or null for one no URL parser takes (`GET //` and the like). */
function pathOf(/** @type {http.IncomingMessage} */ request) {
  try {
    return new URL(request.url ?? '/', 'http://cms.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * Hands the upgrade requests for `endpoint` to `accept`, at most
 * SOCKET_LIMITS.maxConnectionsPerAddress open at once per client address (HTTP 429 beyond),
 * counted from the request to the socket's close, so unauthenticated sockets count too.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {string} endpoint
 * @param {(request: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void} accept
 * @returns {() => void} stops listening
 */
function listenForUpgrades(strapi, endpoint, accept) {
  const httpServer = strapi.server.httpServer;
  /** Open connections per client address. */
  const open = new Map();
  /** The client's address as the CMS's Koa app sees it: the proxy's X-Forwarded-For if trusted. */
  const clientAddress = (/** @type {http.IncomingMessage} */ request) =>
    strapi.server.app.createContext(request, new http.ServerResponse(request)).ip;

  /** @param {http.IncomingMessage} request @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function admit(request, socket, head) {
    if (pathOf(request) !== endpoint) {
      // Other upgrades (the admin's dev server) are for other listeners; with none, nobody answers.
      if (httpServer.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    // A connection reset before its turn came: nothing to count or answer.
    if (socket.destroyed) return;
    const address = clientAddress(request);
    const count = open.get(address) ?? 0;
    if (count >= SOCKET_LIMITS.maxConnectionsPerAddress) {
      refuseUpgrade(socket, 429, 'Too many connections from this address');
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    accept(request, socket, head);
  }

  /** @param {http.IncomingMessage} request @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function onUpgrade(request, socket, head) {
    // Until ws takes it over, nobody else listens for this socket's errors (a reset connection).
    socket.on('error', () => socket.destroy());
    try {
      admit(request, socket, head);
    } catch (error) {
      // Thrown in an 'upgrade' listener, it would end the process.
      strapi.log.error(`GraphQL subscription upgrade failed: ${String(error)}`);
      socket.destroy();
    }
  }
  httpServer.on('upgrade', onUpgrade);
  return () => httpServer.off('upgrade', onUpgrade);
}

module.exports = { listenForUpgrades };

/**
 * The caps of the community subscription socket (subscriptions-server.js), in a module of their
 * own so that its tests and deploy/nginx.conf's `limit_conn` can name the same numbers. The account
 * page opens one socket per tab with one subscription on it.
 */
const SOCKET_LIMITS = {
  /** The largest message, in bytes; a subscribe message with its query is under 1 KiB. */
  maxPayloadBytes: 64 * 1024,
  /**
   * Open sockets per client address (the visitor's, behind a trusted proxy), counted from the
   * upgrade request on, so unauthenticated ones count too. One more is refused with HTTP 429.
   */
  maxConnectionsPerAddress: 20,
  /** Authenticated sockets per member (a token used from many addresses); one more closes 4429. */
  maxSocketsPerMember: 10,
  /** Subscriptions at once on one socket; one more is answered with an `error` message. */
  maxSubscriptionsPerSocket: 10,
  /**
   * Tokens of a subscription's GraphQL document (the account page's has about a dozen): parsing is recursive,
   * and a 64 KiB document nested 20,000 deep overflows the stack.
   */
  maxQueryTokens: 1_000,
  /** A socket that has not sent its connection-init by then is closed (4408). */
  initTimeoutMs: 3_000,
  /**
   * The server pings every socket this often and drops one that did not answer the previous ping
   * (a tab whose machine went to sleep leaves no FIN: without this it would hold its place under the
   * caps until its token expired). Also keeps the socket busier than nginx's 120 s read timeout.
   * CMS_SOCKET_HEARTBEAT_MS sets it (tests use a short one).
   */
  heartbeatMs: Number(process.env.CMS_SOCKET_HEARTBEAT_MS) || 30_000,
};

module.exports = { SOCKET_LIMITS };

const { CloseCode } = require('graphql-ws');
const { provenAddress } = require('./member-newsletter');
const { startChangeRelay } = require('./change-relay');
const { SOCKET_LIMITS } = require('./socket-limits');
const { issuedBeforePasswordChange } = require('../auth-sessions');

// Who may use the community socket, and for how long (subscriptions-server.js serves it).

const USER_UID = 'plugin::users-permissions.user';
/** Where the instances tell each other that a member's account changed (blocked, deleted…). */
const MEMBER_CHANNEL = 'meridian_member_access';
/** setTimeout's longest delay (~24.8 days); a JWT lives 30 days by default. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** @typedef {{ id: number; email: string; issuedAt?: number }} Member `issuedAt`: its token's `iat` */
/** @typedef {{ socket: import('ws').WebSocket; member: Member | null; expiryTimer?: NodeJS.Timeout }} Connection */

/**
 * Why the account `id` may not use the socket (a close code), or the member: it must exist and
 * not be blocked (as the REST API requires; 4401), and have proved it owns its address (4403):
 * member data goes only to the owner of the address, by the same rule as `myNewsletter`
 * (`provenAddress`). A token issued before the account's last password change is refused (4401),
 * as by the REST API.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {unknown} id
 * @param {number | undefined} issuedAt the token's `iat`
 * @returns {Promise<{ member: Member } | { refusal: number }>}
 */
async function checkMember(strapi, id, issuedAt) {
  const user = await strapi.db.query(USER_UID).findOne({ where: { id } });
  if (!user || user.blocked || !user.email) return { refusal: CloseCode.Unauthorized };
  if (issuedBeforePasswordChange(issuedAt, user.passwordChangedAt))
    return { refusal: CloseCode.Unauthorized };
  const email = provenAddress(user);
  if (!email) return { refusal: CloseCode.Forbidden };
  return { member: { id: user.id, email, issuedAt } };
}

/**
 * The member the connection-init payload's `Authorization: Bearer <jwt>` names and when the token
 * expires (ms since the epoch), or null: a valid token of an account checkMember accepts.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {unknown} payload
 * @returns {Promise<(Member & { expiresAt: number }) | null>}
 */
async function authenticate(strapi, payload) {
  const header = /** @type {{ Authorization?: unknown } | null} */ (payload)?.Authorization;
  const token = /^Bearer\s+(\S+)$/i.exec(typeof header === 'string' ? header.trim() : '')?.[1];
  if (!token) return null;
  try {
    const { id, exp, iat } = await strapi.plugin('users-permissions').service('jwt').verify(token);
    const checked = await checkMember(strapi, id, iat);
    if (!('member' in checked)) return null;
    return { ...checked.member, expiresAt: typeof exp === 'number' ? exp * 1000 : Infinity };
  } catch {
    return null;
  }
}

/** Closes an open socket (a closing one keeps its first code). @param {Connection} connection */
const close = ({ socket }, /** @type {number} */ code, /** @type {string} */ reason) => {
  if (socket.readyState === socket.OPEN) socket.close(code, reason);
};

/**
 * Closes the socket when the token expires (in steps: setTimeout's delay is capped).
 * @param {Connection} connection @param {number} expiresAt
 */
function closeAtExpiry(connection, expiresAt) {
  const remaining = expiresAt - Date.now();
  if (remaining <= 0) close(connection, CloseCode.Unauthorized, 'Unauthorized');
  else if (Number.isFinite(remaining))
    connection.expiryTimer = setTimeout(
      closeAtExpiry,
      Math.min(remaining, MAX_TIMER_MS),
      connection,
      expiresAt,
    );
}

/**
 * Closes the socket if its member may no longer use it, or under another address.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {Connection} connection
 */
async function recheck(strapi, connection) {
  const current = connection.member;
  if (!current) return;
  try {
    const checked = await checkMember(strapi, current.id, current.issuedAt);
    if ('refusal' in checked)
      close(
        connection,
        checked.refusal,
        checked.refusal === CloseCode.Forbidden ? 'Forbidden' : 'Unauthorized',
      );
    else if (checked.member.email !== current.email) close(connection, CloseCode.Forbidden, 'Forbidden');
  } catch (error) {
    strapi.log.warn(`GraphQL subscription socket: member not checked: ${String(error)}`);
    close(connection, CloseCode.InternalServerError, 'Internal server error');
  }
}

/**
 * Calls `announce` with the id of each changed account (null: unknown which), once the write's
 * transaction commits: NOTIFY goes out at once, and another instance that reads the account before
 * the commit would find it unchanged.
 * @param {import('@strapi/strapi').Core.Strapi} strapi @param {(memberId: unknown) => void} announce
 * @returns {() => void} stops listening
 */
function onAccountChanges(strapi, announce) {
  const afterCommit = (/** @type {unknown} */ memberId) => {
    if (!strapi.db.inTransaction()) return announce(memberId);
    // Nested in the writer's transaction, this only adds a callback to its commit.
    strapi.db
      .transaction(async ({ onCommit }) => onCommit(() => announce(memberId)))
      .catch((error) => strapi.log.warn(`Member change not announced to the sockets: ${error.message}`));
  };
  return strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    afterUpdate: (event) => afterCommit(event.result?.id),
    afterDelete: (event) => afterCommit(event.result?.id),
    // Which rows changed is not known: every member with a socket is checked.
    afterUpdateMany: () => afterCommit(null),
    afterDeleteMany: () => afterCommit(null),
  });
}

/**
 * The members' authenticated sockets: admitted at connection-init under the per-member cap, closed
 * at their token's expiry, and checked again whenever an account changes, on any instance.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function startMemberSockets(strapi) {
  /** @type {Map<number, Set<Connection>>} */
  const byMember = new Map();
  const relay = await startChangeRelay(
    strapi,
    (/** @type {{ memberId?: unknown }} */ message) => {
      const affected =
        typeof message?.memberId === 'number'
          ? [...(byMember.get(message.memberId) ?? [])]
          : [...byMember.values()].flatMap((connections) => [...connections]);
      affected.forEach((connection) => void recheck(strapi, connection));
    },
    MEMBER_CHANNEL,
  );
  const stopListening = onAccountChanges(strapi, (memberId) => {
    relay.publish({ memberId: typeof memberId === 'number' ? memberId : null }).catch((error) => {
      strapi.log.warn(`Member change not announced to the sockets: ${error.message}`);
    });
  });
  return {
    /** The code to close with, or null: admitted. @param {Connection} connection @param {unknown} payload */
    async admit(connection, payload) {
      const authenticated = await authenticate(strapi, payload);
      if (!authenticated) return CloseCode.Forbidden;
      const { expiresAt, ...member } = authenticated;
      const connections = byMember.get(member.id) ?? new Set();
      if (connections.size >= SOCKET_LIMITS.maxSocketsPerMember)
        return CloseCode.TooManyInitialisationRequests;
      // Closed while the member was looked up: nothing to register.
      if (connection.socket.readyState !== connection.socket.OPEN) return CloseCode.Forbidden;
      connection.member = member;
      byMember.set(member.id, connections.add(connection));
      closeAtExpiry(connection, expiresAt);
      return null;
    },
    /** @param {Connection} connection */
    leave(connection) {
      clearTimeout(connection.expiryTimer);
      const connections = connection.member && byMember.get(connection.member.id);
      if (!connections) return;
      connections.delete(connection);
      if (!connections.size) byMember.delete(/** @type {Member} */ (connection.member).id);
    },
    async close() {
      stopListening();
      await relay.close();
    },
  };
}

module.exports = { startMemberSockets, authenticate };

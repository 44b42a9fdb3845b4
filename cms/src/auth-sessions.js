/**
 * Whether a members' token was issued before the account's last password change, which ends
 * every session opened before it (issue 38, item 8). One rule for the REST API's token check
 * (extensions/users-permissions) and the subscription socket's (community/subscriptions-server.js).
 * A token's `iat` is in whole seconds: one issued in the second of the change still counts, so
 * the token a reset answers with works.
 * @param {unknown} issuedAt the token's `iat` (seconds)
 * @param {unknown} passwordChangedAt the user's `passwordChangedAt` (a date, its string, or null)
 */
function issuedBeforePasswordChange(issuedAt, passwordChangedAt) {
  if (typeof issuedAt !== 'number' || !passwordChangedAt) return false;
  const changedAt = new Date(/** @type {string | Date} */ (passwordChangedAt)).getTime();
  return issuedAt < Math.floor(changedAt / 1000);
}

module.exports = { issuedBeforePasswordChange };

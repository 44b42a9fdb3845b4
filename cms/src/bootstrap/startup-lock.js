const { Client } = require('pg');

/**
 * The key of the PostgreSQL advisory lock that CMS instances sharing one database take while they
 * start ("MRDN" in ASCII: any number no other program on the database uses).
 */
const STARTUP_LOCK_KEY = 0x4d52444e;

/**
 * Makes CMS instances on one PostgreSQL database start one at a time: taken in `register()`, before
 * Strapi creates or migrates the tables, and released at the end of `bootstrap()`, after the
 * plugins' and our own bootstrap (roles, permissions, languages, webhook, tokens, seed). Every
 * step in between reads what exists and creates what is missing, which is only safe when no other
 * instance does the same at the same moment: two instances started together on a fresh database
 * would otherwise both create the tables, the roles and the seed. A session-level advisory lock
 * on a connection of its own (not one of the pool's, which come and go): PostgreSQL releases it
 * when that connection closes, also when the process dies mid-start. SQLite is one process's
 * file, so there is nothing to take there.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @returns {Promise<() => Promise<void>>} releases the lock
 */
async function acquireStartupLock(strapi) {
  /** @type {{ client: string; connection: import('pg').ClientConfig }} */
  const database = strapi.config.get('database.connection');
  if (database.client !== 'postgres') return async () => {};
  const client = new Client(database.connection);
  await client.connect();
  const started = Date.now();
  await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  const waited = Date.now() - started;
  if (waited > 1000)
    strapi.log.info(`Startup lock: waited ${Math.round(waited / 1000)} s for another instance's start.`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // Closing the session releases the lock.
    await client.end();
  };
}

module.exports = { acquireStartupLock, STARTUP_LOCK_KEY };

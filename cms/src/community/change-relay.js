// @ts-check
const { Client } = require('pg');

/** The PostgreSQL channel the CMS instances tell each other of newsletter changes on. */
const CHANNEL = 'meridian_member_newsletter';
const RECONNECT_MS = 1000;

/**
 * Carries a change to every CMS instance's open sockets, not only to those of the instance that
 * made it: behind a load balancer a member's socket and the request that confirms their
 * subscription (a link in a mail) rarely meet on one instance. On PostgreSQL, NOTIFY on a channel
 * that every instance LISTENs to on a connection of its own (reconnected if it drops), and each
 * delivers what it hears, its own changes included. On SQLite (one process) it delivers directly.
 * Messages are JSON, under PostgreSQL's 8,000-byte payload limit (an address and a status).
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {(message: any) => void} deliver
 * @returns {Promise<{ publish(message: unknown): Promise<void>; close(): Promise<void> }>}
 */
async function startChangeRelay(strapi, deliver) {
  /** @type {{ client: string; connection: import('pg').ClientConfig }} */
  const database = strapi.config.get('database.connection');
  if (database.client !== 'postgres') {
    return { publish: async (message) => deliver(message), close: async () => {} };
  }
  /** @type {import('pg').Client | null} */
  let listener = null;
  let closed = false;

  const listen = async () => {
    const client = new Client(database.connection);
    client.on('notification', ({ channel, payload }) => {
      if (channel === CHANNEL && payload) deliver(JSON.parse(payload));
    });
    client.on('error', (error) => {
      strapi.log.warn(`Newsletter change relay: ${error.message}; listening again in ${RECONNECT_MS} ms`);
      client.end().catch(() => {});
      if (listener === client) listener = null;
      retry();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (closed) await client.end();
    else listener = client;
  };
  const retry = () => {
    if (closed) return;
    setTimeout(() => {
      listen().catch((error) => {
        strapi.log.warn(`Newsletter change relay: ${error.message}`);
        retry();
      });
    }, RECONNECT_MS).unref();
  };

  await listen();
  return {
    async publish(message) {
      await strapi.db.connection.raw('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      await listener?.end();
      listener = null;
    },
  };
}

module.exports = { startChangeRelay, CHANNEL };

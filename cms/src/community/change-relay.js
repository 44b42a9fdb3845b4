const { Client } = require('pg');

/** The PostgreSQL channel the CMS instances tell each other of newsletter changes on (the default). */
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
 * @param {string} [channel] one per kind of message (the socket server's member changes have their own)
 * @returns {Promise<{ publish(message: unknown): Promise<void>; close(): Promise<void> }>}
 */
async function startChangeRelay(strapi, deliver, channel = CHANNEL) {
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
    client.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      // Thrown here, an error would escape pg's socket handler and end the process: any database
      // user may NOTIFY on the channel.
      let message;
      try {
        message = JSON.parse(notification.payload);
      } catch {
        strapi.log.warn(`Change relay: a message on ${channel} that is not JSON was ignored`);
        return;
      }
      deliver(message);
    });
    client.on('error', (error) => {
      strapi.log.warn(`Newsletter change relay: ${error.message}; listening again in ${RECONNECT_MS} ms`);
      client.end().catch(() => {});
      if (listener === client) listener = null;
      retry();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
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
      await strapi.db.connection.raw('SELECT pg_notify(?, ?)', [channel, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      await listener?.end();
      listener = null;
    },
  };
}

module.exports = { startChangeRelay, CHANNEL };

// A local SMTP server that keeps every mail the CMS sends, so that developers and tests can read
// them: `npm start` and the tests run it; `GET /messages` on its HTTP port lists what arrived.
// Point the CMS at a real server instead with SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.mjs';

/**
 * A mail as the catcher keeps it; `links` are every http(s) URL in the text and HTML parts.
 * @typedef {{ id: number } & ReturnType<typeof parseMail>} CaughtMail
 */

/**
 * @typedef {object} MailCatcher
 * @property {number} smtpPort
 * @property {string} httpUrl
 * @property {CaughtMail[]} messages
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the SMTP server and its HTTP API. `onError` hears a client's failed connection (default:
 * one line on stderr); the catcher keeps running.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, log?: (mail: CaughtMail) => void,
 *   onError?: (error: Error) => void }} [options]
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({
  smtpPort = 1025,
  httpPort = 1080,
  host = '127.0.0.1',
  log = () => {},
  onError = (error) => console.error(`Mail catcher: ${error.message}`),
} = {}) {
  /** @type {CaughtMail[]} */
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Only this machine delivers here.
    onConnect(session, callback) {
      const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(session.remoteAddress);
      callback(local ? undefined : new Error('Only local delivery is accepted'));
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { id: messages.length + 1, ...parseMail(Buffer.concat(chunks).toString('latin1')) };
        messages.push(mail);
        log(mail);
        callback();
      });
    },
  });
  const api = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/messages')) {
      const to = new URL(req.url, 'http://x').searchParams.get('to');
      const list = to
        ? messages.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
        : messages;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    } else if (req.method === 'DELETE' && req.url === '/messages') {
      messages.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  /**
   * @param {{ once(event: 'error', listener: (error: Error) => void): unknown,
   *   off(event: 'error', listener: (error: Error) => void): unknown,
   *   listen(port: number, host: string, callback: () => void): unknown }} server an SMTP or HTTP server
   * @param {number} port
   * @returns {Promise<void>}
   */
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(smtp, smtpPort);
  await listen(api, httpPort);
  // After listening, smtp-server re-emits a connection's socket error that happens during a
  // transaction (a client resetting mid-mail) as the server's 'error': without a listener that
  // would throw and take `npm start` down with it. It is one client's failure; log it and go on.
  // Neither server stops listening on such errors (a net.Server only closes when close() is
  // called), so there is nothing to restart: an in-process catcher has no way to die alone.
  smtp.on('error', onError);
  api.on('error', onError);
  // Both listen on a TCP port: address() is an AddressInfo.
  const portOf = (/** @type {import('node:net').Server} */ server) =>
    /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    smtpPort: portOf(smtp.server),
    httpUrl: `http://${host}:${portOf(api)}`,
    messages,
    async stop() {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      await new Promise((resolve) => api.close(() => resolve(undefined)));
    },
  };
}

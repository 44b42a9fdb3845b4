/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The robustness suite of the site server (issue 28): the server `npm start` runs, with the
// preview's routes and relay and the rebuild hook, in a child process against a fake CMS, under
// oversized and malformed bodies, malformed requests, header floods, half-open and abruptly
// closed connections, a burst of connections, slow senders and a stalled reader. After each, the
// process is still running, and a well-behaved client was served during the attack and after it.
// Loopback only; the server's timeouts are shortened so that it all takes seconds.
const ROOT = path.resolve(__dirname, '..', '..');
const TIMEOUTS = { headersMs: 1500, requestMs: 3000, keepAliveMs: 1000, idleMs: 2000, checkIntervalMs: 250 };
const HOOK_SECRET = 'robustness-hook-secret-0123456789abcdef';
const BIG_FILE_BYTES = 32 * 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

jest.setTimeout(20_000);

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'robust-site-'));
for (const [name, content] of Object.entries({
  'index.html': '<!DOCTYPE html><html lang="en"><body><h1>Home</h1></body></html>',
  'about/index.html': '<!DOCTYPE html><html lang="en"><body><h1>About</h1></body></html>',
  '404.html': '<!DOCTYPE html><html lang="en"><body>Page Not Found</body></html>',
  'ja/preview/index.html': '<!DOCTYPE html><html lang="ja"><body>プレビュー</body></html>',
  // The contact page, as far as the form relay reads it: its form, message regions and messages.
  'ja/contact/index.html':
    '<!DOCTYPE html><html lang="ja"><body><form method="post" data-form="contact"><input name="name"/>' +
    '<div data-form-alert="contact"></div><div data-form-status="contact"></div></form></body></html>',
  'page-data/ja/contact/page-data.json': JSON.stringify({
    result: { data: { locales: { edges: [{ node: { language: 'ja', ns: 'contact', data: '{}' } }] } } },
  }),
})) {
  fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
  fs.writeFileSync(path.join(build, name), content);
}
// A large file for a reader that stops reading (not compressible away: sirv sends it as it is).
fs.writeFileSync(path.join(build, 'large.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));

// The fake CMS: an upload, a long video that trickles, and one that breaks off mid-body.
const cms = http.createServer((req, res) => {
  if (req.url === '/uploads/cover_ab12.png') {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
  } else if (req.url === '/uploads/long_ab12.mp4') {
    res.writeHead(200, { 'content-type': 'video/mp4' });
    const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 20);
    res.on('close', () => clearInterval(timer));
  } else if (req.url === '/uploads/broken_ab12.png') {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': 100_000 });
    res.write(Buffer.alloc(1000));
    setTimeout(() => res.destroy(), 50);
  } else if (req.url === '/api/contact-messages' && req.method === 'POST') {
    // A CMS that takes its time: relayed forms are held while the visitor is served.
    req.resume();
    req.on('end', () => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}'), 300);
    });
  } else res.writeHead(404).end();
});

let child: ChildProcess;
let childOutput = '';
let port = 0;
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  child = spawn(process.execPath, [path.join(ROOT, '__tests__', 'helpers', 'site-server-child.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SITE_DIR: build,
      CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      PREVIEW_SECRET: 'robustness-preview-secret-0123456789abcdef',
      SITE_PREVIEW_TOKEN: 'robustness-preview-token-0123456789abcdef',
      SITE_REBUILD_HOOK_SECRET: HOOK_SECRET,
      SERVER_TIMEOUTS: JSON.stringify(TIMEOUTS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    childOutput += chunk;
  });
  port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const line = /^\{.*\}$/m.exec(stdout);
      if (line) resolve((JSON.parse(line[0]) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${childOutput}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await new Promise((resolve) => cms.close(resolve));
  fs.rmSync(build, { recursive: true, force: true });
});

afterEach(async () => {
  // Still running, and serving.
  expect({ exitCode: child.exitCode, signal: child.signalCode, stderr: childOutput }).toMatchObject({
    exitCode: null,
    signal: null,
  });
  await servesWell();
});

/**
 * A visitor (the home page) and, unless told otherwise, an editor (a relayed upload), each in
 * full within 2 s. They come from 127.0.0.1, every attack from ATTACKER: the relay's per-client
 * limit counts them apart.
 */
async function servesWell({ editor = true } = {}) {
  const signal = AbortSignal.timeout(2000);
  const home = await fetch(`${base}/`, { signal });
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<h1>Home</h1>');
  if (!editor) return;
  const upload = await fetch(`${base}/__preview/media?file=cover_ab12.png`, { signal });
  expect(upload.status).toBe(200);
  expect(Buffer.from(await upload.arrayBuffer())).toEqual(PNG);
}
const ATTACKER = '127.0.0.2';

/** Runs the attack while a well-behaved client keeps asking; every one of its requests is served. */
async function during(attack: () => Promise<void>) {
  let attacking = true;
  const served: number[] = [];
  const visitor = (async () => {
    while (attacking) {
      await servesWell({ editor: served.length % 5 === 0 });
      served.push(Date.now());
      await sleep(100);
    }
  })();
  const outcome = await attack().then(
    () => null,
    (error: unknown) => error,
  );
  attacking = false;
  await visitor;
  if (outcome) throw outcome;
  expect(served.length).toBeGreaterThan(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawOutcome {
  /** What the server sent. */
  answer: string;
  /** When the server closed (ms after the connection opened), or null if the client did. */
  closedByServerAfter: number | null;
}

/**
 * A connection written by hand: `script` writes to it (and may wait); the outcome once it closed.
 * The client never closes first, unless `script` calls `hangUp` (a reset, as when a process dies).
 */
function rawConnection(
  script: (socket: net.Socket, hangUp: () => void) => Promise<void> | void,
  maxMs = 10_000,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
    const chunks: Buffer[] = [];
    let clientClosed = false;
    const hangUp = () => {
      clientClosed = true;
      socket.resetAndDestroy();
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    const guard = setTimeout(hangUp, maxMs);
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({
        answer: Buffer.concat(chunks).toString('latin1'),
        closedByServerAfter: clientClosed ? null : Date.now() - opened,
      });
    });
    socket.once('connect', () => {
      Promise.resolve(script(socket, hangUp)).catch(() => undefined);
    });
  });
}

/** Writes `chunk` again and again, as fast as the server takes it, until the server closes. */
async function writeUntilClosed(socket: net.Socket, chunk: string): Promise<void> {
  while (!socket.destroyed && socket.writable) {
    if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    await sleep(1);
  }
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const hookHead = (extra: string) =>
  `POST /__rebuild HTTP/1.1\r\nHost: localhost\r\nx-rebuild-secret: ${HOOK_SECRET}\r\n${extra}\r\n`;

describe('the rebuild hook under bad bodies', () => {
  it('refuses huge, invalid and mistyped bodies, and bodies that never end, without falling over', async () => {
    await during(async () => {
      const outcomes = await Promise.all([
        // Huge JSON, declared: refused before it is read, the connection closed.
        rawConnection((socket) => {
          socket.write(hookHead('Content-Type: application/json\r\nContent-Length: 104857600\r\n'));
          socket.write(`{"event":"entry.publish","pad":"${'x'.repeat(1024 * 1024)}`);
        }),
        // Huge JSON, chunked, never ending: refused at the limit while it is still coming.
        rawConnection(async (socket) => {
          socket.write(hookHead('Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'));
          await writeUntilClosed(socket, `10000\r\n${'x'.repeat(0x10000)}\r\n`);
        }),
        // A small chunked body that never ends: the request's timeout closes it.
        rawConnection((socket) => {
          socket.write(hookHead('Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'));
          socket.write('2\r\n{"\r\n');
        }),
      ]);
      for (const outcome of outcomes.slice(0, 2)) {
        expect(statusOf(outcome.answer)).toBe(413);
        // The rest is dropped for a second at most (so that the client reads the refusal), then cut.
        expect(outcome.closedByServerAfter).toBeLessThan(2500);
      }
      expect([0, 408]).toContain(statusOf(outcomes[2].answer));
      expect(outcomes[2].closedByServerAfter).toBeLessThan(TIMEOUTS.requestMs + 1500);

      const post = (body: BodyInit, contentType?: string) =>
        fetch(`${base}/__rebuild`, {
          method: 'POST',
          headers: {
            'x-rebuild-secret': HOOK_SECRET,
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          body,
        }).then(async (response) => [response.status, await response.text()] as const);
      expect((await post('{"event":', 'application/json'))[0]).toBe(400);
      expect(
        (await post(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'))[0],
      ).toBe(400);
      expect((await post('\u0000\u0001binary', 'application/octet-stream'))[0]).toBe(415);
      expect((await post('<xml/>', 'text/xml'))[0]).toBe(415);
      expect((await post('[]', 'application/json; charset=utf-8'))[0]).toBe(202);
      // A well-formed publish is queued and its rebuild swapped in while the server answers.
      expect(
        await post('{"event":"entry.publish","model":"article","entry":{"title":"T"}}', 'application/json'),
      ).toEqual([202, '{"queued":true}\n']);
    });
  });
});

describe('forms sent without JavaScript under bad bodies and a burst', () => {
  const contactFields = new URLSearchParams({
    name: '山田 花子',
    email: 'hanako@example.com',
    topic: 'partnership',
    message: 'パートナーシップについてご相談させてください。',
  }).toString();
  const formHead = (extra: string) =>
    `POST /ja/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\n${extra}\r\n`;

  it('refuses oversized, endless, slow, cut and invalid bodies, caps a burst per address, and keeps relaying', async () => {
    await during(async () => {
      const [declared, endless, slow, cut, invalid] = await Promise.all([
        // Declared over the limit: refused before it is read.
        rawConnection((socket) => {
          socket.write(formHead('Content-Length: 104857600\r\n'));
          socket.write('name=' + 'x'.repeat(128 * 1024));
        }),
        // Chunked and never ending: refused at the limit while it is still coming.
        rawConnection(async (socket) => {
          socket.write(formHead('Transfer-Encoding: chunked\r\n'));
          await writeUntilClosed(socket, `4000\r\n${'x'.repeat(0x4000)}\r\n`);
        }),
        // A byte now and then: the request's timeout ends it.
        rawConnection(async (socket) => {
          socket.write(formHead('Content-Length: 200\r\n'));
          for (let sent = 0; sent < 200 && socket.writable && !socket.destroyed; sent += 1) {
            socket.write('x');
            await sleep(500);
          }
        }),
        // Half a body, then the connection is gone.
        rawConnection(async (socket, hangUp) => {
          socket.write(formHead('Content-Length: 1000\r\n'));
          socket.write('name=%E5%B1%B1');
          await sleep(50);
          hangUp();
        }),
        // Not UTF-8.
        rawConnection((socket) => {
          socket.write(formHead('Content-Length: 6\r\nConnection: close\r\n'));
          socket.write(Buffer.from('name=\xc3', 'latin1'));
        }),
      ]);
      expect(statusOf(declared.answer)).toBe(413);
      expect(statusOf(endless.answer)).toBe(413);
      expect([0, 408]).toContain(statusOf(slow.answer));
      expect(slow.closedByServerAfter).toBeLessThan(TIMEOUTS.requestMs + 1500);
      expect(cut.closedByServerAfter).toBeNull();
      expect(statusOf(invalid.answer)).toBe(400);

      // A burst of complete forms from one address: the relay passes on its share, the rest wait.
      const burst = await Promise.all(
        Array.from({ length: 40 }, () =>
          rawConnection((socket) => {
            socket.write(
              formHead(`Content-Length: ${Buffer.byteLength(contactFields)}\r\nConnection: close\r\n`),
            );
            socket.write(contactFields);
          }),
        ),
      );
      const statuses = burst.map((outcome) => statusOf(outcome.answer));
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    });
    // A visitor from another address still has their form passed on.
    const sent = await fetch(`${base}/ja/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: contactFields,
    });
    expect(sent.status).toBe(200);
  });
});

describe('malformed requests', () => {
  it.each([
    ['a method that is not one', 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an unknown version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['binary noise', `${Buffer.from([0, 1, 2, 3, 255, 254, 10, 13, 10, 13]).toString('latin1')}\r\n\r\n`],
    ['a TLS hello on the plain port', Buffer.from('16030100a5010000a10303', 'hex').toString('latin1')],
    ['a control character in the path', 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a name', 'GET / HTTP/1.1\r\nHost: x\r\n: value\r\n\r\n'],
    ['a bare CR in a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n'],
    ['a negative length', 'POST /__rebuild HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
    [
      'two lengths',
      'POST /__rebuild HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    [
      'a length and chunked (request smuggling)',
      'POST /__rebuild HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /x HTTP/1.1\r\n\r\n',
    ],
    [
      'a malformed chunk size',
      `POST /__rebuild HTTP/1.1\r\nHost: x\r\nx-rebuild-secret: ${HOOK_SECRET}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['a request target of 100 kB', `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a flood of headers', `GET / HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(5000)}\r\n`],
    ['one header of 64 kB', `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${'b'.repeat(64 * 1024)}\r\n\r\n`],
  ])('answers %s with a 4xx and the base headers, or closes', async (_case, request) => {
    const outcome = await rawConnection((socket) => {
      socket.write(request);
    });
    const status = statusOf(outcome.answer);
    expect(outcome.closedByServerAfter).not.toBeNull();
    if (status) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(outcome.answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    }
  });

  it('answers headers that are many but within the limit', async () => {
    const outcome = await rawConnection((socket) => {
      socket.write(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${'X-A: b\r\n'.repeat(1500)}\r\n`);
    });
    expect(statusOf(outcome.answer)).toBe(200);
  });
});

describe('connections that misbehave', () => {
  it('closes silent and half-open connections', async () => {
    await during(async () => {
      const outcomes = await Promise.all([
        // Connected, and never a byte.
        ...Array.from({ length: 40 }, () => rawConnection(() => undefined)),
        // Half a request, then the client's FIN (node drops the request, as it does by default).
        ...Array.from({ length: 10 }, () =>
          rawConnection((socket) => {
            socket.end('GET /about HTTP/1.1\r\nHost: x\r\n');
          }),
        ),
      ]);
      for (const outcome of outcomes) {
        expect(outcome.closedByServerAfter).not.toBeNull();
        expect(outcome.closedByServerAfter).toBeLessThan(TIMEOUTS.headersMs + 1500);
      }
    });
  });

  it('survives connections destroyed mid-request and mid-response, on every route', async () => {
    await during(async () => {
      const cut = (request: string, afterMs: number) =>
        rawConnection(async (socket, hangUp) => {
          socket.write(request);
          await sleep(afterMs);
          hangUp();
        });
      await Promise.all([
        // Mid-request: half a request line, half the headers, half a body.
        cut('GET /abo', 20),
        cut('GET / HTTP/1.1\r\nHost: x\r\nX-A: ', 20),
        cut(`${hookHead('Content-Type: application/json\r\nContent-Length: 1000\r\n')}{"event":"en`, 20),
        cut('GET /__preview/data?type=article&id=abc&locale=en HTTP/1.1\r\nHost', 20),
        // Mid-response: a large file, a long relayed video, the preview data.
        cut('GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n', 50),
        cut('GET /__preview/media?file=long_ab12.mp4 HTTP/1.1\r\nHost: x\r\n\r\n', 150),
        cut('GET /__builds HTTP/1.1\r\nHost: x\r\nx-rebuild-secret: nope\r\n\r\n', 1),
      ]);
      // The same, by aborting fetches.
      for (const target of ['/large.bin', '/__preview/media?file=long_ab12.mp4']) {
        const controller = new AbortController();
        const response = await fetch(`${base}${target}`, { signal: controller.signal });
        const reader = response.body?.getReader();
        await reader?.read();
        controller.abort();
      }
    });
  });

  it('survives an upstream that breaks off in the middle of a relayed upload', async () => {
    await during(async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await fetch(`${base}/__preview/media?file=broken_ab12.png`);
        // The status went out before the upstream broke off: the body is cut short.
        expect(response.status).toBe(200);
        await expect(response.arrayBuffer()).rejects.toThrow();
      }
    });
  });

  it('answers a burst of 300 connections at once, every one', async () => {
    await during(async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          rawConnection((socket) => {
            socket.write(
              // A third to the relay: fewer than its limit per client and minute.
              `GET ${index % 3 ? '/about' : '/__preview/media?file=cover_ab12.png'} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
            );
          }),
        ),
      );
      const statuses = outcomes.map((outcome) => statusOf(outcome.answer));
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    });
  });
});

describe('slow clients', () => {
  it('closes slowloris connections (a header byte every second) at the headers timeout', async () => {
    await during(async () => {
      const request = `GET / HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${'s'.repeat(40)}\r\n\r\n`;
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, () =>
          rawConnection(async (socket) => {
            for (const byte of request) {
              if (socket.destroyed || !socket.writable) return;
              socket.write(byte);
              await sleep(1000);
            }
          }),
        ),
      );
      for (const outcome of outcomes) {
        // Closed long before the minute the whole request would take, with a 408 or without a word.
        expect(outcome.closedByServerAfter).not.toBeNull();
        expect(outcome.closedByServerAfter).toBeLessThan(TIMEOUTS.headersMs + 1500);
        expect([0, 408]).toContain(statusOf(outcome.answer));
      }
    });
  });

  it('closes the connection of a reader that stopped reading a large file', async () => {
    await during(async () => {
      const outcome = await rawConnection(async (socket) => {
        socket.write('GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n');
        // Read the first bytes, then nothing: the server's writes back up until the socket's
        // buffers are full, and then nothing moves. Reading again later shows what it did.
        await new Promise((resolve) => socket.once('data', resolve));
        socket.pause();
        await sleep(TIMEOUTS.idleMs * 3);
        socket.resume();
      });
      // It gave up: the connection closed with the file cut short (a reader that kept reading
      // would have had all of it, and a connection kept alive).
      expect(outcome.closedByServerAfter).not.toBeNull();
      expect(statusOf(outcome.answer)).toBe(200);
      expect(outcome.answer.length).toBeLessThan(BIG_FILE_BYTES);
    });
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createBuildHistory } from '../server/build-history';
import { SECURITY_HEADERS } from '@meridian/shared/headers';
import { createPreviewRoutes } from '../server/preview';
import { createRebuildHookRoutes } from '../server/rebuild-hook';
import { createSiteServer } from '../server/site-server';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { mediaPath } from '../src/features/cms/media';

// The server's own routes (`/__preview/*`, `/__rebuild`, `/__builds`, mounted as `npm start`
// mounts them) and its refusals answer with the same base headers as the site's files (issue 28
// item 9), and the rebuild hook reads only a bounded, well-formed JSON body.
const SECRET = 'hook-secret-for-tests-0123456789abcdef';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

const cms = http.createServer((req, res) => {
  if (req.url === '/uploads/cover_ab12.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  else res.writeHead(404).end();
});
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-site-'));
fs.writeFileSync(path.join(build, 'index.html'), '<!DOCTYPE html><html lang="en"><body>Home</body></html>');
fs.writeFileSync(
  path.join(build, '404.html'),
  '<!DOCTYPE html><html lang="en"><body>Not Found</body></html>',
);
fs.writeFileSync(path.join(build, '500.html'), '<!DOCTYPE html><html lang="en"><body>Error</body></html>');

const requested: unknown[][] = [];
const rebuilder = {
  request: (...args: unknown[]) => {
    requested.push(args);
  },
  history: createBuildHistory(),
};

function serverWith(https: boolean) {
  return createSiteServer({
    publicDir: build,
    https,
    log: { info: () => undefined, error: () => undefined },
    routes: {
      ...createPreviewRoutes({
        secret: 'preview-secret-for-tests',
        cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
        token: 'read-only-token-for-tests',
        renderMarkdown,
        mediaPath,
        log: { error: () => undefined },
        mediaUrls: [],
      }),
      ...createRebuildHookRoutes({ secret: SECRET, rebuilder, bodyLimit: 1024, bodyMs: 300 }),
      '/__throws': () => {
        throw new Error('a route that fails');
      },
    },
  });
}

let site: ReturnType<typeof createSiteServer>;
let secure: ReturnType<typeof createSiteServer>;
let siteUrl = '';
let secureUrl = '';
const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  site = serverWith(false);
  secure = serverWith(true);
  siteUrl = await listen(site.server);
  secureUrl = await listen(secure.server);
});
afterAll(async () => {
  for (const server of [site.server, secure.server, cms]) {
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(build, { recursive: true, force: true });
});
beforeEach(() => {
  requested.length = 0;
});

/** A request written by hand on a socket, for what fetch would refuse to send; the raw answer. */
function raw(url: string, request: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.end(request);
  });
}

/**
 * What the server answers to `request` from a client that never ends it: silent after it, or
 * sending `more` every 5 ms. Resolves when the server closes the connection.
 */
function unendedRequest(url: string, request: string, more?: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    const timer = more
      ? setInterval(() => {
          if (!socket.destroyed) socket.write(more);
        }, 5)
      : undefined;
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(request);
  });
}

/** The headers of a raw answer, lower-cased names. */
function headersOf(answer: string): Map<string, string> {
  const head = answer.split('\r\n\r\n')[0].split('\r\n').slice(1);
  return new Map(
    head.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
}

const hook = { 'x-rebuild-secret': SECRET, 'content-type': 'application/json' };
const ROUTE_REQUESTS: Array<[string, string, RequestInit, number]> = [
  ['a preview link missing', '/__preview/data', {}, 400],
  [
    'a forged preview link',
    `/__preview/data?type=article&id=x&locale=en&expires=9999999999&signature=${'0'.repeat(64)}`,
    {},
    403,
  ],
  ['a POST to the preview data', '/__preview/data', { method: 'POST' }, 405],
  ['a relayed upload', '/__preview/media?file=cover_ab12.png', {}, 200],
  ['an upload name refused', '/__preview/media?file=..%2Fsecret', {}, 400],
  ['an upload not found', '/__preview/media?file=missing_1.png', {}, 404],
  ['a GET of the rebuild hook', '/__rebuild', {}, 405],
  ['a webhook without the secret', '/__rebuild', { method: 'POST', body: '{}' }, 401],
  ['a webhook', '/__rebuild', { method: 'POST', headers: hook, body: '{"event":"entry.publish"}' }, 202],
  ['a webhook that is not JSON', '/__rebuild', { method: 'POST', headers: hook, body: '{"event":' }, 400],
  ['the build history', '/__builds', { headers: { 'x-rebuild-secret': SECRET } }, 200],
  ['the build history without the secret', '/__builds', {}, 401],
  ['a POST to the build history', '/__builds', { method: 'POST' }, 405],
  ['a route that throws', '/__throws', {}, 500],
  ['a page', '/', {}, 200],
  ['a missing page', '/no-such-page', {}, 404],
  ['a trailing slash', '/about/', { redirect: 'manual' }, 301],
  ['a refused method', '/', { method: 'DELETE' }, 405],
  ['a refused path', '/a%5cb', {}, 400],
];

describe('the base headers', () => {
  it.each(ROUTE_REQUESTS)('are on the answer to %s', async (_case, target, init, status) => {
    const response = await fetch(`${siteUrl}${target}`, init);
    expect(response.status).toBe(status);
    for (const name of [
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect([name, response.headers.get(name)]).toEqual([
        name,
        SECURITY_HEADERS[name as keyof typeof SECURITY_HEADERS],
      ]);
    }
    // The preview's answers keep no referrer at all; everything else the site's policy.
    expect(['no-referrer', SECURITY_HEADERS['Referrer-Policy']]).toContain(
      response.headers.get('referrer-policy'),
    );
    expect(response.headers.get('strict-transport-security')).toBeNull();
    await response.arrayBuffer();
  });

  it.each(ROUTE_REQUESTS)('and HSTS over https, on the answer to %s', async (_case, target, init, status) => {
    const response = await fetch(`${secureUrl}${target}`, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    await response.arrayBuffer();
  });

  it.each([
    ['a malformed request line', 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n', 400],
    ['headers over the limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('are on the refusal node writes for %s', async (_case, request, status) => {
    const answer = await raw(siteUrl, request);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const headers = headersOf(answer);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('connection')).toBe('close');
  });
});

describe('the rebuild hook', () => {
  const post = (body: BodyInit, headers: Record<string, string> = hook) =>
    fetch(`${siteUrl}/__rebuild`, { method: 'POST', headers, body });

  it('queues a rebuild for a published entry, names it, and none for a draft saved', async () => {
    const published = await post(
      JSON.stringify({ event: 'entry.publish', model: 'article', entry: { documentId: 'd1', title: 'T' } }),
    );
    expect(published.status).toBe(202);
    expect(await published.json()).toEqual({ queued: true });
    const draft = await post(
      JSON.stringify({ event: 'entry.update', model: 'article', entry: { publishedAt: null } }),
    );
    expect(await draft.json()).toEqual({ queued: false });
    expect(requested).toEqual([
      [[{ event: 'entry.publish', model: 'article', documentId: 'd1', locale: undefined, title: 'T' }]],
    ]);
  });

  it("queues a rebuild that says an event ended for the CMS scheduler's event end", async () => {
    const ended = await post(
      JSON.stringify({ event: 'schedule.rebuild', model: 'event', entry: { documentId: 'e1' } }),
    );
    expect(ended.status).toBe(202);
    expect(await ended.json()).toEqual({ queued: true });
    expect(requested).toEqual([
      [
        [
          {
            event: 'schedule.rebuild',
            model: 'event',
            documentId: 'e1',
            locale: undefined,
            title: undefined,
          },
        ],
        'event-ended',
      ],
    ]);
  });

  it('queues a full rebuild for an empty body (asked for by hand)', async () => {
    const response = await fetch(`${siteUrl}/__rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': SECRET },
    });
    expect(response.status).toBe(202);
    expect(requested).toEqual([[[]]]);
  });

  it.each([
    ['invalid JSON', '{"event":', hook, 400],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), hook, 400],
    [
      'a form body',
      'event=entry.publish',
      { ...hook, 'content-type': 'application/x-www-form-urlencoded' },
      415,
    ],
    ['no content type', '{}', { 'x-rebuild-secret': SECRET }, 415],
    [
      'a body over the limit',
      JSON.stringify({ event: 'entry.publish', padding: 'x'.repeat(2000) }),
      hook,
      413,
    ],
  ])('refuses %s, and queues nothing', async (_case, body, headers, status) => {
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(requested).toEqual([]);
  });

  it('refuses a body over the limit without reading it to its end', async () => {
    // Declared: refused at once. Chunked: refused at the limit, while the client is still sending.
    const declared = await raw(
      siteUrl,
      `POST /__rebuild HTTP/1.1\r\nHost: x\r\nx-rebuild-secret: ${SECRET}\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{`,
    );
    expect(declared.startsWith('HTTP/1.1 413 ')).toBe(true);

    const started = Date.now();
    // 4 KiB chunks, never a last one: the server must answer and close on its own.
    const chunk = `1000\r\n${'x'.repeat(4096)}\r\n`;
    const answer = await unendedRequest(
      siteUrl,
      `POST /__rebuild HTTP/1.1\r\nHost: x\r\nx-rebuild-secret: ${SECRET}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunk,
    );
    expect(answer.startsWith('HTTP/1.1 413 ')).toBe(true);
    // What follows the refusal is dropped for a second at most, then the connection is cut.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(requested).toEqual([]);
  });

  it('answers 408 to a body that stops coming, and queues nothing', async () => {
    // A client that declares a body and sends half of it would otherwise hold the socket open.
    const answer = await unendedRequest(
      siteUrl,
      `POST /__rebuild HTTP/1.1\r\nHost: x\r\nx-rebuild-secret: ${SECRET}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"event":"entry.publish"`,
    );
    expect(answer.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(requested).toEqual([]);
  });
});

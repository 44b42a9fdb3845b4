/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSiteBuilds } from '../../cms/src/site-builds.js';

// The admin's build status against real sockets (the other tests give readSiteBuilds a fake
// fetch): a site server that is down, or one that takes the request and never answers, must
// not hang the admin's widget; it says so within about three seconds.
jest.setTimeout(15_000);

const SECRET = 'test-rebuild-secret';
const envFor = (port: number) => ({
  SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${port}/__rebuild`,
  SITE_REBUILD_HOOK_SECRET: SECRET,
});

function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  return new Promise<{ server: http.Server; port: number }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

describe("the CMS's reading of the site server's /__builds", () => {
  it('reads the real server with the secret header', async () => {
    const status = { state: 'building', lastSuccess: null, builds: [] };
    const seen: http.IncomingHttpHeaders[] = [];
    const { server, port } = await listen((req, res) => {
      seen.push(req.headers);
      if (req.url !== '/__builds' || req.headers['x-rebuild-secret'] !== SECRET)
        return res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(status));
    });
    try {
      expect(await readSiteBuilds({ env: envFor(port) })).toEqual(status);
      expect(seen).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('says unreachable when nothing listens', async () => {
    // A port that was free a moment ago: nothing listens on it any more.
    const { server, port } = await listen(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    expect(await readSiteBuilds({ env: envFor(port) })).toEqual({
      state: 'unreachable',
      reason: 'The site server is not answering',
    });
  });

  it('gives up on a server that never answers after about three seconds', async () => {
    const { server, port } = await listen(() => undefined);
    const started = Date.now();
    try {
      expect(await readSiteBuilds({ env: envFor(port) })).toEqual({
        state: 'unreachable',
        reason: 'The site server did not answer in time',
      });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(2_900);
      expect(elapsed).toBeLessThan(6_000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

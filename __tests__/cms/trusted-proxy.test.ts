/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// Behind the load balancer of docs/deploy.md every request reaches a CMS instance from the
// proxy's address. cms/config/server.js, read by Strapi's own Koa factory: with CMS_TRUST_PROXY
// the visitor's address (what the auth and form rate limits count by) is the one the proxy saw,
// never one a client wrote into X-Forwarded-For itself; without it, the headers are ignored.
const CMS = path.resolve(__dirname, '..', '..', 'cms');
/* eslint-disable @typescript-eslint/no-require-imports */
const { env } = require(path.join(CMS, 'node_modules', '@strapi', 'utils'));
const createKoaApp = require(
  path.join(CMS, 'node_modules', '@strapi', 'core', 'dist', 'services', 'server', 'koa.js'),
);
const serverConfig = require(path.join(CMS, 'config', 'server.js'));
/* eslint-enable @typescript-eslint/no-require-imports */

async function seenBy(vars: Record<string, string>, headers: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  let config;
  try {
    config = serverConfig({ env });
  } finally {
    process.env = saved;
  }
  // What @strapi/core's server service passes to the factory (services/server/index.js).
  const app = createKoaApp({ proxy: config.proxy.koa, maxIpsCount: config.proxy.maxIpsCount, keys: ['k'] });
  app.use((ctx: { body: unknown; ip: string; protocol: string }) => {
    ctx.body = { ip: ctx.ip, protocol: ctx.protocol };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return (await response.json()) as { ip: string; protocol: string };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the CMS behind a proxy', () => {
  // nginx overwrites X-Forwarded-For with the address it saw (deploy/nginx.conf); a client's own
  // header would come first if a proxy appended instead.
  const forwarded = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7', 'x-forwarded-proto': 'https' };

  it('counts by the address the proxy saw, and sees https, with CMS_TRUST_PROXY=true', async () => {
    expect(await seenBy({ CMS_TRUST_PROXY: 'true' }, forwarded)).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
  });

  it('ignores forwarding headers by default (a CMS reached directly)', async () => {
    const seen = await seenBy({ CMS_TRUST_PROXY: 'false' }, forwarded);
    expect(seen.ip).toMatch(/127\.0\.0\.1$/);
    expect(seen.protocol).toBe('http');
  });
});

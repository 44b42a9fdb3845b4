/** @param {import('@strapi/strapi').Core.Config.Shared.ConfigParams} params */
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Behind a load balancer or TLS proxy (docs/deploy.md): trust its X-Forwarded-* headers, so that
  // ctx.ip is the visitor's (the auth and form rate limits count per visitor, not per proxy) and
  // the admin's secure cookies see https. maxIpsCount 1: only the address the nearest proxy saw
  // counts (deploy/nginx.conf overwrites X-Forwarded-For), so a client cannot pick its own.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', false), maxIpsCount: 1 },
  // Throwaway instances (tests) keep their uploads out of cms/public.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // Strapi passes these to http.createServer (@strapi/core's http-server.js). Node's default
  // keeps an idle keep-alive socket 5 s, the same as clients' agents do: a client that reused a
  // socket just as the CMS closed it got ECONNRESET (a build on a busy host did). The CMS now
  // keeps idle sockets much longer than the build's agent (5 s, src/pipeline/cms/cms-fetch.ts)
  // or a proxy's usual 60 s; headersTimeout must exceed keepAliveTimeout.
  http: { serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
});

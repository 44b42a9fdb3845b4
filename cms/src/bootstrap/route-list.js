const fs = require('node:fs');

/**
 * Test-only: with CMS_ROUTE_LIST_FILE set, writes every route the CMS serves (method and path,
 * from Strapi's routers) to that file as JSON, so that the public API test can call each one
 * from outside as each role (__tests__/cms/api-surface.integration.test.ts). Nothing is served.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function writeRouteList(strapi) {
  const file = process.env.CMS_ROUTE_LIST_FILE;
  if (!file) return;
  const layers = [
    ...strapi.server.listRoutes(),
    ...strapi.server.api('content-api').listRoutes(),
    ...strapi.server.api('admin').listRoutes(),
  ];
  const routes = layers.flatMap((layer) =>
    layer.methods
      .filter((/** @type {string} */ method) => method !== 'HEAD')
      .map((/** @type {string} */ method) => ({ method, path: layer.path })),
  );
  fs.writeFileSync(file, JSON.stringify(routes));
}

module.exports = { writeRouteList };

const { factories } = require('@strapi/strapi');

// Anonymous visitors may only create these, at a limited rate per client; nobody reads them
// through the public API.
module.exports = factories.createCoreRouter('api::contact-message.contact-message', {
  only: ['create'],
  config: { create: { middlewares: [{ name: 'global::rate-limit', config: { name: 'contact' } }] } },
});

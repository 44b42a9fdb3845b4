const { factories } = require('@strapi/strapi');

// Anonymous visitors may only create these (the public role's one permission on them), at a
// limited rate per client; nobody reads them through the public API.
module.exports = factories.createCoreRouter('api::newsletter-subscription.newsletter-subscription', {
  only: ['create'],
  config: { create: { middlewares: [{ name: 'global::rate-limit', config: { name: 'newsletter' } }] } },
});

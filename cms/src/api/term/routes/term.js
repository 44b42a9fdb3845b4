const { factories } = require('@strapi/strapi');

// Read-only for the site: editors write through the admin panel.
module.exports = factories.createCoreRouter('api::term.term', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});

const { factories } = require('@strapi/strapi');

// Anonymous visitors may only create these, through the site server's relay (the controller
// refuses a call without its signed visitor), at a limited rate per visitor; nobody reads them
// through the public API (editors see them in the admin: cms/src/page-feedback/admin-api.js).
module.exports = factories.createCoreRouter('api::page-feedback.page-feedback', {
  only: ['create'],
  config: {
    create: {
      middlewares: [
        {
          name: 'global::rate-limit',
          config: { name: 'page-feedback', max: Number(process.env.FEEDBACK_RATELIMIT_MAX ?? 20) },
        },
      ],
    },
  },
});

// @ts-check
const { factories } = require('@strapi/strapi');

// Anonymous visitors may only create these; nobody reads them through the public API.
module.exports = factories.createCoreRouter('api::contact-message.contact-message', { only: ['create'] });

// @ts-check
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::contact-message.contact-message');

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::contact-message.contact-message');

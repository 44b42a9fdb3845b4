// @ts-check
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::newsletter-subscription.newsletter-subscription');

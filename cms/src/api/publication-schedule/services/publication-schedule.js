const { factories } = require('@strapi/strapi');

// Strapi's core service only: the scheduler and its admin routes live in cms/src/schedules/.
module.exports = factories.createCoreService('api::publication-schedule.publication-schedule');

const { factories } = require('@strapi/strapi');
const { translationStatusService } = require('../../../translations/translation-status');

// The core service, with what translation status needs (records and statuses) on top of it.
module.exports = factories.createCoreService('api::translation-record.translation-record', ({ strapi }) =>
  translationStatusService(strapi),
);

const { CSP_DEFAULTS } = require('@strapi/utils');
const { previewOrigins } = require('@meridian/shared/preview-link');
const { mediaCspSources } = require('../src/upload-storage');

/** @param {import('@strapi/strapi').Core.Config.Shared.ConfigParams} params */
module.exports = ({ env }) => [
  'global::relay-visitor', // first: relayed forms count as their visitor's (rate limits, logs)
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors, so that it sees the confirmation endpoint's error before it is answered.
  'global::confirmation-link',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The content manager's preview panel frames the site's /preview page.
          'frame-src': ["'self'", ...previewOrigins(env('PREVIEW_SITE_URL', '') || env('SITE_URL', ''))],
          // The media library shows uploads from object storage when the S3 provider is on.
          'img-src': [...CSP_DEFAULTS['img-src'], ...mediaCspSources(process.env)],
          'media-src': [...CSP_DEFAULTS['media-src'], ...mediaCspSources(process.env)],
        },
      },
      // Over https only: global::security-headers sends it.
      hsts: false,
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // The site's account area calls the API from the browser.
      origin: env.array('CORS_ORIGINS', ['http://localhost:9000', 'http://127.0.0.1:9000']),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb' } },
  'strapi::session',
  'strapi::favicon',
  // After strapi::security, whose headers it corrects (HSTS, CORP, uploads' own CSP).
  'global::security-headers',
  'strapi::public',
];

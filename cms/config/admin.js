const { previewOrigins, previewUrl } = require('@meridian/shared/preview-link');

/** @param {import('@strapi/strapi').Core.Config.Shared.ConfigParams} params */
module.exports = ({ env }) => {
  // Draft preview (docs/cms.md, "Draft preview and build status in the admin"): the content manager's
  // "Open preview" opens the site's /preview page with a signed link. Off without a secret.
  const previewSecret = env('PREVIEW_SECRET', '');
  const previewSiteUrl = env('PREVIEW_SITE_URL', '') || env('SITE_URL', '');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    // Admin sign-in attempts per address and e-mail in 5 minutes (Strapi's default 5); the editor
    // tests, which sign in many times from one address, raise it.
    rateLimit: { interval: { min: 5 }, max: env.int('ADMIN_RATELIMIT_MAX', 5) },
    // Integration tests run the API without the admin panel's build.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    preview: {
      enabled: Boolean(previewSecret && previewSiteUrl),
      config: {
        allowedOrigins: previewOrigins(previewSiteUrl),
        /**
         * @param {string} uid
         * @param {{ documentId?: string, locale?: string | null, status?: string }} document
         */
        async handler(uid, { documentId, locale }) {
          // Drafts and published entries alike: the preview shows the draft, the latest edit.
          return previewUrl({ uid, documentId, locale, siteUrl: previewSiteUrl, secret: previewSecret });
        },
      },
    },
  };
};

const { validateProviderCallback } = require('../src/auth-language');
const { uploadPluginConfig } = require('../src/upload-storage');
const { UPLOAD_DENIED_PATTERNS, UPLOAD_TYPE_PATTERNS } = require('@meridian/shared/media-types');
const { GRAPHQL_LIMITS, graphqlLimitsPlugin } = require('../src/graphql-limits');

/** Strapi's page sizes for lists, which the GraphQL cost limit counts with (graphql-limits.js). */
const PAGING = { defaultLimit: 25, maxLimit: 100 };

/** @param {import('@strapi/strapi').Core.Config.Shared.ConfigParams} params */
module.exports = ({ env }) => ({
  upload: {
    config: {
      // Local files by default; S3-compatible storage with UPLOAD_PROVIDER=aws-s3 (docs/deploy.md).
      ...uploadPluginConfig(process.env),
      // Images, video and PDF only: the upload plugin checks the file's content, name and declared type.
      security: { allowedTypes: [...UPLOAD_TYPE_PATTERNS], deniedTypes: [...UPLOAD_DENIED_PATTERNS] },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
      // Provider sign-in may return to the callback page of the visitor's language.
      callback: { validate: validateProviderCallback },
      // Strapi limits the auth endpoints per client; tests raise the ceiling instead of sleeping.
      ratelimit: {
        enabled: env.bool('AUTH_RATELIMIT_ENABLED', true),
        interval: env.int('AUTH_RATELIMIT_INTERVAL_MS', 60_000),
        max: env.int('AUTH_RATELIMIT_MAX', 10),
      },
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      // The GraphQL sandbox is for development only.
      landingPage: env('NODE_ENV', 'development') !== 'production',
      depthLimit: 8,
      ...PAGING,
      apolloServer: {
        // gatsby-source-graphql needs the schema at build time, also in production.
        introspection: true,
        // The global strapi::cors (middlewares.js) answers /graphql as it answers REST; the
        // plugin's own would allow every origin.
        cors: false,
        // Aliases, page sizes and answers are bounded (docs/security.md, "The CMS's GraphQL endpoint").
        parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
        plugins: [graphqlLimitsPlugin(PAGING)],
        // Stack traces help on a developer's machine only: Apollo's default also sends them
        // for any NODE_ENV but production and test (a staging server).
        includeStacktraceInErrorResponses: env('NODE_ENV') === 'development',
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Meridian <no-reply@meridian.network>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'Meridian <hello@meridian.network>'),
      },
    },
  },
});

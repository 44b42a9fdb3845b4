const { RECORD } = require('./translation-status');

/**
 * Where translation status is read:
 * - the admin API (signed-in admin users who may read the entries in the content manager): one
 *   document's languages for the edit view's panel, a type's documents for the list view's
 *   column, and every type's translations to do for the homepage widget;
 * - the site's build, through the GraphQL API it already reads: `outdatedTranslations`, the
 *   published translations whose published English changed since, with the day it changed. Only
 *   that, of published entries: the records themselves are in no public API.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */

const READ = 'plugin::content-manager.explorer.read';

/**
 * The translation-record service: Strapi's core service with translation status on top of it.
 * @param {Strapi} strapi
 */
const service = (strapi) =>
  /** @type {ReturnType<typeof import('./translation-status').translationStatusService>} */ (
    strapi.service(RECORD)
  );

/**
 * The translated type `uid` names, if the signed-in user may read it; else the reason.
 * @param {Strapi} strapi
 * @param {import('koa').Context} ctx
 * @param {unknown} uid
 */
function readableType(strapi, ctx, uid) {
  const contentType = typeof uid === 'string' ? strapi.contentTypes[/** @type {any} */ (uid)] : undefined;
  if (!contentType || !service(strapi).isTranslatedType(contentType))
    return ctx.notFound('No translated content type of that name');
  if (!ctx.state.userAbility?.can(READ, uid)) return ctx.forbidden('You may not read these entries');
  return contentType;
}

/** @param {Strapi} strapi */
function registerTranslationStatusRoutes(strapi) {
  const policies = ['admin::isAuthenticatedAdmin'];
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        // One document's languages: the edit view's "Translations" panel.
        method: 'GET',
        path: '/translation-status/documents/:uid/:documentId',
        /** @param {import('koa').Context} ctx */
        handler: async (ctx) => {
          const contentType = readableType(strapi, ctx, ctx.params.uid);
          if (!contentType?.uid) return;
          const [document] = await service(strapi).statusesOf(contentType, {
            documentId: ctx.params.documentId,
          });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: document ?? null };
        },
        config: { policies },
        info: {}, // Strapi adds the router's type.
      },
      {
        // Every document of a type: the list view's column.
        method: 'GET',
        path: '/translation-status/types/:uid',
        /** @param {import('koa').Context} ctx */
        handler: async (ctx) => {
          const contentType = readableType(strapi, ctx, ctx.params.uid);
          if (!contentType?.uid) return;
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await service(strapi).statusesOf(contentType) };
        },
        config: { policies },
        info: {}, // Strapi adds the router's type.
      },
      {
        // The translations to do of every type the user may read: the homepage widget.
        method: 'GET',
        path: '/translation-status/to-do',
        /** @param {import('koa').Context} ctx */
        handler: async (ctx) => {
          const types = service(strapi)
            .translatedTypes()
            .filter((contentType) => ctx.state.userAbility?.can(READ, contentType.uid));
          const entries = [];
          for (const contentType of types) {
            for (const document of await service(strapi).statusesOf(contentType)) {
              for (const status of document.languages) {
                if (status.state === 'up-to-date') continue;
                entries.push({
                  type: contentType.uid,
                  typeName: contentType.info.displayName,
                  documentId: document.documentId,
                  title: document.title,
                  ...status,
                });
              }
            }
          }
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: entries };
        },
        config: { policies },
        info: {}, // Strapi adds the router's type.
      },
    ],
  });
}

/**
 * The types with pages of their own on the site, which carry the outdated-translation notice
 * (a project is one card of the ecosystem directory: its description is not a page's text).
 */
const SITE_TYPES = ['article', 'page', 'event'];

/**
 * `outdatedTranslations` on the GraphQL API: for the build, public like the content it reads.
 * @param {Strapi} strapi
 */
function registerOutdatedTranslationsQuery(strapi) {
  const extension = strapi.plugin('graphql').service('extension');
  // The records have no GraphQL type or queries of their own.
  extension.shadowCRUD(RECORD).disable();
  extension.use({
    typeDefs: `
      type OutdatedTranslation {
        type: String!
        slug: String!
        locale: String!
        englishUpdated: String!
      }
      extend type Query {
        outdatedTranslations: [OutdatedTranslation!]!
      }
    `,
    resolvers: {
      Query: {
        outdatedTranslations: async () => {
          const notices = [];
          for (const name of SITE_TYPES) {
            const contentType = strapi.contentTypes[/** @type {any} */ (`api::${name}.${name}`)];
            for (const document of await service(strapi).statusesOf(contentType, { status: 'published' })) {
              if (!document.slug) continue;
              for (const status of document.languages) {
                if (status.state !== 'outdated' || !status.outdatedSince) continue;
                notices.push({
                  type: name,
                  slug: document.slug,
                  locale: status.language,
                  englishUpdated: status.outdatedSince.slice(0, 10),
                });
              }
            }
          }
          return notices;
        },
      },
    },
    resolversConfig: { 'Query.outdatedTranslations': { auth: false } },
  });
}

module.exports = { registerOutdatedTranslationsQuery, registerTranslationStatusRoutes };

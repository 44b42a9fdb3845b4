const { GraphQLSchema } = require('graphql');
const { pruneSchema } = require('@graphql-tools/utils');
const { CREATE_ONLY } = require('./permissions');

/**
 * Plugin types whose queries Strapi generates and nobody may call (users, roles, the media
 * library, languages, review workflows): their types stay, where content shows them (a cover is an
 * UploadFile), their queries go.
 */
const UNREAD_PLUGIN_TYPES = [
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'plugin::upload.file',
  'plugin::i18n.locale',
  'plugin::review-workflows.workflow',
  'plugin::review-workflows.workflow-stage',
];

/**
 * The GraphQL API only reads, and only what the site reads (cms/src/public-api.json). Every write of the site goes through REST, whose routes carry what
 * a write needs (the forms' double opt-in, mail and rate limits, the auth endpoints' rate limit,
 * nginx's limit_req); Strapi's generated mutations (`createNewsletterSubscription`, `login`,
 * `register`…) would reach the same data past all of it. The form types are not read through
 * the public API either: their GraphQL types go too.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function restrictGraphqlToReading(strapi) {
  const extension = strapi.plugin('graphql').service('extension');
  for (const name of CREATE_ONLY) extension.shadowCRUD(`api::${name}.${name}`).disable();
  for (const uid of UNREAD_PLUGIN_TYPES) extension.shadowCRUD(uid).disableQueries();
  // Plugins add mutations of their own (users-permissions' sign-in and registration), which
  // shadowCRUD cannot disable: the built schema loses its Mutation type instead.
  strapi.get('services').extend('plugin::graphql.content-api', (/** @type {any} */ service) => ({
    ...service,
    buildSchema: () => withoutMutations(service.buildSchema()),
  }));
}

/** @param {GraphQLSchema} schema */
function withoutMutations(schema) {
  const config = schema.toConfig();
  const mutation = schema.getMutationType();
  return pruneSchema(
    new GraphQLSchema({ ...config, mutation: null, types: config.types.filter((type) => type !== mutation) }),
  );
}

module.exports = { restrictGraphqlToReading };

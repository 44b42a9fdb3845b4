const { READ_ONLY } = require('./permissions');
const { refusePublicationFilters } = require('./published-reads');

/**
 * The GraphQL API, like REST, serves published content only: a `status: DRAFT` argument is
 * replaced by 'published' (the enum's internal value) for every query of the site's content types,
 * and a filter on the publication state is refused.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function restrictGraphqlToPublished(strapi) {
  /**
   * A resolver middleware (graphql plugin's `resolversConfig`): the next resolver, then its arguments.
   * @param {(parent: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown} resolve
   * @param {unknown} parent
   * @param {Record<string, unknown>} args
   * @param {unknown} context
   * @param {unknown} info
   */
  const forcePublished = (resolve, parent, args, context, info) => {
    refusePublicationFilters(args);
    return resolve(parent, { ...args, status: 'published' }, context, info);
  };
  /** @type {Record<string, { middlewares: Array<typeof forcePublished> }>} */
  const resolversConfig = {};
  for (const name of READ_ONLY) {
    const contentType = strapi.contentType(/** @type {any} */ (`api::${name}.${name}`));
    const { singularName, pluralName } = contentType.info;
    /** @param {string} value */
    const camel = (value) =>
      value.replace(/-([a-z])/g, (_, /** @type {string} */ letter) => letter.toUpperCase());
    for (const query of [camel(singularName), camel(pluralName), `${camel(pluralName)}_connection`]) {
      resolversConfig[`Query.${query}`] = { middlewares: [forcePublished] };
    }
  }
  strapi.plugin('graphql').service('extension').use({ resolversConfig });
}

module.exports = { restrictGraphqlToPublished };

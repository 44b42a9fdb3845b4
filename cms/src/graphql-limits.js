const {
  GraphQLError,
  Kind,
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isObjectType,
} = require('graphql');

/**
 * What one GraphQL request over HTTP may ask of the CMS (cms/config/plugins.js).
 * docs/security.md ("The CMS's GraphQL endpoint") lists the rules; the build's and the site's
 * queries are measured against them in __tests__/cms/api-surface.integration.test.ts.
 */
const GRAPHQL_LIMITS = {
  /**
   * Tokens of a document, as the subscription socket caps them (socket-limits.js, 1,000 there):
   * parsing is recursive and a deeply nested document overflows the stack. The build's largest is
   * `mediaVersions` with its 500 literal names (~520 tokens; the CMS takes 1,000 names).
   */
  maxTokens: 2_000,
  /**
   * The query's cost (queryCost): how many fields it may resolve at most. The build's largest
   * query (100 articles with two 50-tag lists each) costs 16,701 whatever the data; 40 aliases
   * of articles → tags → articles cost millions.
   */
  maxCost: 25_000,
  /**
   * The largest answer, in bytes (UTF-8 JSON). A build page of 100 articles of the longest body
   * (60,000 characters, 3 bytes each in CJK) is about 20 MB.
   */
  maxResponseBytes: 32 * 1024 * 1024,
};

/**
 * How many entries a field with a `pagination` argument returns at most: its `pageSize` or
 * `limit` (literal or from the variables), else Strapi's default, never more than its maximum.
 * @param {import('graphql').FieldNode} node @param {Record<string, any>} variables
 * @param {{ defaultLimit: number; maxLimit: number }} paging
 */
function pageSize(node, variables, paging) {
  const argument = node.arguments?.find((arg) => arg.name.value === 'pagination');
  if (!argument) return paging.defaultLimit;
  /** @type {unknown} */
  let size;
  const value = argument.value;
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    size = given?.pageSize ?? given?.limit ?? (given?.page == null ? undefined : paging.defaultLimit);
  } else if (value.kind === Kind.OBJECT) {
    const field = value.fields.find((f) => f.name.value === 'pageSize' || f.name.value === 'limit');
    if (!field) size = paging.defaultLimit;
    else if (field.value.kind === Kind.INT) size = Number(field.value.value);
    else if (field.value.kind === Kind.VARIABLE) size = variables[field.value.name.value];
  }
  // Unknown, negative (Strapi's "all") or too large: the most Strapi returns.
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return paging.maxLimit;
  return Math.max(1, Math.min(size, paging.maxLimit));
}

class CostExceeded extends Error {}

/**
 * The cost of an operation: each field counts once per time it resolves, and a field with a
 * `pagination` argument (Strapi's lists and their connections) multiplies what is under it by
 * its page size (pageSize). Fragments are counted where they are spread. The count stops as soon
 * as it passes `limit`, so a document of nested fragments costs no more time than `limit` steps.
 * @param {import('graphql').GraphQLSchema} schema @param {import('graphql').DocumentNode} document
 * @param {{ operationName?: string | null; variables?: Record<string, any> | null; limit: number;
 *   paging: { defaultLimit: number; maxLimit: number } }} options
 * @returns {number} the cost, or Infinity past `limit`
 */
function queryCost(schema, document, { operationName, variables, limit, paging }) {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return 0;
  const fragments = new Map();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  let cost = 0;
  /**
   * @param {import('graphql').SelectionSetNode} selectionSet @param {any} parentType
   * @param {number} multiplier @param {Set<string>} spread fragments on this path (a cycle is invalid)
   */
  const visit = (selectionSet, parentType, multiplier, spread) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += multiplier;
        if (cost > limit) throw new CostExceeded();
        if (!selection.selectionSet) continue;
        const fields = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields() : {};
        const definition = fields[selection.name.value];
        const paged = definition?.args.some(
          (/** @type {{ name: string }} */ arg) => arg.name === 'pagination',
        );
        const factor = paged ? pageSize(selection, variables ?? {}, paging) : 1;
        visit(
          selection.selectionSet,
          definition && getNamedType(definition.type),
          multiplier * factor,
          spread,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        visit(selection.selectionSet, type, multiplier, spread);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || spread.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        visit(fragment.selectionSet, type, multiplier, new Set([...spread, name]));
      }
    }
  };
  try {
    visit(operation.selectionSet, root, 1, new Set());
  } catch (error) {
    if (error instanceof CostExceeded) return Infinity;
    throw error;
  }
  return cost;
}

/** The error of a refused request: a 400 with a code the client can act on. */
const refusal = (/** @type {string} */ message, /** @type {string} */ code, status = 400) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

/**
 * The refusal of an operation that costs more than `maxCost` (queryCost), or null.
 * @param {import('graphql').GraphQLSchema} schema @param {import('graphql').DocumentNode} document
 * @param {{ operationName?: string | null; variables?: Record<string, any> | null;
 *   paging: { defaultLimit: number; maxLimit: number }; maxCost?: number }} options
 */
function costRefusal(schema, document, { maxCost = GRAPHQL_LIMITS.maxCost, ...options }) {
  const cost = queryCost(schema, document, { ...options, limit: maxCost });
  if (cost <= maxCost) return null;
  return refusal(
    `Query too large: it may resolve more than ${maxCost} fields (aliases and page sizes multiply). ` +
      'Ask for fewer fields or smaller pages, in several requests.',
    'QUERY_TOO_COSTLY',
  );
}

/**
 * The Apollo Server plugin of the HTTP endpoint: refuses an operation over the cost before it
 * runs, and an answer over `maxResponseBytes` (whatever its cost estimate) with a 413.
 * @param {{ defaultLimit: number; maxLimit: number }} paging Strapi's `defaultLimit`/`maxLimit`
 * @returns {import('@apollo/server').ApolloServerPlugin}
 */
function graphqlLimitsPlugin(paging) {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          const refused = costRefusal(schema, document, {
            operationName,
            variables: request.variables,
            paging,
          });
          if (refused) throw refused;
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const bytes = Buffer.byteLength(JSON.stringify(response.body.singleResult));
          if (bytes <= GRAPHQL_LIMITS.maxResponseBytes) return;
          response.body.singleResult = {
            errors: [
              refusal(
                `Answer too large (more than ${GRAPHQL_LIMITS.maxResponseBytes} bytes). ` +
                  'Ask for fewer fields or smaller pages, in several requests.',
                'RESPONSE_TOO_LARGE',
                413,
              ).toJSON(),
            ],
          };
          response.http.status = 413;
        },
      };
    },
  };
}

module.exports = { GRAPHQL_LIMITS, queryCost, costRefusal, graphqlLimitsPlugin };

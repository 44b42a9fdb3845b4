import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { cmsFetch } from './cms-fetch';

/**
 * The CMS's GraphQL schema, asked of the CMS at every build (gatsby-source-graphql's
 * `createSchema`). Left to itself the plugin keeps the first schema it read in `.cache` for good:
 * the site server keeps `.cache` between rebuilds (incremental builds), so after a CMS release
 * that adds a query (the admins' `allowedHosts`) every rebuild failed with "Cannot query field
 * … on type STRAPI" until someone cleared the cache by hand. One introspection a build, a few ms.
 */
export async function readCmsSchema(graphqlUrl: string): Promise<GraphQLSchema> {
  const response = await cmsFetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const result = (await response.json()) as { data?: IntrospectionQuery; errors?: unknown };
  if (!response.ok || !result.data)
    throw new Error(
      `Reading the CMS's GraphQL schema failed (${response.status}): ${JSON.stringify(result.errors ?? null)}`,
    );
  return buildClientSchema(result.data);
}

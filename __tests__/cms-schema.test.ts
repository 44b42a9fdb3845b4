/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphqlSync, getIntrospectionQuery } from 'graphql';
import gatsbyConfig from '../gatsby-config';
import { readCmsSchema } from '../src/pipeline/cms/cms-schema';

// The build asks the CMS for its schema every time: the plugin's own copy in .cache outlived a
// CMS release that added `allowedHosts`, and every rebuild then failed on the missing field.
let cmsSdl = 'type Query { outdatedTranslations: [String!]! }';
let failing = false;
const cms = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    if (failing) {
      res.statusCode = 400;
      res.end(JSON.stringify({ errors: [{ message: 'Introspection is disabled' }] }));
      return;
    }
    res.end(JSON.stringify(graphqlSync({ schema: buildSchema(cmsSdl), source: getIntrospectionQuery() })));
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

test('a CMS release that adds a query is seen by the next build', async () => {
  expect(Object.keys((await readCmsSchema(url)).getQueryType()?.getFields() ?? {})).toEqual([
    'outdatedTranslations',
  ]);
  cmsSdl = 'type Query { outdatedTranslations: [String!]!, allowedHosts: [String!]! }';
  expect(Object.keys((await readCmsSchema(url)).getQueryType()?.getFields() ?? {})).toEqual([
    'outdatedTranslations',
    'allowedHosts',
  ]);
});

test("a CMS that will not describe its schema fails the build with the CMS's answer", async () => {
  failing = true;
  await expect(readCmsSchema(url)).rejects.toThrow(
    /Reading the CMS's GraphQL schema failed \(400\).*Introspection is disabled/,
  );
});

test('gatsby-source-graphql is given the schema reader, so it never falls back to its cached copy', () => {
  const source = (gatsbyConfig.plugins ?? []).find(
    (plugin) => typeof plugin !== 'string' && plugin.resolve === 'gatsby-source-graphql',
  );
  expect(typeof (source as { options: { createSchema?: unknown } }).options.createSchema).toBe('function');
});

/**
 * @jest-environment node
 */
import path from 'node:path';

// The CMS's own graphql (one copy of it: schemas are checked by class).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildSchema, parse } = require(path.resolve(__dirname, '..', 'cms', 'node_modules', 'graphql'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GRAPHQL_LIMITS, graphqlLimitsPlugin, queryCost } = require('../cms/src/graphql-limits');

// The cost and answer-size rules of cms/src/graphql-limits.js, without a CMS: the live endpoint's
// refusals are in __tests__/cms/api-surface.integration.test.ts.

const schema = buildSchema(`
  input PaginationArg { page: Int pageSize: Int start: Int limit: Int }
  type Tag { name: String articles(pagination: PaginationArg): [Article]! }
  type Article { title: String body: String tags(pagination: PaginationArg): [Tag]! }
  type Query { articles(pagination: PaginationArg): [Article]! }
`);
const paging = { defaultLimit: 25, maxLimit: 100 };
const cost = (query: string, variables: Record<string, unknown> = {}, limit = Infinity) =>
  queryCost(schema, parse(query), { variables, limit, paging });

describe('the GraphQL cost of a query', () => {
  it('counts each field once per time it resolves, page sizes multiplying', () => {
    expect(cost('{ articles(pagination: { pageSize: 10 }) { title } }')).toBe(1 + 10);
    // Without pagination, Strapi's default; past the maximum or "all" (-1), the maximum.
    expect(cost('{ articles { title tags { name } } }')).toBe(1 + 25 * (2 + 25));
    expect(cost('{ articles(pagination: { limit: -1 }) { title } }')).toBe(1 + 100);
    expect(cost('{ articles(pagination: { pageSize: 5000 }) { title } }')).toBe(1 + 100);
    // Sizes given in variables count as given.
    expect(
      cost('query($p: PaginationArg) { articles(pagination: $p) { title } }', { p: { pageSize: 3 } }),
    ).toBe(4);
    expect(cost('query($n: Int) { articles(pagination: { pageSize: $n }) { title } }', { n: 7 })).toBe(8);
  });

  it('counts fragments where they are spread, and stops at the limit whatever their nesting', () => {
    expect(
      cost('{ ...A ...A } fragment A on Query { articles(pagination: { pageSize: 2 }) { title } }'),
    ).toBe(6);
    // 2^30 fields if expanded: counted up to the limit only.
    const bomb = Array.from({ length: 30 }, (_, i) =>
      i === 29
        ? `fragment F29 on Query { articles { title } }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const started = Date.now();
    expect(cost(`{ ...F0 } ${bomb}`, {}, GRAPHQL_LIMITS.maxCost)).toBe(Infinity);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the answer-size limit', () => {
  const send = async (singleResult: unknown) => {
    const hooks = await graphqlLimitsPlugin(paging).requestDidStart!({} as never);
    const response = {
      body: { kind: 'single', singleResult },
      http: { status: undefined as number | undefined },
    };
    await hooks.willSendResponse!({ response } as never);
    return response;
  };

  it('replaces an answer over the limit with a 413 and a clear error, and leaves others as they are', async () => {
    const big = { data: { articles: [{ body: 'x'.repeat(GRAPHQL_LIMITS.maxResponseBytes) }] } };
    const refused = await send(big);
    expect(refused.http.status).toBe(413);
    expect(refused.body.singleResult).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^Answer too large \(more than 33554432 bytes\)/),
          extensions: expect.objectContaining({ code: 'RESPONSE_TOO_LARGE' }),
        }),
      ],
    });
    const small = { data: { articles: [{ body: 'x' }] } };
    const kept = await send(small);
    expect(kept.http.status).toBeUndefined();
    expect(kept.body.singleResult).toBe(small);
  });
});

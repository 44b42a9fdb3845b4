/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';
import { ARTICLE_SELECTION, FINGERPRINTS, withRelations } from '../../src/pipeline/cms/read';
import { PROJECT_SELECTION } from '../../src/pipeline/cms/ecosystem-directory';
import { TERM_SELECTION } from '../../src/pipeline/cms/glossary';
import { MY_NEWSLETTER } from '../../src/features/account/member-newsletter';
import { CMS_PAGE_SIZE } from '../../src/pipeline/cms/config';
import PUBLIC_API from '../../cms/src/public-api.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GRAPHQL_LIMITS, queryCost } = require('../../cms/src/graphql-limits');
// The CMS's own graphql (one copy of it: schemas are checked by class).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cmsGraphql = require(path.resolve(__dirname, '..', '..', 'cms', 'node_modules', 'graphql'));

// One CMS (unseeded SQLite) for the public API's shape: every route and GraphQL field answered to
// the anonymous and the authenticated role against cms/src/public-api.json, GraphQL's writes,
// cost, CORS and errors. NODE_ENV is "staging": neither development nor production nor test.
jest.setTimeout(240_000);

let harness: CmsWithMail;
let memberToken: string;
let routeListFile: string;

beforeAll(async () => {
  routeListFile = path.join(fs.mkdtempSync('/tmp/meridian-routes-'), 'routes.json');
  harness = await startCmsWithMail({
    tempPrefix: 'meridian-public-api-',
    env: { NODE_ENV: 'staging', CMS_ROUTE_LIST_FILE: routeListFile },
  });
  memberToken = await harness.registerConfirmed({
    username: 'grace',
    email: 'grace@example.com',
    password: 'Grace-passw0rd-1',
  });
});

afterAll(async () => {
  await harness?.stop();
  if (routeListFile) fs.rmSync(path.dirname(routeListFile), { recursive: true, force: true });
});

const graphql = (
  query: string,
  init: { token?: string; variables?: unknown; headers?: Record<string, string> } = {},
) =>
  harness.api('/graphql', {
    method: 'POST',
    token: init.token,
    headers: init.headers,
    json: { query, variables: init.variables },
  });

type Role = 'anonymous' | 'authenticated';
const tokenOf = (role: Role) => (role === 'authenticated' ? memberToken : undefined);

/** Refused to the role: Strapi's permission and sign-in answers. */
const REFUSED = new Set([401, 403]);

describe('the public API is the allow-list of cms/src/public-api.json', () => {
  it('every route Strapi serves answers the anonymous and the authenticated role as the allow-list says', async () => {
    const routes = JSON.parse(fs.readFileSync(routeListFile, 'utf8')) as Array<{
      method: string;
      path: string;
    }>;
    // koa-router's `all` lists every method Node knows: one entry, probed with POST.
    const byPath = new Map<string, Set<string>>();
    for (const route of routes)
      byPath.set(route.path, (byPath.get(route.path) ?? new Set()).add(route.method));
    const probes = [...byPath].flatMap(([routePath, methods]) =>
      methods.size > 10
        ? [{ label: `ALL ${routePath}`, method: 'POST', routePath }]
        : [...methods].map((method) => ({ label: `${method} ${routePath}`, method, routePath })),
    );
    expect(probes.length).toBeGreaterThan(50);
    const answered: Record<Role, string[]> = { anonymous: [], authenticated: [] };
    const unexpected: string[] = [];
    for (const role of ['anonymous', 'authenticated'] as const) {
      for (const { label, method, routePath } of probes) {
        const url = routePath.replace(/:\w+(\([^)]*\))?\??/g, '1').replace(/\(\.\*\)/g, 'x');
        const response = await harness.api(url, {
          method,
          token: tokenOf(role),
          ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
        });
        if (response.status === 429 || response.status >= 500)
          unexpected.push(`${role} ${label}: ${response.status}`);
        else if (!REFUSED.has(response.status)) answered[role].push(label);
      }
    }
    expect(unexpected).toEqual([]);
    expect({ anonymous: answered.anonymous.sort(), authenticated: answered.authenticated.sort() }).toEqual({
      anonymous: [...PUBLIC_API.rest.anonymous].sort(),
      authenticated: [...PUBLIC_API.rest.authenticated].sort(),
    });
  });

  it('the GraphQL schema has exactly the allow-list’s root fields, and each role may call the listed ones', async () => {
    const seen: Record<string, string[]> = {};
    for (const role of ['anonymous', 'authenticated'] as const) {
      const introspection = await graphql(getIntrospectionQuery(), { token: tokenOf(role) });
      expect(introspection.status).toBe(200);
      const schema = introspection.body.data.__schema as IntrospectedSchema;
      const rootFields = (['queryType', 'mutationType', 'subscriptionType'] as const).flatMap((root) => {
        const name = schema[root]?.name;
        const type = schema.types.find((candidate) => candidate.name === name);
        return (type?.fields ?? []).map((field) => `${name}.${field.name}`);
      });
      seen[`${role} schema`] = rootFields.sort();
      // Each query as the role (one request each: a refused non-null field nulls its siblings).
      const queryType = schema.types.find((type) => type.name === schema.queryType.name)!;
      const callable: string[] = [];
      for (const field of queryType.fields!) {
        const response = await graphql(`{ ${fieldCall(schema, field)} }`, { token: tokenOf(role) });
        const codes = (response.body.errors ?? []).map(
          (error: { extensions?: { code?: string } }) => error.extensions?.code,
        );
        // Refused: Strapi's permission or sign-in error. Anything else (data, not found) answers.
        if (!codes.some((code: string) => code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')) {
          expect({ field: field.name, status: response.status, errors: response.body.errors }).toEqual({
            field: field.name,
            status: 200,
            errors: undefined,
          });
          callable.push(`Query.${field.name}`);
        }
      }
      seen[role] = callable.sort();
    }
    expect(seen).toEqual({
      'anonymous schema': [...PUBLIC_API.graphql.schema].sort(),
      'authenticated schema': [...PUBLIC_API.graphql.schema].sort(),
      anonymous: [...PUBLIC_API.graphql.anonymous].sort(),
      authenticated: [...PUBLIC_API.graphql.authenticated].sort(),
    });
  });
});

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedField {
  name: string;
  args: Array<{ name: string; type: TypeRef; defaultValue: string | null }>;
  type: TypeRef;
}
interface IntrospectedSchema {
  queryType: { name: string };
  mutationType: { name: string } | null;
  subscriptionType: { name: string } | null;
  types: Array<{
    name: string;
    kind: string;
    fields: IntrospectedField[] | null;
    enumValues: Array<{ name: string }> | null;
  }>;
}

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/** A call of the field with a value for each required argument and the least selection. */
function fieldCall(schema: IntrospectedSchema, field: IntrospectedField) {
  const value = (type: TypeRef): string => {
    if (type.kind === 'NON_NULL') return value(type.ofType!);
    if (type.kind === 'LIST') return '[]';
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'false';
    if (type.kind === 'ENUM') return schema.types.find((t) => t.name === type.name)!.enumValues![0].name;
    if (type.kind === 'INPUT_OBJECT') return '{}';
    return '"1"';
  };
  const args = field.args
    .filter((arg) => arg.type.kind === 'NON_NULL' && arg.defaultValue === null)
    .map((arg) => `${arg.name}: ${value(arg.type)}`);
  const kind = named(field.type).kind;
  const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(kind) ? ' { __typename }' : '';
  return `${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
}

describe('GraphQL only reads: the forms’ writes go through REST', () => {
  it('the issue’s anonymous mutations are refused, store nothing, mail nothing and tell nothing', async () => {
    const address = 'x@example.com';
    const subscribe = `mutation { createNewsletterSubscription(data: { email: "${address}", status: confirmed }) { status } }`;
    const first = await graphql(subscribe);
    const second = await graphql(subscribe);
    for (const answer of [first, second]) {
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: 'Schema is not configured to execute mutation operation.' }),
      ]);
    }
    // The same answer twice: whether the address is subscribed cannot be told.
    expect(second.body).toEqual(first.body);
    const contact = await graphql(
      'mutation { a: createContactMessage(data: { name: "A", email: "a@example.com", message: "Hi" }) { documentId } ' +
        'b: createContactMessage(data: { name: "B", email: "b@example.com", message: "Hi" }) { documentId } }',
    );
    expect(contact.body.data ?? null).toBeNull();
    expect(contact.body.errors?.[0].message).toBe('Schema is not configured to execute mutation operation.');
    // Sign-in is not a way around the auth endpoints' rate limit either.
    const login = await graphql(
      'mutation { login(input: { identifier: "grace", password: "guess" }) { jwt } }',
    );
    expect(login.body.data ?? null).toBeNull();
    expect(login.body.errors?.[0].message).toBe('Schema is not configured to execute mutation operation.');
    // Nothing was stored: the form's own route then mails a confirmation link (a confirmed
    // address would get the "already subscribed" mail), the first mail to that address.
    const rest = await harness.api('/api/newsletter-subscriptions', {
      method: 'POST',
      json: { data: { email: address } },
    });
    expect(rest.status).toBe(202);
    const mails = await harness.mailsTo(address, 1);
    expect(mails).toHaveLength(1);
    expect(harness.linkPath(mails[0], '/newsletter-subscriptions/confirm?token=')).toBeTruthy();
  });
});

describe('GraphQL cost and answer size are bounded over HTTP', () => {
  it('the issue’s 40 aliases of articles → tags → articles are refused at once with a clear error', async () => {
    const aliases = Array.from(
      { length: 40 },
      (_, index) =>
        `a${index}: articles(pagination: { pageSize: 100 }) { title body tags { name articles { title body summary } } }`,
    );
    const started = Date.now();
    const response = await graphql(`{ ${aliases.join(' ')} }`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(response.body.errors[0].message).toMatch(/Query too large: it may resolve more than 25000 fields/);
    expect(response.body.data ?? null).toBeNull();
    expect(JSON.stringify(response.body).length).toBeLessThan(2_000);
    expect(elapsed).toBeLessThan(2_000);
    // Nested fragments count where they are spread.
    const fragments = `query { ...F0 } ${Array.from({ length: 12 }, (_, i) => `fragment F${i} on Query { ${i === 11 ? 'articles { title }' : `...F${i + 1}`} a${i}: articles(pagination: { pageSize: 100 }) { tags { articles { title } } } }`).join(' ')}`;
    const nested = await graphql(fragments);
    expect(nested.body.errors?.[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('a document over the token limit is refused before it is parsed further', async () => {
    const response = await graphql(`{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/Document contains more tha[nt] 2000 tokens/);
  });

  it('the build’s and the site’s own queries fit the limits', async () => {
    const page = `pagination: { page: 1, pageSize: ${CMS_PAGE_SIZE} }`;
    const queries = [
      getIntrospectionQuery(),
      `{ articles(locale: "en", sort: ["date:desc"], ${page}) { ${ARTICLE_SELECTION} } }`,
      `{ articles(locale: "en", ${page}) { ${withRelations('articles')} } }`,
      `{ articles(locale: "en", ${page}) { ${FINGERPRINTS.articles.own} } }`,
      `{ projects(locale: "en", ${page}) { ${PROJECT_SELECTION} } }`,
      `{ projects(locale: "en", ${page}) { ${withRelations('projects')} } }`,
      `{ terms(locale: "en", ${page}) { ${TERM_SELECTION} } }`,
      `{ pages(locale: "en", ${page}) { documentId slug title seoDescription body } }`,
      // The most names the CMS takes in one request (media-versions.js): twice the build's 500.
      `{ mediaVersions(names: ${JSON.stringify(Array.from({ length: 1_000 }, (_, i) => `photo_${i}.png`))}) { name updatedAt size } }`,
    ];
    const introspection = await graphql(getIntrospectionQuery());
    const schema = cmsGraphql.buildClientSchema(introspection.body.data);
    const paging = { defaultLimit: 25, maxLimit: 100 };
    for (const query of queries) {
      // With a margin: a build query that grows towards the limit fails here first.
      const cost = queryCost(schema, cmsGraphql.parse(query), { limit: Infinity, paging });
      expect({ query: query.slice(0, 80), cost: cost <= GRAPHQL_LIMITS.maxCost * 0.7 }).toEqual({
        query: query.slice(0, 80),
        cost: true,
      });
      const response = await graphql(query);
      expect({ query: query.slice(0, 80), errors: response.body.errors }).toEqual({
        query: query.slice(0, 80),
        errors: undefined,
      });
    }
    const member = await graphql(MY_NEWSLETTER.loc!.source.body, { token: memberToken });
    expect(member.body.errors).toBeUndefined();
  });
});

describe('GraphQL answers browsers and errors as REST does', () => {
  it('a foreign origin gets no CORS permission on /graphql, as on REST; the site’s origin does', async () => {
    for (const pathname of ['/graphql', '/api/articles']) {
      const preflight = await harness.api(pathname, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      const allowed = preflight.headers.get('access-control-allow-origin');
      expect({ pathname, allowed }).not.toEqual({ pathname, allowed: '*' });
      expect({ pathname, allowed }).not.toEqual({ pathname, allowed: 'https://evil.test' });
      const site = await harness.api(pathname, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:9000', 'access-control-request-method': 'POST' },
      });
      expect({ pathname, allowed: site.headers.get('access-control-allow-origin') }).toEqual({
        pathname,
        allowed: 'http://localhost:9000',
      });
    }
    const simple = await graphql('{ __typename }', { headers: { origin: 'https://evil.test' } });
    expect(simple.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(simple.headers.get('access-control-allow-origin')).not.toBe('https://evil.test');
  });

  it('GraphQL errors carry no stack trace outside development', async () => {
    const answers = [
      await graphql('{ articles { nope } }'),
      await graphql('{ articles('),
      await graphql('{ myNewsletter { email } }'),
      await graphql('{ article(documentId: "1") { title } }', { variables: 'not an object' }),
    ];
    for (const answer of answers) {
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace|\n\s+at /);
    }
  });
});

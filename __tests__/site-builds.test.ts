/**
 * @jest-environment node
 */
import { entryNotShown, readSiteBuilds, siteBuildsUrl } from '../cms/src/site-builds.js';
import * as shownRules from '@meridian/shared/shown-rules';
import articleSchema from '../cms/src/api/article/content-types/article/schema.json';

const env = { SITE_REBUILD_HOOK_URL: 'http://127.0.0.1:9000/__rebuild', SITE_REBUILD_HOOK_SECRET: 's3cret' };

describe("the CMS's view of the site's builds", () => {
  it('asks /__builds beside the rebuild hook unless told otherwise', () => {
    expect(siteBuildsUrl(env)).toBe('http://127.0.0.1:9000/__builds');
    expect(siteBuildsUrl({ ...env, SITE_BUILDS_URL: 'https://build.internal/__builds' })).toBe(
      'https://build.internal/__builds',
    );
    expect(siteBuildsUrl({})).toBeNull();
  });

  it('passes the site server’s answer on, asked with the secret', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    const status = { state: 'live', lastSuccess: { number: 3 }, builds: [] };
    const result = await readSiteBuilds({
      env,
      fetch: (async (url: string, init: { headers: Record<string, string> }) => {
        calls.push({ url, headers: init.headers });
        return new Response(JSON.stringify(status), { status: 200 });
      }) as unknown as typeof fetch,
    });
    expect(result).toEqual(status);
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:9000/__builds',
        headers: expect.objectContaining({ 'x-rebuild-secret': 's3cret' }),
      },
    ]);
  });

  it('says the site is unreachable when it refuses, fails or is not configured', async () => {
    const refusing = (async () => new Response('', { status: 401 })) as unknown as typeof fetch;
    expect(await readSiteBuilds({ env, fetch: refusing })).toEqual({
      state: 'unreachable',
      reason: 'The site server answered 401',
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await readSiteBuilds({ env, fetch: down })).toEqual({
      state: 'unreachable',
      reason: 'The site server is not answering',
    });
    expect((await readSiteBuilds({ env: {}, fetch: down })).state).toBe('unreachable');
  });

  it('says which fields keep an entry’s published version off the site, by the build’s rule', async () => {
    // A version published before the CMS refused blank text: a body of only spaces.
    const published = {
      slug: 'hello',
      title: 'Hello',
      date: '2026-11-01T00:00:00.000Z',
      body: '   ',
      cover: { id: 1 },
    };
    const asked: unknown[] = [];
    const strapi = {
      contentTypes: { 'api::article.article': articleSchema },
      db: {
        query: (uid: string) => ({
          findOne: async (query: unknown) => {
            asked.push({ uid, query });
            return published;
          },
        }),
      },
    };
    const entry = { uid: 'api::article.article', documentId: 'doc-hello', locale: 'en' };
    expect(await entryNotShown(strapi as never, entry, shownRules)).toEqual({
      documentId: 'doc-hello',
      locale: 'en',
      fields: ['body'],
    });
    expect(asked).toEqual([
      {
        uid: 'api::article.article',
        query: expect.objectContaining({
          where: { documentId: 'doc-hello', locale: 'en', publishedAt: { $notNull: true } },
        }),
      },
    ]);
    published.body = 'Written.';
    expect(await entryNotShown(strapi as never, entry, shownRules)).toBeNull();
    expect(
      await entryNotShown(
        strapi as never,
        { uid: 'plugin::users-permissions.user', documentId: 'd', locale: 'en' },
        shownRules,
      ),
    ).toBeNull();
  });
});

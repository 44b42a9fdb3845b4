/**
 * @jest-environment node
 */
import { readSiteBuilds, siteBuildsUrl } from '../cms/src/site-builds.js';

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
});

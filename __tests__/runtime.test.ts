import { matchTemplateRoute } from '../src/config/template-routes';
import {
  CHECK_INTERVAL_MS,
  META_DELAY_MS,
  isSlowConnection,
  startBuildCheck,
  checkAfterNavigation,
  navigationMode,
  newerBuild,
  NAVIGATION_CHECK_INTERVAL_MS,
  NEWER_META_WAIT_MS,
  readLoadedBuild,
  type BuildCheckEnvironment,
  type BuildInfo,
} from '../src/features/build-check/build-check';
import {
  CHUNK_ERROR_CATCHER,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  isChunkLoadError,
  noteChunkError,
  reloadAfterChunkError,
} from '../src/features/navigation/chunk-reload';
import { focusHashTarget } from '../src/features/navigation/hash-focus';
import { notFoundMessage } from '../src/features/navigation/not-found-message';
import { noteRouteUpdate } from '../src/features/navigation/route-log';

describe('template routes (spec §5: a route validation rule)', () => {
  it.each([
    ['/blog/dapp-staking-explained', '/blog/:slug', true],
    ['/blog/Not_A_Slug', '/blog/:slug', false],
    ['/blog/tag/grants', '/blog/tag/:tag', true],
    ['/blog/tag/a--b', '/blog/tag/:tag', false],
    ['/blog/page/2', '/blog/page/:page', true],
    ['/blog/page/1', '/blog/page/:page', false],
    ['/blog/page/02', '/blog/page/:page', false],
    ['/blog/tag/grants/page/2', '/blog/tag/:tag/page/:page', true],
    ['/blog/tag/grants/page/21', '/blog/tag/:tag/page/:page', true],
    ['/blog/tag/grants/page/1', '/blog/tag/:tag/page/:page', false],
    ['/blog/tag/a--b/page/2', '/blog/tag/:tag/page/:page', false],
    ['/connect/github/redirect', '/connect/:provider/redirect', true],
  ])('%s is %s, valid: %s', (path, route, valid) => {
    expect(matchTemplateRoute(path)).toEqual({ route: expect.objectContaining({ path: route }), valid });
  });

  it('leaves other paths to the generic pages', () => {
    expect(matchTemplateRoute('/learn/what-is-dapp-staking')).toBeNull();
  });
});

describe("404 messages (spec §8: 'Page Not Found: {path}', 'Page not found: {fullPath}')", () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('says "Page Not Found: {path}" at startup, then "Page not found: {fullPath}" after a navigation', () => {
    noteRouteUpdate();
    expect(notFoundMessage(at('/ja/nowhere', '?a=1', '#b'))).toBe('Page Not Found: /ja/nowhere');
    noteRouteUpdate();
    expect(notFoundMessage(at('/ja/nowhere', '?a=1', '#b'))).toBe('Page not found: /ja/nowhere?a=1#b');
    // A template route that refuses its parameter or names no entry is "Page Not Found" always.
    expect(notFoundMessage(at('/ko/blog/Bad_Slug', '?x=1'))).toBe('Page Not Found: /ko/blog/Bad_Slug');
  });
});

describe('chunk-load errors (spec §4: a page reload on the next navigation)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    delete (window as unknown as Record<string, unknown>).__meridianChunkError;
  });

  it('recognises webpack and native chunk failures, and nothing else', () => {
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles-a1 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });

  it('does nothing until a chunk failed', () => {
    const load = jest.fn();
    expect(reloadAfterChunkError('/community', { load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the next page from the server once, and not again within 10 s', () => {
    const load = jest.fn();
    noteChunkError();
    expect(reloadAfterChunkError('/community', { load, now: 1_000 })).toBe(true);
    expect(load).toHaveBeenCalledWith('/community');
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/community',
      until: 1_000 + RELOAD_GUARD_MS,
    });
    // The reloaded page failed again: no loop.
    expect(reloadAfterChunkError('/community', { load, now: 1_000 + RELOAD_GUARD_MS - 1 })).toBe(false);
    // Another destination, or the same one later, reloads.
    expect(reloadAfterChunkError('/about', { load, now: 2_000 })).toBe(true);
    expect(reloadAfterChunkError('/about', { load, now: 2_000 + RELOAD_GUARD_MS })).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('survives a broken guard entry', () => {
    const load = jest.fn();
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{not json');
    noteChunkError();
    expect(reloadAfterChunkError('/blog', { load })).toBe(true);
  });

  it("the page's inline catcher takes chunk errors before Gatsby's listener and leaves the flag", () => {
    const gatsbyListener = jest.fn();
    // The catcher is added first (it is inline in <head>); Gatsby's listener comes later.
    new Function(CHUNK_ERROR_CATCHER)();
    window.addEventListener('unhandledrejection', gatsbyListener);
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(event);
    expect(gatsbyListener).not.toHaveBeenCalled();
    const load = jest.fn();
    expect(reloadAfterChunkError('/ja/blog', { load })).toBe(true);

    const other = new Event('unhandledrejection') as Event & { reason?: unknown };
    other.reason = new Error('something else');
    window.dispatchEvent(other);
    expect(gatsbyListener).toHaveBeenCalledTimes(1);
    window.removeEventListener('unhandledrejection', gatsbyListener);
  });
});

describe('hash focus (spec §2: a hash scrolls to its anchor)', () => {
  it('moves focus to the target of an in-page link, making a heading focusable', () => {
    document.body.innerHTML =
      '<a href="#intro">Intro</a><h2 id="intro">Intro</h2><h2 id="日本語">見出し</h2>';
    expect(focusHashTarget('#intro')).toBe(true);
    expect(document.activeElement?.id).toBe('intro');
    expect(document.getElementById('intro')?.getAttribute('tabindex')).toBe('-1');
    expect(focusHashTarget(`#${encodeURIComponent('日本語')}`)).toBe(true);
    expect(document.activeElement?.id).toBe('日本語');
  });

  it('ignores empty, broken and unknown hashes', () => {
    document.body.innerHTML = '<h2 id="a">A</h2>';
    expect(focusHashTarget('')).toBe(false);
    expect(focusHashTarget('#')).toBe(false);
    expect(focusHashTarget('#%E0%A4%A')).toBe(false);
    expect(focusHashTarget('#missing')).toBe(false);
  });
});

describe('hourly build check (spec §4, §7, §9: builds/latest.json every hour, an event when the id changes)', () => {
  const build: BuildInfo = { id: 'build-a', timestamp: 1 };

  function environment(answers: Array<unknown | Error>, overrides: Partial<BuildCheckEnvironment> = {}) {
    const fetched: string[] = [];
    const updates: BuildInfo[] = [];
    let idle: (() => void) | undefined;
    const env: BuildCheckEnvironment = {
      build,
      fetchJson: (url) => {
        fetched.push(url);
        if (url.startsWith('/builds/meta/')) return Promise.resolve({});
        const answer = answers.shift();
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      onIdle: (callback) => {
        idle = callback;
      },
      raiseUpdate: (latest) => updates.push(latest),
      now: () => Date.now(),
      ...overrides,
    };
    return { env, fetched, updates, idle: () => idle?.() };
  }

  const flush = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('first asks an hour after load, then every hour, and raises one update when the id changes', async () => {
    const { env, fetched, updates } = environment([
      build,
      new Error('offline'),
      { id: 'build-b', timestamp: 9 },
    ]);
    startBuildCheck(env);
    jest.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(fetched).toEqual([`/builds/latest.json?t=${1_700_000_000_000 + CHECK_INTERVAL_MS}`]);
    await flush();
    expect(updates).toEqual([]);
    // A failed check (offline) waits for the next hour.
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    expect(fetched).toHaveLength(2);
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    expect(updates).toEqual([{ id: 'build-b', timestamp: 9 }]);
    // Once raised, it reads the new build's meta and stops asking.
    jest.advanceTimersByTime(5 * CHECK_INTERVAL_MS);
    expect(fetched.slice(3)).toEqual(['/builds/meta/build-b.json']);
  });

  it('asks after an in-app navigation at most once a minute, and not before the first minute', async () => {
    const { env, fetched, updates } = environment([build, { id: 'build-b', timestamp: 9 }]);
    startBuildCheck(env);
    checkAfterNavigation();
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(NAVIGATION_CHECK_INTERVAL_MS);
    checkAfterNavigation();
    checkAfterNavigation();
    expect(fetched).toHaveLength(1);
    await flush();
    expect(updates).toEqual([]);
    jest.advanceTimersByTime(NAVIGATION_CHECK_INTERVAL_MS);
    checkAfterNavigation();
    await flush();
    expect(updates).toEqual([{ id: 'build-b', timestamp: 9 }]);
    expect(newerBuild()?.build.id).toBe('build-b');
  });

  it('after a newer build, navigates inside the app only to pages that build prerendered', async () => {
    const newMeta = {
      id: 'build-b',
      timestamp: 9,
      matcher: { locales: [], templates: [] },
      prerendered: ['/', '/blog/kept', '/ja/blog/kept'],
    };
    const { env } = environment([{ id: 'build-b', timestamp: 9 }], {
      fetchJson: (url) =>
        Promise.resolve(url === '/builds/meta/build-b.json' ? newMeta : { id: 'build-b', timestamp: 9 }),
    });
    startBuildCheck(env);
    expect(navigationMode('/blog/taken-down')).toBe('app');
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    expect(navigationMode('/blog/kept/')).toBe('app');
    expect(navigationMode('/ja/blog/kept')).toBe('app');
    expect(navigationMode('/')).toBe('app');
    expect(navigationMode('/blog/taken-down')).toBe('reload');
  });

  it('loads every page from the server when the newer build’s meta cannot be read', async () => {
    const { env } = environment([{ id: 'build-c', timestamp: 9 }], {
      fetchJson: (url) =>
        url.startsWith('/builds/meta/')
          ? Promise.reject(new Error('404'))
          : Promise.resolve({ id: 'build-c', timestamp: 9 }),
    });
    startBuildCheck(env);
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    expect(navigationMode('/')).toBe('reload');
  });

  it('shows the notice once the newer build’s meta is read, and loads pages from the server until then', async () => {
    const newMeta = {
      id: 'build-d',
      timestamp: 9,
      matcher: { locales: [], templates: [] },
      prerendered: ['/', '/community'],
    };
    let answerMeta: (meta: unknown) => void = () => undefined;
    const { env, updates } = environment([{ id: 'build-d', timestamp: 9 }], {
      fetchJson: (url) =>
        url === '/builds/meta/build-d.json'
          ? new Promise((resolve) => {
              answerMeta = resolve;
            })
          : Promise.resolve({ id: 'build-d', timestamp: 9 }),
    });
    startBuildCheck(env);
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    // The new build is known, its pages not yet: no notice, and a navigation asks the server.
    expect(newerBuild()?.build.id).toBe('build-d');
    expect(updates).toEqual([]);
    expect(navigationMode('/community')).toBe('reload');
    answerMeta(newMeta);
    await flush();
    expect(updates).toEqual([{ id: 'build-d', timestamp: 9 }]);
    expect(navigationMode('/community')).toBe('app');
    expect(navigationMode('/about')).toBe('reload');
    // The wait's time-out, after the meta, raises nothing more.
    jest.advanceTimersByTime(NEWER_META_WAIT_MS);
    expect(updates).toHaveLength(1);
  });

  it('shows the notice after a while when the newer build’s meta never answers', async () => {
    const { env, updates } = environment([{ id: 'build-e', timestamp: 9 }], {
      fetchJson: (url) =>
        url.startsWith('/builds/meta/')
          ? new Promise(() => undefined)
          : Promise.resolve({ id: 'build-e', timestamp: 9 }),
    });
    startBuildCheck(env);
    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    await flush();
    jest.advanceTimersByTime(NEWER_META_WAIT_MS - 1);
    expect(updates).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(updates).toEqual([{ id: 'build-e', timestamp: 9 }]);
    expect(navigationMode('/')).toBe('reload');
  });

  it('prefetches the build meta a second after idle, except on a slow connection', () => {
    const fast = environment([]);
    startBuildCheck(fast.env);
    fast.idle();
    jest.advanceTimersByTime(META_DELAY_MS - 1);
    expect(fast.fetched).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(fast.fetched).toEqual(['/builds/meta/build-a.json']);

    const slow = environment([], { connection: { effectiveType: '2g' } });
    startBuildCheck(slow.env);
    slow.idle();
    jest.advanceTimersByTime(META_DELAY_MS);
    expect(slow.fetched).toEqual([]);
  });

  it('a tab takes its own build from latest.json as it starts, and has none when that cannot be read', async () => {
    const asked: string[] = [];
    const answering = (answer: unknown) => (url: string) => {
      asked.push(url);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    };
    await expect(readLoadedBuild(answering({ id: 'build-a', timestamp: 7 }), 42)).resolves.toEqual({
      id: 'build-a',
      timestamp: 7,
    });
    // Not a cached answer: an open tab compares later answers with this one.
    expect(asked).toEqual(['/builds/latest.json?t=42']);
    await expect(readLoadedBuild(answering(new Error('offline')), 43)).resolves.toBeNull();
    await expect(readLoadedBuild(answering({ timestamp: 7 }), 44)).resolves.toBeNull();
    await expect(readLoadedBuild(answering('<!doctype html>'), 45)).resolves.toBeNull();
  });

  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('a connection of %j is slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});

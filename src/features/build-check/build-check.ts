/**
 * The hourly build check (spec §4: a changed build id raises an update event; §7:
 * builds/latest.json and builds/meta/{id}.json; §9: every hour, the first after an hour). Every
 * build writes builds/latest.json ({ id, timestamp }) and builds/meta/{id}.json
 * (plugins/build-check). A tab learns its own build's id from latest.json as it starts: the id is
 * not compiled into the bundle, so that a build whose code did not change leaves the bundles and
 * every page whose content did not change byte-identical (a publish rewrites, compresses and
 * copies only those it changed). A build that goes live between the page's load and that first
 * answer (a second or so) is taken as the tab's own: its notice is not shown, and navigations
 * still get that build's page data. The tab then asks
 * latest.json an hour after it loaded and every hour after; when the id differs, a newer site is
 * live: it reads that build's meta, raises BUILD_UPDATE_EVENT (the layout shows a notice with a
 * reload button) and stops asking. About a second after the browser is first idle it also fetches
 * this build's meta (its route matcher and prerendered paths), unless the connection is slow or the
 * visitor asked to save data.
 *
 * An in-app navigation also asks (at most once a minute), so a tab in use notices a publish without
 * waiting for the hour. Once a newer build is live, its meta decides each navigation: a path the
 * new build prerendered is still navigated inside the app (page data are revalidated on every
 * request, so it shows the new content); any other path (a page taken down or renamed since) is
 * loaded from the server, which answers with the new build, or its localized 404.
 */
import { BUILD_UPDATE_EVENT } from './events';

export const CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const META_DELAY_MS = 1000;
/** In-app navigations ask for latest.json at most this often. */
export const NAVIGATION_CHECK_INTERVAL_MS = 60 * 1000;
/** The longest the update notice waits for the newer build's meta. */
export const NEWER_META_WAIT_MS = 5000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildMeta extends BuildInfo {
  matcher: { locales: string[]; templates: Array<{ path: string; pattern: string; param: string }> };
  prerendered: string[];
}

/** A build as latest.json gives it, or null for anything else. */
export function asBuildInfo(data: unknown): BuildInfo | null {
  const info = data as Partial<BuildInfo> | null;
  if (!info || typeof info.id !== 'string' || !info.id) return null;
  return { id: info.id, timestamp: Number(info.timestamp) || 0 };
}

/** The build this tab was loaded from: latest.json as the tab starts (null when unreadable). */
export function readLoadedBuild(
  fetchJson: (url: string) => Promise<unknown>,
  now: number,
): Promise<BuildInfo | null> {
  return fetchJson(`/builds/latest.json?t=${now}`)
    .then(asBuildInfo)
    .catch(() => null);
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-data or a 2g connection: no prefetching. */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? '')));
}

export interface BuildCheckEnvironment {
  build: BuildInfo;
  fetchJson: (url: string) => Promise<unknown>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  onIdle: (callback: () => void) => void;
  connection?: NetworkInformationLike;
  raiseUpdate: (latest: BuildInfo) => void;
  now: () => number;
}

let meta: BuildMeta | null = null;
/** The newer build once one is live, and its meta once fetched. */
let newer: { build: BuildInfo; meta: BuildMeta | null } | null = null;
let checkAfterNavigationHook: (() => void) | null = null;

/** This build's meta once prefetched, else null. */
export function buildMeta(): BuildMeta | null {
  return meta;
}

/** The newer build live since this page loaded, if the checks found one. */
export function newerBuild(): { build: BuildInfo; meta: BuildMeta | null } | null {
  return newer;
}

/** Called after each in-app navigation: asks for latest.json unless it was asked within a minute. */
export function checkAfterNavigation(): void {
  checkAfterNavigationHook?.();
}

/** Normalized like the meta's paths: no trailing slash, `/` for home. */
function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * How a navigation to `pathname` should happen: inside the app, or as a full load from the server
 * because a newer build is live and does not have that page (or its meta could not be read).
 */
export function navigationMode(pathname: string): 'app' | 'reload' {
  if (!newer) return 'app';
  if (!newer.meta) return 'reload';
  return newer.meta.prerendered.includes(pagePath(pathname)) ? 'app' : 'reload';
}

/** Starts the checks; returns a function that stops them. */
export function startBuildCheck(env: BuildCheckEnvironment): () => void {
  let stopped = false;
  let lastAsked = env.now();
  newer = null;

  env.onIdle(() => {
    if (stopped || isSlowConnection(env.connection)) return;
    env.setTimeout(() => {
      env
        .fetchJson(`/builds/meta/${env.build.id}.json`)
        .then((data) => {
          meta = data as BuildMeta;
        })
        // The meta only saves work later; without it nothing breaks.
        .catch(() => undefined);
    }, META_DELAY_MS);
  });

  /** Resolves true when it should keep asking (same build, or the answer failed). */
  const askLatest = (): Promise<boolean> => {
    lastAsked = env.now();
    return (
      env
        .fetchJson(`/builds/latest.json?t=${env.now()}`)
        .then((latest) => {
          const build = asBuildInfo(latest);
          if (stopped) return false;
          if (build && build.id !== env.build.id) {
            stopped = true;
            newer = { build, meta: null };
            // The notice waits until the new build's meta is read (or failed, or took too long),
            // so that from the moment it shows, navigations follow the new build's pages.
            let raised = false;
            const raise = () => {
              if (raised) return;
              raised = true;
              env.raiseUpdate(build);
            };
            env
              .fetchJson(`/builds/meta/${build.id}.json`)
              .then((data) => {
                if (newer?.build.id === build.id) newer.meta = data as BuildMeta;
              })
              // Without the new meta every navigation is a full load: always correct.
              .catch(() => undefined)
              .then(raise);
            env.setTimeout(raise, NEWER_META_WAIT_MS);
            return false;
          }
          return true;
        })
        // Offline or a deploy in progress: ask again later.
        .catch(() => !stopped)
    );
  };

  const hourly = () => {
    if (stopped) return;
    void askLatest().then((again) => {
      if (again) env.setTimeout(hourly, CHECK_INTERVAL_MS);
    });
  };
  env.setTimeout(hourly, CHECK_INTERVAL_MS);

  checkAfterNavigationHook = () => {
    if (stopped || env.now() - lastAsked < NAVIGATION_CHECK_INTERVAL_MS) return;
    void askLatest();
  };

  return () => {
    stopped = true;
    checkAfterNavigationHook = null;
  };
}

/** Wires the check to the browser; does nothing in development (no builds/latest.json). */
export function startBrowserBuildCheck(): void {
  if (process.env.NODE_ENV !== 'production') return;
  const fetchJson = (url: string) =>
    fetch(url, { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  void readLoadedBuild(fetchJson, Date.now()).then((build) => {
    // Without its own id the tab cannot tell a newer build: it does not check.
    if (!build) return;
    startBuildCheck({
      build,
      fetchJson,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      onIdle: (callback) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
        else window.setTimeout(callback, 1);
      },
      connection: (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
      raiseUpdate: (latest) => window.dispatchEvent(new CustomEvent(BUILD_UPDATE_EVENT, { detail: latest })),
      now: () => Date.now(),
    });
  });
}

/**
 * The hourly build check (spec §4, §7, §9). Every build writes builds/latest.json ({ id,
 * timestamp }) and builds/meta/{id}.json (plugins/build-check); the build's id is compiled into
 * this module. An open tab asks for latest.json an hour after it loaded and every hour after;
 * when the id differs, a newer site is live: it raises BUILD_UPDATE_EVENT (the layout shows a
 * notice with a reload button) and stops asking. About a second after the browser is first idle
 * it also fetches this build's meta (its route matcher and prerendered paths), unless the
 * connection is slow or the visitor asked to save data.
 */
import { BUILD_UPDATE_EVENT } from './events';

declare const __MERIDIAN_BUILD__: { id: string; timestamp: number } | undefined;

export const CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const META_DELAY_MS = 1000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildMeta extends BuildInfo {
  matcher: { locales: string[]; templates: Array<{ path: string; pattern: string; param: string }> };
  prerendered: string[];
}

/** This build, as compiled in (undefined in development and tests). */
export function currentBuild(): BuildInfo | undefined {
  return typeof __MERIDIAN_BUILD__ === 'undefined' ? undefined : __MERIDIAN_BUILD__;
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

/** This build's meta once prefetched, else null. */
export function buildMeta(): BuildMeta | null {
  return meta;
}

/** Starts the checks; returns a function that stops them. */
export function startBuildCheck(env: BuildCheckEnvironment): () => void {
  let stopped = false;

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

  const check = () => {
    if (stopped) return;
    env
      .fetchJson(`/builds/latest.json?t=${env.now()}`)
      .then((latest) => {
        const info = latest as Partial<BuildInfo> | null;
        if (stopped) return;
        if (info && typeof info.id === 'string' && info.id !== env.build.id) {
          stopped = true;
          env.raiseUpdate({ id: info.id, timestamp: Number(info.timestamp) || 0 });
          return;
        }
        env.setTimeout(check, CHECK_INTERVAL_MS);
      })
      // Offline or a deploy in progress: try again next hour.
      .catch(() => {
        if (!stopped) env.setTimeout(check, CHECK_INTERVAL_MS);
      });
  };
  env.setTimeout(check, CHECK_INTERVAL_MS);

  return () => {
    stopped = true;
  };
}

/** Wires the check to the browser; does nothing in development (no build id). */
export function startBrowserBuildCheck(): void {
  const build = currentBuild();
  if (!build) return;
  startBuildCheck({
    build,
    fetchJson: (url) =>
      fetch(url, { cache: 'no-store' }).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    onIdle: (callback) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
      else window.setTimeout(callback, 1);
    },
    connection: (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
    raiseUpdate: (latest) => window.dispatchEvent(new CustomEvent(BUILD_UPDATE_EVENT, { detail: latest })),
    now: () => Date.now(),
  });
}

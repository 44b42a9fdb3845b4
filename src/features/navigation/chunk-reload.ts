/**
 * Chunk-load errors (spec §4: they lead to a page reload on the next navigation; §9: a reload guard
 * in sessionStorage, 10,000 ms by default): after a deploy, an open tab may ask for a script file
 * the new build no longer has. Once that has happened, the next navigation loads the page from the
 * server instead of rendering it in place. A guard in sessionStorage stops a reload loop: the same
 * target is not reloaded again within RELOAD_GUARD_MS.
 */
export const RELOAD_GUARD_KEY = 'meridian:chunk-reload';
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Set on `window` by CHUNK_ERROR_CATCHER once a chunk failed to load. */
const FLAG = '__meridianChunkError';
type FlaggedWindow = Window & { [FLAG]?: boolean };

/**
 * An inline script for the top of every page (gatsby-ssr.tsx). Gatsby's runtime listens for
 * rejected chunk loads and reloads the current page at once: the visitor loses what they were
 * doing (a half-filled form), and nothing stops a loop. Listeners on the window run in the order
 * they were added, so this one, added before Gatsby's code runs, takes the error first and
 * leaves a flag; the next navigation then loads its page from the server.
 */
export const CHUNK_ERROR_CATCHER = `addEventListener("unhandledrejection",function(e){var r=e.reason;if(r instanceof Error&&(r.name==="ChunkLoadError"||${CHUNK_ERROR_MESSAGE.toString()}.test(r.message))){e.stopImmediatePropagation();window.${FLAG}=true}});`;

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(reason.message);
}

export function noteChunkError(target: Window = window): void {
  (target as FlaggedWindow)[FLAG] = true;
}

function chunkFailed(target: Window): boolean {
  return (target as FlaggedWindow)[FLAG] === true;
}

/** Script elements that fail to load (a chunk webpack inserted) count as chunk errors too. */
export function watchChunkErrors(target: Window = window): void {
  target.addEventListener(
    'error',
    (event) => {
      const element = event.target as HTMLElement | null;
      const failedScript =
        element?.tagName === 'SCRIPT' &&
        (element as HTMLScriptElement).src.startsWith(target.location.origin);
      if (failedScript || isChunkLoadError((event as ErrorEvent).error)) noteChunkError(target);
    },
    // Resource errors do not bubble: listen in the capture phase.
    true,
  );
}

interface ReloadGuard {
  path: string;
  until: number;
}

function readGuard(storage: Storage): ReloadGuard | null {
  try {
    const guard = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as ReloadGuard | null;
    return guard && typeof guard.path === 'string' && typeof guard.until === 'number' ? guard : null;
  } catch {
    return null;
  }
}

/**
 * Called before each navigation: after a chunk error, loads `destination` from the server and
 * returns true, unless the same destination was reloaded less than RELOAD_GUARD_MS ago.
 */
export function reloadAfterChunkError(
  destination: string,
  {
    target = window,
    storage = target.sessionStorage,
    now = Date.now(),
    load = (url: string) => target.location.assign(url),
  }: { target?: Window; storage?: Storage; now?: number; load?: (url: string) => void } = {},
): boolean {
  if (!chunkFailed(target)) return false;
  const guard = readGuard(storage);
  if (guard && guard.path === destination && now < guard.until) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: destination, until: now + RELOAD_GUARD_MS }));
  } catch {
    // Without sessionStorage there is no guard: reload anyway, a loop needs a second failure.
  }
  load(destination);
  return true;
}

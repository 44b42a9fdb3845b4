/**
 * The event the build check raises on `window` when a newer build is live (detail: its
 * { id, timestamp }). Kept apart from build-check.ts, which is loaded
 * lazily, so that listening costs the page next to nothing.
 */
export const BUILD_UPDATE_EVENT = 'meridian:build-update';

import { startTransition, useEffect, useState } from 'react';

/** Set once React has hydrated the first page; pages mounted after that render live at once. */
let hydratedOnce = false;

export function markHydrated(): void {
  hydratedOnce = true;
}

/**
 * True only while the browser hydrates the first page it loaded, over the server's HTML (not on
 * the server, not in `gatsby develop` nor in tests, which render afresh).
 */
export function isFirstHydration(): boolean {
  return (
    !hydratedOnce &&
    typeof document !== 'undefined' &&
    !!document.getElementById('gatsby-focus-wrapper')?.hasChildNodes()
  );
}

/**
 * False while the server renders and during hydration (so the first client render matches the
 * HTML), true afterwards. Components use it to show their no-JavaScript form until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    markHydrated();
    // A transition, like hydration itself: the re-render that turns controls on (a whole
    // directory of cards) yields to the browser instead of running as one long task.
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

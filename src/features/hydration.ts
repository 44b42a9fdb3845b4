import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

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

/**
 * The props that make React keep the server's children of an element as they are: it never sets
 * an inner HTML whose value stays the same, and the empty value does not match the markup.
 */
export const KEEP_SERVER_CHILDREN = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;

/**
 * For a part of the page that adopts the server's HTML on the first load (StaticIsland,
 * HydrateOnInteraction): whether it does (render it with KEEP_SERVER_CHILDREN then), and the ref
 * of its element. If React discarded the server's HTML (a hydration error elsewhere makes it draw
 * the page afresh), the element is empty: the part renders its children after all.
 */
export function useAdoptedServerHtml<T extends HTMLElement>(): [adopted: boolean, element: RefObject<T>] {
  const [adopted, setAdopted] = useState(isFirstHydration);
  const element = useRef<T>(null);
  useEffect(() => {
    if (adopted && element.current && !element.current.hasChildNodes()) setAdopted(false);
  }, [adopted]);
  return [adopted, element];
}

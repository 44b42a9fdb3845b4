/**
 * Prefetching of the pages the links of static islands lead to (StaticIsland), as Gatsby's `Link`
 * does for its own: page data and code of links in view, and of a link under the pointer. The
 * islands' links are server HTML, not components, so one IntersectionObserver watches them all.
 */

/** The part of Gatsby's runtime loader (`window.___loader`) that fetches a page's resources. */
interface GatsbyLoader {
  enqueue?(path: string): unknown;
  hovering?(path: string): unknown;
}

function loader(): GatsbyLoader | undefined {
  return (window as unknown as { ___loader?: GatsbyLoader }).___loader;
}

/** What the loader fetches for a site href: its path and query, not its hash. */
export function prefetchPath(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

function isShownNow(path: string): boolean {
  return path === `${window.location.pathname}${window.location.search}`;
}

/** What `___loader.enqueue` returns: the queued prefetch, which can be dropped again. */
interface QueuedPrefetch {
  abort?(): void;
}

let observer: IntersectionObserver | undefined;
const pathOfAnchor = new WeakMap<Element, string>();
const queued = new Map<Element, QueuedPrefetch | undefined>();

/**
 * Gatsby's loader works through its queue four pages at a time, every few seconds: like Gatsby's
 * own Link, a link that leaves the viewport takes its page out of the queue again, so what is
 * on screen now is fetched first.
 */
function prefetchVisible(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting } of entries) {
    const path = pathOfAnchor.get(target);
    if (path === undefined) continue;
    if (isIntersecting && !queued.has(target) && !isShownNow(path)) {
      queued.set(target, loader()?.enqueue?.(path) as QueuedPrefetch | undefined);
    } else if (!isIntersecting && queued.has(target)) {
      queued.get(target)?.abort?.();
      queued.delete(target);
    }
  }
}

/** Prefetches the target of `anchor` while it is in the viewport; returns the clean-up. */
export function prefetchWhenVisible(anchor: Element, href: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(prefetchVisible);
  pathOfAnchor.set(anchor, prefetchPath(href));
  observer.observe(anchor);
  return () => {
    observer?.unobserve(anchor);
    pathOfAnchor.delete(anchor);
    queued.get(anchor)?.abort?.();
    queued.delete(anchor);
  };
}

/** The pointer rests on a link: Gatsby fetches the page's code as well as its data. */
export function prefetchOnHover(href: string): void {
  loader()?.hovering?.(prefetchPath(href));
}

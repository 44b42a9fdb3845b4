/**
 * Smooth scrolling is for in-page links only (spec §2: a new page scrolls to the top, back and
 * forward keep the saved scroll position, a hash scrolls to its anchor). A new page starts at the top and
 * back/forward restore the saved position at once; a global `scroll-behavior: smooth` animated
 * both (the new page painted at the old position, then glided to the top). So the class that
 * turns it on (GlobalStyles, only without `prefers-reduced-motion: reduce`) is set by a click on a
 * link to another part of the page on screen, and removed when that scroll ends, when a route
 * change starts, or after FALLBACK_MS (a target already in place never scrolls).
 */
import { isPlainClick, opensInSameTab } from './link-click';

export const SMOOTH_SCROLL_CLASS = 'smooth-scroll';
export const SMOOTH_SCROLL_FALLBACK_MS = 1500;

let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

/** A link that the browser follows by scrolling the page on screen: same page, with a hash. */
export function isInPageLink(anchor: HTMLAnchorElement, location: Pick<Location, 'href'>): boolean {
  if (!anchor.hash || !opensInSameTab(anchor)) return false;
  const current = new URL(location.href);
  return (
    anchor.origin === current.origin &&
    anchor.pathname === current.pathname &&
    anchor.search === current.search
  );
}

/** Route changes and restores are instant again. */
export function endSmoothScroll(doc: Document = document): void {
  clearTimeout(fallbackTimer);
  doc.documentElement.classList.remove(SMOOTH_SCROLL_CLASS);
}

/** Turns smooth scrolling on for each plain click on an in-page link, until its scroll ends. */
export function watchInPageLinks(win: Window & typeof globalThis = window): void {
  const doc = win.document;
  doc.addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof win.Element ? event.target.closest('a[href]') : null;
      if (!isPlainClick(event) || !(anchor instanceof win.HTMLAnchorElement)) return;
      if (!isInPageLink(anchor, win.location)) return;
      doc.documentElement.classList.add(SMOOTH_SCROLL_CLASS);
      clearTimeout(fallbackTimer);
      fallbackTimer = setTimeout(() => endSmoothScroll(doc), SMOOTH_SCROLL_FALLBACK_MS);
    },
    // Before any handler that could navigate: the class must be there when the scroll starts.
    { capture: true },
  );
  doc.addEventListener('scrollend', () => endSmoothScroll(doc));
}

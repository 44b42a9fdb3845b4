// The rules Gatsby's `Link` follows for a click on a link to a page of this site, for the links
// Gatsby's `Link` does not render: those of static islands, which React never hydrates
// (src/components/ui/StaticIsland.tsx), and in-page links (smooth-scroll.ts).
import { navigate } from 'gatsby';

/** A plain primary click: a modifier opens a tab or a window, or downloads. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link that opens in this tab: no target, not a download. */
export function opensInSameTab(anchor: HTMLAnchorElement): boolean {
  return !anchor.target && !anchor.hasAttribute('download');
}

/** Whether `href` is the page on screen (not another part of it: a hash or query differs). */
export function isCurrentPage(href: string, pathname: string | undefined): boolean {
  return pathname !== undefined && pathname === encodeURI(href);
}

/**
 * Follows a link to a page of this site inside the app, as Gatsby's `Link` does: only a plain
 * primary click on a link that opens in the same tab, and not when a handler prevented it.
 */
export function followInApp(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'> & {
    preventDefault(): void;
  },
  anchor: HTMLAnchorElement,
  href: string,
): void {
  if (event.defaultPrevented || !isPlainClick(event) || !opensInSameTab(anchor)) return;
  event.preventDefault();
  // Following a link to the page on screen replaces its history entry (Gatsby's rule).
  void navigate(href, { replace: isCurrentPage(href, window.location.pathname) });
}

import { LocationContext } from '@gatsbyjs/reach-router';
import { navigate } from 'gatsby';
import React, { useContext, useEffect, useRef } from 'react';
import { isPlainClick, opensInSameTab } from '../../features/navigation/link-click';
import { prefetchOnHover, prefetchWhenVisible } from '../../features/navigation/prefetch';

export interface InternalLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site, already in its language (`/ja/about`), with any query or hash. */
  href: string;
}

/** Whether `href` is the page on screen (not another part of it: a hash or query differs). */
export function isCurrentPage(href: string, pathname: string | undefined): boolean {
  return pathname !== undefined && pathname === encodeURI(href);
}

/**
 * Follows a link to a page of this site inside the app, as Gatsby's `Link` does: only a plain
 * primary click on a link that opens in the same tab, and not when a handler prevented it.
 */
export function followInApp(event: React.MouseEvent, anchor: HTMLAnchorElement, href: string): void {
  if (event.defaultPrevented || !isPlainClick(event) || !opensInSameTab(anchor)) return;
  event.preventDefault();
  // Following a link to the page on screen replaces its history entry (Gatsby's rule).
  void navigate(href, { replace: isCurrentPage(href, window.location.pathname) });
}

/**
 * A link to a page of this site. It does what Gatsby's `Link` does (navigation inside the app on
 * a plain click, prefetching when in view or hovered, `aria-current="page"` on the page being
 * shown) as one component over a plain anchor; Gatsby's takes seven components and an
 * IntersectionObserver per link, which made links the larger part of hydrating a page.
 */
export function InternalLink({
  href,
  onClick,
  onMouseEnter,
  children,
  ...rest
}: InternalLinkProps): React.JSX.Element {
  const pathname = useContext(LocationContext)?.location.pathname;
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => (anchor.current ? prefetchWhenVisible(anchor.current, href) : undefined), [href]);

  return (
    <a
      ref={anchor}
      aria-current={isCurrentPage(href, pathname) ? 'page' : undefined}
      {...rest}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchOnHover(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, event.currentTarget, href);
      }}
    >
      {children}
    </a>
  );
}

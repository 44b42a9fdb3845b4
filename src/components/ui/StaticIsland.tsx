import React, { useEffect } from 'react';
import { KEEP_SERVER_CHILDREN, useAdoptedServerHtml } from '../../features/hydration';
import { observeReveal } from '../../features/motion/reveal';
import { followInApp } from '../../features/navigation/link-click';
import { prefetchOnHover, prefetchWhenVisible } from '../../features/navigation/prefetch';
import { classifyHref } from '../../features/navigation/safe-url';

type IslandTag = 'div' | 'main' | 'section' | 'nav' | 'ul' | 'ol';

export interface StaticIslandProps extends React.HTMLAttributes<HTMLElement> {
  as?: IslandTag;
  children: React.ReactNode;
}

/** An anchor inside `root` that leads to a page of this site, with its href. */
function siteLinkOf(target: EventTarget | null, root: Element): [HTMLAnchorElement, string] | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return null;
  const href = anchor.getAttribute('href') ?? '';
  return classifyHref(href).kind === 'internal' ? [anchor, href] : null;
}

/**
 * Content that never changes in the browser (copy, images, links): on the page's first load
 * React adopts the server's HTML as it is instead of hydrating every element in it, which is
 * most of the work of hydrating a marketing page. What the components inside would have done
 * in the browser is done here for the whole island: links to site pages navigate inside the app
 * and are prefetched, and blocks that reveal on scroll are watched. Nothing interactive
 * (buttons, forms, state) may go inside: it would stay inert on a first load.
 *
 * After a navigation inside the app there is no server HTML: the island renders its children
 * like any element. If React ever discards the server HTML (a hydration error elsewhere makes
 * it render the page afresh), the island notices it is empty and renders its children too.
 */
export function StaticIsland({ as: Tag = 'div', children, ...props }: StaticIslandProps): React.JSX.Element {
  const [adopted, island] = useAdoptedServerHtml<HTMLElement>();

  useEffect(() => {
    const root = island.current;
    // Empty: React drew the page afresh, and the island its children (useAdoptedServerHtml).
    if (!adopted || !root?.hasChildNodes()) return undefined;
    const stops: Array<() => void> = [];
    for (const anchor of root.querySelectorAll('a[href]')) {
      const link = siteLinkOf(anchor, root);
      if (link) stops.push(prefetchWhenVisible(link[0], link[1]));
    }
    for (const block of root.querySelectorAll<HTMLElement>('[data-reveal]')) stops.push(observeReveal(block));
    return () => stops.forEach((stop) => stop());
  }, [adopted, island]);

  if (!adopted) return React.createElement(Tag, { ...props, ref: island }, children);
  return React.createElement(Tag, {
    ...props,
    ref: island,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      const link = siteLinkOf(event.target, event.currentTarget);
      if (link) followInApp(event, link[0], link[1]);
    },
    onMouseOver: (event: React.MouseEvent<HTMLElement>) => {
      const link = siteLinkOf(event.target, event.currentTarget);
      if (link) prefetchOnHover(link[1]);
    },
    ...KEEP_SERVER_CHILDREN,
  });
}

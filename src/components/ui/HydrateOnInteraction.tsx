import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React, { useContext, useEffect, useRef } from 'react';
import { I18nContext } from 'react-i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { KEEP_SERVER_CHILDREN, useAdoptedServerHtml } from '../../features/hydration';

/**
 * What a visitor does first with a part of the page, by pointer, touch or keyboard: the first
 * of these loads its code. `pointerover` bubbles, so a pointer already inside counts once it moves.
 */
const FIRST_INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;

export interface HydrateOnInteractionProps {
  /**
   * What the part shows. It is hydrated in a React root of its own, which sees none of the page's
   * contexts but the page's language and translations (the island carries those): any other
   * provider it reads goes inside, around what it shows.
   */
  children: React.ReactNode;
  /** Hydrate as soon as the page has (the server's answer to a form inside is on the page). */
  now?: boolean;
}

/**
 * A part of the page whose code loads when the visitor first touches it, not with the page (the
 * feedback form at the foot of an article: most visitors never use it). On the page's first load
 * React keeps the server's HTML as it is (as StaticIsland does), and on the first interaction the
 * same children are hydrated over that HTML in a React root of their own: what the visitor has
 * chosen or typed meanwhile, and the focus, stay, as hydration adopts the elements. Until then
 * the HTML works without JavaScript (a form posts to the site server).
 *
 * A root of its own, not a Suspense boundary of the page left suspended: React gives up a
 * suspended server boundary and draws its fallback when any context above it changes (a hash
 * link re-renders the page's providers), which would remove the form until it was touched.
 * After a navigation inside the app there is no server HTML: the children render like any element.
 */
export function HydrateOnInteraction({
  children,
  now = false,
}: HydrateOnInteractionProps): React.JSX.Element {
  const [adopted, island] = useAdoptedServerHtml<HTMLDivElement>();
  // Every part of the site reads the page's language and its translations.
  const translations = useContext(I18nContext);
  const page = useContext(I18nextContext);
  const withContexts = (inner: React.ReactNode) => (
    <I18nContext.Provider value={translations}>
      <I18nextContext.Provider value={page}>{inner}</I18nextContext.Provider>
    </I18nContext.Provider>
  );
  // The children and providers of the latest render, for the moment the visitor comes.
  const latest = useRef({ children, withContexts });
  latest.current = { children, withContexts };

  useEffect(() => {
    const container = island.current;
    // Empty: React drew the page afresh, and this part its children (useAdoptedServerHtml).
    if (!adopted || !container?.hasChildNodes()) return undefined;
    let root: Root | undefined;
    const hydrate = () => {
      FIRST_INTERACTIONS.forEach((type) => container.removeEventListener(type, hydrate));
      root ??= hydrateRoot(container, latest.current.withContexts(latest.current.children));
    };
    if (now || container.contains(document.activeElement)) hydrate();
    else FIRST_INTERACTIONS.forEach((type) => container.addEventListener(type, hydrate, { passive: true }));
    return () => {
      FIRST_INTERACTIONS.forEach((type) => container.removeEventListener(type, hydrate));
      // Not while the page's root commits (React refuses to unmount a root synchronously then).
      const hydrated = root;
      if (hydrated) queueMicrotask(() => hydrated.unmount());
    };
  }, [adopted, island, now]);

  // Named in the markup: the hydration checks (e2e/hydration-checks.ts) leave its controls to it.
  if (!adopted)
    return (
      <div ref={island} data-hydrate-on-interaction="">
        {children}
      </div>
    );
  // The server's children stay as they are: the island's own root owns them.
  return <div ref={island} data-hydrate-on-interaction="" {...KEEP_SERVER_CHILDREN} />;
}

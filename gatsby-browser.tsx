import type { GatsbyBrowser } from 'gatsby';
import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';
import { withOutdatedTranslation } from './src/features/i18n/outdated-translation';
import { markHydrated } from './src/features/hydration';
import { redirectRootToPreferredLocale } from './src/features/i18n/redirect';
import { reloadAfterChunkError, watchChunkErrors } from './src/features/navigation/chunk-reload';
import { focusHashTarget, watchHashFocus } from './src/features/navigation/hash-focus';
import { noteRouteUpdate } from './src/features/navigation/route-log';
import { keepVisitorUrlOnStatusPage } from './src/features/navigation/status-pages';
import { endSmoothScroll, watchInPageLinks } from './src/features/navigation/smooth-scroll';

/**
 * Language detection runs once, before hydration, and only on `/` (spec §4). A localized 404
 * page keeps the visitor's URL (see keepVisitorUrlOnStatusPage): Gatsby checks it right after
 * this hook.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  keepVisitorUrlOnStatusPage();
  redirectRootToPreferredLocale();
  watchChunkErrors();
  watchHashFocus();
  watchInPageLinks();
};

/** Marks the document once React has hydrated, so browser tests know controls are live. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  document.documentElement.dataset.hydrated = 'true';
  // The hourly build check is its own small chunk, loaded after hydration: no page needs it to
  // render. It reads this build's id from builds/latest.json (no id is compiled in, so a
  // content-only build leaves the bundles and unchanged pages byte-identical).
  void import('./src/features/build-check/build-check').then((module) => {
    buildCheck = module;
    module.startBrowserBuildCheck();
  });
};

/** The build check, once its chunk loaded. */
let buildCheck: typeof import('./src/features/build-check/build-check') | undefined;

/** After a chunk failed to load, the next navigation loads the page from the server (spec §4). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  // Another page starts at the top, or at its saved position, at once (spec §2).
  if (location.pathname !== prevLocation.pathname) endSmoothScroll();
  const destination = `${location.pathname}${location.search}${location.hash}`;
  if (reloadAfterChunkError(destination)) return;
  // A newer build is live and lacks this page (or its meta is unknown): the server answers it.
  if (buildCheck?.navigationMode(location.pathname) === 'reload') window.location.assign(destination);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  noteRouteUpdate();
  if (prevLocation) buildCheck?.checkAfterNavigation();
  // A link to an anchor of another page: Gatsby scrolls to it; keyboard focus follows.
  if (prevLocation && location.hash) window.requestAnimationFrame(() => focusHashTarget(location.hash));
};

/**
 * A change of query string on the same page (the ecosystem directory's filters) keeps the
 * scroll position: jumping to the top on every ticked filter would lose the visitor's place.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const previous = prevRouterProps?.location;
  const next = routerProps.location;
  return !(previous && previous.pathname === next.pathname && previous.search !== next.search && !next.hash);
};

/**
 * Hydration inside a transition: React then hydrates in short slices that yield to the browser
 * instead of one long task (Gatsby's default), so a phone answers taps while the page hydrates.
 * The first commit, `onInitialClientRender` and `data-hydrated` still come after the whole tree.
 */
function hydrateInTransition(element: React.ReactElement, container: Element): void {
  // Gatsby's own rule: a page without server-rendered markup (none here today) renders afresh.
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby types this hook with react-dom's legacy `Renderer` (ReactDOM.render's overloads); it
// calls the function with (element, container) and ignores what it returns.
export const replaceHydrateFunction = (() =>
  hydrateInTransition) as unknown as GatsbyBrowser['replaceHydrateFunction'];

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

/** The layout shows the page's outdated-translation notice from its context. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  withOutdatedTranslation(element, props.pageContext);

/**
 * The URL shapes of the pages built from a template for each CMS entry. Apart from the route
 * table (routes.ts) because the browser needs them, for the 404 page's message only: the table
 * itself stays in the build (a page's breadcrumb steps travel in its context).
 */

/** The URL shape of a CMS slug: lower-case words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Pages built from a template for each CMS entry, with the rule their parameter must follow
 * (spec §5: a route's own validation rule). A URL of this shape that fails its rule, or names no
 * entry, is a 404 "Page Not Found" and is logged as such (spec §8: 'Page Not Found: {path}').
 * Generic CMS pages take any other path and have no shape of their own.
 */
export interface TemplateRoute {
  /** The route with its parameter, e.g. `/blog/:slug`. */
  path: string;
  /** Captures the parameter from an unprefixed path. */
  pattern: RegExp;
  /** What the parameter must look like. */
  param: RegExp;
}

/** A list page after the first: page 1 is the list's own path, never `…/page/1`. */
const LATER_PAGE = /(?:[2-9]|[1-9]\d{1,4})/;

export const TEMPLATE_ROUTES: readonly TemplateRoute[] = [
  {
    path: '/blog/page/:page',
    pattern: /^\/blog\/page\/([^/]+)$/,
    param: new RegExp(`^${LATER_PAGE.source}$`),
  },
  // Both parameters are checked as one: `{tag}/page/{page}`.
  {
    path: '/blog/tag/:tag/page/:page',
    pattern: /^\/blog\/tag\/([^/]+\/page\/[^/]+)$/,
    param: new RegExp(`^${SLUG.source.slice(1, -1)}/page/${LATER_PAGE.source}$`),
  },
  { path: '/blog/tag/:tag', pattern: /^\/blog\/tag\/([^/]+)$/, param: SLUG },
  { path: '/blog/:slug', pattern: /^\/blog\/([^/]+)$/, param: SLUG },
  { path: '/connect/:provider/redirect', pattern: /^\/connect\/([^/]+)\/redirect$/, param: /^[a-z]+$/ },
];

/** The template route an unprefixed path belongs to, and whether its parameter is well formed. */
export function matchTemplateRoute(path: string): { route: TemplateRoute; valid: boolean } | null {
  for (const route of TEMPLATE_ROUTES) {
    const match = route.pattern.exec(path);
    if (match) return { route, valid: route.param.test(match[1]) };
  }
  return null;
}

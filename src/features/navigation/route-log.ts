import { matchTemplateRoute } from '../../config/routes';
import { splitLocalePath } from '../i18n/paths';

/** Route changes seen in this tab; the first one is the page the visitor opened (startup). */
let routeUpdates = 0;

/** Called by gatsby-browser's onRouteUpdate, for the first render too. */
export function noteRouteUpdate(): void {
  routeUpdates += 1;
}

/**
 * The 404 message of spec §8 for a URL that showed the 404 page: 'Page Not Found: {path}' when
 * the page was opened at that URL (startup) or when a template's parameter rule refused it;
 * 'Page not found: {fullPath}' when a navigation inside the site landed on no route.
 */
export function notFoundMessage(location: { pathname: string; search: string; hash: string }): string {
  const templated = matchTemplateRoute(splitLocalePath(location.pathname).path);
  if (routeUpdates <= 1 || templated) return `Page Not Found: ${location.pathname}`;
  return `Page not found: ${location.pathname}${location.search}${location.hash}`;
}

import { matchTemplateRoute } from '../../config/template-routes';
import { splitLocalePath } from '../i18n/paths';
import { openedAtThisUrl } from './route-log';

/**
 * The 404 message of spec §8 for a URL that showed the 404 page: 'Page Not Found: {path}' when
 * the page was opened at that URL (startup) or when a template's parameter rule refused it;
 * 'Page not found: {fullPath}' when a navigation inside the site landed on no route. Apart from
 * route-log.ts, which every page loads, so that the template routes are in the 404 page's chunk.
 */
export function notFoundMessage(location: { pathname: string; search: string; hash: string }): string {
  const templated = matchTemplateRoute(splitLocalePath(location.pathname).path);
  if (openedAtThisUrl() || templated) return `Page Not Found: ${location.pathname}`;
  return `Page not found: ${location.pathname}${location.search}${location.hash}`;
}

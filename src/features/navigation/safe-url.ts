import { ALLOWED_EXTERNAL_HOSTS, SITE } from '../../config/site';
import { classifyLink, type LinkTarget } from '@meridian/shared/link-rules';

export { isAllowedHost } from '@meridian/shared/link-rules';
export type { LinkTarget };

/**
 * Sorts an href into what the site may do with it. Every link on the site, from code or from
 * CMS content, goes through here: a refused link is rendered as plain text.
 */
export function classifyHref(
  raw: string,
  allowedHosts: readonly string[] = ALLOWED_EXTERNAL_HOSTS,
): LinkTarget {
  if (allowedHosts !== ALLOWED_EXTERNAL_HOSTS) return classifyLink(raw, allowedHosts, SITE.url);
  // Every link renders through here, and a page has hundreds: parse each href once.
  let target = classified.get(raw);
  if (!target) {
    target = classifyLink(raw, allowedHosts, SITE.url);
    if (classified.size > 5_000) classified.clear();
    classified.set(raw, target);
  }
  return target;
}

const classified = new Map<string, LinkTarget>();

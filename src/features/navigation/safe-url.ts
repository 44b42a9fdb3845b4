import { SITE } from '../../config/site';
import { classifyLink, type LinkTarget } from '@meridian/shared/link-rules';
import { SITE_HOSTS } from '@meridian/shared/site-hosts';

export type { LinkTarget };

/**
 * Sorts an href into what the site may do with it. Every link on the site, from code or from
 * CMS content, goes through here: a refused link is rendered as plain text. The links the site's
 * code carries go to its own sites (SITE_HOSTS); an entry's links are held to the CMS's list
 * (ALLOWED_EXTERNAL_HOSTS: the build's checks pass it, and a page that shows them the part its
 * entries use, from its data: SitePageContext's `linkHosts`).
 */
export function classifyHref(raw: string, allowedHosts: readonly string[] = SITE_HOSTS): LinkTarget {
  if (allowedHosts !== SITE_HOSTS) return classifyLink(raw, allowedHosts, SITE.url);
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

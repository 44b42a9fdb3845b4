import { DEFAULT_SITE_URL, SITE_HOSTS } from '@meridian/shared/allowed-hosts';
import { isAllowedHost } from '@meridian/shared/link-rules';
import type { DirectoryProject } from '../../features/ecosystem/directory';
import type { GlossarySection } from '../../features/glossary/order';
import { allowedHosts } from './effective-hosts';

/**
 * A page's `linkHosts` (SitePageContext): the site's own hosts and the entries of the build's list
 * (effective-hosts.ts: the developer list and the admins' setting)
 * that its entries' links reach, for Link's check in the browser. In the page's data, so that the
 * event platforms' hosts are not in every page's JavaScript; the check stays the same list's.
 */
export function linkHostsFor(urls: ReadonlyArray<string | null | undefined>): { linkHosts: string[] } {
  const hosts = urls.flatMap((url) => {
    try {
      return url ? [new URL(url, DEFAULT_SITE_URL).host] : [];
    } catch {
      return []; // malformed: Link refuses it whatever the list
    }
  });
  return {
    linkHosts: allowedHosts().filter(
      (entry) => SITE_HOSTS.includes(entry) || hosts.some((host) => isAllowedHost(host, [entry])),
    ),
  };
}

/** The links of a directory's projects: their sites and social accounts. */
export const projectUrls = (projects: readonly DirectoryProject[]): string[] =>
  projects.flatMap((project) => [project.website, ...Object.values(project.social)]);

/** The links of a glossary's terms. */
export const termUrls = (sections: readonly GlossarySection[]): string[] =>
  sections.flatMap((section) => section.terms.flatMap((term) => term.links.map((link) => link.to)));

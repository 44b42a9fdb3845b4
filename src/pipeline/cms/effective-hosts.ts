import { ALLOWED_EXTERNAL_HOSTS, effectiveHosts } from '@meridian/shared/allowed-hosts';

/**
 * This build's allowed hosts: the developer list and the admins' setting (CMS, "Allowed hosts"),
 * read once per build with the rest of the CMS (read.ts) and set when the site is planned
 * (site-plan.ts). Every build-time check (markdown, events, glossary, the directory) and the
 * pages' `linkHosts` (link-hosts.ts, what Link checks in the browser) hold links to it.
 */
let current: readonly string[] = ALLOWED_EXTERNAL_HOSTS;

/** Sets this build's list from the admins' hosts (none: the developer list alone). */
export function setAdminHosts(adminHosts: readonly string[]): readonly string[] {
  current = effectiveHosts(adminHosts);
  return current;
}

/** The hosts this build's entries may link to. */
export const allowedHosts = (): readonly string[] => current;

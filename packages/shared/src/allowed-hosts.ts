// Shared: the CMS's checks on save (cms/src/content-rules/content-rules.js), the build's checks
// of an entry's links and the components that show them hold links to this one list; the links
// the site's code carries are held to its first part, site-hosts.ts's (safe-url.ts's default).
import { SITE_HOSTS } from './site-hosts.js';

export { DEFAULT_SITE_URL, SITE_HOSTS } from './site-hosts.js';

/**
 * Hosts that links may point to. A link to any other host is refused and rendered as text (spec §5:
 * a link to an external URL is refused unless explicitly allowed). Subdomains are listed one by
 * one; `*.domain` allows a whole domain's subdomains and is kept for domains nobody else can own.
 */
export const ALLOWED_EXTERNAL_HOSTS: readonly string[] = [
  ...SITE_HOSTS,
  // Event platforms, for events' sign-up links (and any link to an event): an event's sign-up
  // link must be on a listed host, and community events are run on these. Eventbrite serves
  // each country at its own domain; connpass, each group at its own subdomain.
  'lu.ma',
  'luma.com',
  'connpass.com',
  '*.connpass.com',
  'www.meetup.com',
  'meetup.com',
  'www.eventbrite.com',
  'www.eventbrite.co.uk',
  'www.eventbrite.com.au',
  'www.eventbrite.ca',
  'www.eventbrite.de',
  'www.eventbrite.fr',
  'www.eventbrite.es',
  'www.eventbrite.it',
  'www.eventbrite.nl',
  'www.eventbrite.ie',
  'www.eventbrite.sg',
  'www.eventbrite.co.nz',
  'www.eventbrite.com.br',
  'www.eventbrite.com.mx',
  'eventbrite.com',
  // The seed's sample ecosystem projects live under the reserved .example domain (RFC 2606).
  // A real project's site is listed here when it joins the directory; until then the build
  // warns and the directory shows its address as text.
  '*.example',
];

/** Reserved top-level names (RFC 2606, RFC 6761) that a wildcard may cover whole: nobody owns them. */
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost'];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why a host-list entry cannot be used, or null; see hostEntryProblem. */
export type HostProblem =
  'scheme' | 'path' | 'port' | 'ip' | 'uppercase' | 'unicode' | 'wildcard' | 'single-label' | 'syntax';

/**
 * The rule every entry of an allowed-host list follows, the developer list and the admins'
 * setting alike: a hostname (`lu.ma`) or `*.` and a domain (`*.connpass.com`); no scheme, path,
 * port or IP address; lowercase ASCII (an internationalized name in its xn-- form). A wildcard
 * of a public top-level domain (`*.com`) is refused; the reserved ones (`*.example`) are not.
 */
export function hostEntryProblem(entry: string): HostProblem | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) return 'scheme';
  if (/[/?#]/.test(entry)) return 'path';
  if (/:\d*$/.test(entry)) return 'port';
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(entry)) return 'unicode';
  if (entry !== entry.toLowerCase()) return 'uppercase';
  const wildcard = entry.startsWith('*.');
  const name = wildcard ? entry.slice(2) : entry;
  if (name.includes('*')) return 'wildcard';
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return 'syntax';
  if (/^\d+$/.test(labels[labels.length - 1])) return 'ip';
  if (labels.length === 1 && !(wildcard && RESERVED_TOP_LEVEL.includes(name))) {
    return wildcard ? 'wildcard' : 'single-label';
  }
  return null;
}

/** A line of a host list that breaks the rule: its number (from 1), its text and why. */
export interface HostLineProblem {
  line: number;
  text: string;
  problem: HostProblem;
}

/**
 * The admins' setting's text (one host a line; blank lines and spaces around a host ignored) as
 * its hosts, and the lines that break hostEntryProblem's rule.
 */
export function parseHostList(text: string | null | undefined): {
  hosts: string[];
  problems: HostLineProblem[];
} {
  const hosts: string[] = [];
  const problems: HostLineProblem[] = [];
  (text ?? '').split(/\r?\n/).forEach((raw, index) => {
    const entry = raw.trim();
    if (!entry) return;
    const problem = hostEntryProblem(entry);
    if (problem) problems.push({ line: index + 1, text: entry, problem });
    else if (!hosts.includes(entry)) hosts.push(entry);
  });
  return { hosts, problems };
}

/**
 * The hosts links may point to: the developer list, always, then the admins' setting's hosts it
 * does not already hold (an entry breaking the rule is left out: the CMS refused it on save).
 */
export function effectiveHosts(adminHosts: readonly string[]): readonly string[] {
  const added = adminHosts.filter(
    (host, index) =>
      !ALLOWED_EXTERNAL_HOSTS.includes(host) &&
      adminHosts.indexOf(host) === index &&
      hostEntryProblem(host) === null,
  );
  return added.length ? [...ALLOWED_EXTERNAL_HOSTS, ...added] : ALLOWED_EXTERNAL_HOSTS;
}

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

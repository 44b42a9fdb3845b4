// Shared: the site's links (link-rules, safe-url.ts) and the CMS's checks on save
// (cms/src/content-rules/content-rules.js) hold links to this one list.
/**
 * Hosts that links may point to. A link to any other host is refused and rendered as text (spec §5:
 * a link to an external URL is refused unless explicitly allowed). Subdomains are listed one by
 * one; `*.domain` allows a whole domain's subdomains and is kept for domains nobody else can own.
 */
export const ALLOWED_EXTERNAL_HOSTS: readonly string[] = [
  'meridian.network',
  'portal.meridian.network',
  'docs.meridian.network',
  'careers.meridian.network',
  'forum.meridian.network',
  'discord.gg',
  'x.com',
  't.me',
  'github.com',
  'www.youtube.com',
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

/** The site's canonical origin when `GATSBY_SITE_URL` does not say (site.ts's SITE.url). */
export const DEFAULT_SITE_URL = 'https://meridian.network';

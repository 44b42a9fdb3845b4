// The hosts of the foundation's own sites and channels: the links the site's code carries go
// there. Apart from allowed-hosts.ts so that every page's JavaScript carries this short list only;
// the hosts a CMS entry's links may also reach come with the components that show such links.
/** Hosts of the foundation's sites and channels (allowed-hosts.ts's list starts with them). */
export const SITE_HOSTS: readonly string[] = [
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
];

/** The site's canonical origin when `GATSBY_SITE_URL` does not say (site.ts's SITE.url). */
export const DEFAULT_SITE_URL = 'https://meridian.network';

/**
 * The brand: names, addresses and outbound links. Renaming the foundation is a change to this
 * file alone; copy in locales/ refers to the brand through `{{brand}}`-style interpolation only
 * where a name is needed, and components read names from here.
 */
export const SITE = {
  foundation: 'Meridian Foundation',
  network: 'Meridian',
  token: 'MRD',
  /** Canonical origin, no trailing slash. Overridable per deployment. */
  url: (process.env.GATSBY_SITE_URL || 'https://meridian.network').replace(/\/+$/, ''),
  twitterHandle: '@meridian_network',
  foundedYear: 2021,
  /** Number of members in the Japanese community, interpolated into the ja and ko solutions copy. */
  japaneseMembers: 48000,
} as const;

/** Outbound destinations used by menus, footers and pages. */
export const EXTERNAL_LINKS = {
  portal: 'https://portal.meridian.network',
  dappStaking: 'https://portal.meridian.network/staking',
  docs: 'https://docs.meridian.network',
  careers: 'https://careers.meridian.network',
  forum: 'https://forum.meridian.network',
  discord: 'https://discord.gg/meridian',
  x: 'https://x.com/meridian_network',
  telegram: 'https://t.me/meridian_network',
  github: 'https://github.com/meridian-network',
  youtube: 'https://www.youtube.com/@meridian-network',
} as const;

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS;

/** Social profiles shown in the footer, in order, with the icon to draw. */
export const SOCIAL_LINKS: ReadonlyArray<{ key: ExternalLinkKey; label: string }> = [
  { key: 'x', label: 'X' },
  { key: 'discord', label: 'Discord' },
  { key: 'telegram', label: 'Telegram' },
  { key: 'github', label: 'GitHub' },
  { key: 'youtube', label: 'YouTube' },
];

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
  // The seed's sample ecosystem projects live under the reserved .example domain (RFC 2606).
  // A real project's site is listed here when it joins the directory; until then the build
  // warns and the directory shows its address as text.
  '*.example',
];

import { DEFAULT_SITE_URL } from '@meridian/shared/site-hosts';

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
  url: (process.env.GATSBY_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
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

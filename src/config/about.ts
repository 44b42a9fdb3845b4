import { SITE } from './site';

/**
 * Facts and figures of the About page. Labels live in the `about` namespace under
 * `facts.stat.{id}` and `work.{id}.*`; the numbers and link targets live here.
 */
export interface FoundationFact {
  id: 'founded' | 'team' | 'nationalities' | 'communities';
  value: number;
  /** A year is shown as it is, without digit grouping. */
  kind: 'year' | 'count';
}

export const FOUNDATION_FACTS: readonly FoundationFact[] = [
  { id: 'founded', value: SITE.foundedYear, kind: 'year' },
  { id: 'team', value: 46, kind: 'count' },
  { id: 'nationalities', value: 15, kind: 'count' },
  { id: 'communities', value: 12, kind: 'count' },
];

/** Rows of the "how the foundation is organised" list, in order. */
export const ORGANISATION_ROWS = ['legalForm', 'seat', 'council', 'teams', 'hubs'] as const;

/** What the foundation does: one card each, with its icon and the page that tells more. */
export const FOUNDATION_WORK = [
  { id: 'grants', icon: '/illustrations/about/icon-grants.svg', to: '/builders-program' },
  { id: 'developers', icon: '/illustrations/about/icon-developers.svg', to: '/developers' },
  { id: 'community', icon: '/illustrations/about/icon-community.svg', to: '/community' },
  { id: 'protocol', icon: '/illustrations/about/icon-protocol.svg', to: '/starmap' },
] as const;

/** The foundation's principles, shown beside the mission. */
export const PRINCIPLES = ['open', 'community', 'longTerm'] as const;

/** The years the About timeline must cover, one entry each, in every language. */
export const TIMELINE_YEARS = [2021, 2022, 2023, 2024] as const;

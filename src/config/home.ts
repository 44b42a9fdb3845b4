import { EXTERNAL_LINKS } from './site';

/**
 * The home page's facts: figures quoted in its copy, its lists of items and the backers on the
 * logo wall. Copy lives in locales/{lang}/home.json and interpolates these numbers, formatted
 * for the page's language.
 */
export const HOME_FIGURES = {
  /** Contribution score: the bonus for contributing quarter after quarter (4 × 5%). */
  scoreConsistencyBonus: 0.2,
  /** Spacelabs, the incubator. The grant pool is the spec's figure (§9). */
  grantPoolUsd: 30_000,
  incubatorWeeks: 12,
  firstCohortTeams: 5,
  firstCohortGrantUsd: 3_000,
  /** The Collective. */
  workingGroups: 3,
  languageCommunities: 12,
  /** MRD (see the tokenomics article in the CMS). */
  totalSupply: 1_000_000_000,
  treasuryShare: 0.3,
  issuanceRate: 0.05,
  votingDays: 7,
  stakingPeriodDays: 120,
  builderTiers: 4,
  investorShare: 0.17,
  investorVestingYears: 3,
} as const;

/** The three steps of the contribution score, in order (keys `score.steps.{n}.*`). */
export const SCORE_STEPS = ['1', '2', '3'] as const;

/** What evolution phase 1.5 brings, as on the Starmap (keys `phase.{point}.*`, icons `home/phase-{point}.svg`). */
export const PHASE_POINTS = ['scores', 'sequencing', 'budgets', 'agents'] as const;

/** The Collective: who is in it and how to join (keys `collective.who.{n}`, `collective.join.{n}`). */
export const COLLECTIVE_MEMBERS = ['1', '2', '3', '4'] as const;
export const COLLECTIVE_STEPS = ['1', '2', '3'] as const;

/** What the newsletter brings (keys `newsletter.points.{n}`). */
export const NEWSLETTER_POINTS = ['1', '2', '3'] as const;

/**
 * Ecosystem highlights: category slugs of the CMS directory (keys `ecosystem.{slug}.*`, icons
 * `home/ecosystem-{slug}.svg`).
 */
export const ECOSYSTEM_CATEGORIES = ['defi', 'gaming', 'wallet', 'infrastructure'] as const;

/**
 * Token utility, in the spec's order, with where each part's link goes (keys `token.{id}.*`,
 * icons `home/token-{id}.svg`); the fifth part, backers, comes with the logo wall.
 */
export const TOKEN_PARTS = [
  ['tokenomics', EXTERNAL_LINKS.docs],
  ['governance', EXTERNAL_LINKS.forum],
  ['staking', EXTERNAL_LINKS.dappStaking],
  ['developers', '/developers'],
] as const;

/**
 * The backers on the logo wall (fictional organisations). Each logo is
 * static/backers/{name in lower case, words joined by "-"}.svg, 160 × 40.
 */
export const BACKERS = [
  'Lanternfish Ventures',
  'Parallax Ridge Capital',
  'Hoshizora Ventures',
  'Gyeol Labs',
  'Quillfeather Research',
  'Obsidian Arc Fund',
  'Mosaic Tide Labs',
  'Cinder & Vale Partners',
] as const;

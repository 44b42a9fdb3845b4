import { EXTERNAL_LINKS } from './site';

/**
 * The Starmap (roadmap): phases in order, each with its items. Texts live in the `about`
 * namespace under `starmap.phase.{phase id}.*` and `starmap.item.{item id}.*`; this file holds
 * what is not text: order, status and where each item's details continue.
 */
export type StarmapStatus = 'done' | 'inProgress' | 'planned';

/** Where an item's "read more" link goes; the kind picks the link's wording. */
export type StarmapLinkKind = 'docs' | 'blog' | 'forum';

export interface StarmapItem {
  id: string;
  status: StarmapStatus;
  link: { kind: StarmapLinkKind; href: string };
}

export interface StarmapPhase {
  id: string;
  /** The phase number as the roadmap names it ("1.5"). */
  number: string;
  items: readonly StarmapItem[];
}

const docs = (path: string) => ({ kind: 'docs', href: `${EXTERNAL_LINKS.docs}${path}` }) as const;
const forum = (path: string) => ({ kind: 'forum', href: `${EXTERNAL_LINKS.forum}${path}` }) as const;
const blog = (slug: string) => ({ kind: 'blog', href: `/blog/${slug}` }) as const;

export const STARMAP_STATUSES: readonly StarmapStatus[] = ['done', 'inProgress', 'planned'];

export const STARMAP: readonly StarmapPhase[] = [
  {
    id: 'launch',
    number: '1',
    items: [
      { id: 'mainnet', status: 'done', link: docs('/mainnet/overview') },
      { id: 'dappStaking', status: 'done', link: blog('dapp-staking-explained') },
      { id: 'governance', status: 'done', link: blog('how-meridian-governance-works') },
      { id: 'bugBounty', status: 'done', link: blog('meridian-bug-bounty-program') },
      { id: 'zenith', status: 'done', link: docs('/upgrades/zenith') },
      { id: 'collective', status: 'done', link: blog('contribution-score-incentive-scheme') },
    ],
  },
  {
    id: 'evolution',
    number: '1.5',
    items: [
      { id: 'onchainScores', status: 'done', link: docs('/contracts/contribution-registry') },
      { id: 'equinox', status: 'done', link: blog('equinox-upgrade-decentralized-sequencing-is-live') },
      { id: 'workingGroups', status: 'inProgress', link: forum('/c/collective') },
      { id: 'agentsAsia', status: 'inProgress', link: blog('evolution-phase-1-5') },
    ],
  },
  {
    id: 'decentralisation',
    number: '2',
    items: [
      { id: 'collectiveGovernance', status: 'inProgress', link: forum('/c/governance') },
      { id: 'permissionlessOperators', status: 'planned', link: docs('/sequencing/operators') },
      { id: 'feeSharing', status: 'planned', link: forum('/c/governance') },
      { id: 'securityCouncil', status: 'planned', link: docs('/security/upgrades') },
    ],
  },
  {
    id: 'interop',
    number: '3',
    items: [
      { id: 'messaging', status: 'planned', link: forum('/c/research') },
      { id: 'fastWithdrawals', status: 'planned', link: docs('/research/validity-proofs') },
      { id: 'oneAccount', status: 'planned', link: forum('/c/research') },
    ],
  },
];

/** A phase is done when every item is, planned when none has started, in progress otherwise. */
export function phaseStatus(phase: StarmapPhase): StarmapStatus {
  if (phase.items.every((item) => item.status === 'done')) return 'done';
  if (phase.items.every((item) => item.status === 'planned')) return 'planned';
  return 'inProgress';
}

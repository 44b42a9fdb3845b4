/**
 * Facts and structure of the developer pages (/developers, /developers/techstack,
 * /developers/university, /builders-program, /spacelabs): networks, links, figures and the ids of
 * the items whose copy lives in `locales/{lang}/developers.json`. Numbers live here, not in the
 * translations, and are formatted per language where they are shown.
 */
import { EXTERNAL_LINKS } from './site';

const docs = (path: string): string => `${EXTERNAL_LINKS.docs}${path}`;
const repo = (name: string): string => `${EXTERNAL_LINKS.github}/${name}`;

/** Folder of the developer pages' illustrations and icons under static/. */
const ART = '/illustrations/developers';

export interface Icon {
  src: string;
  width: number;
  height: number;
}

const icon = (name: string): Icon => ({ src: `${ART}/icon-${name}.svg`, width: 48, height: 48 });

export interface Illustration extends Icon {
  /** Key of its alt text in the developers namespace; absent when the image is decorative. */
  altKey?: string;
}

export const ILLUSTRATIONS = {
  flow: { src: `${ART}/transaction-flow.svg`, width: 560, height: 440, altKey: 'flow.diagramAlt' },
  university: { src: `${ART}/university.svg`, width: 560, height: 400 },
  builders: { src: `${ART}/builders.svg`, width: 560, height: 400 },
  spacelabs: { src: `${ART}/spacelabs.svg`, width: 560, height: 400 },
} as const satisfies Record<string, Illustration>;

/* ------------------------------------------------------------------------------------------ */
/* Networks                                                                                   */
/* ------------------------------------------------------------------------------------------ */

export interface NetworkDetails {
  id: 'testnet' | 'mainnet';
  /** The name wallets show; a proper name, not translated. */
  name: string;
  chainId: number;
  rpcUrl: string;
  currencySymbol: string;
  explorerUrl: string;
  /** The Ethereum network it settles on. */
  settlesOn: string;
}

export const NETWORKS: readonly NetworkDetails[] = [
  {
    id: 'testnet',
    name: 'Meridian Testnet',
    chainId: 81180,
    rpcUrl: 'https://rpc.testnet.meridian.network',
    currencySymbol: 'MRD',
    explorerUrl: 'https://explorer.testnet.meridian.network',
    settlesOn: 'Ethereum Sepolia',
  },
  {
    id: 'mainnet',
    name: 'Meridian',
    chainId: 8118,
    rpcUrl: 'https://rpc.meridian.network',
    currencySymbol: 'MRD',
    explorerUrl: 'https://explorer.meridian.network',
    settlesOn: 'Ethereum',
  },
];

const testnet = NETWORKS[0];

/** Rows of the network table: which field of NetworkDetails each row shows. */
export const NETWORK_ROWS = [
  'name',
  'chainId',
  'rpcUrl',
  'currencySymbol',
  'explorerUrl',
  'settlesOn',
] as const;

/** Test MRD the faucet sends per address and day. */
export const FAUCET = { url: `${EXTERNAL_LINKS.portal}/faucet`, dailyMrd: 0.5 } as const;

/* ------------------------------------------------------------------------------------------ */
/* Developers hub                                                                             */
/* ------------------------------------------------------------------------------------------ */

export interface QuickstartStep {
  id: 'network' | 'faucet' | 'deploy' | 'ship';
  /** Code shown under the step (commands and config are not translated). */
  code?: { labelKey: string; text: string }[];
  link?: { labelKey: string; to: string };
}

export const QUICKSTART: readonly QuickstartStep[] = [
  {
    id: 'network',
    link: { labelKey: 'quickstart.network.link', to: `${EXTERNAL_LINKS.portal}/add-network` },
  },
  { id: 'faucet', link: { labelKey: 'quickstart.faucet.link', to: FAUCET.url } },
  {
    id: 'deploy',
    code: [
      {
        labelKey: 'quickstart.deploy.foundry',
        text: [
          'forge create src/Counter.sol:Counter \\',
          `  --rpc-url ${testnet.rpcUrl} \\`,
          '  --private-key $PRIVATE_KEY --broadcast',
        ].join('\n'),
      },
      {
        labelKey: 'quickstart.deploy.hardhat',
        text: [
          'networks: {',
          '  meridianTestnet: {',
          `    url: '${testnet.rpcUrl}',`,
          `    chainId: ${testnet.chainId},`,
          '    accounts: [process.env.PRIVATE_KEY!],',
          '  },',
          '},',
        ].join('\n'),
      },
    ],
  },
  { id: 'ship', link: { labelKey: 'quickstart.ship.link', to: docs('/mainnet/overview') } },
];

export const TOOLS = [
  { id: 'frameworks', icon: icon('frameworks'), to: docs('/tools/frameworks') },
  { id: 'libraries', icon: icon('libraries'), to: docs('/tools/libraries') },
  { id: 'sdk', icon: icon('sdk'), to: repo('meridian-sdk') },
  { id: 'devkit', icon: icon('devkit'), to: docs('/devkit') },
  { id: 'indexing', icon: icon('indexing'), to: docs('/tools/indexing') },
  { id: 'accounts', icon: icon('accounts'), to: docs('/tools/account-abstraction') },
] as const;

/** Highest bug bounty reward, for critical findings. */
export const BUG_BOUNTY_MAX_USD = 250_000;
/** The bug bounty's rules, linked from the developers page and /.well-known/security.txt. */
export const BUG_BOUNTY_URL = docs('/security/bug-bounty');

export const DOC_LINKS = [
  { id: 'gettingStarted', to: docs('/getting-started') },
  { id: 'rpc', to: docs('/reference/json-rpc') },
  { id: 'bridge', to: docs('/bridge/overview') },
  { id: 'fees', to: docs('/concepts/fees') },
  { id: 'nodes', to: docs('/nodes/run-a-node') },
  { id: 'security', to: BUG_BOUNTY_URL },
] as const;

export const NEXT_STEPS = [
  { id: 'techstack', icon: icon('layers'), to: '/developers/techstack' },
  { id: 'university', icon: icon('university'), to: '/developers/university' },
  { id: 'buildersProgram', icon: icon('grant'), to: '/builders-program' },
  { id: 'spacelabs', icon: icon('rocket'), to: '/spacelabs' },
] as const;

/* ------------------------------------------------------------------------------------------ */
/* Tech stack                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The steps of a transaction's journey, in the order of the diagram. */
export const FLOW_STEPS = ['sign', 'sequence', 'execute', 'publish', 'settle'] as const;

export interface StackLayer {
  id: 'services' | 'execution' | 'sequencing' | 'bridge' | 'dataAvailability' | 'settlement';
  /** The software or standard behind the layer (a name, not translated). */
  components: readonly string[];
  docs: string;
  /** Where the layer runs, for the tag on its card. */
  runsOn: 'meridian' | 'ethereum' | 'both';
}

/** From the top of the stack (what users touch) down to Ethereum. */
export const STACK_LAYERS: readonly StackLayer[] = [
  {
    id: 'services',
    components: ['Lumen Index', 'ERC-4337', 'EIP-6963'],
    docs: docs('/tools/indexing'),
    runsOn: 'meridian',
  },
  {
    id: 'execution',
    components: ['meridian-geth', 'Cancun EVM'],
    docs: docs('/architecture/execution'),
    runsOn: 'meridian',
  },
  {
    id: 'sequencing',
    components: ['meridian-node', 'SequencerRegistry'],
    docs: docs('/architecture/sequencing'),
    runsOn: 'meridian',
  },
  {
    id: 'bridge',
    components: ['L1StandardBridge', 'CrossDomainMessenger'],
    docs: docs('/bridge/overview'),
    runsOn: 'both',
  },
  {
    id: 'dataAvailability',
    components: ['EIP-4844', 'Brotli'],
    docs: docs('/architecture/data-availability'),
    runsOn: 'ethereum',
  },
  {
    id: 'settlement',
    components: ['OutputOracle', 'FaultDisputeGame', 'meridian-prover'],
    docs: docs('/architecture/settlement'),
    runsOn: 'ethereum',
  },
];

/** Measured figures (the 2024 load tests and the protocol parameters). */
export const PERFORMANCE = {
  blockTimeSeconds: 2,
  sustainedTps: 1150,
  medianConfirmationMs: 280,
  challengeWindowDays: 7,
} as const;

export const OPEN_SOURCE_LINKS = {
  github: EXTERNAL_LINKS.github,
  specs: docs('/architecture/overview'),
} as const;

/* ------------------------------------------------------------------------------------------ */
/* University                                                                                 */
/* ------------------------------------------------------------------------------------------ */

export const UNIVERSITY_FORMATS = [
  { id: 'selfPaced', icon: icon('university') },
  { id: 'cohort', icon: icon('mentors') },
  { id: 'certificate', icon: icon('certificate') },
] as const;

export interface CurriculumModule {
  id: 'rollups' | 'firstContract' | 'tokens' | 'security' | 'frontends' | 'shipping';
  /** Expected study time, in hours. */
  hours: number;
}

/** Solidity Foundations, one module a week. */
export const CURRICULUM: readonly CurriculumModule[] = [
  { id: 'rollups', hours: 4 },
  { id: 'firstContract', hours: 6 },
  { id: 'tokens', hours: 6 },
  { id: 'security', hours: 7 },
  { id: 'frontends', hours: 5 },
  { id: 'shipping', hours: 4 },
];

/** What each module teaches: three outcomes, numbered keys `curriculum.{id}.learn.{n}`. */
export const MODULE_OUTCOMES = ['1', '2', '3'] as const;

export const UNIVERSITY = {
  languages: 3,
  cohortWeeks: 8,
  cohortHoursPerWeek: 8,
  attendance: 0.8,
  enrolUrl: docs('/university'),
} as const;

export const UNIVERSITY_FAQ = [
  'cost',
  'experience',
  'languages',
  'time',
  'certificate',
  'afterwards',
] as const;

/* ------------------------------------------------------------------------------------------ */
/* Builders Program                                                                           */
/* ------------------------------------------------------------------------------------------ */

export const BUILDERS_PROGRAM = {
  /** Largest grant for one project, in US dollars (paid in MRD). */
  maxGrantUsd: 50_000,
  /** Share of an audit's cost the treasury pays (MIP-12). */
  auditSubsidy: 0.6,
  reviewCallMinutes: 30,
  decisionWeeks: 4,
  applyUrl: `${EXTERNAL_LINKS.portal}/builders/apply`,
  guidelinesUrl: docs('/grants'),
} as const;

export const BUILDER_BENEFITS = [
  { id: 'grants', icon: icon('grant') },
  { id: 'reviews', icon: icon('review') },
  { id: 'audits', icon: icon('shield') },
  { id: 'marketing', icon: icon('megaphone') },
  { id: 'introductions', icon: icon('network') },
  { id: 'staking', icon: icon('staking') },
] as const;

export const FOCUS_AREAS = ['tooling', 'consumer', 'publicGoods'] as const;

export const BUILDER_STEPS = ['apply', 'call', 'agreement', 'milestones'] as const;

export const BUILDERS_FAQ = ['who', 'amount', 'token', 'rounds', 'spacelabs', 'rejected'] as const;

/* ------------------------------------------------------------------------------------------ */
/* Spacelabs                                                                                  */
/* ------------------------------------------------------------------------------------------ */

export const SPACELABS = {
  weeks: 12,
  /**
   * Total grant pool for projects that integrate MRD, shared across cohorts (spec §1, §9: $30,000
   * in all).
   */
  grantPoolUsd: 30_000,
  grantPerTeamUsd: 3_000,
  mentorsPerTeam: 2,
  applyUrl: `${EXTERNAL_LINKS.portal}/spacelabs/apply`,
  rulesUrl: docs('/spacelabs'),
} as const;

export const SPACELABS_OFFER = [
  { id: 'grant', icon: icon('grant') },
  { id: 'mentors', icon: icon('mentors') },
  { id: 'reviews', icon: icon('review') },
  { id: 'token', icon: icon('staking') },
  { id: 'users', icon: icon('megaphone') },
  { id: 'demoDay', icon: icon('rocket') },
] as const;

/** The weeks of a cohort: first and last week of each phase. */
export const COHORT_PHASES = [
  { id: 'kickoff', from: 1, to: 2 },
  { id: 'build', from: 3, to: 6 },
  { id: 'review', from: 7, to: 8 },
  { id: 'launch', from: 9, to: 11 },
  { id: 'demoDay', from: 12, to: 12 },
] as const;

export const SPACELABS_AUDIENCE = ['prototype', 'token', 'meridian', 'team', 'anywhere'] as const;

/** Teams of the first cohort; names are proper names and stay as they are in every language. */
export const SPACELABS_ALUMNI = [
  { id: 'tsumiki', name: 'Tsumiki' },
  { id: 'relaybox', name: 'Relaybox' },
  { id: 'lanternGuild', name: 'Lantern Guild' },
] as const;

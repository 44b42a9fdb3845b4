import type { Locale } from '../src/features/i18n/locales';

/**
 * The site search's test set (issue 18): queries a visitor would type, taken from the seeded
 * content (cms/seed/data, content/, locales/), each with the page it must find in the top 3.
 * `kind` says what the query exercises. e2e/search.spec.ts runs them against the built index;
 * `npm run bench:search` reports recall@3 per language (docs/benchmarks.md).
 */
export interface SearchCase {
  query: string;
  /** The result URL expected among the first three. */
  expect: string;
  kind:
    | 'title word'
    | 'body word'
    | 'mid-sentence (no spaces)'
    | 'kana variant'
    | 'with particle'
    | 'without particle'
    | 'stemming'
    | 'project'
    | 'tag'
    | 'page';
}

const blog = (prefix: string, slug: string) => `${prefix}/blog/${slug}`;
const project = (prefix: string, name: string) => `${prefix}/ecosystem?q=${encodeURIComponent(name)}`;

export const SEARCH_CASES: Record<Locale, SearchCase[]> = {
  en: [
    { query: 'tokenomics', expect: '/blog/tag/tokenomics', kind: 'tag' },
    { query: 'Governance', expect: '/blog/tag/governance', kind: 'tag' },
    {
      query: 'genesis supply allocation',
      expect: blog('', 'mrd-tokenomics-supply-allocation-issuance'),
      kind: 'title word',
    },
    {
      query: 'publish token design',
      expect: blog('', 'mrd-tokenomics-supply-allocation-issuance'),
      kind: 'stemming',
    },
    {
      query: 'published token design',
      expect: blog('', 'mrd-tokenomics-supply-allocation-issuance'),
      kind: 'stemming',
    },
    { query: 'mainnet live', expect: blog('', 'meridian-mainnet-is-live'), kind: 'title word' },
    { query: 'staked apps explained', expect: blog('', 'dapp-staking-explained'), kind: 'stemming' },
    { query: 'reward periods', expect: blog('', 'dapp-staking-reward-periods'), kind: 'title word' },
    { query: 'bug bounty', expect: blog('', 'meridian-bug-bounty-program'), kind: 'title word' },
    {
      query: 'builder reward tiers',
      expect: blog('', 'dapp-staking-builder-reward-tiers'),
      kind: 'title word',
    },
    {
      query: 'Zenith',
      expect: blog('', 'zenith-upgrade-blob-data-and-sequencer-rotation'),
      kind: 'title word',
    },
    {
      query: 'treasury audit subsidy',
      expect: blog('', 'mip-12-treasury-audit-subsidy-passes'),
      kind: 'title word',
    },
    {
      query: 'node operator checklist',
      expect: blog('', 'node-operator-checklist-for-network-upgrades'),
      kind: 'title word',
    },
    {
      query: 'Equinox audit results',
      expect: blog('', 'equinox-sequencer-contracts-audit-results'),
      kind: 'title word',
    },
    {
      query: 'Solidity Foundations',
      expect: blog('', 'meridian-university-solidity-foundations'),
      kind: 'title word',
    },
    { query: 'round 3 grantees', expect: blog('', 'builders-program-round-3-grantees'), kind: 'title word' },
    { query: 'SDK 2.0', expect: blog('', 'meridian-sdk-2-0-release'), kind: 'title word' },
    { query: 'incubator cohort', expect: blog('', 'spacelabs-first-incubator-cohort'), kind: 'title word' },
    {
      query: 'throughput latency',
      expect: blog('', 'rollup-throughput-latency-benchmark'),
      kind: 'title word',
    },
    { query: 'hackathon winners', expect: blog('', 'online-hackathon-2024-winners'), kind: 'title word' },
    { query: 'Devkit', expect: blog('', 'devkit-local-meridian-devnet'), kind: 'title word' },
    {
      query: 'rail riders',
      expect: blog('', 'japan-rail-partnership-331-million-riders'),
      kind: 'title word',
    },
    { query: 'Tokyo Builders Night', expect: blog('', 'tokyo-builders-night-recap'), kind: 'title word' },
    {
      query: 'contribution score',
      expect: blog('', 'contribution-score-incentive-scheme'),
      kind: 'title word',
    },
    {
      query: 'Token2049 Singapore',
      expect: blog('', 'meridian-night-singapore-token2049'),
      kind: 'title word',
    },
    { query: 'Glimmerswap', expect: project('', 'Glimmerswap'), kind: 'project' },
    { query: 'Beaconfeed', expect: project('', 'Beaconfeed'), kind: 'project' },
    { query: 'concentrated liquidity DEX', expect: project('', 'Glimmerswap'), kind: 'project' },
    { query: 'brand asset kit', expect: '/brand-asset-kit', kind: 'page' },
    { query: 'privacy policy', expect: '/privacy-policy', kind: 'page' },
  ],
  ja: [
    { query: 'トークノミクス', expect: '/ja/blog/tag/tokenomics', kind: 'tag' },
    { query: 'セキュリティ', expect: '/ja/blog/tag/security', kind: 'tag' },
    {
      query: '供給量',
      expect: blog('/ja', 'mrd-tokenomics-supply-allocation-issuance'),
      kind: 'mid-sentence (no spaces)',
    },
    { query: '稼働', expect: blog('/ja', 'meridian-mainnet-is-live'), kind: 'mid-sentence (no spaces)' },
    { query: 'バグバウンティ', expect: blog('/ja', 'meridian-bug-bounty-program'), kind: 'title word' },
    { query: '脆弱性', expect: blog('/ja', 'meridian-bug-bounty-program'), kind: 'mid-sentence (no spaces)' },
    { query: '報酬期間', expect: blog('/ja', 'dapp-staking-reward-periods'), kind: 'title word' },
    { query: 'ティア', expect: blog('/ja', 'dapp-staking-builder-reward-tiers'), kind: 'body word' },
    {
      query: 'Zenith',
      expect: blog('/ja', 'zenith-upgrade-blob-data-and-sequencer-rotation'),
      kind: 'title word',
    },
    {
      query: '監査費用',
      expect: blog('/ja', 'mip-12-treasury-audit-subsidy-passes'),
      kind: 'mid-sentence (no spaces)',
    },
    {
      query: 'Equinox 監査結果',
      expect: blog('/ja', 'equinox-sequencer-contracts-audit-results'),
      kind: 'title word',
    },
    {
      query: 'Solidity Foundations',
      expect: blog('/ja', 'meridian-university-solidity-foundations'),
      kind: 'title word',
    },
    {
      query: '採択チーム',
      expect: blog('/ja', 'builders-program-round-3-grantees'),
      kind: 'mid-sentence (no spaces)',
    },
    { query: '型付きクライアント', expect: blog('/ja', 'meridian-sdk-2-0-release'), kind: 'title word' },
    { query: 'インキュベーター', expect: '/ja/spacelabs', kind: 'page' },
    { query: 'レイテンシ', expect: blog('/ja', 'rollup-throughput-latency-benchmark'), kind: 'title word' },
    { query: '受賞プロジェクト', expect: blog('/ja', 'online-hackathon-2024-winners'), kind: 'title word' },
    { query: 'Devkit', expect: blog('/ja', 'devkit-local-meridian-devnet'), kind: 'title word' },
    {
      query: '鉄道事業者',
      expect: blog('/ja', 'japan-rail-partnership-331-million-riders'),
      kind: 'mid-sentence (no spaces)',
    },
    {
      query: '駅スタンプ',
      expect: blog('/ja', 'japan-rail-partnership-331-million-riders'),
      kind: 'mid-sentence (no spaces)',
    },
    { query: '渋谷', expect: blog('/ja', 'tokyo-builders-night-recap'), kind: 'mid-sentence (no spaces)' },
    {
      query: 'エージェントプログラム',
      expect: blog('/ja', 'introducing-the-agent-program'),
      kind: 'title word',
    },
    { query: '貢献度スコア', expect: blog('/ja', 'contribution-score-incentive-scheme'), kind: 'title word' },
    {
      query: '日本キャンペーン',
      expect: blog('/ja', 'japan-2024-campaign-recap'),
      kind: 'mid-sentence (no spaces)',
    },
    {
      query: 'すてーきんぐこんとらくと',
      expect: blog('/ja', 'dapp-staking-explained'),
      kind: 'kana variant',
    },
    { query: 'とーくのみくす', expect: '/ja/blog/tag/tokenomics', kind: 'kana variant' },
    { query: 'しくみ', expect: blog('/ja', 'contribution-score-incentive-scheme'), kind: 'kana variant' },
    {
      query: 'オンチェーン投票',
      expect: blog('/ja', 'how-meridian-governance-works'),
      kind: 'mid-sentence (no spaces)',
    },
    { query: 'Glimmerswap', expect: project('/ja', 'Glimmerswap'), kind: 'project' },
    { query: '集中流動性', expect: project('/ja', 'Glimmerswap'), kind: 'project' },
    { query: 'ブランド', expect: '/ja/brand-asset-kit', kind: 'page' },
    { query: 'プライバシー', expect: '/ja/privacy-policy', kind: 'page' },
  ],
  ko: [
    { query: '토크노믹스', expect: '/ko/blog/tag/tokenomics', kind: 'tag' },
    { query: '보안', expect: '/ko/blog/tag/security', kind: 'tag' },
    {
      query: '공급량',
      expect: blog('/ko', 'mrd-tokenomics-supply-allocation-issuance'),
      kind: 'without particle',
    },
    { query: '메인넷이', expect: blog('/ko', 'meridian-mainnet-is-live'), kind: 'with particle' },
    { query: '메인넷 출시', expect: blog('/ko', 'meridian-mainnet-is-live'), kind: 'without particle' },
    { query: '버그 바운티', expect: blog('/ko', 'meridian-bug-bounty-program'), kind: 'title word' },
    { query: '취약점을', expect: blog('/ko', 'meridian-bug-bounty-program'), kind: 'with particle' },
    { query: '취약점', expect: blog('/ko', 'meridian-bug-bounty-program'), kind: 'without particle' },
    { query: '보상 기간', expect: blog('/ko', 'dapp-staking-reward-periods'), kind: 'title word' },
    {
      query: 'Zenith',
      expect: blog('/ko', 'zenith-upgrade-blob-data-and-sequencer-rotation'),
      kind: 'title word',
    },
    {
      query: '감사 결과',
      expect: blog('/ko', 'equinox-sequencer-contracts-audit-results'),
      kind: 'title word',
    },
    {
      query: 'Solidity Foundations',
      expect: blog('/ko', 'meridian-university-solidity-foundations'),
      kind: 'title word',
    },
    { query: '선정 팀', expect: blog('/ko', 'builders-program-round-3-grantees'), kind: 'title word' },
    { query: '타입 클라이언트', expect: blog('/ko', 'meridian-sdk-2-0-release'), kind: 'title word' },
    { query: '인큐베이터', expect: blog('/ko', 'spacelabs-first-incubator-cohort'), kind: 'title word' },
    { query: '처리량', expect: blog('/ko', 'rollup-throughput-latency-benchmark'), kind: 'title word' },
    { query: '데모 데이', expect: blog('/ko', 'spacelabs-cohort-one-demo-day'), kind: 'title word' },
    { query: '수상 프로젝트', expect: blog('/ko', 'online-hackathon-2024-winners'), kind: 'title word' },
    { query: '봄 코호트', expect: blog('/ko', 'meridian-university-spring-2025-cohort'), kind: 'title word' },
    { query: '노트북', expect: blog('/ko', 'devkit-local-meridian-devnet'), kind: 'without particle' },
    {
      query: '철도 사업자와',
      expect: blog('/ko', 'japan-rail-partnership-331-million-riders'),
      kind: 'with particle',
    },
    { query: 'Collective를', expect: blog('/ko', 'meet-the-meridian-collective'), kind: 'with particle' },
    { query: '에이전트 프로그램', expect: blog('/ko', 'introducing-the-agent-program'), kind: 'title word' },
    { query: '성수동 밋업', expect: blog('/ko', 'seoul-meetup-2024-recap'), kind: 'body word' },
    { query: '기여 점수', expect: blog('/ko', 'contribution-score-incentive-scheme'), kind: 'title word' },
    { query: '한국 커뮤니티', expect: blog('/ko', 'korea-community-growth-2024'), kind: 'title word' },
    { query: '일본 캠페인', expect: blog('/ko', 'japan-2024-campaign-recap'), kind: 'title word' },
    { query: 'Glimmerswap', expect: project('/ko', 'Glimmerswap'), kind: 'project' },
    { query: 'Hanul Swap', expect: project('/ko', 'Hanul Swap'), kind: 'project' },
    { query: '브랜드', expect: '/ko/brand-asset-kit', kind: 'page' },
  ],
};

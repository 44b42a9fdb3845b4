import {
  PROJECTS_PER_PAGE,
  facetCounts,
  filterProjects,
  foldForSearch,
  pageOf,
  stringifyDirectoryQuery,
  type DirectoryProject,
} from '../src/features/ecosystem/directory';
import { parseDirectoryQuery } from '../src/features/ecosystem/query';
import {
  directoryFor,
  logoFor,
  refusedProjectHosts,
  type RawProject,
} from '../src/pipeline/cms/ecosystem-directory';

const project = (slug: string, extra: Partial<DirectoryProject> = {}): DirectoryProject => ({
  slug,
  name: slug,
  description: '',
  website: `https://${slug}.example`,
  logo: null,
  chains: [],
  categories: [],
  social: {},
  ...extra,
});

const PROJECTS = [
  project('glimmerswap', {
    name: 'Glimmerswap',
    description: '集中流動性型のDEXです。ステーキング報酬もあります。',
    chains: ['meridian'],
    categories: ['defi'],
  }),
  project('orrery-lend', {
    name: 'Orrery Lend',
    description: '대출 마켓입니다. 스테이블코인을 예치하세요.',
    chains: ['meridian', 'ethereum'],
    categories: ['defi'],
  }),
  project('pixel-quest', {
    name: 'Pixel Quest',
    description: 'An on-chain game with NFT heroes.',
    chains: ['ethereum'],
    categories: ['gaming', 'nft'],
  }),
  project('vault-wallet', {
    name: 'Vault Wallet',
    description: 'A mobile wallet for MRD and ETH.',
    chains: ['meridian'],
    categories: ['wallet'],
  }),
];

const KNOWN = {
  chains: ['meridian', 'ethereum', 'arbitrum'],
  categories: ['defi', 'gaming', 'nft', 'wallet'],
};

describe('directory query string', () => {
  it('reads search, repeated or bracketed arrays and the page', () => {
    expect(
      parseDirectoryQuery('?q=swap&chain=meridian&chain=ethereum&category[]=defi&page=3', KNOWN),
    ).toEqual({
      search: 'swap',
      chains: ['meridian', 'ethereum'],
      categories: ['defi'],
      page: 3,
    });
  });

  it('drops unknown slugs, duplicates and bad page numbers', () => {
    expect(
      parseDirectoryQuery('?chain=solana&chain=meridian&chain=meridian&category=<script>&page=-2', KNOWN),
    ).toEqual({ search: '', chains: ['meridian'], categories: [], page: 1 });
    expect(parseDirectoryQuery('?page=1e9', KNOWN).page).toBe(1);
    expect(parseDirectoryQuery('?page=abc', KNOWN).page).toBe(1);
  });

  it('ignores arrays beyond arrayLimit 20 and keys nested deeper than depth 5', () => {
    const indexes = Array.from({ length: 30 }, (_, index) => `chain[${index}]=meridian`).join('&');
    // A list with an index at or beyond the limit is dropped whole (as qs made it an object the
    // directory did not read).
    expect(parseDirectoryQuery(`?${indexes}`, KNOWN).chains).toEqual([]);
    const deep = parseDirectoryQuery('?q[a][b][c][d][e][f][g]=x', KNOWN);
    expect(deep.search).toBe('');
    const repeated = (times: number) => Array.from({ length: times }, () => 'chain=meridian').join('&');
    expect(parseDirectoryQuery(`?${repeated(20)}`, KNOWN).chains).toEqual(['meridian']);
    expect(parseDirectoryQuery(`?${repeated(21)}`, KNOWN).chains).toEqual([]);
    expect(parseDirectoryQuery('?chain%5B%5D=meridian&chain[19]=ethereum', KNOWN).chains).toEqual([
      'meridian',
      'ethereum',
    ]);
  });

  it('reads at most 1000 parameters', () => {
    const many = Array.from({ length: 1500 }, (_, index) => `x${index}=1`).join('&');
    expect(parseDirectoryQuery(`?${many}&chain=meridian`, KNOWN).chains).toEqual([]);
    expect(parseDirectoryQuery(`?chain=meridian&${many}`, KNOWN).chains).toEqual(['meridian']);
  });

  it('cuts a very long search text', () => {
    expect(parseDirectoryQuery(`?q=${'a'.repeat(5000)}`, KNOWN).search).toHaveLength(100);
  });

  it('writes what it reads, and nothing for the unfiltered first page', () => {
    const state = { search: 'ウォレット', chains: ['meridian', 'ethereum'], categories: ['defi'], page: 2 };
    const query = stringifyDirectoryQuery(state);
    expect(query).toBe(
      '?q=%E3%82%A6%E3%82%A9%E3%83%AC%E3%83%83%E3%83%88&chain=meridian&chain=ethereum&category=defi&page=2',
    );
    expect(parseDirectoryQuery(query, KNOWN)).toEqual(state);
    expect(stringifyDirectoryQuery({ search: '  ', chains: [], categories: [], page: 1 })).toBe('');
  });
});

describe('directory search and filters', () => {
  it('matches name and description without regard to case', () => {
    expect(
      filterProjects(PROJECTS, { search: 'GLIMMER', chains: [], categories: [] }).map((p) => p.slug),
    ).toEqual(['glimmerswap']);
    expect(
      filterProjects(PROJECTS, { search: 'mobile WALLET', chains: [], categories: [] }).map((p) => p.slug),
    ).toEqual(['vault-wallet']);
  });

  it('finds Japanese and Korean text, full-width letters and either kana script', () => {
    const slugs = (search: string) =>
      filterProjects(PROJECTS, { search, chains: [], categories: [] }).map((p) => p.slug);
    expect(slugs('流動性')).toEqual(['glimmerswap']);
    expect(slugs('ＤＥＸ')).toEqual(['glimmerswap']);
    expect(slugs('すてーきんぐ')).toEqual(['glimmerswap']);
    expect(slugs('스테이블코인')).toEqual(['orrery-lend']);
    expect(slugs('대출 마켓')).toEqual(['orrery-lend']);
    expect(slugs('존재하지않음')).toEqual([]);
    expect(foldForSearch('ｶﾀｶﾅ')).toBe('かたかな');
  });

  it('combines chains with "or", categories with "or", and the two with "and"', () => {
    const slugs = (chains: string[], categories: string[]) =>
      filterProjects(PROJECTS, { search: '', chains, categories }).map((p) => p.slug);
    expect(slugs(['ethereum'], [])).toEqual(['orrery-lend', 'pixel-quest']);
    expect(slugs(['meridian', 'ethereum'], [])).toHaveLength(4);
    expect(slugs([], ['gaming', 'wallet'])).toEqual(['pixel-quest', 'vault-wallet']);
    expect(slugs(['meridian'], ['defi'])).toEqual(['glimmerswap', 'orrery-lend']);
  });

  it('counts what each option would show given the other filters', () => {
    const counts = facetCounts(PROJECTS, { search: '', chains: ['ethereum'], categories: ['defi'] });
    // Chains honour the chosen categories: DeFi projects on each chain.
    expect(counts.chains).toEqual({ meridian: 2, ethereum: 1 });
    // Categories honour the chosen chains: Ethereum projects in each category.
    expect(counts.categories).toEqual({ defi: 1, gaming: 1, nft: 1 });
    const searched = facetCounts(PROJECTS, { search: 'wallet', chains: [], categories: [] });
    expect(searched.categories).toEqual({ wallet: 1 });
  });

  it('pages by 16 and clamps the page number', () => {
    const many = Array.from({ length: 40 }, (_, index) => index);
    expect(PROJECTS_PER_PAGE).toBe(16);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 16 });
    expect(pageOf(many, 3)).toMatchObject({ page: 3, first: 33, last: 40 });
    expect(pageOf(many, 99).page).toBe(3);
    expect(pageOf([], 2)).toMatchObject({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

const raw = (slug: string | null, extra: Partial<RawProject> = {}): RawProject => ({
  documentId: `doc-${slug}`,
  name: slug ? slug.toUpperCase() : null,
  slug,
  website: `https://${slug}.example`,
  description: `About ${slug}`,
  xUrl: null,
  githubUrl: null,
  discordUrl: null,
  logo: null,
  chains: [{ slug: 'meridian' }],
  categories: [{ slug: 'defi' }],
  ...extra,
});

describe('directory data from the CMS', () => {
  const facets = [
    { slug: 'meridian', name: 'Meridian' },
    { slug: null, name: 'Broken' },
  ];

  it('sorts by name, translates descriptions and marks English fallbacks', () => {
    const english = [raw('zeta'), raw('alpha'), raw('beta')];
    const japanese = [raw('alpha', { description: 'アルファについて' })];
    const directory = directoryFor(japanese, english, facets, facets, () => undefined);
    expect(directory.projects.map((p) => p.slug)).toEqual(['alpha', 'beta', 'zeta']);
    expect(directory.projects[0]).toMatchObject({ description: 'アルファについて' });
    expect(directory.projects[0].descriptionInEnglish).toBeUndefined();
    expect(directory.projects[1]).toMatchObject({ description: 'About beta', descriptionInEnglish: true });
    expect(directory.chains).toEqual([{ slug: 'meridian', name: 'Meridian' }]);
  });

  it('leaves out entries without required fields or with a repeated slug, naming them', () => {
    const warnings: string[] = [];
    const english = [
      raw('alpha'),
      raw(null),
      raw('beta', { website: null }),
      raw('gamma', { description: ' ' }),
      raw('alpha', { documentId: 'doc-copy' }),
    ];
    const directory = directoryFor(english, english, [], [], (message) => warnings.push(message));
    expect(directory.projects.map((p) => p.slug)).toEqual(['alpha']);
    expect(warnings).toEqual([
      expect.stringContaining('doc-null'),
      expect.stringContaining('doc-beta'),
      expect.stringContaining('doc-gamma'),
      expect.stringMatching(/doc-copy.*"alpha"/),
    ]);
  });

  it('picks a logo rendition sharp at 48 px and sized', () => {
    const logo = logoFor({
      url: '/uploads/logo_a.png',
      width: 256,
      height: 256,
      formats: { thumbnail: { url: '/uploads/thumbnail_logo_a.png', width: 156, height: 156 } },
    });
    expect(logo).toEqual({ src: '/cms-media/thumbnail_logo_a.png', width: 156, height: 156 });
    expect(
      logoFor({ url: 'https://elsewhere.example/x.png', width: 10, height: 10, formats: null }),
    ).toBeNull();
  });

  it('reports project links the link layer would refuse', () => {
    const warnings = refusedProjectHosts([
      project('fine'),
      project('odd', { website: 'https://odd-project.io', social: { x: 'https://x.com/odd' } }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('"odd" links to https://odd-project.io')]);
  });
});

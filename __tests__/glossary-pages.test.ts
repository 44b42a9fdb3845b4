/** @jest-environment node */
import type { GlossarySection } from '../src/features/glossary/order';
import type { SitePageContext } from '../src/features/i18n/page-context';
import type { Locale } from '../src/features/i18n/locales';
import { isSitemapPage, sitemapEntry } from '../src/pipeline/seo/sitemap';
import { createCmsPagesFrom, type CreatedPage } from './helpers/create-cms-pages';

// No media is copied: the covers are not real files.
jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async () => 0),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

/**
 * The glossary through createCmsPages, from what the CMS returns per language: /glossary in each
 * language, the in-place definitions of article and page bodies, and the article's switch.
 */
const TERMS: Record<Locale, Array<Record<string, unknown>>> = {
  en: [
    { slug: 'staking', term: 'Staking', definition: 'Locking tokens for rewards.', aliases: 'stake' },
    {
      slug: 'rollup',
      term: 'Rollup',
      definition: 'A layer-2 design.',
      explanation: 'More: <script>alert(1)</script>**bold**',
      relatedTerms: [{ slug: 'staking' }, { slug: 'unpublished' }],
      links: [
        { label: 'Docs', url: 'https://docs.meridian.network/rollups' },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
    },
  ],
  ja: [
    { slug: 'rollup', term: 'ロールアップ', reading: 'ろーるあっぷ', definition: '取引をまとめる方式。' },
    { slug: 'staking', term: 'ステーキング', reading: 'すてーきんぐ', definition: 'トークンを預けること。' },
    { slug: 'fraud-proof', term: '不正証明', reading: 'ふせいしょうめい', definition: '不正を示す証拠。' },
  ],
  ko: [{ slug: 'rollup', term: '롤업', definition: '트랜잭션을 묶는 방식.' }],
};

const article = (slug: string, body: string, glossaryDefinitions: boolean | null) => ({
  documentId: `doc-${slug}`,
  slug,
  title: slug,
  summary: null,
  date: '2026-11-01T09:00:00.000Z',
  updatedAt: null,
  author: null,
  coverAlt: null,
  body,
  glossaryDefinitions,
  cover: { url: '/uploads/cover.jpg', formats: null, width: 1200, height: 630 },
  tags: [],
  tagsByName: [],
});

function entriesOf(field: string, locale: Locale): unknown[] {
  if (field === 'terms') return TERMS[locale];
  if (field === 'articles' && locale !== 'ko') {
    const body = locale === 'en' ? 'A rollup and a rollup.' : 'ロールアップの話。';
    return [
      article('with-terms', body, true),
      article('default-on', body, null),
      article('switched-off', body, false),
    ];
  }
  if (field === 'pages' && locale === 'en')
    return [
      { documentId: 'p', slug: 'learn/staking', title: 'Staking', seoDescription: null, body: 'Why stake?' },
    ];
  return [];
}

let created: CreatedPage[] = [];
let warnings: string[] = [];
beforeAll(async () => {
  ({ created, warnings } = await createCmsPagesFrom(entriesOf));
});

const contextAt = (path: string) => {
  const page = created.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page.context as SitePageContext & Record<string, unknown>;
};
const bodyAt = (path: string) => (contextAt(path).body as { html: string }).html;
const sectionsAt = (path: string) => contextAt(path).sections as GlossarySection[];

describe('/glossary', () => {
  it('lists each language’s terms in its own order with their headings', () => {
    expect(
      sectionsAt('/glossary').map((section) => [section.heading, section.terms.map((t) => t.slug)]),
    ).toEqual([
      ['R', ['rollup']],
      ['S', ['staking']],
    ]);
    expect(
      sectionsAt('/ja/glossary').map((section) => [section.heading, section.terms.map((t) => t.term)]),
    ).toEqual([
      ['さ', ['ステーキング']],
      ['は', ['不正証明']],
      ['ら', ['ロールアップ']],
    ]);
    expect(sectionsAt('/ko/glossary')[0].terms[0].term).toBe('롤업');
  });

  it('shows a term’s sanitized explanation, its published related terms and its safe links only', () => {
    const rollup = sectionsAt('/glossary')[0].terms[0];
    expect(rollup.explanationHtml).toContain('<strong>bold</strong>');
    expect(rollup.explanationHtml).not.toMatch(/<script|alert/);
    expect(rollup.related).toEqual([{ slug: 'staking', term: 'Staking' }]);
    // A relation shows on both terms, whichever of them an editor set it on.
    expect(sectionsAt('/glossary')[1].terms[0].related).toEqual([{ slug: 'rollup', term: 'Rollup' }]);
    expect(rollup.links).toEqual([{ label: 'Docs', to: 'https://docs.meridian.network/rollups' }]);
    expect(warnings.join('\n')).toMatch(
      /Term “Rollup” \(en, slug rollup\): the link "javascript:alert\(1\)" is left out/,
    );
  });

  it('is in the sitemap in three languages, each with its alternates', () => {
    const page = { path: '/ja/glossary', pageContext: contextAt('/ja/glossary') };
    expect(isSitemapPage(page)).toBe(true);
    expect(sitemapEntry(page).links.map((link) => link.url)).toEqual([
      '/glossary',
      '/ja/glossary',
      '/ko/glossary',
      '/glossary',
    ]);
  });
});

describe('in-place definitions in CMS bodies', () => {
  it('give an article’s first use of a term its definition, in the page’s language', () => {
    expect(bodyAt('/blog/with-terms').match(/class="glossary-term"/g)).toHaveLength(1);
    expect(bodyAt('/blog/with-terms')).toContain('<a href="/glossary#rollup"');
    expect(bodyAt('/ja/blog/with-terms')).toContain('<a href="/ja/glossary#rollup"');
    expect(bodyAt('/ja/blog/with-terms')).toContain('取引をまとめる方式。');
    // An article that predates the switch (null) has them too.
    expect(bodyAt('/blog/default-on')).toContain('class="glossary-term"');
  });

  it('are left out of an article whose editor switched them off, and of an English fallback', () => {
    expect(bodyAt('/blog/switched-off')).not.toContain('glossary-term');
    expect(bodyAt('/ja/blog/switched-off')).not.toContain('glossary-term');
    expect(contextAt('/ko/blog/with-terms').isFallback).toBe(true);
    expect(bodyAt('/ko/blog/with-terms')).not.toContain('glossary-term');
  });

  it('are in generic CMS pages, matching a term by its alias', () => {
    expect(bodyAt('/learn/staking')).toMatch(/<a href="\/glossary#staking"[^>]*>stake<\/a>/);
  });
});

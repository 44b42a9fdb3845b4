import { listPagePath, tagPagePath } from '../src/features/cms/articles';
import { relatedToTag, tagPagesPlan, type ArticleSummary } from '../src/pipeline/cms/article-plan';
import type { RawArticle } from '../src/pipeline/cms/entries';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import type { ArticleCardItem } from '../src/features/cms/types';
import { createCmsPagesFrom, type CreatedPage } from './helpers/create-cms-pages';

// No media is copied: the catalogue's covers are not real files.
jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async () => 0),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

const BIG_TAG = 'big-tag';
const BIG_TAG_SIZE = 250;
const CATALOGUE_SIZE = 1000;
const OTHER_TAGS = ['network', 'grants', 'security', 'events', 'research'];

/**
 * A large catalogue like `bench:publish --scenario large` (1,000 articles, newest first, a day
 * apart) in which every fourth article carries BIG_TAG: 250 articles, the size that the old tag
 * page cut at 100. Every article also has one of OTHER_TAGS, so some share a tag with BIG_TAG's.
 */
function largeCatalogue(): ArticleSummary[] {
  const newest = Date.parse('2026-03-01T09:00:00.000Z');
  return Array.from({ length: CATALOGUE_SIZE }, (_, index) => ({
    slug: `article-${String(index + 1).padStart(4, '0')}`,
    date: new Date(newest - index * 86_400_000).toISOString(),
    tags: [...(index % 4 === 0 ? [BIG_TAG] : []), OTHER_TAGS[index % OTHER_TAGS.length]!],
    locales: index % 3 === 0 ? ['en'] : ['en', 'ja', 'ko'],
  }));
}

describe('the pages of a tag of 250 articles (large catalogue scale)', () => {
  const catalogue = largeCatalogue();

  it('are 21 pages: the first of 13 (its lead on a row of its own), then of 12, the last of 9, with every article once, newest first', () => {
    const plan = tagPagesPlan(BIG_TAG, catalogue);
    expect(plan.articleCount).toBe(BIG_TAG_SIZE);
    expect(plan.pages).toHaveLength(21);
    expect(plan.pages[0]!.slugs).toHaveLength(13);
    expect(plan.pages.slice(1, 20).every((page) => page.slugs.length === 12)).toBe(true);
    expect(plan.pages[20]!.slugs).toHaveLength(9);
    expect(plan.pages.every((page) => page.pageCount === 21)).toBe(true);
    const listed = plan.pages.flatMap((page) => page.slugs);
    const tagged = catalogue.filter((article) => article.tags.includes(BIG_TAG)).map((a) => a.slug);
    expect(listed).toEqual(tagged);
    expect(new Set(listed).size).toBe(BIG_TAG_SIZE);
  });

  it('start at the tag path; page 1 has no second URL', () => {
    const paths = tagPagesPlan(BIG_TAG, catalogue).pages.map((page) => page.path);
    expect(paths[0]).toBe(`/blog/tag/${BIG_TAG}`);
    expect(paths[1]).toBe(`/blog/tag/${BIG_TAG}/page/2`);
    expect(paths[20]).toBe(`/blog/tag/${BIG_TAG}/page/21`);
    expect(paths).not.toContain(`/blog/tag/${BIG_TAG}/page/1`);
    expect(new Set(paths).size).toBe(21);
  });

  it('are paged by the same rule as the blog list', () => {
    expect(tagPagePath('grants', 1)).toBe(listPagePath('/blog/tag/grants', 1));
    expect(tagPagePath('grants', 3)).toBe('/blog/tag/grants/page/3');
  });
});

describe('related articles of a tag', () => {
  const at = (slug: string, date: string, tags: string[]): ArticleSummary => ({
    slug,
    date,
    tags,
    locales: ['en'],
  });
  const ARTICLES = [
    at('newest-unrelated', '2026-03-09', ['events']),
    at('tagged-new', '2026-03-08', ['grants', 'network']),
    at('shares-network-old', '2026-03-01', ['network']),
    at('shares-security', '2026-03-05', ['security']),
    at('shares-network-new', '2026-03-07', ['network', 'events']),
    at('tagged-old', '2026-02-01', ['grants', 'security']),
    at('shares-both', '2026-03-03', ['security', 'network']),
  ];

  it('are articles without the tag sharing another tag with its articles, newest first, 3 at most', () => {
    expect(relatedToTag('grants', ARTICLES, 3)).toEqual([
      'shares-network-new',
      'shares-security',
      'shares-both',
    ]);
    expect(relatedToTag('grants', ARTICLES, 10)).toEqual([
      'shares-network-new',
      'shares-security',
      'shares-both',
      'shares-network-old',
    ]);
  });

  it('never include the tag’s own articles nor articles sharing nothing', () => {
    const related = relatedToTag('grants', ARTICLES, 10);
    expect(related).not.toContain('tagged-new');
    expect(related).not.toContain('tagged-old');
    expect(related).not.toContain('newest-unrelated');
  });

  it('fall back to the newest articles without the tag when its articles have no other tag', () => {
    const lonely = [at('lonely', '2026-03-10', ['solo']), ...ARTICLES];
    expect(relatedToTag('solo', lonely, 3)).toEqual(['newest-unrelated', 'tagged-new', 'shares-network-new']);
  });

  it('are the same on every page of a large tag and come from the whole catalogue', () => {
    const catalogue = largeCatalogue();
    const plan = tagPagesPlan(BIG_TAG, catalogue);
    expect(plan.relatedSlugs).toHaveLength(3);
    for (const slug of plan.relatedSlugs) {
      const article = catalogue.find((candidate) => candidate.slug === slug)!;
      expect(article.tags).not.toContain(BIG_TAG);
    }
    // BIG_TAG's articles carry every other tag, so the related ones are simply the newest others.
    expect(plan.relatedSlugs).toEqual(['article-0002', 'article-0003', 'article-0004']);
  });
});

/**
 * createCmsPages against a stand-in for the CMS's GraphQL that, like Strapi (maxLimit 100),
 * refuses pages over 100 entries: the whole path from the CMS to the created pages.
 */
describe('createCmsPages with a tag of 250 articles', () => {
  let created: CreatedPage[] = [];

  const raw = (article: ArticleSummary): RawArticle => ({
    documentId: `doc-${article.slug}`,
    slug: article.slug,
    title: `Title of ${article.slug}`,
    date: article.date,
    body: 'Body.',
    cover: { url: '/uploads/cover.jpg', formats: null } as RawArticle['cover'],
    tags: article.tags.map((slug) => ({ slug })),
  });

  beforeAll(async () => {
    const catalogue = largeCatalogue();
    ({ created } = await createCmsPagesFrom((field, locale) =>
      field === 'articles' ? catalogue.filter((article) => article.locales.includes(locale)).map(raw) : [],
    ));
  });

  const tagPages = (language: Locale) =>
    created.filter(
      (page) =>
        page.component.endsWith('blog-tag.tsx') &&
        page.context.tag === BIG_TAG &&
        page.context.language === language,
    );

  it.each(LOCALES.map((locale) => [locale]))(
    'creates 21 pages of the tag in %s, with all 250 articles and the real count',
    (language) => {
      const pages = tagPages(language);
      expect(pages.map((page) => page.path)).toEqual(
        Array.from({ length: 21 }, (_, index) => localizePath(tagPagePath(BIG_TAG, index + 1), language)),
      );
      expect(pages.flatMap((page) => page.context.cards as ArticleCardItem[])).toHaveLength(BIG_TAG_SIZE);
      for (const [index, page] of pages.entries()) {
        expect(page.context).toMatchObject({
          articleCount: BIG_TAG_SIZE,
          pageNumber: index + 1,
          pageCount: 21,
          indexable: true,
        });
        expect((page.context.cards as ArticleCardItem[]).length).toBe(
          index === 0 ? 13 : index === 20 ? 9 : 12,
        );
      }
    },
  );

  it('pages the blog list of 1,000 articles with the same plan (84 pages)', () => {
    const english = created.filter(
      (page) => page.component.endsWith('blog-list.tsx') && page.context.language === 'en',
    );
    expect(english).toHaveLength(84);
    expect(english[1]!.path).toBe('/blog/page/2');
  });
});

import { paginate, relatedArticles, type ArticleSummary } from '../src/pipeline/cms/article-plan';
import { blogPagePath } from '../src/features/cms/articles';

const article = (slug: string, date: string, tags: string[], locales: ArticleSummary['locales']) => ({
  slug,
  date,
  tags,
  locales,
});

const ARTICLES: ArticleSummary[] = [
  article('mainnet', '2026-03-01', ['network', 'launch'], ['en', 'ja', 'ko']),
  article('bridge', '2026-02-01', ['network'], ['en', 'ja']),
  article('grants', '2026-01-01', ['ecosystem'], ['en']),
];

describe('blog paging', () => {
  it('splits articles into pages, and an empty blog still has its first page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 12)).toEqual([[]]);
    // A first page with a lead story holds one more.
    expect(paginate([1, 2, 3, 4, 5, 6], 2, 3)).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it('numbers pages from /blog', () => {
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(3)).toBe('/blog/page/3');
  });
});

describe('relatedArticles', () => {
  it('keeps articles sharing a tag, leaving the article itself out', () => {
    expect(relatedArticles(ARTICLES[1]!, ARTICLES, 5)).toEqual(['mainnet']);
  });
});

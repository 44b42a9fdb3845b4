import { blogPagePath, tagPagePath } from '../../features/cms/articles';
import { shownVersion, type Locale } from '../../features/i18n/locales';
import { ARTICLES_PER_PAGE, TAG_RELATED_ARTICLES } from './config';

/** How the build plans the blog from the published articles: pure functions, no CMS access. */

/** What the build knows of every article while it plans pages. */
export interface ArticleSummary {
  slug: string;
  date: string;
  tags: string[];
  /** Languages the article is written in (one at least; not necessarily English). */
  locales: Locale[];
}

/**
 * Splits a list into pages of `size`, the first of `firstSize`; an empty list still has one
 * (empty) page.
 */
export function paginate<T>(items: readonly T[], size: number, firstSize = size): T[][] {
  if (!items.length) return [[]];
  const pages: T[][] = [items.slice(0, firstSize)];
  for (let start = firstSize; start < items.length; start += size)
    pages.push(items.slice(start, start + size));
  return pages;
}

/** One page of a paged article list, as the build creates it. */
export interface ListPage {
  /** Unprefixed path. */
  path: string;
  /** Slugs of the articles on this page, in list order. */
  slugs: string[];
  /** 1-based. */
  pageNumber: number;
  pageCount: number;
}

/**
 * The pages of an article list of `size` cards each, at the paths `pathFor` gives: the blog
 * list and every tag list are planned by this one function. The first page leads with its
 * newest story on a row of its own (ArticleGrid's `lead`), so it holds `size` + 1: its grid's
 * rows stay as full as the other pages'. Nothing is cut: every article is on some page, and an
 * empty list still has its first page.
 */
export function listPages(
  articles: readonly ArticleSummary[],
  size: number,
  pathFor: (pageNumber: number) => string,
): ListPage[] {
  const pages = paginate(articles, size, size + 1);
  return pages.map((page, index) => ({
    path: pathFor(index + 1),
    slugs: page.map((article) => article.slug),
    pageNumber: index + 1,
    pageCount: pages.length,
  }));
}

/** A tag's articles, in the order given (newest first from the CMS). */
export function articlesTagged(tag: string, all: readonly ArticleSummary[]): ArticleSummary[] {
  return all.filter((article) => article.tags.includes(tag));
}

/**
 * "More from the blog" under a tag's pages: up to `limit` articles that are not tagged `tag` but
 * share another tag with its articles, newest first. When none do (the tag's articles carry no
 * other tag), the newest articles without the tag instead, as before: the block is titled "More
 * from the blog", and a visitor at the end of a short tag is better served by something to read
 * next than by nothing.
 */
export function relatedToTag(tag: string, all: readonly ArticleSummary[], limit: number): string[] {
  const neighbourTags = new Set(
    articlesTagged(tag, all).flatMap((article) => article.tags.filter((other) => other !== tag)),
  );
  const untagged = all
    .filter((article) => !article.tags.includes(tag))
    .sort((a, b) => b.date.localeCompare(a.date));
  const related = untagged.filter((article) => article.tags.some((other) => neighbourTags.has(other)));
  return (related.length ? related : untagged).slice(0, limit).map((article) => article.slug);
}

/**
 * Up to `limit` other articles sharing the most tags with `article`, newest first among equals.
 */
export function relatedArticles(
  article: ArticleSummary,
  all: readonly ArticleSummary[],
  limit: number,
): string[] {
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => article.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other.slug);
}

/** What the pages of one tag show: all its articles, 12 per page, and the same related block. */
export interface TagPagesPlan {
  tag: string;
  /** Every article with the tag (the count the pages show), not just one page's. */
  articleCount: number;
  relatedSlugs: string[];
  pages: ListPage[];
}

/** The pages of `tag`, paged like the blog list (the same `listPages`). */
export function tagPagesPlan(tag: string, articles: readonly ArticleSummary[]): TagPagesPlan {
  const tagged = articlesTagged(tag, articles);
  return {
    tag,
    articleCount: tagged.length,
    relatedSlugs: relatedToTag(tag, articles, TAG_RELATED_ARTICLES),
    pages: listPages(tagged, ARTICLES_PER_PAGE, (pageNumber) => tagPagePath(tag, pageNumber)),
  };
}

/** The articles with a page in `language` (`shownVersion`), in the order given. */
export function articlesShownIn(all: readonly ArticleSummary[], language: Locale): ArticleSummary[] {
  return all.filter((article) => shownVersion(article.locales, language));
}

/** The blog as one language shows it: its articles, list pages and tags' pages. */
export interface BlogPlan {
  /** The articles with a page in this language (`shownVersion`), newest first. */
  articles: ArticleSummary[];
  listPages: ListPage[];
  tagPlans: TagPagesPlan[];
}

/**
 * The blog in `language`: the articles written in it and the English ones not translated into
 * it, never another language's only version. Its tags are the tags of those articles: a tag's
 * pages exist in a language when an article there has it.
 */
export function blogPlan(all: readonly ArticleSummary[], language: Locale): BlogPlan {
  const articles = articlesShownIn(all, language);
  const tags = [...new Set(articles.flatMap((article) => article.tags))];
  return {
    articles,
    listPages: listPages(articles, ARTICLES_PER_PAGE, blogPagePath),
    tagPlans: tags.map((tag) => tagPagesPlan(tag, articles)),
  };
}

/**
 * The languages each path exists in, from the paths of every language: a list page's `hreflang`
 * alternates (`/ja/blog/page/2` may exist with no `/blog/page/2`).
 */
export function localesByPath(
  pathsByLocale: ReadonlyArray<[Locale, readonly string[]]>,
): Map<string, Locale[]> {
  const locales = new Map<string, Locale[]>();
  for (const [locale, paths] of pathsByLocale) {
    for (const path of paths) locales.set(path, [...(locales.get(path) ?? []), locale]);
  }
  return locales;
}

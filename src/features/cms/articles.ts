import type { Locale } from '../i18n/locales';

/** What the build knows of every article while it plans pages. */
export interface ArticleSummary {
  slug: string;
  date: string;
  tags: string[];
  /** Languages the article is written in; English always. */
  locales: Locale[];
}

/** Splits a list into pages of `size`; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  if (!items.length) return [[]];
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** `/blog`, `/blog/page/2`, …: unprefixed path of a blog list page (1-based). */
export function blogPagePath(pageNumber: number): string {
  return pageNumber <= 1 ? '/blog' : `/blog/page/${pageNumber}`;
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

/** A localized version where it exists, else the English one (shown with a banner). */
export function pickTranslation<T extends { slug?: string | null }>(
  slug: string,
  local: ReadonlyArray<T | null> | null | undefined,
  fallback: ReadonlyArray<T | null> | null | undefined,
): { entry: T; isFallback: boolean } | null {
  const own = local?.find((entry) => entry?.slug === slug);
  if (own) return { entry: own, isFallback: false };
  const english = fallback?.find((entry) => entry?.slug === slug);
  return english ? { entry: english, isFallback: true } : null;
}

/**
 * Whether a page in `language` listing `slugs` needs their English versions too: only when one
 * of them is not written in that language. Page queries ask for the English fallback only then
 * (`@include(if: $withEnglishFallback)`), which spares the CMS a query on most pages.
 */
export function needsEnglishFallback(
  slugs: readonly string[],
  all: readonly ArticleSummary[],
  language: Locale,
): boolean {
  const wanted = new Set(slugs);
  return all.some((article) => wanted.has(article.slug) && !article.locales.includes(language));
}

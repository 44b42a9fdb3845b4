import { articlesShownIn, type ArticleSummary } from './article-plan';
import type { Locale } from '../../features/i18n/locales';

/** Cards in the home page's "latest news". */
export const LATEST_ARTICLES = 3;

/**
 * The slugs of the home page's "latest news" in `language`: the newest articles the blog shows
 * in that language (an untranslated English one is shown in English; another language's only
 * version is not shown).
 */
export function latestArticles(all: readonly ArticleSummary[], language: Locale): string[] {
  return articlesShownIn(all, language)
    .slice(0, LATEST_ARTICLES)
    .map((article) => article.slug);
}

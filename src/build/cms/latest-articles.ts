import { articlesShownIn, needsEnglishFallback, type ArticleSummary } from './article-plan';
import type { LatestArticlesData } from '../../features/cms/types';
import type { Locale } from '../../features/i18n/locales';

/** Cards in the home page's "latest news". */
export const LATEST_ARTICLES = 3;

/**
 * The home page's "latest news" in `language`: the newest articles the blog shows in that
 * language (an untranslated English one is shown in English; another language's only version is
 * not shown), for the page query to fetch as cards.
 */
export function latestArticles(all: readonly ArticleSummary[], language: Locale): LatestArticlesData {
  const articles = articlesShownIn(all, language);
  const latestSlugs = articles.slice(0, LATEST_ARTICLES).map((article) => article.slug);
  return {
    latestSlugs,
    withEnglishFallback: needsEnglishFallback(latestSlugs, articles, language),
    cmsLocale: language,
  };
}

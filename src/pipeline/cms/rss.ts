import { Feed } from 'feed';
import { SITE } from '../../config/site';
import { builtMessages, type LocaleNode } from '../content/built-messages';
import { LOCALES, LOCALE_INFO, type Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';
import type { DerivedFiles } from '../derived-files';

export interface FeedArticle {
  slug: string;
  title: string;
  summary: string | null;
  date: string;
  author: string | null;
}

/** The site path of a language's feed: /rss.xml, /ja/rss.xml, /ko/rss.xml. */
export function feedPath(locale: Locale): string {
  return `${LOCALE_INFO[locale].prefix}/rss.xml`;
}

/** RSS 2.0 of a language's latest articles (only those written in that language). */
export function renderFeed(
  locale: Locale,
  text: { title: string; description: string },
  articles: readonly FeedArticle[],
): string {
  const home = `${SITE.url}${localizePath('/blog', locale)}`;
  const feed = new Feed({
    title: text.title,
    description: text.description,
    id: home,
    link: home,
    language: LOCALE_INFO[locale].tag,
    favicon: `${SITE.url}/favicon.svg`,
    copyright: `© ${SITE.foundation}`,
    updated: articles[0] ? new Date(articles[0].date) : new Date(0),
    feedLinks: { rss: `${SITE.url}${feedPath(locale)}` },
  });
  for (const article of articles) {
    const link = `${SITE.url}${localizePath(`/blog/${article.slug}`, locale)}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary ?? undefined,
      date: new Date(article.date),
      author: [{ name: article.author ?? undefined }],
    });
  }
  return feed.rss2();
}

/**
 * Writes every language's feed into public/ (through the build's record of derived files), titled with the blog's strings as its pages
 * have them (English where a translation is missing). createPages writes them, from the build's
 * plan, before site-output's onPostBuild compresses the public files.
 */
export function writeFeeds(
  files: DerivedFiles,
  localeNodes: readonly LocaleNode[],
  articlesOf: (locale: Locale) => readonly FeedArticle[],
): void {
  for (const locale of LOCALES) {
    const blog = builtMessages(localeNodes, locale, 'blog');
    files.write(
      feedPath(locale),
      renderFeed(locale, { title: blog['rss.title'], description: blog['hero.intro'] }, articlesOf(locale)),
    );
  }
}

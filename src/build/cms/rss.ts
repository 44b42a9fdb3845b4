import fs from 'fs';
import path from 'path';
import { Feed } from 'feed';
import { SITE } from '../../config/site';
import { LOCALE_INFO, type Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';

export interface FeedArticle {
  slug: string;
  title: string;
  summary: string;
  date: string;
  author: string;
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
      description: article.summary,
      date: new Date(article.date),
      author: [{ name: article.author }],
    });
  }
  return feed.rss2();
}

export function writeFeed(publicDir: string, locale: Locale, xml: string): void {
  const file = path.join(publicDir, feedPath(locale));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, xml);
}

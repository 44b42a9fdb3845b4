import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { FEED_SIZE } from '../../src/build/cms/config';
import { renderFeed, writeFeed, type FeedArticle } from '../../src/build/cms/rss';
import { builtMessages, type LocaleNode } from '../../src/features/content/built-messages';
import { LOCALES } from '../../src/features/i18n/locales';

// A plugin rather than the site's gatsby-node (whose onPostBuild runs after every plugin's): the
// feeds must exist before site-output writes their .gz/.br copies, or browsers, which ask for
// those, would get the previous build's feed.
/** An RSS feed per language of its latest articles, linked from the blog's head. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, getNodesByType, reporter }) => {
  // The blog's strings as its pages have them: English where a translation is missing.
  const localeNodes = getNodesByType('Locale') as LocaleNode[];
  for (const locale of LOCALES) {
    const result = await graphql<{ cms: { articles: FeedArticle[] } }>(`
      query RssFeed {
        cms {
          articles(locale: "${locale}", sort: ["date:desc"], pagination: { pageSize: ${FEED_SIZE} }) {
            slug
            title
            summary
            date
            author
          }
        }
      }
    `);
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not read the ${locale} RSS feed from the CMS`, result.errors);
      return;
    }
    const blog = builtMessages(localeNodes, locale, 'blog');
    writeFeed(
      path.resolve('public'),
      locale,
      renderFeed(
        locale,
        { title: blog['rss.title'], description: blog['hero.intro'] },
        result.data.cms.articles,
      ),
    );
  }
};

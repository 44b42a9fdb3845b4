import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { FEED_SIZE } from '../../src/build/cms/config';
import { renderFeed, writeFeed, type FeedArticle } from '../../src/build/cms/rss';
import { LOCALES } from '../../src/features/i18n/locales';

// A plugin rather than the site's gatsby-node (whose onPostBuild runs after every plugin's): the
// feeds must exist before site-output writes their .gz/.br copies, or browsers, which ask for
// those, would get the previous build's feed.
/** An RSS feed per language of its latest articles, linked from the blog's head. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
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
    const blog = JSON.parse(fs.readFileSync(path.resolve('locales', locale, 'blog.json'), 'utf8')) as Record<
      string,
      string
    >;
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

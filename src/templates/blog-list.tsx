import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid } from '../components/blog/ArticleCard';
import { BlogPagination } from '../components/blog/BlogPagination';
import { TagList } from '../components/blog/TagList';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { blogPagePath } from '../features/cms/articles';
import type { BlogListPageData } from '../features/cms/types';
import { namespaceFromData, interpolate } from '../features/i18n/messages';
import type { SitePageContext } from '../features/i18n/page-context';
import { localizePath } from '../features/i18n/paths';

/** The page's cards and the blog's tags come from createPages (src/pipeline/cms/create-pages.ts). */
type BlogListContext = SitePageContext & BlogListPageData;

export default function BlogListPage({
  pageContext,
}: PageProps<Queries.BlogListPageQuery, BlogListContext>): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { cards } = pageContext;
  return (
    <Layout staticContent>
      <PageHero
        illustration="blog"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      />
      {/* The stories first, the newest as the lead (a magazine's front); the tags after them. */}
      <Section tone="muted">
        {cards.length ? (
          <ArticleGrid items={cards} headingLevel={2} lead={pageContext.pageNumber === 1} magazine />
        ) : (
          <p>{t('list.empty')}</p>
        )}
        <BlogPagination page={pageContext.pageNumber} count={pageContext.pageCount} hrefFor={blogPagePath} />
      </Section>
      <Section id="tags" title={t('tags.title')}>
        <TagList tags={pageContext.tags} label={t('tags.title')} />
      </Section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) {
  const blog = namespaceFromData(data, 'blog');
  const title =
    pageContext.pageNumber > 1
      ? interpolate(blog['list.pageTitle'], { page: pageContext.pageNumber })
      : undefined;
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={title}
      paging={{ page: pageContext.pageNumber, count: pageContext.pageCount, hrefFor: blogPagePath }}
    >
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blog['rss.title']}
        href={`${localizePath('/', pageContext.language).replace(/\/$/, '')}/rss.xml`}
      />
    </Seo>
  );
}

export const query = graphql`
  query BlogListPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

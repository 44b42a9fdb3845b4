import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid } from '../components/blog/ArticleCard';
import { BlogPagination } from '../components/blog/BlogPagination';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Icon } from '../components/ui/Icon';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { tagPagePath } from '../features/cms/articles';
import type { BlogTagPageData } from '../features/cms/types';
import { interpolate, namespaceFromData } from '../features/i18n/messages';
import type { SitePageContext } from '../features/i18n/page-context';

/** The tag's name, cards and "more" cards come from createPages (src/pipeline/cms/create-pages.ts). */
type BlogTagContext = SitePageContext & BlogTagPageData;

const hrefsOf = (tag: string) => (pageNumber: number) => tagPagePath(tag, pageNumber);

export default function BlogTagPage({
  pageContext,
}: PageProps<Queries.BlogTagPageQuery, BlogTagContext>): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { tagName: name, cards, more } = pageContext;
  return (
    <Layout staticContent>
      <PageHero
        illustration="blog"
        eyebrow={t('tag.eyebrow')}
        title={t('tag.title', { tag: name })}
        intro={t('tag.intro', { count: pageContext.articleCount })}
      >
        <ButtonLink to="/blog" variant="onDark">
          <Icon name="arrow-left" />
          {t('post.back')}
        </ButtonLink>
      </PageHero>
      <Section>
        <ArticleGrid items={cards} headingLevel={2} lead={pageContext.pageNumber === 1} magazine />
        <BlogPagination
          page={pageContext.pageNumber}
          count={pageContext.pageCount}
          hrefFor={hrefsOf(pageContext.tag)}
        />
      </Section>
      {more.length > 0 && (
        <Section tone="muted" id="more" title={t('tag.more')}>
          <ArticleGrid items={more} />
        </Section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogTagPageQuery, BlogTagContext>) {
  const blog = namespaceFromData(data, 'blog');
  const name = pageContext.tagName;
  const title =
    pageContext.pageNumber > 1
      ? interpolate(blog['tag.pageTitle'], { tag: name, page: pageContext.pageNumber })
      : interpolate(blog['tag.title'], { tag: name });
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={title}
      description={interpolate(blog['tag.description'], { tag: name })}
      paging={{
        page: pageContext.pageNumber,
        count: pageContext.pageCount,
        hrefFor: hrefsOf(pageContext.tag),
      }}
      breadcrumbName={name}
    />
  );
}

export const query = graphql`
  query BlogTagPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

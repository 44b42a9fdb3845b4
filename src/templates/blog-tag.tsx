import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid, orderArticles } from '../components/blog/ArticleCard';
import { BlogPagination } from '../components/blog/BlogPagination';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { tagPagePath } from '../features/cms/articles';
import { interpolate, namespaceFromData } from '../features/i18n/messages';
import type { SitePageContext } from '../features/i18n/page-context';

interface BlogTagContext extends SitePageContext {
  tag: string;
  /** This page's articles (12 at most). */
  slugs: string[];
  /** All the tag's articles, on every page. */
  articleCount: number;
  pageNumber: number;
  pageCount: number;
  relatedSlugs: string[];
}

const hrefsOf = (tag: string) => (pageNumber: number) => tagPagePath(tag, pageNumber);

function tagName(data: Queries.BlogTagPageQuery, tag: string): string {
  return data.cms.tag?.[0]?.name ?? data.cms.tagFallback?.[0]?.name ?? tag;
}

export default function BlogTagPage({
  data,
  pageContext,
}: PageProps<Queries.BlogTagPageQuery, BlogTagContext>): React.JSX.Element {
  const { t } = useTranslation('blog');
  const name = tagName(data, pageContext.tag);
  const cards = orderArticles(pageContext.slugs, data.cms.local, data.cms.fallback);
  const more = orderArticles(pageContext.relatedSlugs, data.cms.moreLocal, data.cms.moreFallback);
  return (
    <Layout staticContent>
      <PageHero
        eyebrow={t('tag.eyebrow')}
        title={t('tag.title', { tag: name })}
        intro={t('tag.intro', { count: pageContext.articleCount })}
      >
        <ButtonLink to="/blog" variant="onDark">
          ← {t('post.back')}
        </ButtonLink>
      </PageHero>
      <Section>
        <ArticleGrid items={cards} headingLevel={2} />
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
  const name = tagName(data, pageContext.tag);
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

// `slugs` is one page's articles: the CMS answers at most 100 entries per query (maxLimit in
// cms/config/plugins.js), which cut a large tag when one page listed all of them.
export const query = graphql`
  query BlogTagPage(
    $language: String!
    $namespaces: [String!]!
    $tag: String!
    $slugs: [String]
    $relatedSlugs: [String]
    $cmsLocale: STRAPI_I18NLocaleCode
    $withEnglishFallback: Boolean = true
  ) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    cms {
      tag: tags(locale: $cmsLocale, filters: { slug: { eq: $tag } }) {
        name
      }
      tagFallback: tags(locale: "en", filters: { slug: { eq: $tag } }) {
        name
      }
      local: articles(locale: $cmsLocale, filters: { slug: { in: $slugs } }, pagination: { pageSize: 100 }) {
        ...ArticleCard
      }
      fallback: articles(locale: "en", filters: { slug: { in: $slugs } }, pagination: { pageSize: 100 })
        @include(if: $withEnglishFallback) {
        ...ArticleCard
      }
      moreLocal: articles(locale: $cmsLocale, filters: { slug: { in: $relatedSlugs } }) {
        ...ArticleCard
      }
      moreFallback: articles(locale: "en", filters: { slug: { in: $relatedSlugs } })
        @include(if: $withEnglishFallback) {
        ...ArticleCard
      }
    }
  }
`;

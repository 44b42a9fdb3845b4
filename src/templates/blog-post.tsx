import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid, orderArticles } from '../components/blog/ArticleCard';
import { CmsPicture } from '../components/blog/CmsPicture';
import { ArticleView, coverStyle } from '../components/blog/ArticleView';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Section } from '../components/ui/page-sections';
import type { TocEntry } from '../features/cms/markdown';
import { mediaPath } from '../features/cms/media';
import type { SitePageContext } from '../features/i18n/page-context';
import { DEFAULT_LOCALE, isLocale } from '../features/i18n/locales';
import { articleJsonLd } from '../features/seo/structured-data';

interface BlogPostContext extends SitePageContext {
  slug: string;
  isFallback: boolean;
  relatedSlugs: string[];
}

export default function BlogPostPage({
  data,
  pageContext,
}: PageProps<Queries.BlogPostPageQuery, BlogPostContext>): React.JSX.Element {
  const { t } = useTranslation('blog');
  const article = data.cms.articles?.[0];
  if (!article) throw new Error(`Article ${pageContext.slug} is missing from the CMS`);
  const rendered = article.rendered as { html: string; toc: TocEntry[] };
  const related = orderArticles(pageContext.relatedSlugs, data.cms.relatedLocal, data.cms.relatedFallback);
  const contentLang = pageContext.isFallback ? DEFAULT_LOCALE : undefined;
  return (
    <Layout staticContent searchType="article" searchSummary={article.summary ?? undefined}>
      <ArticleView
        title={article.title ?? ''}
        date={article.date}
        author={article.author}
        html={rendered.html}
        toc={rendered.toc}
        tags={article.tags}
        contentLang={contentLang}
        notice={pageContext.isFallback && <FallbackBanner>{t('post.fallback')}</FallbackBanner>}
        cover={
          article.cover && (
            <CmsPicture
              image={article.cover}
              alt={article.coverAlt ?? ''}
              sizes="(min-width: 1200px) 1160px, 100vw"
              eager
              css={coverStyle}
            />
          )
        }
      />
      {related.length > 0 && (
        // Other articles' summaries are not this article's content for search.
        <div data-pagefind-ignore="all">
          <Section tone="muted" title={t('post.related')} id="related">
            <ArticleGrid items={related} />
          </Section>
        </div>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const article = data.cms.articles?.[0];
  const cover = article?.cover ? mediaPath(article.cover.url) : null;
  const jsonLd = article?.title
    ? articleJsonLd({
        title: article.title,
        summary: article.summary,
        author: article.author,
        datePublished: article.date,
        dateModified: article.updatedAt,
        contentLocale: isLocale(article.locale) ? article.locale : DEFAULT_LOCALE,
        image: cover,
        path: `/blog/${pageContext.slug}`,
        locale: pageContext.language,
      })
    : null;
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={article?.title ?? undefined}
      description={article?.summary ?? undefined}
      image={cover ?? undefined}
      type="article"
      structuredData={jsonLd ? [jsonLd] : []}
    >
      {article?.date && <meta property="article:published_time" content={article.date} />}
    </Seo>
  );
}

export const query = graphql`
  query BlogPostPage(
    $language: String!
    $namespaces: [String!]!
    $slug: String!
    $cmsLocale: STRAPI_I18NLocaleCode
    $withEnglishFallback: Boolean = true
    $relatedSlugs: [String]
    $pageLocale: STRAPI_I18NLocaleCode
  ) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    cms {
      articles(locale: $cmsLocale, filters: { slug: { eq: $slug } }) {
        slug
        title
        summary
        date
        updatedAt
        author
        locale
        coverAlt
        cover {
          url
          width
          height
          formats
        }
        tags(sort: ["name"]) {
          name
          slug
        }
        documentId
        locale
        rendered(locale: $language)
      }
      relatedLocal: articles(
        locale: $pageLocale
        filters: { slug: { in: $relatedSlugs } }
        pagination: { pageSize: 100 }
      ) {
        ...ArticleCard
      }
      relatedFallback: articles(
        locale: "en"
        filters: { slug: { in: $relatedSlugs } }
        pagination: { pageSize: 100 }
      ) @include(if: $withEnglishFallback) {
        ...ArticleCard
      }
    }
  }
`;

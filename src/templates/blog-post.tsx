import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid, orderArticles } from '../components/blog/ArticleCard';
import { CmsPicture } from '../components/blog/CmsPicture';
import { ArticleView, coverStyle } from '../components/blog/ArticleView';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Section } from '../components/ui/Section';
import { SITE } from '../config/site';
import type { TocEntry } from '../features/cms/markdown';
import { mediaPath } from '../features/cms/media';
import type { SitePageContext } from '../features/i18n/page-context';
import { localizePath } from '../features/i18n/paths';

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
  const contentLang = pageContext.isFallback ? 'en' : undefined;
  return (
    <Layout staticContent>
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
        <Section muted title={t('post.related')} id="related">
          <ArticleGrid items={related} />
        </Section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const article = data.cms.articles?.[0];
  const cover = article?.cover ? mediaPath(article.cover.url) : null;
  const url = `${SITE.url}${localizePath(`/blog/${pageContext.slug}`, pageContext.language)}`;
  const jsonLd = article && {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.updatedAt ?? article.date,
    inLanguage: article.locale ?? 'en',
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE.foundation, logo: `${SITE.url}/favicon.svg` },
    image: cover ? [`${SITE.url}${cover}`] : undefined,
    mainEntityOfPage: url,
  };
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={article?.title ?? undefined}
      description={article?.summary ?? undefined}
      image={cover ?? undefined}
      type="article"
    >
      {article?.date && <meta property="article:published_time" content={article.date} />}
      {jsonLd && (
        <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
      )}
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

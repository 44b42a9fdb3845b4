import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid } from '../components/blog/ArticleCard';
import { ArticleView, CoverPicture } from '../components/blog/ArticleView';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Section } from '../components/ui/page-sections';
import type { ArticlePageData } from '../features/cms/types';
import { useDismissibleDefinitions } from '../features/glossary/dismiss-definitions';
import { mediaPath } from '../features/cms/media';
import type { SitePageContext } from '../features/i18n/page-context';
import { DEFAULT_LOCALE, isLocale } from '../features/i18n/locales';
import { articleJsonLd } from '../features/seo/structured-data';

/** The article, its rendered body and related cards come from createPages (src/pipeline/cms/create-pages.ts). */
type BlogPostContext = SitePageContext & ArticlePageData;

export default function BlogPostPage({
  pageContext,
}: PageProps<Queries.BlogPostPageQuery, BlogPostContext>): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { article, body, related } = pageContext;
  useDismissibleDefinitions(body.html);
  const contentLang = pageContext.isFallback ? DEFAULT_LOCALE : undefined;
  return (
    <Layout feedback staticContent searchType="article" searchSummary={article.summary ?? undefined}>
      <ArticleView
        title={article.title}
        date={article.date}
        author={article.author}
        html={body.html}
        toc={body.toc}
        tags={article.tags}
        contentLang={contentLang}
        notice={pageContext.isFallback && <FallbackBanner>{t('post.fallback')}</FallbackBanner>}
        cover={article.cover && <CoverPicture image={article.cover} alt={article.coverAlt ?? ''} />}
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
  const { article } = pageContext;
  const cover = article.cover && mediaPath(article.cover.url);
  const jsonLd = articleJsonLd({
    title: article.title,
    summary: article.summary,
    author: article.author,
    datePublished: article.date,
    dateModified: article.updatedAt,
    contentLocale: isLocale(article.locale) ? article.locale : DEFAULT_LOCALE,
    image: cover,
    path: `/blog/${pageContext.slug}`,
    locale: pageContext.language,
  });
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={article.title}
      description={article.summary ?? undefined}
      image={cover ?? undefined}
      type="article"
      structuredData={[jsonLd]}
    >
      <meta property="article:published_time" content={article.date} />
    </Seo>
  );
}

export const query = graphql`
  query BlogPostPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

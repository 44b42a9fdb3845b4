import { css } from '@emotion/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid, orderArticles } from '../components/blog/ArticleCard';
import { CmsPicture } from '../components/blog/CmsPicture';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { proseStyle } from '../components/blog/Prose';
import { TagList } from '../components/blog/TagList';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { Section } from '../components/ui/Section';
import { SITE } from '../config/site';
import type { TocEntry } from '../features/cms/markdown';
import { mediaPath } from '../features/cms/media';
import { formatDate } from '../features/i18n/format';
import type { SitePageContext } from '../features/i18n/page-context';
import { localizePath } from '../features/i18n/paths';
import { colors, fontSizes, mq, space } from '../styles/theme';

interface BlogPostContext extends SitePageContext {
  slug: string;
  isFallback: boolean;
  relatedSlugs: string[];
}

const headerStyle = css`
  padding: ${space[12]} 0 ${space[6]};
  h1 {
    max-width: 24em;
    font-size: ${fontSizes['3xl']};
    ${mq.md} {
      font-size: ${fontSizes['4xl']};
    }
  }
`;

const metaStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  color: ${colors.inkMuted};
`;

const layoutStyle = css`
  display: grid;
  gap: ${space[8]};
  padding-bottom: ${space[12]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 16rem;
    align-items: start;
  }
`;

const tocStyle = css`
  ${mq.lg} {
    position: sticky;
    top: calc(4.5rem + ${space[6]});
    order: 2;
  }
  h2 {
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkMuted};
  }
  ol {
    margin: 0;
    padding-left: ${space[4]};
  }
  li {
    margin: ${space[1]} 0;
  }
  li[data-depth='3'] {
    margin-left: ${space[4]};
  }
`;

const coverStyle = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 16px;
  background: ${colors.surfaceMuted};
`;

export default function BlogPostPage({
  data,
  pageContext,
}: PageProps<Queries.BlogPostPageQuery, BlogPostContext>): React.JSX.Element {
  const { t, i18n } = useTranslation('blog');
  const article = data.cms.articles?.[0];
  if (!article) throw new Error(`Article ${pageContext.slug} is missing from the CMS`);
  const rendered = article.rendered as { html: string; toc: TocEntry[] };
  const related = orderArticles(pageContext.relatedSlugs, data.cms.relatedLocal, data.cms.relatedFallback);
  const contentLang = pageContext.isFallback ? 'en' : undefined;
  return (
    <Layout staticContent>
      <Container>
        <header css={headerStyle}>
          <p>
            <Link to="/blog">← {t('post.back')}</Link>
          </p>
          <h1 lang={contentLang}>{article.title}</h1>
          <p css={metaStyle}>
            {article.date && <time dateTime={article.date}>{formatDate(article.date, i18n.language)}</time>}
            {article.author && <span>{t('post.by', { author: article.author })}</span>}
          </p>
          {pageContext.isFallback && <FallbackBanner>{t('post.fallback')}</FallbackBanner>}
        </header>
        {article.cover && (
          <CmsPicture
            image={article.cover}
            alt={article.coverAlt ?? ''}
            sizes="(min-width: 1200px) 1160px, 100vw"
            eager
            css={coverStyle}
          />
        )}
        <div css={[layoutStyle, css({ marginTop: space[10] })]}>
          {rendered.toc.length > 1 && (
            <nav aria-labelledby="toc-title" css={tocStyle} lang={contentLang}>
              <h2 id="toc-title" lang={i18n.language}>
                {t('post.toc')}
              </h2>
              <ol>
                {rendered.toc.map((entry) => (
                  <li key={entry.id} data-depth={entry.depth}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div>
            <div css={proseStyle} lang={contentLang} dangerouslySetInnerHTML={{ __html: rendered.html }} />
            {article.tags && article.tags.length > 0 && (
              <div css={css({ marginTop: space[10] })}>
                <h2 css={css({ fontSize: fontSizes.lg })}>{t('post.tags')}</h2>
                <TagList tags={article.tags} label={t('post.tags')} />
              </div>
            )}
          </div>
        </div>
      </Container>
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
      ) {
        ...ArticleCard
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { proseStyle } from '../components/blog/Prose';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Container';
import { PageHero } from '../components/ui/PageHero';
import type { SitePageContext } from '../features/i18n/page-context';
import { css } from '@emotion/react';
import { space } from '../styles/theme';
import { DEFAULT_LOCALE } from '../features/i18n/locales';

interface CmsPageContext extends SitePageContext {
  slug: string;
  isFallback: boolean;
}

/** Any other path the CMS defines (spec §2 catch-all): a generic content page. */
export default function CmsPage({ data, pageContext }: PageProps<Queries.CmsPageQuery, CmsPageContext>) {
  const { t } = useTranslation('blog');
  const page = data.cms.pages?.[0];
  if (!page) throw new Error(`CMS page ${pageContext.slug} is missing`);
  const rendered = page.rendered as { html: string };
  return (
    <Layout staticContent>
      <PageHero title={page.title ?? ''} intro={page.seoDescription ?? undefined} />
      <Container>
        {pageContext.isFallback && <FallbackBanner>{t('page.fallback')}</FallbackBanner>}
        <article
          css={[proseStyle, css({ padding: `${space[10]} 0 ${space[16]}` })]}
          lang={pageContext.isFallback ? DEFAULT_LOCALE : undefined}
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CmsPageQuery, CmsPageContext>) {
  const page = data.cms.pages?.[0];
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={page?.title ?? undefined}
      description={page?.seoDescription ?? undefined}
    />
  );
}

export const query = graphql`
  query CmsPage(
    $language: String!
    $namespaces: [String!]!
    $slug: String!
    $cmsLocale: STRAPI_I18NLocaleCode
  ) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    cms {
      pages(locale: $cmsLocale, filters: { slug: { eq: $slug } }) {
        title
        seoDescription
        documentId
        locale
        rendered(locale: $language)
      }
    }
  }
`;

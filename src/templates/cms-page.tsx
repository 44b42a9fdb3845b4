import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { proseStyle } from '../components/blog/Prose';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Container';
import { PageHero } from '../components/ui/PageHero';
import type { CmsPageData } from '../features/cms/types';
import { useDismissibleDefinitions } from '../features/glossary/dismiss-definitions';
import type { SitePageContext } from '../features/i18n/page-context';
import { css } from '@emotion/react';
import { space } from '../styles/theme';
import { DEFAULT_LOCALE } from '../features/i18n/locales';

/** The page's title and rendered body come from createPages (src/pipeline/cms/create-pages.ts). */
type CmsPageContext = SitePageContext & CmsPageData;

/** Any other path the CMS defines (spec §2 catch-all): a generic content page. */
export default function CmsPage({ pageContext }: PageProps<Queries.CmsPageQuery, CmsPageContext>) {
  const { t } = useTranslation('blog');
  const { title, seoDescription, body } = pageContext;
  useDismissibleDefinitions(body.html);
  return (
    <Layout feedback staticContent>
      <PageHero title={title} intro={seoDescription ?? undefined} />
      <Container>
        {pageContext.isFallback && <FallbackBanner>{t('page.fallback')}</FallbackBanner>}
        <article
          css={[proseStyle, css({ padding: `${space[10]} 0 ${space[16]}` })]}
          lang={pageContext.isFallback ? DEFAULT_LOCALE : undefined}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CmsPageQuery, CmsPageContext>) {
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={pageContext.title}
      description={pageContext.seoDescription ?? undefined}
    />
  );
}

export const query = graphql`
  query CmsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

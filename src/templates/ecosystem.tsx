import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { EcosystemDirectory } from '../components/ecosystem/EcosystemDirectory';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import type { DirectoryData } from '../features/ecosystem/directory';
import type { SitePageContext } from '../features/i18n/page-context';

interface EcosystemContext extends SitePageContext {
  /** Every listed project of the CMS in the page's language, from createPages (src/pipeline/cms/create-pages.ts). */
  directory: DirectoryData;
}

export default function EcosystemPage({
  pageContext,
  location,
}: PageProps<Queries.EcosystemPageQuery, EcosystemContext>): React.JSX.Element {
  const { t } = useTranslation('ecosystem');
  return (
    <Layout>
      <PageHero
        illustration="ecosystem"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      />
      <Section>
        <EcosystemDirectory
          directory={pageContext.directory}
          basePath={pageContext.i18n.originalPath}
          search={location.search}
          linkHosts={pageContext.linkHosts}
        />
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query EcosystemPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { Link } from '../../components/ui/Link';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function CommunityEcosystemPage(): React.JSX.Element {
  const { t } = useTranslation('community');
  return (
    <Layout>
      <PageHero eyebrow={t('ecosystem.eyebrow')} title={t('ecosystem.title')} intro={t('ecosystem.intro')} />
      <Section>
        <p>
          <Link to="/ecosystem">{t('ecosystem:directoryLink')}</Link>
        </p>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CommunityEcosystemPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

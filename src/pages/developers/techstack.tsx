import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { PageHero } from '../../components/ui/PageHero';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function TechstackPage(): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <Layout>
      <PageHero eyebrow={t('techstack.eyebrow')} title={t('techstack.title')} intro={t('techstack.intro')} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query TechstackPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

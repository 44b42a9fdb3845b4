import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function BlogPage(): React.JSX.Element {
  const { t } = useTranslation('blog');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query BlogPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function SolutionsPage(): React.JSX.Element {
  const { t } = useTranslation('solutions');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <ButtonLink to="/contact" variant="onDark">
          {t('hero.contactCta')}
        </ButtonLink>
      </PageHero>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query SolutionsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

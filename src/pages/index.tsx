import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Card, CardGrid, Section } from '../components/ui/Section';

const HIGHLIGHTS = ['fees', 'evm', 'staking'] as const;

export default function HomePage(): React.JSX.Element {
  const { t } = useTranslation('home');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <ButtonLink to="/developers">{t('hero.primaryCta')}</ButtonLink>
        <ButtonLink to="/ecosystem" variant="onDark">
          {t('hero.secondaryCta')}
        </ButtonLink>
      </PageHero>
      <Section id="highlights" title={t('highlights.title')}>
        <CardGrid>
          {HIGHLIGHTS.map((key) => (
            <Card key={key} title={t(`highlights.${key}.title`)}>
              <p>{t(`highlights.${key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

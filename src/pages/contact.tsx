import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/Section';
import { EXTERNAL_LINKS } from '../config/site';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function ContactPage(): React.JSX.Element {
  const { t } = useTranslation('contact');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <Section id="support" title={t('support.title')}>
        <p>{t('support.text')}</p>
        <p>
          <Link to={EXTERNAL_LINKS.discord}>Discord</Link> · <Link to={EXTERNAL_LINKS.forum}>Forum</Link>
        </p>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

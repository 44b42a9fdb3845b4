import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { ButtonLink } from '../../components/ui/Button';
import { Link } from '../../components/ui/Link';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { EXTERNAL_LINKS } from '../../config/site';

export default function CommunityPage(): React.JSX.Element {
  const { t } = useTranslation('community');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <ButtonLink to={EXTERNAL_LINKS.discord}>{t('hero.discordCta')}</ButtonLink>
        <ButtonLink to={EXTERNAL_LINKS.forum} variant="onDark">
          {t('hero.forumCta')}
        </ButtonLink>
      </PageHero>
      <Section id="agent-program" title={t('agentProgram.title')}>
        <p>{t('agentProgram.text')}</p>
        <p>
          <Link to={EXTERNAL_LINKS.forum}>{t('agentProgram.cta')}</Link>
        </p>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CommunityPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

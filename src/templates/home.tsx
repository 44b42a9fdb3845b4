import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid } from '../components/blog/ArticleCard';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Icon } from '../components/ui/Icon';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { StaticIsland } from '../components/ui/StaticIsland';
import { NextEvents } from '../components/events/NextEvents';
import { HomeNewsletter, HomeSections } from '../components/home/HomeSections';
import type { LatestArticlesData, NextEventsData } from '../features/cms/types';
import type { SitePageContext } from '../features/i18n/page-context';
import { space } from '../styles/theme';

/**
 * The home page; its next events and latest articles' cards come from createPages
 * (src/pipeline/cms/event-plan.ts, latest-articles.ts).
 */
export default function HomePage({
  pageContext,
}: PageProps<
  Queries.HomePageQuery,
  SitePageContext & LatestArticlesData & NextEventsData
>): React.JSX.Element {
  const { t } = useTranslation('home');
  const { latest, nextEvents, eventsFeedPath } = pageContext;
  return (
    <Layout footerNewsletter={false}>
      <PageHero
        illustration="home"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <ButtonLink to="/developers">{t('hero.primaryCta')}</ButtonLink>
        <ButtonLink to="/ecosystem" variant="onDark">
          {t('hero.secondaryCta')}
        </ButtonLink>
      </PageHero>
      <HomeSections />
      <NextEvents nextEvents={nextEvents} eventsFeedPath={eventsFeedPath} />

      {latest.length > 0 && (
        <Section id="news" title={t('news.title')} tone="muted">
          <StaticIsland>
            <ArticleGrid items={latest} />
            <p css={{ marginTop: space[8] }}>
              <Link to="/blog">
                {t('news.all')} <Icon name="arrow-right" />
              </Link>
            </p>
          </StaticIsland>
        </Section>
      )}
      {/* After the tinted news, or after the events on the page's ground when there is no news. */}
      <HomeNewsletter tone={latest.length > 0 ? 'plain' : 'muted'} />
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

import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { EventsList } from '../components/events/EventsList';
import { useCommunityNames } from '../components/events/community-names';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import type { EventsPageData } from '../features/cms/types';
import { calendarSubscriptionUrl } from '../features/events/subscription';
import type { SitePageContext } from '../features/i18n/page-context';
import { inlineList } from '../styles/lists';
import { space } from '../styles/theme';

/** The events and their filters come from createPages (src/pipeline/cms/create-pages.ts). */
type EventsContext = SitePageContext & EventsPageData;

const feedsStyle = css`
  ${inlineList(space[4])};
  margin-top: ${space[4]};
`;

export default function EventsPage({
  pageContext,
  location,
}: PageProps<Queries.EventsPageQuery, EventsContext>) {
  const { t } = useTranslation('events');
  const communityName = useCommunityNames();
  const [all, ...communities] = pageContext.feeds;
  return (
    <Layout>
      <PageHero
        illustration="events"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      />
      <Section>
        <EventsList
          list={pageContext.list}
          basePath={pageContext.i18n.originalPath}
          search={location.search}
        />
      </Section>
      <div data-pagefind-ignore="all">
        <Section tone="muted" title={t('feeds.title')} id="calendar-feeds">
          <p>{t('feeds.text')}</p>
          {all && (
            <ul css={feedsStyle}>
              <li>
                <Link to={calendarSubscriptionUrl(all.path)}>
                  {t('feeds.all')}: {t('feeds.subscribe')}
                </Link>
              </li>
              <li>
                <Link to={all.path} download>
                  {t('feeds.all')}: {t('feeds.download')}
                </Link>
              </li>
            </ul>
          )}
          <h3>{t('feeds.communities')}</h3>
          <ul css={feedsStyle}>
            {communities.map((feed) => (
              <li key={feed.path}>
                <Link to={calendarSubscriptionUrl(feed.path)}>
                  {t('feeds.community', { community: communityName(feed.community ?? '') })}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { CoverPicture } from '../components/blog/ArticleView';
import { EventView } from '../components/events/EventView';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import type { EventPageData } from '../features/cms/types';
import { mediaPath } from '../features/cms/media';
import { DEFAULT_LOCALE, isLocale } from '../features/i18n/locales';
import type { SitePageContext } from '../features/i18n/page-context';
import { eventJsonLd } from '../features/seo/event-structured-data';

/** The event, its rendered body and its calendar file come from createPages (src/pipeline/cms/create-pages.ts). */
type EventContext = SitePageContext & EventPageData;

export default function EventPage({ pageContext }: PageProps<Queries.EventPageQuery, EventContext>) {
  const { event, body, icsPath } = pageContext;
  return (
    <Layout feedback searchSummary={event.summary ?? undefined}>
      <EventView
        event={event}
        html={body.html}
        icsPath={icsPath}
        ended={pageContext.endedAtBuild}
        linkHosts={pageContext.linkHosts}
        cover={event.cover && <CoverPicture image={event.cover} alt={event.coverAlt ?? ''} />}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.EventPageQuery, EventContext>) {
  const { event } = pageContext;
  const cover = event.cover ? mediaPath(event.cover.url) : null;
  const jsonLd = eventJsonLd({
    ...event,
    title: event.title,
    contentLocale: isLocale(event.locale) ? event.locale : DEFAULT_LOCALE,
    image: cover,
    path: `/events/${pageContext.slug}`,
    locale: pageContext.language,
  });
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={event.title}
      description={event.summary ?? undefined}
      image={cover ?? undefined}
      structuredData={[jsonLd]}
    />
  );
}

export const query = graphql`
  query EventPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;

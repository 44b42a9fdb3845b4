import { css } from '@emotion/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBanner } from '../components/blog/FallbackBanner';
import { proseStyle } from '../components/blog/Prose';
import { useCommunityNames } from '../components/events/EventCard';
import { VisitorTime } from '../components/events/VisitorTime';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { buttonStyles } from '../components/ui/Button';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import type { EventPageData } from '../features/cms/types';
import { mediaPath } from '../features/cms/media';
import { DEFAULT_LOCALE, isLocale } from '../features/i18n/locales';
import type { SitePageContext } from '../features/i18n/page-context';
import { eventJsonLd } from '../features/seo/event-structured-data';
import { inlineList } from '../styles/lists';
import { colors, fontSizes, space } from '../styles/theme';

/** The event, its rendered body and its calendar file come from createPages (src/pipeline/cms/create-pages.ts). */
type EventContext = SitePageContext & EventPageData;

const headerStyle = css`
  padding: ${space[10]} 0 ${space[6]};
  h1 {
    margin: ${space[2]} 0 ${space[4]};
  }
`;

const factsStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: 0 0 ${space[6]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  .zone {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const actionsStyle = css`
  ${inlineList(space[3])};
  margin-bottom: ${space[8]};
`;

export default function EventPage({ pageContext }: PageProps<Queries.EventPageQuery, EventContext>) {
  const { t, i18n } = useTranslation('events');
  const communityName = useCommunityNames();
  const { event, body, icsPath } = pageContext;
  const contentLang = event.isFallback ? DEFAULT_LOCALE : undefined;
  const ended = pageContext.endedAtBuild;
  return (
    <Layout searchSummary={event.summary ?? undefined}>
      <Container>
        <header css={headerStyle}>
          <p data-pagefind-ignore>
            <Link to="/events">← {t('event.back')}</Link>
          </p>
          <p data-pagefind-ignore>
            {t(`kind.${event.kind}`)} ·{' '}
            {event.format === 'online' ? t('format.online') : t('format.in_person')}
          </p>
          <h1 lang={contentLang}>{event.title}</h1>
          {event.isFallback && <FallbackBanner>{t('event.fallback')}</FallbackBanner>}
        </header>
        <dl css={factsStyle} data-pagefind-ignore>
          <dt>{t('event.when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{event.when}</time>
            <br />
            <span className="zone">{t('event.localTime', { timeZone: event.timeZone })}</span>
          </dd>
          <dt>{t('event.yourTime')}</dt>
          <dd>
            <VisitorTime
              startsAt={event.startsAt}
              endsAt={event.endsAt}
              language={i18n.language}
              eventTime={event.when}
            />
          </dd>
          <dt>{t('event.where')}</dt>
          <dd lang={contentLang}>{event.format === 'online' ? t('event.online') : event.place}</dd>
          <dt>{t('event.communities')}</dt>
          <dd>{event.communities.map(communityName).join(' · ')}</dd>
        </dl>
        {ended ? (
          <p>{t('event.ended')}</p>
        ) : (
          <ul css={actionsStyle} data-pagefind-ignore>
            {event.signUpUrl && (
              <li>
                <Link to={event.signUpUrl} css={buttonStyles.primary}>
                  {t('event.signUp')}
                </Link>
              </li>
            )}
            <li>
              <Link to={icsPath} css={buttonStyles.secondary} download>
                {t('event.addToCalendar')}
              </Link>
            </li>
          </ul>
        )}
        <article
          css={[proseStyle, css({ paddingBottom: space[16] })]}
          lang={contentLang}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      </Container>
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

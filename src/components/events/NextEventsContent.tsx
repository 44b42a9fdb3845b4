import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COMMUNITIES } from '../../config/communities';
import type { CommunityPageData, NextEventsData } from '../../features/cms/types';
import { NO_EVENT_FILTERS, stringifyEventQuery } from '../../features/events/events';
import { calendarSubscriptionUrl } from '../../features/events/subscription';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';
import { cardGrid, inlineList } from '../../styles/lists';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { EventCard } from './EventCard';

export type CommunityNextEventsData = Pick<CommunityPageData, 'nextEventByCommunity' | 'communityFeedPaths'>;

const gridStyle = [
  cardGrid(3),
  css`
    margin: ${space[6]} 0 0;
  `,
];

const linksStyle = css`
  ${inlineList(space[6])};
  margin-top: ${space[8]};
  a {
    font-weight: 600;
  }
`;

const communityHeadingStyle = css`
  margin-top: ${space[10]};
  font-size: ${fontSizes.lg};
`;

const communityEventsStyle = [
  cardGrid(3, 4),
  css`
    margin: ${space[4]} 0 0;
    /* Twelve communities: on phones a compact list, from sm a grid of small cards. */
    gap: 0;
    li {
      display: flex;
      flex-direction: column;
      gap: ${space[1]};
      padding: ${space[3]} 0;
      border-bottom: 1px solid ${colors.border};
    }
    ${mq.sm} {
      gap: ${space[5]};
      li {
        padding: ${space[4]};
        border: 1px solid ${colors.border};
        border-radius: ${radii.md};
      }
    }
    p {
      margin: 0;
    }
    .community {
      font-weight: 700;
    }
    .when,
    .none {
      color: ${colors.inkMuted};
      font-size: ${fontSizes.sm};
    }
    .feed {
      margin-top: auto;
      padding-top: ${space[1]};
      font-size: ${fontSizes.sm};
    }
  `,
];

/**
 * Each language community's own next event (the section's cards show the soonest of all, and the
 * events for every community), or that it has none planned with a link to its events on /events
 * (where the global ones are too), and the community's calendar feed: what a visitor looking for
 * their own language's meetups wants from this page.
 */
function CommunityNextEvents({ nextEventByCommunity, communityFeedPaths }: CommunityNextEventsData) {
  const { t } = useTranslation('community');
  const { t: tEvents } = useTranslation('events');
  return (
    <>
      <h3 css={communityHeadingStyle} id="community-events">
        {tEvents('next.byCommunity')}
      </h3>
      <ul css={communityEventsStyle} aria-labelledby="community-events" data-testid="community-events">
        {LANGUAGE_COMMUNITIES.map(({ code }) => {
          const language = t(`languages.name.${code}`);
          const event = nextEventByCommunity[code];
          return (
            <li key={code} data-community={code}>
              <p className="community">{language}</p>
              {event ? (
                <>
                  <p lang={event.isFallback ? DEFAULT_LOCALE : undefined}>
                    <Link to={`/events/${event.slug}`}>{event.title}</Link>
                  </p>
                  <p className="when">
                    <time dateTime={event.startsAt}>{event.when}</time>
                  </p>
                </>
              ) : (
                // Events for every community are in the list above; this one has none of its own.
                <p className="none">
                  {tEvents('next.communityNone')}{' '}
                  <Link to={`/events${stringifyEventQuery({ ...NO_EVENT_FILTERS, communities: [code] })}`}>
                    {tEvents('next.communityAll')}
                  </Link>
                </p>
              )}
              {communityFeedPaths[code] && (
                <p className="feed">
                  <Link to={calendarSubscriptionUrl(communityFeedPaths[code])}>
                    {tEvents('next.communityFeed', { community: language })}
                  </Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * What the "Upcoming events" section shows (NextEvents.tsx): the next events' cards as /events
 * shows them, or a line that says there are none and links the archive; on /community each
 * community's next event; then the way to all events and the calendar feed.
 */
export default function NextEventsContent({
  nextEvents,
  eventsFeedPath,
  byCommunity,
}: NextEventsData & { byCommunity?: CommunityNextEventsData }): React.JSX.Element {
  const { t } = useTranslation('events');
  return (
    <>
      {nextEvents.length > 0 ? (
        <ul css={gridStyle} data-testid="next-events">
          {nextEvents.map((event) => (
            <li key={event.slug}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('next.none')} <Link to="/events#past-events">{t('next.archive')}</Link>
        </p>
      )}
      {byCommunity && <CommunityNextEvents {...byCommunity} />}
      <ul css={linksStyle}>
        <li>
          <Link to="/events">
            {t('next.all')} <Icon name="arrow-right" />
          </Link>
        </li>
        <li>
          <Link to={calendarSubscriptionUrl(eventsFeedPath)}>{t('next.subscribe')}</Link>
        </li>
      </ul>
    </>
  );
}

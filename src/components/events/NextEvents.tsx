import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { NextEventsData } from '../../features/cms/types';
import { calendarSubscriptionUrl } from '../../features/events/events';
import { cardGrid, inlineList } from '../../styles/lists';
import { space } from '../../styles/theme';
import { Link } from '../ui/Link';
import { Section, type SectionTone } from '../ui/page-sections';
import { StaticIsland } from '../ui/StaticIsland';
import { EventCard } from './EventCard';

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

/**
 * "Upcoming events" of the home and community pages: the next events the build found (their
 * cards as /events shows them), or a line that says there are none and links the archive; then
 * the way to all events and the calendar feed. A static island: nothing of it runs in the browser
 * on a first load, and its data is the page's context (src/pipeline/cms/create-pages.ts).
 */
export function NextEvents({
  nextEvents,
  eventsFeedPath,
  tone,
  children,
}: NextEventsData & { tone?: SectionTone; children?: React.ReactNode }): React.JSX.Element {
  const { t } = useTranslation('events');
  return (
    <Section id="events" title={t('upcoming.title')} tone={tone}>
      <StaticIsland>
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
        {children}
        <ul css={linksStyle}>
          <li>
            <Link to="/events">{t('next.all')} →</Link>
          </li>
          <li>
            <Link to={calendarSubscriptionUrl(eventsFeedPath)}>{t('next.subscribe')}</Link>
          </li>
        </ul>
      </StaticIsland>
    </Section>
  );
}

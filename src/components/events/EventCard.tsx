import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { EventCard as EventCardData } from '../../features/events/events';
import { isForEveryCommunity } from '../../features/events/every-community';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';

const cardStyle = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  height: 100%;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  h3 a {
    color: ${colors.ink};
    text-decoration: none;
  }
  h3 a::after {
    /* The whole card is the link's target area. */
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:has(h3 a:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
  .when {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const badgesStyle = css`
  ${inlineList(space[2])};
  font-size: ${fontSizes.xs};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    padding: ${space[1]} ${space[2]};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    color: ${colors.ink};
  }
`;

/** The names of community codes in the page's language (the community page's names). */
export function useCommunityNames(): (code: string) => string {
  const { t } = useTranslation('community');
  return (code) => t(`languages.name.${code}`);
}

/**
 * An event's communities as a card and its page write them: their names in the page's language,
 * or "All communities" for an event of every community (twelve names would fill a phone's card).
 */
export function useCommunitiesLabel(): (event: Pick<EventCardData, 'communities'>) => string {
  const { t } = useTranslation('events');
  const communityName = useCommunityNames();
  return (event) =>
    isForEveryCommunity(event) ? t('card.allCommunities') : event.communities.map(communityName).join(' · ');
}

/** One event in a list: title (its page's link), date in its own time zone, kind, place, communities. */
export function EventCard({ event }: { event: EventCardData }): React.JSX.Element {
  const { t } = useTranslation('events');
  const communitiesLabel = useCommunitiesLabel();
  const contentLang = event.isFallback ? DEFAULT_LOCALE : undefined;
  return (
    <article css={cardStyle}>
      <ul css={badgesStyle} aria-label={t('card.communities')}>
        <li>{t(`kind.${event.kind}`)}</li>
        <li>
          <Icon name={event.format === 'online' ? 'video' : 'map-pin'} />
          {event.format === 'online' ? t('format.online') : (event.city ?? t('format.in_person'))}
        </li>
      </ul>
      <h3 lang={contentLang}>
        <Link to={`/events/${event.slug}`}>{event.title}</Link>
      </h3>
      <p className="when">
        <Icon name="calendar-days" /> <time dateTime={event.startsAt}>{event.when}</time>
      </p>
      {event.summary && <p lang={contentLang}>{event.summary}</p>}
      <p className="when">{communitiesLabel(event)}</p>
    </article>
  );
}

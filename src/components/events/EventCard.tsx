import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedEvent } from '../../features/events/events';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';
import { Card, CardPicture } from '../ui/Card';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { useCommunitiesLabel } from './community-names';

// The slot's width: the lead's picture is 3/5 of the row from md, a grid card a column of 2 or 3.
const LEAD_SIZES = '(min-width: 768px) 55vw, 100vw';
const GRID_SIZES = '(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw';

/**
 * The card's picture: the event's cover as the CMS describes it, or a date tile drawn in CSS
 * (month, day, city or "Online"), hidden from screen readers, who hear the date and place in the
 * card's text.
 */
function CardMedia({
  event,
  place,
  variant,
  lang,
}: {
  event: ListedEvent;
  place: string;
  variant?: 'lead' | 'quiet';
  lang?: string;
}): React.JSX.Element {
  const { picture } = event;
  if (picture && variant !== 'quiet') {
    // The lead is in the first screen; every other card's cover waits until it is near.
    return (
      <CardPicture
        picture={picture}
        sizes={variant === 'lead' ? LEAD_SIZES : GRID_SIZES}
        eager={variant === 'lead'}
        lang={lang}
      />
    );
  }
  return (
    <div className="tile" aria-hidden="true">
      <span>{event.month}</span>
      <b>{event.day}</b>
      {variant !== 'quiet' && <span>{place}</span>}
    </div>
  );
}

/**
 * One event in a list: its cover or date tile, then title (its page's link), date in its own
 * time zone, kind, place, communities. `lead`: the list's next event, larger, picture beside the
 * text on desktops; `quiet`: a past event, a dated line without a picture.
 */
export function EventCard({
  event,
  variant,
}: {
  event: ListedEvent;
  variant?: 'lead' | 'quiet';
}): React.JSX.Element {
  const { t } = useTranslation('events');
  const communitiesLabel = useCommunitiesLabel();
  const contentLang = event.isFallback ? DEFAULT_LOCALE : undefined;
  const place = event.format === 'online' ? t('format.online') : (event.city ?? t('format.in_person'));
  return (
    <Card className={variant ? `event-card ${variant}` : 'event-card'}>
      <CardMedia event={event} place={place} variant={variant} lang={contentLang} />
      <div className="card-text">
        <ul className="event-badges" aria-label={t('card.communities')}>
          <li>{t(`kind.${event.kind}`)}</li>
          <li>
            <Icon name={event.format === 'online' ? 'video' : 'map-pin'} />
            {place}
          </li>
        </ul>
        <h3 className="card-title" lang={contentLang}>
          <Link to={`/events/${event.slug}`}>{event.title}</Link>
        </h3>
        <p className="when">
          <Icon name="calendar-days" /> <time dateTime={event.startsAt}>{event.when}</time>
        </p>
        {event.summary && <p lang={contentLang}>{event.summary}</p>}
        <p className="when">{communitiesLabel(event)}</p>
      </div>
    </Card>
  );
}

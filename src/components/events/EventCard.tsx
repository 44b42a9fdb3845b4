import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedEvent } from '../../features/events/events';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { useCommunitiesLabel } from './community-names';

/**
 * The date tile's ground: the primary and the accent, each this share (%) mixed into the card's
 * surface, ends of a gradient; ink and primary on both ends stay AA (__tests__/theme-palette.test.ts).
 */
export const DATE_TILE_TINTS = { primary: 16, accent: 22 } as const;

const cardStyle = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  picture {
    display: contents;
  }
  /* A cover keeps a fixed ratio, so nothing moves when it arrives. */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  /* Without a cover, a date tile: a band on phones, the cover's place from sm. */
  .tile {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    aspect-ratio: 3 / 1;
    background: linear-gradient(
      120deg,
      color-mix(in srgb, ${colors.primary} ${DATE_TILE_TINTS.primary}%, ${colors.surface}),
      color-mix(in srgb, ${colors.accent} ${DATE_TILE_TINTS.accent}%, ${colors.surface})
    );
    font-size: ${fontSizes.sm};
  }
  .tile b {
    color: ${colors.primary};
    font-size: ${fontSizes['2xl']};
  }
  ${mq.sm} {
    .tile {
      aspect-ratio: 16 / 9;
    }
    .tile b {
      font-size: 2.75rem;
    }
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${space[2]};
    padding: ${space[5]};
  }
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
  /* The next event: picture beside its text from md; a tile fills the card's height. */
  ${mq.md} {
    &.lead {
      flex-direction: row;
    }
    &.lead .media {
      flex: 3 1 0;
      min-width: 0;
      align-self: center;
    }
    &.lead .tile {
      align-self: stretch;
      aspect-ratio: auto;
    }
    &.lead .tile b {
      font-size: 4rem;
    }
    &.lead .body {
      flex: 2 1 0;
      justify-content: center;
      padding: ${space[8]};
    }
    &.lead h3 {
      font-size: ${fontSizes['2xl']};
    }
  }
  /* Past events: a dated line, without pictures or shadow. */
  &.quiet {
    flex-direction: row;
    background: ${colors.surfaceMuted};
    box-shadow: none;
  }
  &.quiet .tile {
    flex: none;
    width: 5rem;
    aspect-ratio: auto;
  }
  &.quiet .tile b {
    font-size: ${fontSizes['2xl']};
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
    const sizes = variant === 'lead' ? LEAD_SIZES : GRID_SIZES;
    const img = (
      <img
        className="media"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        lang={lang}
        // The lead is in the first screen; every other card's cover waits until it is near.
        loading={variant === 'lead' ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
    return picture.webpSrcSet ? (
      <picture>
        <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
        {img}
      </picture>
    ) : (
      img
    );
  }
  return (
    <div className="media tile" aria-hidden="true">
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
    <article css={cardStyle} className={variant}>
      <CardMedia event={event} place={place} variant={variant} lang={contentLang} />
      <div className="body">
        <ul css={badgesStyle} aria-label={t('card.communities')}>
          <li>{t(`kind.${event.kind}`)}</li>
          <li>
            <Icon name={event.format === 'online' ? 'video' : 'map-pin'} />
            {place}
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
      </div>
    </article>
  );
}

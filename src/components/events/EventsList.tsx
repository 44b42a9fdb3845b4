import { css } from '@emotion/react';
import React, { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NO_EVENT_FILTERS,
  PAST_EVENTS_PER_PAGE,
  filterEvents,
  hasEnded,
  parseEventQuery,
  pastPage,
  stringifyEventQuery,
  type EventFilters,
  type EventsListData,
} from '../../features/events/events';
import { useHydrated } from '../../features/hydration';
import { useQueryState } from '../../features/navigation/query-state';
import { cardGrid } from '../../styles/lists';
import { colors, fontSizes, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';
import { CheckboxGroup } from '../ui/CheckboxGroup';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { Pagination } from '../ui/Pagination';
import { useCommunityNames } from './community-names';
import { EventCard } from './EventCard';

const formStyle = css`
  display: grid;
  gap: ${space[5]};
  margin-bottom: ${space[10]};
`;

const headingStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
  margin: ${space[10]} 0 ${space[5]};
  h2 {
    margin: 0;
    font-size: ${fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const gridStyle = [
  cardGrid(3),
  css`
    margin: 0;
    /* The next event leads, across the grid. */
    > li:first-of-type {
      grid-column: 1 / -1;
    }
  `,
];

/** The archive: two columns of quiet, dated lines. */
const pastStyle = [
  cardGrid(2),
  css`
    margin: 0;
  `,
];

type FilterKey = Exclude<keyof EventFilters, 'page'>;

/** The filters: a GET form that works without JavaScript too. */
function EventFiltersForm({
  list,
  hydrated,
  filters,
  write,
  action,
}: {
  list: EventsListData;
  hydrated: boolean;
  filters: EventFilters;
  write: (filters: EventFilters) => void;
  action: string;
}): React.JSX.Element {
  const { t } = useTranslation('events');
  const communityName = useCommunityNames();
  const toggle = (key: FilterKey, value: string) => {
    const current = filters[key] as readonly string[];
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    write({ ...filters, [key]: next, page: 1 });
  };
  const active =
    filters.communities.length + filters.kinds.length + filters.formats.length + filters.months.length;
  return (
    <form
      css={formStyle}
      className="filter-groups"
      aria-label={t('filters.formLabel')}
      action={action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <noscript>
        <p>{t('noscript')}</p>
      </noscript>
      <FilterDisclosure id="event-filters" activeCount={active} hydrated={hydrated}>
        <CheckboxGroup
          name="community"
          legend={t('filters.community')}
          options={list.options.communities.map((code) => ({ value: code, label: communityName(code) }))}
          selected={filters.communities}
          disabled={!hydrated}
          onToggle={(value) => toggle('communities', value)}
        />
        <CheckboxGroup
          name="kind"
          legend={t('filters.kind')}
          options={list.options.kinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          selected={filters.kinds}
          disabled={!hydrated}
          onToggle={(value) => toggle('kinds', value)}
        />
        <CheckboxGroup
          name="format"
          legend={t('filters.format')}
          options={list.options.formats.map((format) => ({ value: format, label: t(`format.${format}`) }))}
          selected={filters.formats}
          disabled={!hydrated}
          onToggle={(value) => toggle('formats', value)}
        />
        <CheckboxGroup
          name="month"
          legend={t('filters.month')}
          options={list.options.months.map((month) => ({
            value: month,
            label: list.monthNames[month] ?? month,
          }))}
          selected={filters.months}
          disabled={!hydrated}
          onToggle={(value) => toggle('months', value)}
        />
        {active > 0 && (
          <div>
            <button type="button" css={buttonStyles.secondary} onClick={() => write(NO_EVENT_FILTERS)}>
              {t('filters.clear')}
            </button>
          </div>
        )}
      </FilterDisclosure>
    </form>
  );
}

/**
 * /events: the filters, the upcoming events and the past archive. Its state is the query
 * string (`?community=ja&kind=meetup&format=online&month=2026-12&page=2`), as the ecosystem
 * directory's: a filtered view can be shared and reloaded. Without JavaScript (and before it
 * runs) every event is listed, upcoming then past, and the filters are disabled; once hydrated,
 * the lists are filtered and the archive paged, and events are split again by the visitor's
 * clock, so an event that ended after the build is in the archive (src/pipeline/cms/event-plan.ts).
 */
export function EventsList({
  list,
  basePath,
  search,
}: {
  list: EventsListData;
  /** Unprefixed path of the page (`/events`). */
  basePath: string;
  /** `location.search` of the page. */
  search: string;
}): React.JSX.Element {
  const { t } = useTranslation('events');
  const hydrated = useHydrated();
  const parse = useCallback((query: string) => parseEventQuery(query, list.options), [list.options]);
  const {
    state: urlFilters,
    write,
    hrefFor,
    action,
  } = useQueryState(search, basePath, parse, stringifyEventQuery);
  const filters = hydrated ? urlFilters : NO_EVENT_FILTERS;

  const split = useMemo(() => {
    if (!hydrated) return { upcoming: list.upcoming, past: list.past };
    const now = new Date();
    const soonestFirst = [...[...list.past].reverse(), ...list.upcoming];
    return {
      upcoming: soonestFirst.filter((event) => !hasEnded(event, now)),
      past: soonestFirst.filter((event) => hasEnded(event, now)).reverse(),
    };
  }, [hydrated, list]);
  const upcoming = filterEvents(split.upcoming, filters);
  const past = filterEvents(split.past, filters);
  const shownPast = hydrated
    ? pastPage(past, filters.page)
    : { items: past, page: 1, pageCount: 1, first: past.length ? 1 : 0, last: past.length };
  // Without JavaScript every past event is listed; React hydrates the first page of them only.
  const listedPast = hydrated ? shownPast.items : shownPast.items.slice(0, PAST_EVENTS_PER_PAGE);
  const unlistedPast = hydrated ? [] : shownPast.items.slice(PAST_EVENTS_PER_PAGE);
  return (
    <>
      <EventFiltersForm list={list} hydrated={hydrated} filters={filters} write={write} action={action} />

      <section aria-labelledby="upcoming-events">
        <div css={headingStyle}>
          <h2 id="upcoming-events">{t('upcoming.title')}</h2>
          <p role="status">
            {upcoming.length ? t('upcoming.status', { count: upcoming.length }) : t('upcoming.none')}
          </p>
        </div>
        {upcoming.length > 0 && (
          <ul css={gridStyle} aria-labelledby="upcoming-events" data-testid="upcoming-events">
            {upcoming.map((event, index) => (
              <li key={event.slug}>
                <EventCard event={event} variant={index ? undefined : 'lead'} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="past-events">
        <div css={headingStyle}>
          <h2 id="past-events">{t('past.title')}</h2>
          <p role="status">
            {past.length
              ? t('past.status', { first: shownPast.first, last: shownPast.last, total: past.length })
              : t('past.none')}
          </p>
        </div>
        {past.length > 0 && (
          <ul css={pastStyle} aria-labelledby="past-events" data-testid="past-events">
            {listedPast.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} variant="quiet" />
              </li>
            ))}
          </ul>
        )}
        {unlistedPast.length > 0 && (
          <noscript>
            <ul css={[...pastStyle, css({ marginTop: space[6] })]} aria-labelledby="past-events">
              {unlistedPast.map((event) => (
                <li key={event.slug}>
                  <EventCard event={event} variant="quiet" />
                </li>
              ))}
            </ul>
          </noscript>
        )}
        <Pagination
          page={shownPast.page}
          count={shownPast.pageCount}
          hrefFor={(page) => hrefFor({ ...filters, page })}
          labels={{
            label: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            status: (page, count) => t('pagination.status', { page, count }),
          }}
        />
      </section>
    </>
  );
}

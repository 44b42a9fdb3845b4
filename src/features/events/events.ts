import type { CardPicture, CmsImage } from '../cms/media';
import { pageOf } from '../ecosystem/directory';
import { readQuery } from '../ecosystem/query';

/**
 * Community events as pages show them, and the /events list's filters: shared by the build
 * (src/pipeline/cms/event-plan.ts), the templates and the browser, so no CMS or Node code here.
 */

export const EVENT_KINDS = ['meetup', 'hackathon', 'ama', 'workshop', 'conference'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_FORMATS = ['online', 'in_person'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** Past events per page of the archive. */
export const PAST_EVENTS_PER_PAGE = 12;

/** An event as a list, a card and a feed show it (in one language's version). */
export interface EventCard {
  slug: string;
  title: string;
  summary: string | null;
  /** ISO 8601 instants in UTC, as the CMS stores them. */
  startsAt: string;
  endsAt: string;
  /** The event's own IANA time zone (Asia/Tokyo): its times are shown there first. */
  timeZone: string;
  format: EventFormat;
  kind: EventKind;
  /** Codes of the language communities (src/config/communities.ts), in the CMS's order. */
  communities: string[];
  city: string | null;
  /** ISO 3166-1 alpha-2 code, shown with Intl.DisplayNames in the page's language. */
  country: string | null;
  /** The version shown is English under /ja or /ko (the event is not translated there). */
  isFallback: boolean;
  /**
   * Its start and end in its own time zone, as the page's language writes them: formatted by the
   * build, so that no page builds a date formatter while it hydrates (e2e/hydration.spec.ts).
   */
  when: string;
}

/**
 * The widths (px) between which a card's cover copies are offered (media.ts cardCopies): a grid
 * card is ~380 CSS px on a desktop, the lead's picture ~700, a phone's card ~350 (700 on a 2×
 * screen). Each copy costs the list's page data its two paths, in every card that has a cover.
 */
export const CARD_COVER_WIDTHS = { min: 400, max: 750 } as const;

/** An event as a list's card shows it: its facts, and its cover or, without one, a date tile. */
export interface ListedEvent extends EventCard {
  /** The tile's day of the month and short month, in the event's own zone and the page's language. */
  day: string;
  month: string;
  /** The cover's copies at the card's sizes (media.ts cardCopies), alt as the CMS gives it. */
  picture?: CardPicture;
}

/** An event as its own page shows it (the body apart). */
export interface EventEntry extends EventCard {
  venue: string | null;
  /** Venue, city and country (named in the page's language), or null for an online event. */
  place: string | null;
  /** The sign-up link when the site allows its host (null: none, or refused and warned about). */
  signUpUrl: string | null;
  /** With Strapi's formats, which the build copies beside it (srcset and WebP, CmsPicture). */
  cover: (CmsImage & { width: number | null; height: number | null }) | null;
  coverAlt: string | null;
  /** The language of the version shown. */
  locale: string;
  updatedAt: string | null;
}

/** What /events lists: upcoming soonest first, then the past archive, latest first. */
export interface EventsListData {
  upcoming: ListedEvent[];
  past: ListedEvent[];
  /** The filter options that have events: communities, kinds, formats and months (YYYY-MM). */
  options: EventFilterOptions;
  /** Each month's name in the page's language ("December 2026", "2026年12月"), by YYYY-MM. */
  monthNames: Record<string, string>;
}

export interface EventFilterOptions {
  communities: string[];
  kinds: EventKind[];
  formats: EventFormat[];
  months: string[];
}

/** The list's state, as the query string keeps it (`?community=ja&kind=meetup&month=2026-12&page=2`). */
export interface EventFilters {
  communities: string[];
  kinds: EventKind[];
  formats: EventFormat[];
  months: string[];
  /** The page of the past archive. */
  page: number;
}

export const NO_EVENT_FILTERS: EventFilters = {
  communities: [],
  kinds: [],
  formats: [],
  months: [],
  page: 1,
};

/** The month (YYYY-MM) an event starts in, in its own time zone (where its visitors live it). */
export function eventMonth(event: Pick<EventCard, 'startsAt' | 'timeZone'>): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: event.timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(event.startsAt));
  const part = (type: string) => {
    const value = parts.find((item) => item.type === type)?.value;
    // Intl always writes both for these options; a month named "-" would file the event nowhere.
    if (!value) throw new Error(`No ${type} for ${event.startsAt} in ${event.timeZone}`);
    return value;
  };
  return `${part('year')}-${part('month')}`;
}

/** Whether an event has ended at `now`: it then belongs to the past archive. */
export function hasEnded(event: Pick<EventCard, 'endsAt'>, now: Date): boolean {
  return new Date(event.endsAt).getTime() <= now.getTime();
}

/** The events that match every filter group that has a choice (a group matches any of its choices). */
export function filterEvents<T extends EventCard>(events: readonly T[], filters: EventFilters): T[] {
  return events.filter(
    (event) =>
      (!filters.communities.length || event.communities.some((code) => filters.communities.includes(code))) &&
      (!filters.kinds.length || filters.kinds.includes(event.kind)) &&
      (!filters.formats.length || filters.formats.includes(event.format)) &&
      (!filters.months.length || filters.months.includes(eventMonth(event))),
  );
}

/** A page of the past archive. */
export function pastPage<T>(past: readonly T[], page: number) {
  return pageOf(past, page, PAST_EVENTS_PER_PAGE);
}

/**
 * Reads the filters from `location.search` with the directory's query limits: unknown values,
 * repeated ones and a page that is not a positive integer are ignored.
 */
export function parseEventQuery(search: string, options: EventFilterOptions): EventFilters {
  const query = readQuery(search);
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    [...new Set(query.get(name) ?? [])].filter((value): value is T =>
      (allowed as readonly string[]).includes(value),
    );
  const pageText = query.get('page')?.[0] ?? '';
  return {
    communities: pick('community', options.communities),
    kinds: pick('kind', options.kinds),
    formats: pick('format', options.formats),
    months: pick('month', options.months),
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
  };
}

/** The query string of `filters` (empty for none), in the order the form sends its fields. */
export function stringifyEventQuery(filters: EventFilters): string {
  const params = new URLSearchParams();
  filters.communities.forEach((code) => params.append('community', code));
  filters.kinds.forEach((kind) => params.append('kind', kind));
  filters.formats.forEach((format) => params.append('format', format));
  filters.months.forEach((month) => params.append('month', month));
  if (filters.page > 1) params.append('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

import { LANGUAGE_COMMUNITIES } from '../../config/communities';
import { SITE } from '../../config/site';
import { PUBLISH_RULES, brokenEventRules } from '@meridian/shared/event-rules';
import { cardCopies, type CmsImage } from '../../features/cms/media';
import {
  CARD_COVER_WIDTHS,
  EVENT_FORMATS,
  EVENT_KINDS,
  eventMonth,
  hasEnded,
  type EventCard,
  type EventEntry,
  type EventFormat,
  type EventKind,
  type EventsListData,
  type ListedEvent,
} from '../../features/events/events';
import { isForEveryCommunity } from '../../features/events/every-community';
import { formatMonth } from '../../features/i18n/format';
import { eventDayMonth, formatEventRange } from '../../features/events/time';
import { LOCALES, LOCALE_INFO, shownVersion, type Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';
import { allowedHosts } from './effective-hosts';
import { classifyHref } from '../../features/navigation/safe-url';
import { missingFields, newDocuments, present, versionsBySlug, type EntryReport } from './entries';
import type { IcsCalendar, IcsEvent } from './ics';

/**
 * Community events from the one read of the CMS (read.ts): which are published, in which
 * languages, and how /events, an event's page and the calendar feeds show them. Pure functions:
 * `now` is the build's clock, passed in.
 *
 * When an ended event moves to the past archive: the build splits upcoming from past with its own
 * clock (`now`), so every build (each publish in the CMS triggers one) moves the events that
 * ended since the last. Between builds, /events knows the time itself: its list carries every
 * event's end, and once hydrated it splits them again with the visitor's clock
 * (src/components/events/EventsList.tsx), so an event that ended an hour after the build is in
 * the archive for every visitor with JavaScript. For the built HTML (visitors without JavaScript,
 * search engines) the build writes nothing: the CMS's scheduler keeps a `rebuild`
 * schedule at each published event's end (cms/src/schedules/event-ends.js) and fires it through
 * the rebuild webhook a publish calls, so events move to the archive by the scheduler, with
 * nobody touching them.
 */

export interface RawEvent {
  documentId: string;
  slug: string | null;
  title: string | null;
  summary: string | null;
  body: string | null;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string | null;
  format: string | null;
  kind: string | null;
  venue: string | null;
  city: string | null;
  country: string | null;
  signUpUrl: string | null;
  coverAlt: string | null;
  updatedAt: string | null;
  cover: (CmsImage & { width: number | null; height: number | null }) | null;
  communities: Array<{ code: string | null }> | null;
}

/** A published event: its shared fields and the languages it is written in. */
export interface EventSummary {
  slug: string;
  startsAt: string;
  endsAt: string;
  locales: Locale[];
}

/** The communities of the community page, by code: an event lists only those. */
const COMMUNITY_CODES = new Set(LANGUAGE_COMMUNITIES.map((community) => community.code));

/**
 * The events the site publishes, soonest first, with their languages; the rules of entries.ts
 * (an event is carried by its English version, else its first in the site's order; another
 * language's version needs a title and a body). An event without the fields its page needs,
 * with an unknown time zone or ending before it starts is left out with a warning.
 */
export function publishableEvents(
  byLocale: Record<Locale, readonly RawEvent[]>,
  report: EntryReport,
): EventSummary[] {
  const valid = (locale: Locale) => (entry: RawEvent) => {
    const missing = missingFields('event', entry);
    // The CMS's own event rules (@meridian/shared/event-rules), first broken one named.
    const [broken] = missing.length ? [] : brokenEventRules(entry, PUBLISH_RULES);
    const problem = missing.length
      ? `lacks ${missing.join(', ')}`
      : broken === 'timeZone'
        ? `has the unknown time zone "${entry.timeZone}"`
        : broken === 'endsAt'
          ? 'ends before it starts'
          : !(EVENT_KINDS as readonly string[]).includes(entry.kind as string) ||
              !(EVENT_FORMATS as readonly string[]).includes(entry.format as string)
            ? `has the unknown kind or format "${entry.kind}", "${entry.format}"`
            : null;
    if (problem) report.warn(`CMS event ${entry.documentId} (${locale}) ${problem}: not published`);
    return !problem;
  };
  const events = new Map<string, EventSummary>();
  for (const locale of LOCALES) {
    for (const entry of byLocale[locale]) {
      const event = entry.slug ? events.get(entry.slug) : undefined;
      if (event && present(entry.title) && present(entry.body)) event.locales.push(locale);
    }
    for (const entry of newDocuments(byLocale[locale], events, valid(locale), 'event', report).values()) {
      events.set(entry.slug as string, {
        slug: entry.slug as string,
        startsAt: new Date(entry.startsAt as string).toISOString(),
        endsAt: new Date(entry.endsAt as string).toISOString(),
        locales: [locale],
      });
    }
  }
  return [...events.values()].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.slug.localeCompare(b.slug),
  );
}

/** The plan's events: the published ones and each language's versions. */
export interface EventsPlan {
  events: EventSummary[];
  versions: Record<Locale, Map<string, RawEvent>>;
}

export function eventsPlan(byLocale: Record<Locale, readonly RawEvent[]>, report: EntryReport): EventsPlan {
  const events = publishableEvents(byLocale, report);
  const versions = Object.fromEntries(
    LOCALES.map((locale) => [locale, versionsBySlug(byLocale[locale])]),
  ) as EventsPlan['versions'];
  for (const event of events) {
    const carrier = versions[event.locales[0]].get(event.slug);
    const url = carrier?.signUpUrl;
    const target = url ? classifyHref(url, allowedHosts()) : null;
    if (url && target?.kind !== 'external') {
      report.warn(
        `CMS event "${event.slug}" links to ${url} (${target?.kind === 'refused' ? target.reason : 'not an external site'}): no sign-up button`,
      );
    }
  }
  return { events, versions };
}

/** The version a page in `language` shows: its own, else the English one; null: no page there. */
function shown(
  plan: EventsPlan,
  event: EventSummary,
  language: Locale,
): { version: RawEvent; carrier: RawEvent; locale: Locale } | null {
  const locale = shownVersion(event.locales, language);
  const version = locale && plan.versions[locale].get(event.slug);
  const carrier = plan.versions[event.locales[0]].get(event.slug);
  return locale && version && carrier ? { version, carrier, locale } : null;
}

/** An event as cards show it in `language`; shared fields come from the carrying version. */
function cardOf(
  event: EventSummary,
  version: RawEvent,
  carrier: RawEvent,
  isFallback: boolean,
  language: Locale,
): EventCard {
  const communities = (carrier.communities ?? [])
    .map((community) => community.code)
    .filter((code): code is string => Boolean(code && COMMUNITY_CODES.has(code)));
  return {
    slug: event.slug,
    title: version.title as string,
    summary: version.summary,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: carrier.timeZone as string,
    format: carrier.format as EventFormat,
    kind: carrier.kind as EventKind,
    communities: [...new Set(communities)],
    city: carrier.format === 'in_person' ? (version.city ?? carrier.city) : null,
    country: carrier.format === 'in_person' ? carrier.country : null,
    isFallback,
    when: formatEventRange(event.startsAt, event.endsAt, language, carrier.timeZone as string),
  };
}

/**
 * What a list's card adds: the date tile's day and month, and the cover's copies at the card's
 * sizes (already in the build's media, stages/media.ts), only when there is one: the list's
 * page data is fetched on every client navigation to /events.
 */
function listedOf(card: EventCard, version: RawEvent, carrier: RawEvent, language: Locale): ListedEvent {
  const image = carrier.cover && cardCopies(carrier.cover, CARD_COVER_WIDTHS);
  const picture = image ? { ...image, alt: version.coverAlt ?? carrier.coverAlt ?? '' } : undefined;
  return { ...card, ...eventDayMonth(card.startsAt, language, card.timeZone), ...(picture && { picture }) };
}

/** Every event shown in `language` (its own version or the English one), soonest first. */
export function eventCards(plan: EventsPlan, language: Locale): ListedEvent[] {
  return plan.events.flatMap((event) => {
    const found = shown(plan, event, language);
    if (!found) return [];
    const card = cardOf(event, found.version, found.carrier, found.locale !== language, language);
    return [listedOf(card, found.version, found.carrier, language)];
  });
}

/** Japanese lists a place's parts with the ideographic comma ("東京、日本"). */
const placeSeparator = (language: Locale) => (language === 'ja' ? '、' : ', ');

/** An event as its own page shows it in `language`, or null when it has no page there. */
export function eventEntry(plan: EventsPlan, slug: string, language: Locale): EventEntry | null {
  const event = plan.events.find((candidate) => candidate.slug === slug);
  const found = event && shown(plan, event, language);
  if (!event || !found) return null;
  const { version, carrier, locale } = found;
  const signUp = carrier.signUpUrl ? classifyHref(carrier.signUpUrl, allowedHosts()) : null;
  const card = cardOf(event, version, carrier, locale !== language, language);
  const venue = card.format === 'in_person' ? (version.venue ?? carrier.venue) : null;
  return {
    ...card,
    venue,
    place:
      card.format === 'in_person'
        ? [venue, placeOf(card, language)].filter(Boolean).join(placeSeparator(language)) || null
        : null,
    signUpUrl: signUp?.kind === 'external' ? signUp.href : null,
    cover: carrier.cover
      ? {
          url: carrier.cover.url,
          width: carrier.cover.width,
          height: carrier.cover.height,
          formats: carrier.cover.formats ?? null,
        }
      : null,
    coverAlt: version.coverAlt ?? carrier.coverAlt,
    locale,
    updatedAt: version.updatedAt ?? carrier.updatedAt,
  };
}

/**
 * A draft event as its page would show it in `language` (the draft preview, server/preview.ts):
 * the build's own rules applied to that one version, so a preview never shows what a build would
 * refuse. Null, with the reason given to `report`, when the build would not publish it.
 */
export function draftEventEntry(draft: RawEvent, language: Locale, report: EntryReport): EventEntry | null {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === language ? [draft] : []]),
  ) as Record<Locale, RawEvent[]>;
  const plan = eventsPlan(byLocale, report);
  return draft.slug ? eventEntry(plan, draft.slug, language) : null;
}

/** City and country of an event, the country named in `language` ("東京, 日本"). */
export function placeOf(event: Pick<EventCard, 'city' | 'country'>, language: Locale): string | null {
  const country = event.country
    ? new Intl.DisplayNames([language], { type: 'region' }).of(event.country)
    : null;
  return [event.city, country].filter(Boolean).join(placeSeparator(language)) || null;
}

/** /events in one language: upcoming (not ended at `now`) soonest first, then the past, latest first. */
export function eventsList(cards: readonly ListedEvent[], now: Date, language: Locale): EventsListData {
  const upcoming = cards.filter((event) => !hasEnded(event, now));
  const past = cards.filter((event) => hasEnded(event, now)).reverse();
  const present = <T extends string>(all: readonly T[], used: Set<string>) =>
    all.filter((value) => used.has(value));
  const months = [...new Set(cards.map(eventMonth))].sort().reverse();
  return {
    upcoming,
    past,
    options: {
      communities: present(
        LANGUAGE_COMMUNITIES.map((community) => community.code),
        new Set(cards.flatMap((event) => event.communities)),
      ),
      kinds: present(EVENT_KINDS, new Set(cards.map((event) => event.kind))),
      formats: present(EVENT_FORMATS, new Set(cards.map((event) => event.format))),
      months,
    },
    monthNames: Object.fromEntries(
      months.map((month) => [month, formatMonth(`${month}-01T00:00:00Z`, language)]),
    ),
  };
}

/** How many events the home and community pages show (their "Upcoming events" section). */
export const NEXT_EVENTS_COUNT = 3;

/**
 * The next `count` events that have not ended at `now`, soonest first (`cards` are), of one
 * community when `community` is given: the home and community pages' section. They hold no build
 * time: the pages stay the same bytes until an event ends, which rebuilds them (the
 * scheduler's `rebuild` at each event's end, cms/src/schedules/event-ends.js).
 */
export function nextEvents<T extends EventCard>(
  cards: readonly T[],
  now: Date,
  count: number,
  community?: string,
): T[] {
  return cards
    .filter((event) => !hasEnded(event, now) && (!community || event.communities.includes(community)))
    .slice(0, count);
}

/**
 * The community page's next events: the next `count`, of which one is the next event for every
 * community (isForEveryCommunity) when there is one, in the last place if it is not among the
 * soonest. That page shows such an event here only, not as each community's own.
 */
export function communityPageNextEvents<T extends EventCard>(
  cards: readonly T[],
  now: Date,
  count: number,
): T[] {
  const next = nextEvents(cards, now, count);
  const global = cards.find((event) => !hasEnded(event, now) && isForEveryCommunity(event));
  return !global || next.includes(global) ? next : [...next.slice(0, count - 1), global];
}

/**
 * Each community's own next event that has not ended at `now`, by code: events for every
 * community are left out (communityPageNextEvents lists them once), so a community without an
 * event of its own is absent, and the page says so instead of showing the global AMA twelve times.
 */
export function nextEventByCommunity(
  cards: readonly EventCard[],
  now: Date,
  codes: readonly string[],
): Record<string, EventCard> {
  const ownEvents = cards.filter((event) => !isForEveryCommunity(event));
  return Object.fromEntries(
    codes.flatMap((code) => nextEvents(ownEvents, now, 1, code).map((event) => [code, event])),
  );
}

/** The site path of an event's page, its .ics, a language's feed and a community's feed. */
export const eventPaths = {
  page: (slug: string, locale: Locale) => localizePath(`/events/${slug}`, locale),
  ics: (slug: string, locale: Locale) => `${LOCALE_INFO[locale].prefix}/events/${slug}.ics`,
  feed: (locale: Locale) => `${LOCALE_INFO[locale].prefix}/events.ics`,
  communityFeed: (code: string, locale: Locale) =>
    `${LOCALE_INFO[locale].prefix}/events/community/${code}.ics`,
};

/** An event in a calendar file, in `language`, described with its summary, place and link. */
export function icsEvent(
  event: EventCard,
  entry: Pick<EventEntry, 'place' | 'updatedAt'> | null,
  language: Locale,
): IcsEvent {
  const url = `${SITE.url}${eventPaths.page(event.slug, language)}`;
  const location = event.format === 'in_person' ? (entry?.place ?? placeOf(event, language)) : url;
  return {
    uid: `event-${event.slug}@${new URL(SITE.url).host}`,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    title: event.title,
    description: [event.summary, url].filter(Boolean).join('\n\n'),
    location: location || null,
    url,
    updatedAt: entry?.updatedAt ?? event.startsAt,
  };
}

/** A feed's calendar: the events of the last 90 days and every upcoming one. */
export function feedCalendar(
  name: string,
  language: Locale,
  events: readonly IcsEvent[],
  now: Date,
): IcsCalendar {
  const since = now.getTime() - 90 * 86_400_000;
  return {
    name,
    language: LOCALE_INFO[language].tag,
    events: events.filter((event) => new Date(event.endsAt).getTime() >= since),
  };
}

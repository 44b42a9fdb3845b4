/**
 * @jest-environment node
 */
import { LANGUAGE_COMMUNITIES } from '../src/config/communities';
import {
  communityPageNextEvents,
  eventCards,
  eventEntry,
  eventsList,
  eventsPlan,
  NEXT_EVENTS_COUNT,
  nextEventByCommunity,
  nextEvents,
  publishableEvents,
  type RawEvent,
} from '../src/pipeline/cms/event-plan';
import {
  NO_EVENT_FILTERS,
  PAST_EVENTS_PER_PAGE,
  eventMonth,
  filterEvents,
  parseEventQuery,
  type EventCard as EventCardData,
  pastPage,
  stringifyEventQuery,
} from '../src/features/events/events';
import { isForEveryCommunity } from '../src/features/events/every-community';
import { formatEventRange } from '../src/features/events/time';
import { rawEvent } from './helpers/raw-event';
import type { Locale } from '../src/features/i18n/locales';

const NOW = new Date('2026-11-26T05:00:00Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();

// The events' defaults start 24 hours after NOW and end 2 hours later.
const raw = rawEvent;

function report() {
  const warnings: string[] = [];
  const failures: string[] = [];
  return { warnings, failures, warn: (m: string) => warnings.push(m), fail: (m: string) => failures.push(m) };
}

const byLocale = (en: RawEvent[], ja: RawEvent[] = [], ko: RawEvent[] = []): Record<Locale, RawEvent[]> => ({
  en,
  ja,
  ko,
});

describe('publishable events', () => {
  it('leaves out an event without the fields its page needs, naming it, and publishes the rest', () => {
    const r = report();
    const events = publishableEvents(
      byLocale([
        raw('fine'),
        raw('no-time-zone', { timeZone: null }),
        raw('unknown-zone', { timeZone: 'Mars/Olympus' }),
        raw('backwards', { startsAt: at(5), endsAt: at(4) }),
      ]),
      r,
    );
    expect(events.map((event) => event.slug)).toEqual(['fine']);
    expect(r.warnings.join('\n')).toMatch(/lacks timeZone/);
    expect(r.warnings.join('\n')).toMatch(/unknown time zone "Mars\/Olympus"/);
    expect(r.warnings.join('\n')).toMatch(/ends before it starts/);
  });

  it('publishes a Japanese-only event in Japanese only, and an English one in every language', () => {
    const r = report();
    const plan = eventsPlan(byLocale([raw('global')], [raw('global'), raw('tokyo-only')]), r);
    expect(plan.events.find((event) => event.slug === 'tokyo-only')?.locales).toEqual(['ja']);
    expect(eventCards(plan, 'ko').map((card) => [card.slug, card.isFallback])).toEqual([['global', true]]);
    expect(eventCards(plan, 'ja').map((card) => [card.slug, card.isFallback])).toEqual([
      ['global', false],
      ['tokyo-only', false],
    ]);
  });

  it('keeps only the communities of the community page, once each', () => {
    const plan = eventsPlan(
      byLocale([
        raw('mixed', { communities: [{ code: 'ko' }, { code: 'xx' }, { code: 'ko' }, { code: 'ja' }] }),
      ]),
      report(),
    );
    expect(eventCards(plan, 'en')[0].communities).toEqual(['ko', 'ja']);
  });

  it('offers a sign-up link only on a host the site allows, and warns about another', () => {
    const r = report();
    const plan = eventsPlan(
      byLocale([
        raw('allowed', { signUpUrl: 'https://forum.meridian.network/c/events/x' }),
        raw('elsewhere', { signUpUrl: 'https://tickets.unknown.test/x' }),
      ]),
      r,
    );
    expect(eventEntry(plan, 'allowed', 'en')?.signUpUrl).toBe('https://forum.meridian.network/c/events/x');
    expect(eventEntry(plan, 'elsewhere', 'en')?.signUpUrl).toBeNull();
    expect(r.warnings).toEqual([
      expect.stringMatching(/"elsewhere" links to https:\/\/tickets\.unknown\.test\/x/),
    ]);
  });

  it('names the place in the language’s own way', () => {
    const tokyo = { format: 'in_person', country: 'JP', city: '東京', venue: '渋谷ストリームホール 4階' };
    const plan = eventsPlan(
      byLocale(
        [raw('tokyo', { ...tokyo, city: 'Tokyo', venue: 'Shibuya Stream Hall' })],
        [raw('tokyo', tokyo)],
      ),
      report(),
    );
    expect(eventEntry(plan, 'tokyo', 'ja')?.place).toBe('渋谷ストリームホール 4階、東京、日本');
    expect(eventEntry(plan, 'tokyo', 'en')?.place).toBe('Shibuya Stream Hall, Tokyo, Japan');
  });

  it('shows the translated title and city with the shared time zone and format', () => {
    const shared = { format: 'in_person', timeZone: 'Asia/Seoul', country: 'KR', kind: 'workshop' };
    const plan = eventsPlan(
      byLocale(
        [raw('seoul', { ...shared, title: 'Seoul workshop', city: 'Seoul', venue: 'Hub' })],
        [],
        [raw('seoul', { ...shared, title: '서울 워크숍', city: '서울', venue: '서울창업허브' })],
      ),
      report(),
    );
    expect(eventEntry(plan, 'seoul', 'ko')).toEqual(
      expect.objectContaining({
        title: '서울 워크숍',
        city: '서울',
        venue: '서울창업허브',
        country: 'KR',
        timeZone: 'Asia/Seoul',
        format: 'in_person',
        locale: 'ko',
        isFallback: false,
        when: formatEventRange(at(24), at(26), 'ko', 'Asia/Seoul'),
        place: '서울창업허브, 서울, 대한민국',
      }),
    );
  });

  it('gives a list’s card its cover’s copies at the card’s sizes with their WebP copies and alt, or only the date tile', () => {
    const format = (name: string, width: number) => ({
      url: `/uploads/${name}.png`,
      width,
      height: width / 2,
    });
    const cover = {
      url: '/uploads/cover.png',
      width: 1600,
      height: 800,
      formats: {
        large: format('large_cover', 1000),
        thumbnail: format('thumbnail_cover', 245),
        medium: format('medium_cover', 750),
        small: format('small_cover', 500),
      },
    };
    // 23:30 UTC on 6 December is 7 December in Tokyo: the tile's day is the event's own.
    const startsAt = '2026-12-06T23:30:00.000Z';
    const endsAt = '2026-12-07T01:00:00.000Z';
    const plan = eventsPlan(
      byLocale(
        [raw('covered', { cover, coverAlt: 'Rings', startsAt, endsAt }), raw('plain', { startsAt, endsAt })],
        [raw('covered', { cover, coverAlt: '輪', title: '輪の夜', startsAt, endsAt })],
      ),
      report(),
    );
    const [covered, plain] = eventCards(plan, 'ja');
    // From the narrowest copy a grid card needs to the one the lead needs; no thumbnail, no larger.
    expect(covered.picture).toEqual({
      src: '/cms-media/small_cover.png',
      width: 500,
      height: 250,
      srcSet: '/cms-media/small_cover.png 500w, /cms-media/medium_cover.png 750w',
      webpSrcSet: '/cms-media/small_cover.png.webp 500w, /cms-media/medium_cover.png.webp 750w',
      alt: '輪',
    });
    expect(covered).toEqual(expect.objectContaining({ day: '7', month: '12月' }));
    expect(plain).not.toHaveProperty('picture');
    expect(eventCards(plan, 'en')[1]).toEqual(expect.objectContaining({ day: '7', month: 'Dec' }));
    // An event's page keeps its own cover with every format (CmsPicture), not the card's copy.
    expect(eventEntry(plan, 'covered', 'ja')).not.toHaveProperty('picture');
  });
});

describe('the /events list', () => {
  const cards = () =>
    eventCards(
      eventsPlan(
        byLocale([
          raw('next-week', { startsAt: at(24 * 7), endsAt: at(24 * 7 + 2) }),
          raw('tomorrow', { startsAt: at(24), endsAt: at(26), kind: 'ama', communities: [{ code: 'ko' }] }),
          raw('running-now', { startsAt: at(-1), endsAt: at(1), format: 'in_person', city: 'Tokyo' }),
          raw('ended-an-hour-ago', { startsAt: at(-3), endsAt: at(-1) }),
          raw('last-month', { startsAt: at(-24 * 30), endsAt: at(-24 * 30 + 2), kind: 'hackathon' }),
        ]),
        report(),
      ),
      'en',
    );

  it('lists upcoming events soonest first (one under way included), then the past latest first', () => {
    const list = eventsList(cards(), NOW, 'en');
    expect(list.upcoming.map((event) => event.slug)).toEqual(['running-now', 'tomorrow', 'next-week']);
    expect(list.past.map((event) => event.slug)).toEqual(['ended-an-hour-ago', 'last-month']);
  });

  it('moves an event to the archive once it has ended', () => {
    const later = new Date(NOW.getTime() + 2 * HOUR);
    expect(eventsList(cards(), later, 'en').past.map((event) => event.slug)).toContain('running-now');
  });

  it('offers only the filter values some event has, communities in the community page’s order', () => {
    const { options } = eventsList(cards(), NOW, 'en');
    expect(options.communities).toEqual(['ja', 'ko']);
    expect(options.kinds).toEqual(['meetup', 'hackathon', 'ama']);
    expect(options.formats).toEqual(['online', 'in_person']);
    expect(options.months).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(eventsList(cards(), NOW, 'ja').monthNames['2026-12']).toBe('2026年12月');
  });

  it('filters by community, kind, format and month, each group matching any of its values', () => {
    const all = cards();
    const slugs = (filters: Partial<typeof NO_EVENT_FILTERS>) =>
      filterEvents(all, { ...NO_EVENT_FILTERS, ...filters }).map((event) => event.slug);
    expect(slugs({ communities: ['ko'] })).toEqual(['tomorrow']);
    expect(slugs({ kinds: ['ama', 'hackathon'] })).toEqual(['last-month', 'tomorrow']);
    expect(slugs({ formats: ['in_person'] })).toEqual(['running-now']);
    expect(slugs({ months: ['2026-12'] })).toEqual(['next-week']);
    expect(slugs({ communities: ['ja'], kinds: ['hackathon'] })).toEqual(['last-month']);
  });

  it('takes the month in the event’s own time zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Tokyo.
    expect(eventMonth({ startsAt: '2026-11-30T23:30:00Z', timeZone: 'Asia/Tokyo' })).toBe('2026-12');
    expect(eventMonth({ startsAt: '2026-11-30T23:30:00Z', timeZone: 'America/New_York' })).toBe('2026-11');
  });

  it('pages the past archive', () => {
    const past = Array.from({ length: PAST_EVENTS_PER_PAGE + 3 }, (_, index) => index);
    expect(pastPage(past, 1)).toEqual(
      expect.objectContaining({ pageCount: 2, first: 1, last: PAST_EVENTS_PER_PAGE }),
    );
    expect(pastPage(past, 2).items).toEqual(past.slice(PAST_EVENTS_PER_PAGE));
    expect(pastPage(past, 9).page).toBe(2);
  });

  it('keeps the filters in the URL and reads back only known values', () => {
    const { options } = eventsList(cards(), NOW, 'en');
    const filters = {
      communities: ['ko'],
      kinds: ['ama' as const],
      formats: ['online' as const],
      months: ['2026-11'],
      page: 2,
    };
    const query = stringifyEventQuery(filters);
    expect(query).toBe('?community=ko&kind=ama&format=online&month=2026-11&page=2');
    expect(parseEventQuery(query, options)).toEqual(filters);
    expect(
      parseEventQuery('?community=xx&kind=party&month=1999-01&page=-1&format=online&format=online', options),
    ).toEqual({
      ...NO_EVENT_FILTERS,
      formats: ['online'],
    });
  });

  it('gives the home and community pages the next events that have not ended', () => {
    const all = cards();
    expect(nextEvents(all, NOW, 2).map((event) => event.slug)).toEqual(['running-now', 'tomorrow']);
    expect(nextEvents(all, NOW, 3, 'ko').map((event) => event.slug)).toEqual(['tomorrow']);
  });

  it('shows the next three soonest first, and drops one once it has ended', () => {
    const all = cards();
    expect(NEXT_EVENTS_COUNT).toBe(3);
    expect(nextEvents(all, NOW, NEXT_EVENTS_COUNT).map((event) => event.slug)).toEqual([
      'running-now',
      'tomorrow',
      'next-week',
    ]);
    const afterRunningNowEnds = new Date(NOW.getTime() + HOUR);
    expect(nextEvents(all, afterRunningNowEnds, NEXT_EVENTS_COUNT).map((event) => event.slug)).toEqual([
      'tomorrow',
      'next-week',
    ]);
  });

  it('gives none when every event has ended, or a community has no event', () => {
    const muchLater = new Date(NOW.getTime() + 24 * 8 * HOUR);
    expect(nextEvents(cards(), muchLater, NEXT_EVENTS_COUNT)).toEqual([]);
    expect(nextEvents(cards(), NOW, NEXT_EVENTS_COUNT, 'vi')).toEqual([]);
    expect(nextEvents([], NOW, NEXT_EVENTS_COUNT)).toEqual([]);
  });

  it('gives each community its own next event, and none to a community without one', () => {
    const byCommunity = nextEventByCommunity(cards(), NOW, ['ja', 'ko', 'vi']);
    // The defaults are of the Japanese community; 'tomorrow' alone is Korean.
    expect(Object.keys(byCommunity)).toEqual(['ja', 'ko']);
    expect(byCommunity.ja.slug).toBe('running-now');
    expect(byCommunity.ko.slug).toBe('tomorrow');
    const afterTomorrow = new Date(NOW.getTime() + 27 * HOUR);
    expect(nextEventByCommunity(cards(), afterTomorrow, ['ja', 'ko'])).toEqual({
      ja: expect.objectContaining({ slug: 'next-week' }),
    });
  });

  describe('an event for every community (a global AMA) on the community page', () => {
    const everyCommunity = LANGUAGE_COMMUNITIES.map(({ code }) => ({ code }));
    const hours = (from: number, length = 1) => ({ startsAt: at(from), endsAt: at(from + length) });
    // The seed's shape: the global AMA comes before most communities' own events.
    const seedLike = () =>
      eventCards(
        eventsPlan(
          byLocale([
            raw('jakarta-ama', { ...hours(3), communities: [{ code: 'id' }] }),
            raw('global-ama', { ...hours(5), communities: everyCommunity }),
            raw('taipei-study', { ...hours(7), communities: [{ code: 'zh' }] }),
            raw('tokyo-night', { ...hours(9), communities: [{ code: 'ja' }] }),
            raw('osaka-seoul', { ...hours(38), communities: [{ code: 'ja' }, { code: 'ko' }] }),
            raw('next-global-ama', { ...hours(50), communities: everyCommunity }),
            raw('tokyo-ended', { ...hours(-5), communities: [{ code: 'ja' }] }),
          ]),
          report(),
        ),
        'en',
      );

    it('tells an event for every community from one of some communities', () => {
      const bySlug = (slug: string) => seedLike().find((event) => event.slug === slug) as EventCardData;
      const [global, osakaSeoul] = [bySlug('global-ama'), bySlug('osaka-seoul')];
      expect(isForEveryCommunity(global)).toBe(true);
      expect(isForEveryCommunity(osakaSeoul)).toBe(false);
      expect(isForEveryCommunity({ communities: everyCommunity.slice(1).map(({ code }) => code) })).toBe(
        false,
      );
    });

    it('gives each community its own next event, never the global one, and none to a community without one', () => {
      const byCommunity = nextEventByCommunity(
        seedLike(),
        NOW,
        LANGUAGE_COMMUNITIES.map(({ code }) => code),
      );
      // Before: 11 of 12 communities showed 'global-ama' (all but 'id', whose own event is sooner).
      expect(
        Object.fromEntries(Object.entries(byCommunity).map(([code, event]) => [code, event.slug])),
      ).toEqual({
        id: 'jakarta-ama',
        zh: 'taipei-study',
        ja: 'tokyo-night',
        ko: 'osaka-seoul',
      });
      // Once Tokyo's night has ended, the Japanese community's next own event is the exchange.
      const afterTokyo = new Date(NOW.getTime() + 11 * HOUR);
      expect(nextEventByCommunity(seedLike(), afterTokyo, ['ja', 'fr'])).toEqual({
        ja: expect.objectContaining({ slug: 'osaka-seoul' }),
      });
    });

    it('lists the next global event once among the next events, in the last place if it is not among the soonest', () => {
      const slugs = (now: Date) =>
        communityPageNextEvents(seedLike(), now, NEXT_EVENTS_COUNT).map((event) => event.slug);
      expect(slugs(NOW)).toEqual(['jakarta-ama', 'global-ama', 'taipei-study']);
      // After the first AMA: three own events come before the next AMA, which takes the third place.
      const afterFirstAma = new Date(NOW.getTime() + 6 * HOUR);
      expect(nextEvents(seedLike(), afterFirstAma, NEXT_EVENTS_COUNT).map((event) => event.slug)).toEqual([
        'taipei-study',
        'tokyo-night',
        'osaka-seoul',
      ]);
      expect(slugs(afterFirstAma)).toEqual(['taipei-study', 'tokyo-night', 'next-global-ama']);
      // Without an event for every community, the soonest three, as on the home page.
      const ownOnly = seedLike().filter((event) => !isForEveryCommunity(event));
      expect(communityPageNextEvents(ownOnly, afterFirstAma, NEXT_EVENTS_COUNT)).toEqual(
        nextEvents(ownOnly, afterFirstAma, NEXT_EVENTS_COUNT),
      );
    });
  });

  it('shows a language its own version of the next events, in its own words', () => {
    const plan = eventsPlan(
      byLocale(
        [raw('translated'), raw('english-only', { startsAt: at(48), endsAt: at(50) })],
        [raw('translated', { title: '翻訳されたイベント' })],
      ),
      report(),
    );
    const next = nextEvents(eventCards(plan, 'ja'), NOW, NEXT_EVENTS_COUNT);
    expect(next.map((event) => [event.title, event.isFallback])).toEqual([
      ['翻訳されたイベント', false],
      ['Title of english-only', true],
    ]);
    expect(next[0].when).toBe(formatEventRange(next[0].startsAt, next[0].endsAt, 'ja', 'Asia/Tokyo'));
  });
});

describe('one rule set for events, the CMS’s and the build’s', () => {
  // The CMS refuses on save by @meridian/shared/event-rules (cms/src/events/event-rules.js); the
  // build leaves out, by the same rules, every event the CMS would refuse for its time zone or times.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { eventProblems } = require('../cms/src/events/event-rules') as {
    eventProblems: (data: object) => Array<{ field: string }>;
  };

  it('the build leaves out exactly the events the CMS refuses for their time zone or times', () => {
    const events = [
      raw('fine'),
      raw('unknown-zone', { timeZone: 'Mars/Olympus' }),
      raw('backwards', { startsAt: at(5), endsAt: at(4) }),
      raw('no-length', { startsAt: at(5), endsAt: at(5) }),
      raw('both', { timeZone: 'Nowhere/Else', startsAt: at(5), endsAt: at(4) }),
    ];
    const published = publishableEvents(byLocale(events), report()).map((event) => event.slug);
    const refused = events.filter((event) => eventProblems(event).length).map((event) => event.slug);
    expect(refused).toEqual(['unknown-zone', 'backwards', 'no-length', 'both']);
    expect(published).toEqual(events.map((event) => event.slug).filter((slug) => !refused.includes(slug)));
  });

  it('an in-person event without a city: refused by the CMS, still published by the build', () => {
    const event = raw('no-city', { format: 'in_person', city: ' ', country: 'JP' });
    expect(eventProblems(event).map((problem) => problem.field)).toEqual(['city']);
    expect(publishableEvents(byLocale([event]), report()).map((entry) => entry.slug)).toEqual(['no-city']);
  });
});

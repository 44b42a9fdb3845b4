/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { icsEvent, feedCalendar } from '../src/pipeline/cms/event-plan';
import { escapeText, foldLine, renderCalendar, type IcsEvent } from '../src/pipeline/cms/ics';
import type { EventCard } from '../src/features/events/events';

// The calendar files as a calendar app reads them: parsed with ical.js, not with our own code.

const card = (extra: Partial<EventCard> = {}): EventCard => ({
  slug: 'tokyo-builders-night-shibuya',
  title: 'Tokyo Builders Night 渋谷',
  summary:
    'Meridian で dApp を作る人のための短いトーク会。ピザを囲みながら、東京のビルダー同士で交流しましょう。',
  // 19:00 in Tokyo on 5 December 2026.
  startsAt: '2026-12-05T10:00:00.000Z',
  endsAt: '2026-12-05T12:30:00.000Z',
  timeZone: 'Asia/Tokyo',
  format: 'in_person',
  kind: 'meetup',
  communities: ['ja'],
  city: '東京',
  country: 'JP',
  isFallback: false,
  when: '',
  ...extra,
});

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe('an event’s calendar file', () => {
  const event = icsEvent(
    card(),
    { place: '渋谷ストリームホール 4階, 東京, 日本', updatedAt: '2026-11-20T08:00:00.000Z' },
    'ja',
  );
  const text = renderCalendar({ name: 'Tokyo Builders Night 渋谷', language: 'ja-JP', events: [event] });

  it('holds the event’s instants, whatever zone the reader is in', () => {
    const vevent = new ICAL.Event(parse(text).getFirstSubcomponent('vevent') as ICAL.Component);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(vevent.uid).toBe('event-tokyo-builders-night-shibuya@meridian.network');
  });

  it('keeps Japanese text whole through folding, and the page’s address', () => {
    const vevent = new ICAL.Event(parse(text).getFirstSubcomponent('vevent') as ICAL.Component);
    expect(vevent.summary).toBe('Tokyo Builders Night 渋谷');
    expect(vevent.description).toBe(
      `${card().summary}\n\nhttps://meridian.network/ja/events/tokyo-builders-night-shibuya`,
    );
    expect(vevent.location).toBe('渋谷ストリームホール 4階, 東京, 日本');
  });

  it('follows RFC 5545’s line rules: CRLF ends and lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('names the country in the file’s language when the page gave no place', () => {
    expect(icsEvent(card(), null, 'ko').location).toBe('東京, 일본');
  });

  it('gives an online event its page as location', () => {
    const online = icsEvent(card({ format: 'online', city: null, country: null }), null, 'en');
    expect(online.location).toBe('https://meridian.network/events/tokyo-builders-night-shibuya');
  });
});

describe('iCalendar text', () => {
  it('escapes commas, semicolons, backslashes and line breaks so they read back as written', () => {
    const tricky = 'Talks; demos, and Q&A \\ pizza\nSecond line';
    const event: IcsEvent = {
      uid: 'x@meridian.network',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-01T01:00:00Z',
      title: tricky,
      description: tricky,
      location: 'Hall 1, Floor 2; Room 3',
      url: 'https://meridian.network/events/x',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const vevent = new ICAL.Event(
      parse(renderCalendar({ name: 'x', language: 'en-US', events: [event] })).getFirstSubcomponent(
        'vevent',
      ) as ICAL.Component,
    );
    expect(vevent.summary).toBe(tricky);
    expect(vevent.location).toBe('Hall 1, Floor 2; Room 3');
  });

  it('folds without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'서울 워크숍 '.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('a feed', () => {
  const NOW = new Date('2026-11-26T05:00:00Z');
  const events = [
    icsEvent(
      card({ slug: 'long-ago', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T12:00:00Z' }),
      null,
      'en',
    ),
    icsEvent(
      card({ slug: 'last-week', startsAt: '2026-11-19T10:00:00Z', endsAt: '2026-11-19T12:00:00Z' }),
      null,
      'en',
    ),
    icsEvent(card(), null, 'en'),
  ];
  const calendar = parse(renderCalendar(feedCalendar('Meridian events', 'en', events, NOW)));

  it('is named for subscribers and lists the recent and upcoming events', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Meridian events');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    const uids = calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids).toEqual([
      'event-last-week@meridian.network',
      'event-tokyo-builders-night-shibuya@meridian.network',
    ]);
  });
});

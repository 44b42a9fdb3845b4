import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { VisitorTime } from '../src/components/events/VisitorTime';
import { formatEventRange } from '../src/features/events/time';
import { eventJsonLd } from '../src/features/seo/event-structured-data';

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
const { renderToString } = jest.requireActual('react-dom/server') as typeof import('react-dom/server');

// An event's page: its structured data, and its time in the visitor's zone (the browser test
// e2e/events.spec.ts sets the zone per test; here it is the zone the test runs in).

const facts = {
  title: 'Tokyo Builders Night 渋谷',
  summary: 'Short talks and pizza.',
  startsAt: '2026-12-05T10:00:00.000Z',
  endsAt: '2026-12-05T12:30:00.000Z',
  venue: '渋谷ストリームホール 4階',
  city: '東京',
  country: 'JP',
  signUpUrl: 'https://forum.meridian.network/c/events/tokyo-builders-night',
  contentLocale: 'ja' as const,
  image: null,
  path: '/events/tokyo-builders-night-shibuya',
  locale: 'ja' as const,
};

describe('an event’s structured data', () => {
  it('describes an in-person event as an Event at a Place, with its instants and its page', () => {
    expect(eventJsonLd({ ...facts, format: 'in_person' })).toEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Tokyo Builders Night 渋谷',
        startDate: '2026-12-05T10:00:00.000Z',
        endDate: '2026-12-05T12:30:00.000Z',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: '渋谷ストリームホール 4階',
          address: { '@type': 'PostalAddress', addressLocality: '東京', addressCountry: 'JP' },
        },
        inLanguage: 'ja-JP',
        url: 'https://meridian.network/ja/events/tokyo-builders-night-shibuya',
        offers: expect.objectContaining({ url: facts.signUpUrl }),
      }),
    );
  });

  it('describes an online event at a virtual location: its page', () => {
    const online = eventJsonLd({
      ...facts,
      format: 'online',
      venue: null,
      city: null,
      country: null,
      signUpUrl: null,
    });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://meridian.network/ja/events/tokyo-builders-night-shibuya',
    });
    expect(online).not.toHaveProperty('offers');
  });
});

describe('the visitor’s time', () => {
  it('is written after hydration in the browser’s zone, in place of a hidden line of the same text length', async () => {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await act(async () => {
      render(
        <VisitorTime
          startsAt={facts.startsAt}
          endsAt={facts.endsAt}
          language="ja"
          eventTime={formatEventRange(facts.startsAt, facts.endsAt, 'ja', 'Asia/Tokyo')}
        />,
      );
    });
    const time = await screen.findByText(formatEventRange(facts.startsAt, facts.endsAt, 'ja', visitorZone));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', facts.startsAt);
  });

  it('writes the event’s zone, hidden, in the server render (no layout shift when it is replaced)', async () => {
    const html = renderToString(
      <VisitorTime
        startsAt={facts.startsAt}
        endsAt={facts.endsAt}
        language="ko"
        eventTime={formatEventRange(facts.startsAt, facts.endsAt, 'ko', 'Asia/Seoul')}
      />,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(formatEventRange(facts.startsAt, facts.endsAt, 'ko', 'Asia/Seoul'));
    expect(html).not.toContain('data-visitor-time');
  });
});

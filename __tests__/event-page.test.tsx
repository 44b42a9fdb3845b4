import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { CoverPicture } from '../src/components/blog/ArticleView';
import { EventView } from '../src/components/events/EventView';
import { VisitorTime } from '../src/components/events/VisitorTime';
import type { EventEntry } from '../src/features/events/events';
import { formatEventRange } from '../src/features/events/time';
import { eventJsonLd } from '../src/features/seo/event-structured-data';
import { linkHostsFor } from '../src/pipeline/cms/link-hosts';
import { renderWithI18n, withI18n } from './helpers/i18n';

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

describe('the event’s cover', () => {
  const event: EventEntry = {
    slug: 'tokyo-builders-night-shibuya',
    title: facts.title,
    summary: facts.summary,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    timeZone: 'Asia/Tokyo',
    format: 'in_person',
    kind: 'meetup',
    communities: ['ja'],
    venue: facts.venue,
    city: facts.city,
    country: facts.country,
    place: '渋谷ストリームホール 4階、東京、日本',
    signUpUrl: facts.signUpUrl,
    isFallback: false,
    when: formatEventRange(facts.startsAt, facts.endsAt, 'ja', 'Asia/Tokyo'),
    cover: {
      url: '/uploads/cover_tokyo_1a.png',
      width: 1600,
      height: 900,
      formats: { small: { url: '/uploads/small_cover_tokyo_1a.png', width: 500, height: 281 } },
    },
    coverAlt: '夜の渋谷の街並みを思わせる、青と緑の円が重なる抽象的なイメージ',
    locale: 'ja',
    updatedAt: null,
  };
  // As the event template (src/templates/event.tsx) gives it.
  const view = (shown: EventEntry) =>
    renderWithI18n(
      <EventView
        event={shown}
        html="<p>Talks.</p>"
        icsPath={null}
        ended={false}
        cover={shown.cover && <CoverPicture image={shown.cover} alt={shown.coverAlt ?? ''} />}
      />,
      { locale: 'ja', originalPath: `/events/${shown.slug}` },
    );

  it('is shown under the title with its alt text, sized, WebP first and loaded first', () => {
    const { container } = view(event);
    const cover = screen.getByRole('img', { name: event.coverAlt as string });
    expect(cover).toHaveAttribute('src', '/cms-media/cover_tokyo_1a.png');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('picture > source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/cms-media/small_cover_tokyo_1a.png.webp 500w, /cms-media/cover_tokyo_1a.png.webp 1600w',
    );
    // Between the title and the event's facts.
    expect(container.querySelector('header')?.nextElementSibling?.tagName).toBe('PICTURE');
  });

  it('leaves no box behind for an event without one: the facts follow the title', () => {
    const { container } = view({ ...event, cover: null, coverAlt: null });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('header')?.nextElementSibling?.tagName).toBe('DL');
  });
});

describe('the event’s sign-up link', () => {
  it('goes to an event platform with the hosts its page’s data carries, and is text without them', () => {
    const onLuma = { ...facts, signUpUrl: 'https://lu.ma/tokyo-builders-night' };
    const event = { slug: 'tokyo', title: onLuma.title, signUpUrl: onLuma.signUpUrl, communities: [] };
    const view = (linkHosts?: string[]) =>
      renderToString(
        withI18n(
          <EventView
            event={{ ...(event as unknown as EventEntry), format: 'online', isFallback: false }}
            html=""
            icsPath={null}
            ended={false}
            linkHosts={linkHosts}
          />,
          { locale: 'ja' },
        ).element,
      );
    // As the build writes the page's data (src/pipeline/cms/stages/pages.ts).
    expect(view(linkHostsFor([onLuma.signUpUrl]).linkHosts)).toContain(
      'href="https://lu.ma/tokyo-builders-night"',
    );
    expect(view()).not.toContain('href="https://lu.ma/');
    expect(view()).toContain('data-refused-link');
  });
});

import { screen, within } from '@testing-library/react';
import React from 'react';
import { NextEvents } from '../src/components/events/NextEvents';
import { LANGUAGE_COMMUNITIES } from '../src/config/communities';
import { eventCards, eventsPlan, nextEventByCommunity } from '../src/pipeline/cms/event-plan';
import { rawEvent } from './helpers/raw-event';
import { renderWithI18n } from './helpers/i18n';

// The "Upcoming events" section of the home and community pages (the browser test
// e2e/next-events.spec.ts checks it on the built site with the seeded events).

const report = { warn: () => undefined, fail: () => undefined };
const cards = eventCards(
  eventsPlan(
    {
      en: [
        rawEvent('first', { startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T12:00:00.000Z' }),
        rawEvent('second', { startsAt: '2026-12-02T10:00:00.000Z', endsAt: '2026-12-02T12:00:00.000Z' }),
      ],
      ja: [],
      ko: [],
    },
    report,
  ),
  'ko',
);

describe('the next events section', () => {
  it('lists the events it is given, in order, with links to all events and the feed', async () => {
    const { messages } = renderWithI18n(<NextEvents nextEvents={cards} eventsFeedPath="/ko/events.ics" />, {
      locale: 'ko',
    });
    const section = screen.getByRole('region', { name: messages.events['upcoming.title'] });
    // The section's content is a chunk of its own (React.lazy).
    await within(section).findByTestId('next-events');
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Title of first', 'Title of second']);
    expect(within(section).getByRole('link', { name: 'Title of first' })).toHaveAttribute(
      'href',
      '/ko/events/first',
    );
    // The arrow after "all events" is an icon now, out of the link's name (issue 41).
    const all = within(section).getByRole('link', { name: messages.events['next.all'] });
    expect(all).toHaveAttribute('href', '/ko/events');
    expect(all.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(section).getByRole('link', { name: messages.events['next.subscribe'] })).toHaveAttribute(
      'href',
      'webcal://meridian.network/ko/events.ics',
    );
    expect(within(section).queryByText(messages.events['next.none'])).toBeNull();
  });

  it('says there is no upcoming event and links the archive, never an empty box', async () => {
    const { messages } = renderWithI18n(<NextEvents nextEvents={[]} eventsFeedPath="/ja/events.ics" />, {
      locale: 'ja',
    });
    const section = screen.getByRole('region', { name: messages.events['upcoming.title'] });
    await within(section).findByText(messages.events['next.none'], { exact: false });
    expect(within(section).queryByTestId('next-events')).toBeNull();
    expect(section).toHaveTextContent(messages.events['next.none']);
    expect(within(section).getByRole('link', { name: messages.events['next.archive'] })).toHaveAttribute(
      'href',
      '/ja/events#past-events',
    );
  });

  it('on /community: an event for every community once among the next events, each community its own or a link to its events', async () => {
    const codes = LANGUAGE_COMMUNITIES.map(({ code }) => code);
    const withGlobal = eventCards(
      eventsPlan(
        {
          en: [
            rawEvent('global-ama', {
              startsAt: '2026-12-01T10:00:00.000Z',
              endsAt: '2026-12-01T11:00:00.000Z',
              communities: codes.map((code) => ({ code })),
            }),
            rawEvent('tokyo-night', {
              startsAt: '2026-12-02T10:00:00.000Z',
              endsAt: '2026-12-02T12:00:00.000Z',
            }),
          ],
          ja: [],
          ko: [],
        },
        report,
      ),
      'ja',
    );
    const { messages } = renderWithI18n(
      <NextEvents
        nextEvents={withGlobal}
        eventsFeedPath="/ja/events.ics"
        byCommunity={{
          nextEventByCommunity: nextEventByCommunity(withGlobal, new Date('2026-11-30T00:00:00Z'), codes),
          communityFeedPaths: {},
        }}
      />,
      { locale: 'ja' },
    );
    const text = messages.events;
    const section = screen.getByRole('region', { name: text['upcoming.title'] });
    const byCommunity = await within(section).findByTestId('community-events');
    // The global AMA's card says "all communities" rather than naming twelve.
    const globalCard = within(section).getByRole('link', { name: 'Title of global-ama' }).closest('article');
    expect(globalCard).toHaveTextContent(text['card.allCommunities']);
    expect(within(section).getAllByRole('link', { name: 'Title of global-ama' })).toHaveLength(1);
    // Japanese has its own event; French has none of its own: it says so and links its events.
    const japanese = byCommunity.querySelector('[data-community="ja"]') as HTMLElement;
    expect(within(japanese).getByRole('link', { name: 'Title of tokyo-night' })).toHaveAttribute(
      'href',
      '/ja/events/tokyo-night',
    );
    const french = byCommunity.querySelector('[data-community="fr"]') as HTMLElement;
    expect(french).toHaveTextContent(text['next.communityNone']);
    expect(within(french).getByRole('link', { name: text['next.communityAll'] })).toHaveAttribute(
      'href',
      '/ja/events?community=fr',
    );
  });
});

import { screen, within } from '@testing-library/react';
import React from 'react';
import { NextEvents } from '../src/components/events/NextEvents';
import { eventCards, eventsPlan } from '../src/pipeline/cms/event-plan';
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
    expect(within(section).getByRole('link', { name: `${messages.events['next.all']} →` })).toHaveAttribute(
      'href',
      '/ko/events',
    );
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
});

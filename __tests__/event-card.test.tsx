import { screen, within } from '@testing-library/react';
import React from 'react';
import { EventsList } from '../src/components/events/EventsList';
import { eventCards, eventsList, eventsPlan } from '../src/pipeline/cms/event-plan';
import { rawEvent } from './helpers/raw-event';
import { renderWithI18n } from './helpers/i18n';

// /events' cards (issue 41): a cover where the CMS has one, a date tile where it has none, the
// next event as the lead; the browser test e2e/events.spec.ts checks the built list.

// Far from any clock the tests run on: once hydrated, the list splits events by the real one.
const NOW = new Date('2030-01-01T00:00:00.000Z');
const cover = {
  url: '/uploads/cover.png',
  width: 1600,
  height: 900,
  formats: { medium: { url: '/uploads/medium_cover.png', width: 750, height: 422 } },
};
const day = (date: string) => ({ startsAt: `${date}T10:00:00.000Z`, endsAt: `${date}T12:00:00.000Z` });
const cards = eventCards(
  eventsPlan(
    {
      en: [
        rawEvent('next', day('2099-12-01')),
        rawEvent('covered', { ...day('2099-12-05'), cover, coverAlt: 'Violet rings over a horizon' }),
        rawEvent('in-person', { ...day('2099-12-09'), format: 'in_person', city: 'Osaka', country: 'JP' }),
        rawEvent('ended', day('2020-11-01')),
      ],
      ja: [],
      ko: [],
    },
    { warn: () => undefined, fail: () => undefined },
  ),
  'en',
);

function renderList() {
  const list = eventsList(cards, NOW, 'en');
  return renderWithI18n(<EventsList list={list} basePath="/events" search="" />);
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('the events list’s cards', () => {
  it('shows a cover with its alt, its size and its WebP copies, lazy below the lead', () => {
    renderList();
    const img = within(card('Title of covered')).getByRole('img', { name: 'Violet rings over a horizon' });
    expect(img).toHaveAttribute('src', '/cms-media/medium_cover.png');
    expect(img).toHaveAttribute('srcset', '/cms-media/medium_cover.png 750w');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '422');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/cms-media/medium_cover.png.webp 750w',
    );
  });

  it('draws a date tile for an event without a cover, which a screen reader hears once, from the card’s text', () => {
    renderList();
    const osaka = card('Title of in-person');
    expect(within(osaka).queryByRole('img')).toBeNull();
    const tile = osaka.querySelector('.tile') as HTMLElement;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveTextContent(/^Dec9Osaka$/);
    // Outside the hidden tile the place is said once (the badge), the date once (the time).
    const heard = within(osaka)
      .getAllByText(/Osaka|Dec/)
      .filter((element) => !element.closest('[aria-hidden="true"]'));
    expect(heard.map((element) => element.tagName)).toEqual(['LI', 'TIME']);
    expect(card('Title of next').querySelector('.tile')).toHaveTextContent(/^Dec1Online$/);
  });

  it('leads with the next upcoming event; the past ones are quiet, without pictures', () => {
    renderList();
    const [lead, ...rest] = within(screen.getByTestId('upcoming-events')).getAllByRole('article');
    expect(within(lead).getByRole('heading')).toHaveTextContent('Title of next');
    expect(lead).toHaveClass('lead');
    rest.forEach((article) => expect(article).not.toHaveClass('lead'));
    const [past] = within(screen.getByTestId('past-events')).getAllByRole('article');
    expect(past).toHaveClass('quiet');
    expect(past.querySelector('img')).toBeNull();
  });
});

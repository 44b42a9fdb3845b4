import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import { EcosystemDirectory } from '../src/components/ecosystem/EcosystemDirectory';
import { EventsList } from '../src/components/events/EventsList';
import {
  stringifyDirectoryQuery,
  type DirectoryData,
  type DirectoryState,
} from '../src/features/ecosystem/directory';
import { parseDirectoryQuery } from '../src/features/ecosystem/query';
import {
  parseEventQuery,
  stringifyEventQuery,
  type EventFilterOptions,
  type EventKind,
} from '../src/features/events/events';
import { useQueryState } from '../src/features/navigation/query-state';
import { TEXT_URL_DELAY_MS, useQueryText } from '../src/features/navigation/query-text';
import { renderWithI18n, withI18n } from './helpers/i18n';

/**
 * Gatsby's router as a page sees it: `navigate` adds or replaces a history entry, and the page
 * renders again with the new `location.search`, as it does after back and forward.
 */
function AtAddress({ page }: { page: (search: string) => React.ReactElement }): React.ReactElement {
  const [search, setSearch] = useState(window.location.search);
  useEffect(() => {
    const follow = () => setSearch(window.location.search);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return page(search);
}

const address = () => `${window.location.pathname}${decodeURIComponent(window.location.search)}`;

beforeEach(() => {
  jest.mocked(navigate).mockImplementation((to: string | number, options?: { replace?: boolean }) => {
    if (typeof to === 'number') return window.history.go(to);
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.mocked(navigate).mockReset();
});

const OPTIONS: EventFilterOptions = {
  communities: ['ja', 'ko'],
  kinds: ['meetup', 'hackathon'],
  formats: ['online'],
  months: ['2026-12'],
};

/** A filter list on the hook: a box per kind, a link to the next page, the no-JavaScript form. */
function KindFilters({ search }: { search: string }): React.JSX.Element {
  const parse = useCallback((query: string) => parseEventQuery(query, OPTIONS), []);
  const { state, write, hrefFor, action } = useQueryState(search, '/events', parse, stringifyEventQuery);
  const toggle = (kind: EventKind) =>
    write({
      ...state,
      kinds: state.kinds.includes(kind) ? state.kinds.filter((k) => k !== kind) : [...state.kinds, kind],
      page: 1,
    });
  return (
    <form action={action} aria-label="filters">
      {OPTIONS.kinds.map((kind) => (
        <label key={kind}>
          <input type="checkbox" checked={state.kinds.includes(kind)} onChange={() => toggle(kind)} />
          {kind}
        </label>
      ))}
      <a href={hrefFor({ ...state, page: state.page + 1 })}>next page</a>
    </form>
  );
}

const setSearch = (state: DirectoryState, search: string): DirectoryState => ({ ...state, search, page: 1 });
const KNOWN = { chains: ['meridian', 'ethereum'], categories: [] };

/** A search field and a box on the hook's text part. */
function ProjectSearch({ search }: { search: string }): React.JSX.Element {
  const parse = useCallback((query: string) => parseDirectoryQuery(query, KNOWN), []);
  const query = useQueryState(search, '/ecosystem', parse, stringifyDirectoryQuery);
  const { text, setText, write } = useQueryText(query, (state) => state.search, setSearch);
  const { chains } = query.state;
  return (
    <>
      <input aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <label>
        <input
          type="checkbox"
          checked={chains.includes('meridian')}
          onChange={() => write({ ...query.state, search: text, chains: [...chains, 'meridian'], page: 1 })}
        />
        meridian
      </label>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });

describe('useQueryState: the query string is the state', () => {
  it('reads the address, dropping values the page does not know', () => {
    window.history.replaceState(null, '', '/ja/events?kind=hackathon&kind=party&community=xx&page=2');
    render(
      withI18n(<AtAddress page={(search) => <KindFilters search={search} />} />, { locale: 'ja' }).element,
    );
    expect(screen.getByRole('checkbox', { name: 'hackathon' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'meetup' })).not.toBeChecked();
    // Links are unprefixed (the site's Link adds the language); the form posts to the page itself.
    expect(screen.getByRole('link', { name: 'next page' })).toHaveAttribute(
      'href',
      '/events?kind=hackathon&page=3',
    );
    expect(screen.getByRole('form', { name: 'filters' })).toHaveAttribute('action', '/ja/events');
  });

  it('writes a choice as a new history entry in the page language, and back and forward undo and redo it', async () => {
    window.history.replaceState(null, '', '/ko/events?kind=meetup');
    const entries = window.history.length;
    render(
      withI18n(<AtAddress page={(search) => <KindFilters search={search} />} />, { locale: 'ko' }).element,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'hackathon' }));
    expect(address()).toBe('/ko/events?kind=meetup&kind=hackathon');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByRole('checkbox', { name: 'hackathon' })).toBeChecked();

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'hackathon' })).not.toBeChecked());
    expect(address()).toBe('/ko/events?kind=meetup');
    expect(screen.getByRole('checkbox', { name: 'meetup' })).toBeChecked();

    act(() => window.history.forward());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'hackathon' })).toBeChecked());
  });
});

describe('useQueryText: a search field in the query string', () => {
  it('shows typing at once and writes it after the pause, in place of the current history entry', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/ecosystem');
    const entries = window.history.length;
    render(withI18n(<AtAddress page={(search) => <ProjectSearch search={search} />} />).element);

    type('swap');
    expect(screen.getByRole('textbox')).toHaveValue('swap');
    act(() => jest.advanceTimersByTime(TEXT_URL_DELAY_MS - 1));
    expect(address()).toBe('/ecosystem');
    act(() => jest.advanceTimersByTime(1));
    expect(address()).toBe('/ecosystem?q=swap');
    expect(window.history.length).toBe(entries);
  });

  it('keeps a space typed before the pause: "layer " then "two" is "layer two"', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/ecosystem');
    render(withI18n(<AtAddress page={(search) => <ProjectSearch search={search} />} />).element);

    type('layer ');
    act(() => jest.advanceTimersByTime(TEXT_URL_DELAY_MS));
    // The address keeps the words; the field keeps what was typed, the space included.
    expect(address()).toBe('/ecosystem?q=layer');
    expect(screen.getByRole('textbox')).toHaveValue('layer ');
    type('layer two');
    act(() => jest.advanceTimersByTime(TEXT_URL_DELAY_MS));
    expect(address()).toBe('/ecosystem?q=layer+two');
    expect(screen.getByRole('textbox')).toHaveValue('layer two');
  });

  it('puts the text of the address in the field after back and forward', async () => {
    window.history.replaceState(null, '', '/ecosystem?q=dex');
    render(withI18n(<AtAddress page={(search) => <ProjectSearch search={search} />} />).element);
    expect(screen.getByRole('textbox')).toHaveValue('dex');

    type('swap');
    fireEvent.click(screen.getByRole('checkbox', { name: 'meridian' }));
    expect(address()).toBe('/ecosystem?q=swap&chain=meridian');

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('dex'));
    expect(screen.getByRole('checkbox', { name: 'meridian' })).not.toBeChecked();
    act(() => window.history.forward());
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('swap'));
  });
});

const DIRECTORY: DirectoryData = {
  projects: [],
  chains: [
    { slug: 'meridian', name: 'Meridian' },
    { slug: 'ethereum', name: 'Ethereum' },
  ],
  categories: [{ slug: 'defi', name: 'DeFi' }],
};

describe('the ecosystem directory on the hook', () => {
  it('keeps a chain ticked while a search is still in its pause', async () => {
    window.history.replaceState(null, '', '/ja/ecosystem');
    const { element, messages } = withI18n(
      <AtAddress
        page={(search) => <EcosystemDirectory directory={DIRECTORY} basePath="/ecosystem" search={search} />}
      />,
      { locale: 'ja' },
    );
    render(element);
    const field = await screen.findByRole('searchbox');
    await waitFor(() => expect(field).toBeEnabled());
    // jsdom matches no media query: the filters are behind the phone's button, as a visitor opens them.
    fireEvent.click(screen.getByRole('button', { name: messages.filters.toggle }));
    jest.useFakeTimers();

    fireEvent.change(field, { target: { value: 'swap' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Meridian/ }));
    act(() => jest.advanceTimersByTime(TEXT_URL_DELAY_MS));

    expect(address()).toBe('/ja/ecosystem?q=swap&chain=meridian');
    expect(screen.getByRole('checkbox', { name: /Meridian/ })).toBeChecked();
    expect(field).toHaveValue('swap');
  });
});

describe('the events list on the hook', () => {
  it('writes a ticked kind in the address in the page language, and back unticks it', async () => {
    window.history.replaceState(null, '', '/ko/events?kind=party');
    const list = { upcoming: [], past: [], options: OPTIONS, monthNames: { '2026-12': '2026년 12월' } };
    const { messages } = renderWithI18n(
      <AtAddress page={(search) => <EventsList list={list} basePath="/events" search={search} />} />,
      { locale: 'ko' },
    );
    // jsdom matches no media query: the filters are behind the phone's button, as a visitor opens them.
    const toggle = await screen.findByRole('button', {
      name: new RegExp(`^${messages.filters.toggle}`),
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    const meetup = await screen.findByRole('checkbox', { name: messages.events['kind.meetup'] });
    await waitFor(() => expect(meetup).toBeEnabled());
    expect(meetup).not.toBeChecked();

    fireEvent.click(meetup);
    await waitFor(() => expect(meetup).toBeChecked());
    expect(address()).toBe('/ko/events?kind=meetup');
    expect(screen.getByRole('form')).toHaveAttribute('action', '/ko/events');

    act(() => window.history.back());
    await waitFor(() => expect(meetup).not.toBeChecked());
    expect(address()).toBe('/ko/events?kind=party');
  });
});

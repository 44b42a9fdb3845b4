import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Header } from '../src/components/layout/Header';
import { SearchPanel } from '../src/components/search/SearchPanel';
import { loadPagefind, popularTags, search, type SearchHit } from '../src/features/search/pagefind';
import { renderWithI18n } from './helpers/i18n';

jest.mock('../src/features/search/pagefind', () => ({
  ...jest.requireActual('../src/features/search/pagefind'),
  search: jest.fn(),
  popularTags: jest.fn(),
  // Never settles: the real one imports the build's /pagefind/pagefind.js.
  loadPagefind: jest.fn(() => new Promise(() => undefined)),
}));

const searchMock = search as jest.MockedFunction<typeof search>;
const tagsMock = popularTags as jest.MockedFunction<typeof popularTags>;

const hits: SearchHit[] = [
  {
    url: '/ja/blog/a',
    title: 'ステーキング入門',
    excerpt: '<mark>ステーキング</mark>の&lt;基本&gt;',
    type: 'article',
    date: '2026-03-02',
  },
  { url: '/ja/ecosystem?q=Beaconfeed', title: 'Beaconfeed', excerpt: 'オラクル', type: 'project' },
];

beforeEach(() => {
  searchMock.mockReset();
  tagsMock.mockReset();
  jest.mocked(loadPagefind).mockClear();
});

describe('SearchPanel', () => {
  it('starts loading Pagefind when it opens, before anything is typed', () => {
    renderWithI18n(<SearchPanel />, { locale: 'en' });
    expect(loadPagefind).toHaveBeenCalledTimes(1);
    expect(searchMock).not.toHaveBeenCalled();
  });

  it('shows results with their type, date and a highlighted excerpt rendered as text', async () => {
    searchMock.mockResolvedValue(hits);
    renderWithI18n(<SearchPanel />, { locale: 'ja' });
    await userEvent.type(screen.getByRole('searchbox'), 'ステーキング');
    const first = await screen.findByRole('link', { name: /ステーキング入門/ });
    expect(first).toHaveAttribute('href', '/ja/blog/a');
    expect(first).toHaveTextContent('記事');
    expect(first).toHaveTextContent('2026');
    expect(first.querySelector('mark')).toHaveTextContent('ステーキング');
    // The escaped angle brackets of the page text stay text.
    expect(first).toHaveTextContent('の<基本>');
    expect(screen.getByRole('link', { name: /Beaconfeed/ })).toHaveTextContent('プロジェクト');
  });

  it('moves through the results with the arrow keys and back to the search box', async () => {
    searchMock.mockResolvedValue(hits);
    const user = userEvent.setup();
    renderWithI18n(<SearchPanel focusOnMount />, { locale: 'ja' });
    await user.keyboard('x');
    await screen.findByRole('link', { name: /Beaconfeed/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /ステーキング入門/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Beaconfeed/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('filters by type and, with nothing found, suggests popular tags that search again', async () => {
    searchMock.mockResolvedValue([]);
    tagsMock.mockResolvedValue(['DeFi', 'ステーキング']);
    const user = userEvent.setup();
    renderWithI18n(<SearchPanel />, { locale: 'ja' });
    await user.click(screen.getByRole('radio', { name: 'プロジェクト' }));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    await waitFor(() => expect(searchMock).toHaveBeenLastCalledWith('zzz', 'project'));
    expect(await screen.findByText(/「zzz」に一致する結果はありません/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'DeFi' }));
    expect(screen.getByRole('searchbox')).toHaveValue('DeFi');
  });
});

describe('the header search link', () => {
  it('is a link to the search page of the language, which works without JavaScript', () => {
    renderWithI18n(<Header />, { locale: 'ko' });
    expect(screen.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/ko/search');
  });
});

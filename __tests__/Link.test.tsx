import { screen } from '@testing-library/react';
import { ALLOWED_EXTERNAL_HOSTS } from '@meridian/shared/allowed-hosts';
import React from 'react';
import { Link, SiteLinksInNewTab } from '../src/components/ui/Link';
import { renderWithI18n } from './helpers/i18n';

describe('Link', () => {
  it('prefixes site paths with the page language', () => {
    renderWithI18n(<Link to="/about">About</Link>, { locale: 'ja' });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/ja/about');
  });

  it('never prefixes twice and keeps hashes and queries', () => {
    renderWithI18n(
      <>
        <Link to="/ko/blog">Blog</Link>
        <Link to="/community#agent-program">Agents</Link>
      </>,
      { locale: 'ko' },
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/ko/blog');
    expect(screen.getByRole('link', { name: 'Agents' })).toHaveAttribute(
      'href',
      '/ko/community#agent-program',
    );
  });

  it('links to another language when asked', () => {
    renderWithI18n(
      <Link to="/" locale="en">
        Home
      </Link>,
      { locale: 'ja' },
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('opens allowed external hosts in a new tab, saying so to screen readers', () => {
    renderWithI18n(<Link to="https://docs.meridian.network">Docs</Link>);
    const link = screen.getByRole('link', { name: /Docs/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('in a draft preview, opens the site’s pages in a new tab (the admin’s panel keeps the draft), hashes in place', () => {
    renderWithI18n(
      <SiteLinksInNewTab.Provider value={true}>
        <Link to="/events">← All events</Link>
        <Link to="#schedule">Schedule</Link>
      </SiteLinksInNewTab.Provider>,
      { locale: 'ja' },
    );
    const back = screen.getByRole('link', { name: /All events/ });
    expect(back).toHaveAttribute('href', '/ja/events');
    expect(back).toHaveAttribute('target', '_blank');
    expect(back).toHaveAccessibleName('← All events （新しいタブで開きます）');
    expect(screen.getByRole('link', { name: 'Schedule' })).not.toHaveAttribute('target');
    // Outside a preview the same link stays in the tab.
    renderWithI18n(<Link to="/events">Events</Link>, { locale: 'ja' });
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('target');
  });

  it('renders refused URLs as plain text, never as a link', () => {
    renderWithI18n(
      <>
        <Link to="javascript:alert(1)">Script</Link>
        <Link to="https://evil.example.com">Elsewhere</Link>
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Script').tagName).toBe('SPAN');
    expect(screen.getByText('Elsewhere')).toHaveAttribute('data-refused-link');
  });

  it("goes to an event platform only as a CMS entry's link, held to the CMS's host list", () => {
    // The site's code links to the foundation's sites; the hosts an entry's links reach come in
    // the page's data (linkHosts) to the components that show them, not in every page's code.
    renderWithI18n(
      <>
        <Link to="https://lu.ma/meridian-tokyo">Code</Link>
        <Link to="https://lu.ma/meridian-tokyo" allowedHosts={ALLOWED_EXTERNAL_HOSTS}>
          Entry
        </Link>
      </>,
    );
    expect(screen.getByText('Code')).toHaveAttribute('data-refused-link');
    expect(screen.getByRole('link', { name: /^Entry/ })).toHaveAttribute(
      'href',
      'https://lu.ma/meridian-tokyo',
    );
    expect(screen.getByRole('link', { name: /^Entry/ })).toHaveAttribute('target', '_blank');
  });

  it('leaves hashes and files to the browser without a prefix', () => {
    renderWithI18n(
      <>
        <Link to="#main">Skip</Link>
        <Link to="/brand/kit.zip">Kit</Link>
      </>,
      { locale: 'ja' },
    );
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Kit' })).toHaveAttribute('href', '/brand/kit.zip');
  });
});

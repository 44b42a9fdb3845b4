import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Header } from '../src/components/layout/Header';
import { HEADER_MENU } from '../src/config/menus';
import { renderWithI18n } from './helpers/i18n';

function desktopNav(name = 'Main') {
  // The desktop and mobile menus share a label; the desktop one is rendered first.
  return screen.getAllByRole('navigation', { name })[0];
}

describe('Header', () => {
  it('shows the five menu groups of the config with localized labels', () => {
    const { messages } = renderWithI18n(<Header />, { locale: 'ja' });
    const nav = desktopNav(messages.header.mainNavigation);
    for (const group of HEADER_MENU) {
      const label = messages.header[group.label.replace('header:', '')];
      const control = group.items
        ? within(nav).getByRole('button', { name: label })
        : within(nav).getByRole('link', { name: label });
      expect(control).toBeInTheDocument();
    }
    expect(HEADER_MENU.map((group) => group.id)).toEqual([
      'solutions',
      'ecosystem',
      'developer',
      'explore',
      'about',
    ]);
  });

  it('opens a dropdown by keyboard, moves with arrows and closes with Escape back on its button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Header />);
    const explore = within(desktopNav()).getByRole('button', { name: 'Explore' });
    expect(explore).toHaveAttribute('aria-expanded', 'false');

    explore.focus();
    await user.keyboard('{Enter}');
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(explore.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(
      within(panel!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Community',
      'Blog',
      'Events',
      'Glossary',
      'Agent program',
      'Discord (opens in a new tab)',
      'Forum (opens in a new tab)',
    ]);

    await user.keyboard('{ArrowDown}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(within(panel!).getByRole('link', { name: 'Community' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel!).getByRole('link', { name: 'Blog' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(explore).toHaveFocus();
  });

  it('opens by ArrowDown from the button and by click, and only one panel is controlled per button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Header />);
    const about = within(desktopNav()).getByRole('button', { name: 'About' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the group that holds the current page', () => {
    renderWithI18n(<Header />, { originalPath: '/blog' });
    expect(within(desktopNav()).getByRole('button', { name: 'Explore' })).toHaveAttribute(
      'data-current',
      'true',
    );
    expect(within(desktopNav()).getByRole('button', { name: 'About' })).not.toHaveAttribute('data-current');
  });

  it('has a mobile menu button that opens the whole menu and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Header />, { locale: 'ko' });
    const toggle = screen.getByRole('button', { name: '메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(panel!).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('href', '/ko/community');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('sends no closed menu links with the page; a list opened once stays in the page, hidden', async () => {
    const user = userEvent.setup();
    const { container, messages } = renderWithI18n(<Header />, { locale: 'ja' });
    const hrefs = () => Array.from(container.querySelectorAll('a'), (anchor) => anchor.getAttribute('href'));
    // The home link, the one group that is a plain link, sign-in (desktop) and search: the menus' items,
    // the language choices and the mobile panel come only when their button is first used.
    expect(hrefs()).toEqual(['/ja', '/ja/solutions', '/ja/login', '/ja/search']);
    // Every button but the theme toggle (a two-state button, no panel) opens a panel.
    const [disclosures, toggles] = [false, true].map((pressable) =>
      screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed') === pressable),
    );
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      messages.header['theme.dark'],
    ]);
    for (const button of disclosures) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toBeInTheDocument();
      expect(panel).not.toBeVisible();
    }

    const about = within(desktopNav(messages.header.mainNavigation)).getByRole('button', {
      name: messages.header.about,
    });
    await user.click(about);
    const panel = document.getElementById(about.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByRole('link', { name: messages.header['about.brand'] })).toHaveAttribute(
      'href',
      '/ja/brand-asset-kit',
    );
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(panel.querySelector('a[href="/ja/brand-asset-kit"]')).not.toBeNull();
  });

  it('opens a closed menu with ArrowDown and moves focus to its first link once it is shown', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Header />);
    const languages = screen.getByRole('button', { name: /Language/ });
    const developer = within(desktopNav()).getByRole('button', { name: 'Developer' });
    developer.focus();
    await user.keyboard('{ArrowDown}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(developer).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Start building' })).toHaveFocus();

    await user.click(languages);
    const choices = document.getElementById(languages.getAttribute('aria-controls') ?? '')!;
    expect(
      within(choices)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['English', '/'],
      ['日本語', '/ja'],
      ['한국어', '/ko'],
    ]);
  });

  it('switches to the dark theme at once from the phone menu, keeps the choice and says it is on', async () => {
    const user = userEvent.setup();
    const { messages } = renderWithI18n(<Header />, { locale: 'ko' });
    const menuButton = screen.getByRole('button', { name: messages.header.openMenu });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')!;
    const toggle = within(panel).getByRole('button', { name: messages.header['theme.dark'] });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('meridian:theme')).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('meridian:theme')).toBe('light');
    document.documentElement.removeAttribute('data-theme');
    localStorage.clear();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ConsentManager } from '../src/components/consent/ConsentManager';
import { Footer } from '../src/components/layout/Footer';
import { CONSENT_COOKIE } from '../src/features/consent/config';
import { readConsentCookie, resetConsentStore, setConsent } from '../src/features/consent/store';
import { GTM_FRAME_ID, GTM_SCRIPT_ID } from '../src/features/consent/tag-manager';
import { renderWithI18n } from './helpers/i18n';

// A site built with a container id (GATSBY_GTM_ID is read once, when the module loads).
let mockGtmId: string | null = 'GTM-TEST123';
jest.mock('../src/features/consent/config', () => ({
  ...jest.requireActual('../src/features/consent/config'),
  get GTM_ID() {
    return mockGtmId;
  },
}));

function Page(): React.JSX.Element {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>Page</h1>
      </main>
      <Footer newsletter={false} />
      <ConsentManager />
    </>
  );
}

const banner = () => screen.findByRole('region', { name: 'Cookies and analytics' }, { timeout: 5000 });
const gtmScript = () => document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement | null;

// The banner and the loader are lazy chunks: load them once, so no test waits on the first import.
beforeAll(async () => {
  await import('../src/components/consent/ConsentBanner');
  await import('../src/features/consent/tag-manager');
});

beforeEach(() => {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  resetConsentStore();
});

afterEach(() => {
  document.getElementById(GTM_SCRIPT_ID)?.remove();
  document.getElementById(GTM_FRAME_ID)?.remove();
  delete window.dataLayer;
});

describe('the consent banner', () => {
  it('asks on a first visit, with the privacy policy a link away and nothing loaded', async () => {
    renderWithI18n(<Page />);
    const region = await banner();
    expect(region).toHaveAccessibleDescription(/Nothing is loaded unless you accept/);
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    // Asking does not take focus from the page.
    expect(region).not.toHaveFocus();
    expect(gtmScript()).toBeNull();
  });

  it('gives Accept and Decline the same look', async () => {
    renderWithI18n(<Page />);
    await banner();
    expect(screen.getByRole('button', { name: 'Accept' }).className).toBe(
      screen.getByRole('button', { name: 'Decline' }).className,
    );
  });

  it('loads the tag manager on Accept and remembers it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(readConsentCookie()).toBe('accepted');
    await waitFor(() =>
      expect(gtmScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'),
    );
    expect(document.getElementById(GTM_FRAME_ID)).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/ns.html?id=GTM-TEST123',
    );
  });

  it('loads nothing on Decline, and keyboard focus goes back to the content', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await banner();
    // From the keyboard: Enter on a focused Decline.
    const decline = screen.getByRole('button', { name: 'Decline' });
    decline.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(readConsentCookie()).toBe('declined');
    expect(document.getElementById('main')).toHaveFocus();
    expect(gtmScript()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=v${CONSENT_COOKIE.version}.declined`);
  });

  it('stays hidden once the visitor has chosen, and loads the tag manager for an earlier Accept', async () => {
    setConsent('accepted');
    resetConsentStore();
    renderWithI18n(<Page />);
    await waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
  });

  it('reopens from the footer with the current choice, takes focus and gives it back on Escape', async () => {
    setConsent('declined');
    resetConsentStore();
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    await user.click(settings);
    const region = await banner();
    expect(region).toHaveTextContent('You have declined analytics.');
    await waitFor(() => expect(region).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(readConsentCookie()).toBe('declined');
  });

  it('changes a Decline into an Accept from the footer', async () => {
    setConsent('declined');
    resetConsentStore();
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    expect(readConsentCookie()).toBe('accepted');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    await waitFor(() => expect(gtmScript()).not.toBeNull());
  });

  it('pads the page by its height while it shows, so nothing stays hidden behind it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await banner();
    expect(document.body.style.paddingBottom).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('speaks Japanese and Korean', async () => {
    const { unmount } = renderWithI18n(<Page />, { locale: 'ja' });
    const ja = await screen.findByRole('region', { name: 'Cookieとアクセス解析について' });
    expect(within(ja).getByRole('button', { name: '同意する' })).toBeInTheDocument();
    expect(within(ja).getByRole('button', { name: '拒否する' })).toBeInTheDocument();
    expect(within(ja).getByRole('link', { name: 'プライバシーポリシーを見る' })).toHaveAttribute(
      'href',
      '/ja/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Cookie設定' })).toBeInTheDocument();
    unmount();
    renderWithI18n(<Page />, { locale: 'ko' });
    const ko = await screen.findByRole('region', { name: '쿠키 및 분석 도구 안내' });
    expect(within(ko).getByRole('link', { name: '개인정보 처리방침 보기' })).toHaveAttribute(
      'href',
      '/ko/privacy-policy',
    );
    expect(screen.getByRole('button', { name: '쿠키 설정' })).toBeInTheDocument();
  });
});

describe('a site built without a container id', () => {
  beforeEach(() => {
    mockGtmId = null;
  });
  afterEach(() => {
    mockGtmId = 'GTM-TEST123';
  });

  it('has no banner, no settings button and loads nothing', async () => {
    renderWithI18n(<Page />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(gtmScript()).toBeNull();
  });
});

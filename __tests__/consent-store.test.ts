import { act, renderHook } from '@testing-library/react';
import { removeAnalyticsCookies } from '../src/features/consent/analytics-cookies';
import { CONSENT_COOKIE, consentValue, parseGtmId } from '../src/features/consent/config';
import {
  closeConsentSettings,
  getConsentState,
  openConsentSettings,
  parseConsentValue,
  readConsentCookie,
  resetConsentStore,
  setConsent,
  useConsent,
} from '../src/features/consent/store';
import {
  GTM_FRAME_ID,
  GTM_SCRIPT_ID,
  loadTagManager,
  tagManagerLoaded,
} from '../src/features/consent/tag-manager';

function clearCookies(): void {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

/** The attributes the store writes, seen through a spy on the cookie setter. */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
  resetConsentStore();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.dataLayer;
});

describe('the container id from configuration', () => {
  it('accepts a GTM container id', () => {
    expect(parseGtmId('GTM-TEST123')).toBe('GTM-TEST123');
    expect(parseGtmId(' GTM-5XK2P9Q ')).toBe('GTM-5XK2P9Q');
  });

  it('treats a missing id as none, silently', () => {
    const warn = jest.fn();
    expect(parseGtmId(undefined, warn)).toBeNull();
    expect(parseGtmId('', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats anything else as none, with a warning', () => {
    const warn = jest.fn();
    for (const value of ['G-ABC1234', 'gtm-test123', 'GTM-', 'GTM-AB"><script>', 'UA-1234-1']) {
      expect(parseGtmId(value, warn)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0][0]).toMatch(/GATSBY_GTM_ID="G-ABC1234" is not a GTM-XXXXXXX container id/);
  });
});

describe('the stored choice', () => {
  it('reads only values of the current version', () => {
    expect(parseConsentValue(`v${CONSENT_COOKIE.version}.accepted`)).toBe('accepted');
    expect(parseConsentValue(`v${CONSENT_COOKIE.version}.declined`)).toBe('declined');
    expect(parseConsentValue(`v${CONSENT_COOKIE.version + 1}.accepted`)).toBeNull();
    expect(parseConsentValue(`v${CONSENT_COOKIE.version - 1}.accepted`)).toBeNull();
    expect(parseConsentValue('accepted')).toBeNull();
    expect(parseConsentValue(undefined)).toBeNull();
  });

  it('is unknown on a first visit', () => {
    expect(getConsentState()).toEqual({ ready: true, choice: null, open: false });
  });

  it('is read from the cookie once', () => {
    document.cookie = `${CONSENT_COOKIE.name}=${consentValue('declined')}; Path=/`;
    expect(getConsentState().choice).toBe('declined');
    expect(getConsentState()).toBe(getConsentState());
  });

  it('is written to a first-party cookie for 12 months, site-wide', () => {
    const writes = spyOnCookieWrites();
    setConsent('accepted');
    expect(writes).toEqual([
      `meridian_consent=v${CONSENT_COOKIE.version}.accepted; Max-Age=31536000; Path=/; SameSite=Lax`,
    ]);
    expect(readConsentCookie()).toBe('accepted');
    expect(getConsentState()).toEqual({ ready: true, choice: 'accepted', open: false });
  });

  it('survives a new page load (a fresh store reads the cookie)', () => {
    setConsent('declined');
    resetConsentStore();
    expect(getConsentState().choice).toBe('declined');
  });
});

describe('useConsent', () => {
  it('follows choices and the settings button', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toEqual({ ready: true, choice: null, open: false });
    act(() => setConsent('accepted'));
    expect(result.current).toEqual({ ready: true, choice: 'accepted', open: false });
    act(() => openConsentSettings());
    expect(result.current).toEqual({ ready: true, choice: 'accepted', open: true });
    act(() => closeConsentSettings());
    expect(result.current.open).toBe(false);
    act(() => openConsentSettings());
    act(() => setConsent('declined'));
    expect(result.current).toEqual({ ready: true, choice: 'declined', open: false });
  });
});

describe('loadTagManager', () => {
  it('starts the data layer and adds the container script and frame, once', () => {
    expect(tagManagerLoaded()).toBe(false);
    loadTagManager('GTM-TEST123');
    loadTagManager('GTM-TEST123');
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script#${GTM_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(scripts[0].async).toBe(true);
    const frame = document.getElementById(GTM_FRAME_ID) as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.googletagmanager.com/ns.html?id=GTM-TEST123');
    expect(frame.style.display).toBe('none');
    expect(document.body.firstChild).toBe(frame);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(tagManagerLoaded()).toBe(true);
  });

  it('keeps events pushed before it loads', () => {
    window.dataLayer = [{ event: 'early' }];
    loadTagManager('GTM-TEST123');
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[0]).toEqual({ event: 'early' });
  });
});

describe('removeAnalyticsCookies', () => {
  it("removes Google's analytics cookies and keeps the site's own", () => {
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_ABC=GS1.1; Path=/';
    document.cookie = '_gid=GA1.1.2; Path=/';
    document.cookie = 'i18n_redirected=ja; Path=/';
    setConsent('declined');
    removeAnalyticsCookies();
    expect(document.cookie.split('; ').sort()).toEqual([
      'i18n_redirected=ja',
      `meridian_consent=v${CONSENT_COOKIE.version}.declined`,
    ]);
  });
});

import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_COOKIE, consentValue } from '../src/features/consent/config';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, layoutShift, seriousViolations, test } from './fixtures';
import { messages } from './site';

// Issue 6: the tag manager loads only after consent. The build under test has a container id
// (scripts/test.mjs sets GATSBY_GTM_ID); these tests start as a first-time visitor, without the
// recorded choice the other specs get from playwright.config.ts.
test.use({ storageState: { cookies: [], origins: [] } });

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const en = messages('en', 'common');

/**
 * Every request the browser makes, and a stand-in for the tag manager: no internet here, and
 * the test must see what the page asks for, not Google's answer.
 */
async function watch(context: BrowserContext, baseURL: string) {
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route(`${GTM_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    return pathname === '/gtm.js'
      ? route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__gtmStubRuns = (window.__gtmStubRuns || 0) + 1;',
        })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ns</title>' });
  });
  const origin = new URL(baseURL).origin;
  return {
    /** Requests to any host but the site's own. */
    thirdParty: () => requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin),
    toTagManager: () => requests.filter((url) => url.startsWith(`${GTM_ORIGIN}/`)),
  };
}

/** Lets late requests (lazy chunks, prefetches) happen before the network is judged. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

function banner(page: Page, locale: (typeof LOCALES)[number] = 'en') {
  return page.getByRole('region', { name: messages(locale, 'common')['consent.title'] });
}

/** Opens `url` as a first-time visitor and waits for the banner to finish sliding in. */
async function bannerShownOn(page: Page, url: string, locale: (typeof LOCALES)[number]) {
  await page.goto(url);
  await hydrated(page);
  const region = banner(page, locale);
  await expect(region).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  return region;
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE.name);
}

test.describe('the tag manager waits for consent', () => {
  for (const locale of LOCALES) {
    test(`a first visit in ${locale} asks, and nothing leaves the site before an answer`, async ({
      page,
      context,
      baseURL,
    }) => {
      const network = await watch(context, baseURL!);
      const common = messages(locale, 'common');
      await page.goto(localizePath('/', locale));
      await hydrated(page);
      const region = banner(page, locale);
      await expect(region, 'a build made with GATSBY_GTM_ID shows the banner').toBeVisible();
      await expect(region.getByRole('button', { name: common['consent.accept'], exact: true })).toBeVisible();
      await expect(
        region.getByRole('button', { name: common['consent.decline'], exact: true }),
      ).toBeVisible();
      await expect(region.getByRole('link', { name: common['consent.privacyLink'] })).toHaveAttribute(
        'href',
        localizePath('/privacy-policy', locale),
      );
      // Asking does not take the visitor's focus.
      await expect(region).not.toBeFocused();
      await settle(page);
      expect(network.thirdParty()).toEqual([]);
      await expect(page.locator(`script[src^="${GTM_ORIGIN}"], iframe[src^="${GTM_ORIGIN}"]`)).toHaveCount(0);
    });
  }

  test('Decline is remembered: no banner after a reload or on other pages, still nothing third-party', async ({
    page,
    context,
    baseURL,
  }) => {
    const network = await watch(context, baseURL!);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: en['consent.decline'], exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe(consentValue('declined'));
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);

    await page.reload();
    await hydrated(page);
    // The footer's settings button shows once the page is live: by then the banner would too.
    await expect(page.getByRole('button', { name: en['consent.settings'] })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await expect(banner(page)).toHaveCount(0);
    await settle(page);
    expect(network.thirdParty()).toEqual([]);
  });

  test('reopened from the footer, Accept loads the tag manager and its frame, and the choice lasts', async ({
    page,
    context,
    baseURL,
  }) => {
    const network = await watch(context, baseURL!);
    await page.goto('/ja/about');
    await hydrated(page);
    const ja = messages('ja', 'common');
    await banner(page, 'ja').getByRole('button', { name: ja['consent.decline'], exact: true }).click();
    await expect(banner(page, 'ja')).toHaveCount(0);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: ja['consent.settings'] });
    await settings.click();
    const region = banner(page, 'ja');
    await expect(region).toBeVisible();
    await expect(region).toBeFocused();
    await expect(region).toContainText(ja['consent.current.declined']);
    expect(network.toTagManager()).toEqual([]);

    const script = page.waitForRequest(`${GTM_ORIGIN}/gtm.js?id=*`);
    await region.getByRole('button', { name: ja['consent.accept'], exact: true }).click();
    expect((await script).url()).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-[A-Z0-9]+$/);
    await expect(settings).toBeFocused();
    await expect(page.locator('iframe#gtm-frame')).toHaveAttribute(
      'src',
      /^https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-[A-Z0-9]+$/,
    );
    // The page's CSP lets both through: the container script ran and the frame was requested.
    await expect
      .poll(() => page.evaluate(() => (window as { __gtmStubRuns?: number }).__gtmStubRuns))
      .toBe(1);
    await expect.poll(() => network.toTagManager().some((url) => url.includes('/ns.html?id='))).toBe(true);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toContainEqual(
      expect.objectContaining({ event: 'gtm.js' }),
    );
    expect((await consentCookie(context))?.value).toBe(consentValue('accepted'));

    // Client-side navigation keeps the one container; a new page load starts it without asking.
    await page.getByRole('contentinfo').getByRole('link', { name: 'ブログ' }).click();
    await page.waitForURL('**/ja/blog');
    await expect(banner(page, 'ja')).toHaveCount(0);
    await expect(page.locator('script#gtm-script')).toHaveCount(1);
    await page.goto('/ko/solutions');
    await hydrated(page);
    await expect(page.locator('iframe#gtm-frame')).toHaveCount(1);
    await expect(banner(page, 'ko')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtmStubRuns?: number }).__gtmStubRuns))
      .toBe(1);
  });

  test('withdrawing consent reloads the page without the tag manager, and it stays off', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: CONSENT_COOKIE.name, value: consentValue('accepted'), url: baseURL!, sameSite: 'Lax' },
    ]);
    const network = await watch(context, baseURL!);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('script#gtm-script')).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('button', { name: en['consent.settings'] }).click();
    await expect(banner(page)).toContainText(en['consent.current.accepted']);
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: en['consent.decline'], exact: true }).click();
    await reloaded;
    await hydrated(page);
    expect((await consentCookie(context))?.value).toBe(consentValue('declined'));
    const before = network.toTagManager().length;
    await page.goto('/about');
    await hydrated(page);
    await settle(page);
    await expect(page.locator('script#gtm-script, iframe#gtm-frame')).toHaveCount(0);
    expect(network.toTagManager()).toHaveLength(before);
  });
});

test.describe('the banner itself', () => {
  for (const locale of LOCALES) {
    test(`fits a 360 px phone in ${locale} and leaves the page where it was`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const region = await bannerShownOn(page, localizePath('/', locale), locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = (await region.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeCloseTo(740, 0);
      // Fixed, not in the flow: no layout shift, and the page's end can scroll above it.
      expect(await layoutShift(page)).toBeLessThan(0.01);
      const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
      expect(parseFloat(padding)).toBeCloseTo(box.height, 0);
    });
  }

  test('the notice of a newer build stands above the banner on a phone, and drops once it goes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const region = await bannerShownOn(page, '/ko', 'ko');
    // What the hourly build check raises when latest.json names another build.
    await page.evaluate(() => window.dispatchEvent(new Event('meridian:build-update')));
    const notice = page.getByTestId('update-notice');
    await expect(notice).toContainText(messages('ko', 'common')['buildUpdate.text']);
    const bannerBox = (await region.boundingBox())!;
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y).toBeGreaterThanOrEqual(0);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(bannerBox.y);

    await region.getByRole('button', { name: messages('ko', 'common')['consent.decline'] }).click();
    await expect(region).toHaveCount(0);
    const dropped = (await notice.boundingBox())!;
    expect(740 - (dropped.y + dropped.height)).toBeCloseTo(16, 0);
  });

  test('the mobile menu ends above the banner, so its last links can be scrolled to and tapped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const region = await bannerShownOn(page, '/ja', 'ja');
    const toggle = page.getByRole('button', { name: messages('ja', 'header').openMenu });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] > nav`);
    const bannerTop = (await region.boundingBox())!.y;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(bannerTop + 1);
    // Its last links, the language choices, scrolled into view, are above the banner.
    const korean = panel.getByRole('link', { name: '한국어' });
    await korean.scrollIntoViewIfNeeded();
    const koreanBox = (await korean.boundingBox())!;
    expect(koreanBox.y + koreanBox.height).toBeLessThanOrEqual(bannerTop);
  });

  test('is keyboard usable, with a visible focus ring and no trap', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const region = banner(page);
    await expect(region).toBeVisible();
    const accept = region.getByRole('button', { name: en['consent.accept'], exact: true });
    const decline = region.getByRole('button', { name: en['consent.decline'], exact: true });
    await region.getByRole('link', { name: en['consent.privacyLink'] }).focus();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    expect(await accept.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(decline).toBeFocused();
    // Not a modal: Tab goes on out of the banner.
    await page.keyboard.press('Tab');
    expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    // Equal prominence: the two answers look the same.
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor];
    };
    expect(await accept.evaluate(look)).toEqual(await decline.evaluate(look));
    await decline.focus();
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('does not slide in for a visitor who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((element) => element.getAnimations().length)).toBe(0);
  });

  for (const url of ['/', '/ja/privacy-policy', '/ko/contact']) {
    test(`axe finds no serious or critical violation with the banner shown on ${url}`, async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('[data-testid="consent-banner"]')).toBeVisible();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

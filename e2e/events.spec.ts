import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { EVENT_TIME_OPTIONS, formatEventRange } from '../src/features/events/time';
import { LOCALES, LOCALE_INFO } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expectKeyboardDisclosure, expectResultsFirst, PHONE } from './filter-disclosure';
import { expect, hydrated, layoutShift, seriousViolations, test } from './fixtures';
import { topResults } from './search-run';
import { SEED, type SeedEvent } from './seed-events';
import { messages } from './site';

// /events and an event's page, built from the seeded CMS (e2e/seed-events.ts).
const TOKYO_NIGHT = SEED.find((event) => event.slug === 'tokyo-builders-night-shibuya') as SeedEvent;

const upcomingTitles = (page: Page) => page.getByTestId('upcoming-events').locator('h3');
const pastTitles = (page: Page) => page.getByTestId('past-events').locator('h3');

test('/events lists upcoming events first, then the past archive, in every language', async ({ page }) => {
  for (const locale of LOCALES) {
    const text = messages(locale, 'events');
    await page.goto(localizePath('/events', locale));
    await hydrated(page);
    const headings = page.locator('main h2');
    await expect(headings.nth(0)).toHaveText(text['upcoming.title']);
    await expect(headings.nth(1)).toHaveText(text['past.title']);
    expect(await upcomingTitles(page).count()).toBeGreaterThanOrEqual(12);
    await expect(pastTitles(page)).toHaveCount(12); // the archive's first page
    await expect(upcomingTitles(page)).toContainText([TOKYO_NIGHT.translations[locale].title]);
  }
});

test('a past event’s page says it has ended, an upcoming one offers its sign-up', async ({ page }) => {
  const past = SEED.find((event) => event.startsInDays < -7) as SeedEvent;
  for (const locale of LOCALES) {
    const text = messages(locale, 'events');
    await page.goto(localizePath(`/events/${past.slug}`, locale));
    await expect(page.getByText(text['event.ended'])).toBeVisible();
    await expect(page.getByRole('link', { name: text['event.signUp'] })).toHaveCount(0);
    await page.goto(localizePath(`/events/${TOKYO_NIGHT.slug}`, locale));
    await expect(page.getByRole('link', { name: text['event.signUp'] })).toBeVisible();
    await expect(page.getByText(text['event.ended'])).toHaveCount(0);
  }
});

test('an event’s cover loads under its title with its alt, WebP, without shifting the page; one without has none', async ({
  page,
}) => {
  expect(TOKYO_NIGHT.translations.en.coverAlt).toBeTruthy();
  const uncovered = SEED.find((event) => !event.translations.en.coverAlt) as SeedEvent;
  for (const locale of LOCALES) {
    await page.goto(localizePath(`/events/${TOKYO_NIGHT.slug}`, locale));
    const cover = page.getByRole('img', { name: TOKYO_NIGHT.translations[locale].coverAlt });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('width', /^\d+$/);
    await expect(cover).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/cms-media\/.+\.webp$/);
    // Sized before it loads: the page does not move when it arrives.
    expect(await layoutShift(page)).toBeLessThan(0.01);

    await page.goto(localizePath(`/events/${uncovered.slug}`, locale));
    await expect(page.locator('main h1')).toHaveText(uncovered.translations[locale].title);
    await expect(page.locator('main img, main picture')).toHaveCount(0);
  }
});

test('/events: covers with their alt and size, a date tile without one, the next event as the lead', async ({
  page,
}) => {
  const uncovered = SEED.find(
    (event) => event.startsInDays > 0 && !event.translations.en.coverAlt,
  ) as SeedEvent;
  for (const locale of LOCALES) {
    await page.goto(localizePath('/events', locale));
    await hydrated(page);
    const upcoming = page.getByTestId('upcoming-events');
    const cards = upcoming.locator(':scope > li');
    const cover = upcoming.getByRole('img', { name: TOKYO_NIGHT.translations[locale].coverAlt });
    const isLead = (await cards.first().getByRole('img').count()) > 0;
    // Lazy below the lead, which is in the first screen.
    await expect(cover).toHaveAttribute('loading', isLead ? 'eager' : 'lazy');
    await expect(cover).toHaveAttribute('width', /^\d+$/);
    await expect(cover).toHaveAttribute('height', /^\d+$/);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/cms-media\/.+\.webp$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // Without a cover: a date tile, drawn, and hidden from screen readers (the card's text says it).
    const plain = upcoming
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: uncovered.translations[locale].title }) });
    await expect(plain.getByRole('img')).toHaveCount(0);
    const tile = plain.locator('div[aria-hidden="true"]');
    await expect(tile).toBeVisible();
    expect((await tile.boundingBox())?.height).toBeGreaterThan(40);

    // The lead is the soonest upcoming event, across the grid on a desktop.
    const starts = await upcoming
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(starts[0]).toBe([...starts].sort()[0]);
    const [lead, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(lead?.width).toBeGreaterThan(2 * (second?.width ?? Infinity));
  }
});

test('without JavaScript every event is listed and the filters are disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ko/events?community=ja');
  expect(await upcomingTitles(page).count()).toBeGreaterThanOrEqual(12);
  // Every past event is in the server's HTML: 12 listed, the rest in <noscript>, shown without JS.
  const pastCount = await page.locator('[aria-labelledby="past-events"] > li').count();
  expect(pastCount).toBe(SEED.filter((event) => event.startsInDays < 0).length);
  await expect(page.getByRole('checkbox').first()).toBeDisabled();
  await context.close();
});

test('filters live in the URL, survive a reload and page the archive', async ({ page }) => {
  await page.goto('/events');
  await hydrated(page);
  // On a desktop nothing hides behind the phone's Filters button.
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  await page.getByRole('group', { name: 'Community' }).getByRole('checkbox', { name: 'Korean' }).click();
  await page.waitForURL(/\?community=ko$/);
  const korean = SEED.filter((event) => event.communities.includes('ko'));
  const count = async () => (await upcomingTitles(page).count()) + (await pastTitles(page).count());
  await expect.poll(count).toBe(korean.length);
  await page.getByRole('group', { name: 'Kind' }).getByRole('checkbox', { name: 'Workshop' }).click();
  await page.waitForURL(/\?community=ko&kind=workshop$/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Workshop' })).toBeChecked();
  await expect(upcomingTitles(page).or(pastTitles(page)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(/\/events$/);
  await page
    .getByRole('navigation', { name: 'Past event pages' })
    .getByRole('link', { name: /Next/ })
    .click();
  await page.waitForURL(/\?page=2$/);
  await expect(pastTitles(page)).toHaveCount(SEED.filter((event) => event.startsInDays < 0).length - 12);
});

test('on a phone the events come first, their filters behind a button that counts them', async ({
  browser,
}) => {
  await expectResultsFirst(
    browser,
    LOCALES.map((locale) => localizePath('/events', locale)),
    '[data-testid="upcoming-events"] > li',
  );
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    const text = messages(locale, 'filters');
    await page.goto(`${localizePath('/events', locale)}?community=ko&kind=workshop`);
    await hydrated(page);
    const button = page.getByRole('button', {
      name: text.toggleActive.replace('{{count}}', '2'),
      exact: true,
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#event-filters')).toBeHidden();
  }

  await page.goto('/events');
  await hydrated(page);
  const button = page.getByRole('button', { name: /^Filters/ });
  await expect(button).toHaveText('Filters');
  const community = page.getByRole('group', { name: 'Community' });
  await expectKeyboardDisclosure(page, button, community);
  await button.click();
  await community.getByRole('checkbox', { name: 'Korean' }).click();
  await page.waitForURL(/\?community=\w+&community=ko$/);
  await expect(button).toHaveText('Filters · 2');
  await page.reload();
  await hydrated(page);
  await expect(button).toHaveText('Filters · 2');
  await expect(community).toBeHidden();
  await button.click();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

for (const timezoneId of ['Asia/Tokyo', 'Asia/Seoul', 'America/New_York']) {
  test(`an event's time is shown in its own zone and in the visitor's (${timezoneId})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    for (const locale of LOCALES) {
      await page.goto(localizePath(`/events/${TOKYO_NIGHT.slug}`, locale));
      await hydrated(page);
      const startsAt = await page.locator('dd time').first().getAttribute('datetime');
      const endsAt = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
          text.includes('"Event"'),
        ) as string,
      ).endDate;
      // The event's zone is written by the build (Node, as here); the visitor's by the browser.
      const visitorTime = await page.evaluate(
        ({ tag, options, start, end }) =>
          new Intl.DateTimeFormat(tag, options).formatRange(new Date(start), new Date(end)),
        {
          tag: LOCALE_INFO[locale].tag,
          options: { ...EVENT_TIME_OPTIONS, timeZone: timezoneId },
          start: startsAt as string,
          end: endsAt as string,
        },
      );

      await expect(page.locator('dd time').first()).toHaveText(
        formatEventRange(startsAt as string, endsAt, locale, 'Asia/Tokyo'),
      );
      await expect(page.locator('[data-visitor-time]')).toHaveText(visitorTime);
      // And independently of Intl's wording: the start's clock time in the visitor's zone
      // (19:00 in Tokyo and Seoul, 05:00 or 06:00 in New York).
      const clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: timezoneId,
        hour: '2-digit',
        minute: '2-digit',
      });
      const startClock = clock.format(new Date(startsAt as string));
      await expect(page.locator('[data-visitor-time]')).toContainText(
        locale === 'ja' ? `${Number(startClock.slice(0, 2))}時${startClock.slice(3)}分` : startClock,
      );
    }
    await context.close();
  });
}

test('an event’s .ics and the feeds parse and hold the event’s instants', async ({ page, request }) => {
  await page.goto(`/ja/events/${TOKYO_NIGHT.slug}`);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('"Event"'),
    ) as string,
  );
  const ics = await (await request.get(`/ja/events/${TOKYO_NIGHT.slug}.ics`)).text();
  const vevent = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
  );
  expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(jsonLd.startDate).toISOString());
  expect(vevent.summary).toBe(TOKYO_NIGHT.translations.ja.title);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
  });
  expect(local.format(vevent.startDate.toJSDate())).toBe(TOKYO_NIGHT.localStart);

  const feed = new ICAL.Component(
    ICAL.parse(await (await request.get('/ko/events/community/ko.ics')).text()),
  );
  const uids = feed.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'));
  expect(uids).toContain('event-seoul-dapp-staking-workshop@meridian.network');
  expect(uids).not.toContain(`event-${TOKYO_NIGHT.slug}@meridian.network`);
});

test('the site search finds events in every language', async ({ page }) => {
  const cases = [
    ['en', 'Builders Night', '/events/tokyo-builders-night-shibuya'],
    ['ja', 'ウォレット相談会', '/ja/events/bangkok-wallet-clinic'],
    ['ko', '스테이킹 워크숍', '/ko/events/seoul-dapp-staking-workshop'],
  ] as const;
  for (const [locale, query, url] of cases) {
    const [results] = await topResults(page, locale, [query], 5);
    expect(results, query).toContain(url);
  }
});

for (const locale of LOCALES) {
  test(`/events and an event page are axe clean (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const url of [
      localizePath('/events', locale),
      localizePath(`/events/${TOKYO_NIGHT.slug}`, locale),
    ]) {
      await page.goto(url);
      await hydrated(page);
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });
}

/** The face Chromium draws most of an element's text in (what a screenshot shows). */
async function drawnFace(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
}

test('the filter chips are drawn in the page’s text face, one its font stack names', async ({ page }) => {
  for (const url of ['/events', '/ja/events', '/ko/events', '/ecosystem']) {
    await page.goto(url);
    const chip = 'form fieldset label';
    const stack = await page
      .locator(chip)
      .first()
      .evaluate((label) => getComputedStyle(label).fontFamily);
    const named = stack.split(',').map((family) => family.trim().replace(/^"|"$/g, ''));
    const face = await drawnFace(page, chip);
    // Not the platform's fallback for `system-ui` (on Debian, DejaVu Sans: monospace-looking).
    expect(named, `${url}: ${face}`).toContain(face);
    expect(face, url).toBe(await drawnFace(page, 'main [role="status"], main p'));
  }
});

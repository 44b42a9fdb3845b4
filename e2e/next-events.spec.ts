import type { Locator, Page } from '@playwright/test';
import { LANGUAGE_COMMUNITIES } from '../src/config/communities';
import { SITE } from '../src/config/site';
import { formatEventRange } from '../src/features/events/time';
import { LOCALES, LOCALE_INFO, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { expect, hydrated, test } from './fixtures';
import { SEED, type SeedEvent } from './seed-events';
import { messages } from './site';

// The "Upcoming events" section of the home and community pages (issue 31), built from the
// seeded CMS (e2e/seed-events.ts).
const soonestFirst = (events: SeedEvent[]) => [...events].sort((a, b) => a.startsInDays - b.startsInDays);
const UPCOMING = soonestFirst(SEED.filter((event) => event.startsInDays > 0));
const PAST = SEED.filter((event) => event.startsInDays < 0);
const NEXT_THREE = UPCOMING.slice(0, 3);
/** An event of every language community: the seed's global AMAs. */
const forEveryCommunity = (event: SeedEvent) =>
  LANGUAGE_COMMUNITIES.every(({ code }) => event.communities.includes(code));
const NEXT_GLOBAL = UPCOMING.find(forEveryCommunity) as SeedEvent;

/** The event's start at `HH:MM` in its own zone, as the seed gives it. */
const localClock = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(startsAt),
  );

/**
 * An event shown in `item`: its link leads to its page in the page's language, its title is that
 * language's, and its date is written in its own time zone as /events writes it.
 */
async function expectEvent(item: Locator, event: SeedEvent, locale: Locale) {
  const link = item.getByRole('link', { name: event.translations[locale].title, exact: true });
  await expect(link).toHaveAttribute('href', localizePath(`/events/${event.slug}`, locale));
  const time = item.locator('time');
  const startsAt = (await time.getAttribute('datetime')) as string;
  expect(localClock(startsAt, event.timeZone), event.slug).toBe(event.localStart);
  const endsAt = new Date(new Date(startsAt).getTime() + event.durationMinutes * 60_000).toISOString();
  await expect(time).toHaveText(formatEventRange(startsAt, endsAt, locale, event.timeZone));
}

/** The section's next events, in order, and its links to /events and the calendar feed. */
async function expectNextEvents(page: Page, locale: Locale) {
  const text = messages(locale, 'events');
  const section = page.getByRole('region', { name: text['upcoming.title'] });
  const cards = section.getByTestId('next-events').getByRole('article');
  await expect(cards).toHaveCount(NEXT_THREE.length);
  for (const [index, event] of NEXT_THREE.entries()) await expectEvent(cards.nth(index), event, locale);
  // No event that has ended, anywhere in the section.
  const hrefs = await section
    .locator('a[href*="/events/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const event of PAST) expect(hrefs).not.toContain(localizePath(`/events/${event.slug}`, locale));
  await expect(section.getByRole('link', { name: text['next.all'] })).toHaveAttribute(
    'href',
    localizePath('/events', locale),
  );
  await expect(section.getByRole('link', { name: text['next.subscribe'] })).toHaveAttribute(
    'href',
    `webcal://${new URL(SITE.url).host}${LOCALE_INFO[locale].prefix}/events.ics`,
  );
  return section;
}

test.describe('without JavaScript (the section is in the built HTML)', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the home page lists the next three upcoming events (${locale})`, async ({ page }) => {
      await page.goto(localizePath('/', locale));
      await expectNextEvents(page, locale);
    });

    test(`the community page lists the next events, the global AMA once, and each community's own next one (${locale})`, async ({
      page,
    }) => {
      const text = messages(locale, 'events');
      const names = messages(locale, 'community');
      await page.goto(localizePath('/community', locale));
      const section = await expectNextEvents(page, locale);
      // The seed's next global AMA is among the next three: there, and nowhere else in the section
      // (before, 11 of the 12 communities showed it as their next event).
      expect(NEXT_THREE).toContain(NEXT_GLOBAL);
      const globalLinks = section.getByRole('link', {
        name: NEXT_GLOBAL.translations[locale].title,
        exact: true,
      });
      await expect(globalLinks).toHaveCount(1);
      await expect(
        section
          .getByTestId('next-events')
          .getByRole('article')
          .filter({
            has: page.getByRole('link', { name: NEXT_GLOBAL.translations[locale].title, exact: true }),
          }),
      ).toContainText(text['card.allCommunities']);
      const communities = section.getByTestId('community-events').locator('> li');
      await expect(communities).toHaveCount(LANGUAGE_COMMUNITIES.length);
      const shown = new Set<string>();
      for (const [index, { code }] of LANGUAGE_COMMUNITIES.entries()) {
        const item = communities.nth(index);
        const language = names[`languages.name.${code}`];
        await expect(item.locator('.community')).toHaveText(language);
        const own = UPCOMING.find((event) => event.communities.includes(code) && !forEveryCommunity(event));
        if (own) {
          await expectEvent(item, own, locale);
          shown.add(own.slug);
        } else {
          await expect(item).toContainText(text['next.communityNone']);
          await expect(item.getByRole('link', { name: text['next.communityAll'] })).toHaveAttribute(
            'href',
            `${localizePath('/events', locale)}?community=${code}`,
          );
        }
        await expect(
          item.getByRole('link', { name: text['next.communityFeed'].replace('{{community}}', language) }),
        ).toHaveAttribute(
          'href',
          `webcal://${new URL(SITE.url).host}${LOCALE_INFO[locale].prefix}/events/community/${code}.ics`,
        );
      }
      // Each community shows an event of its own: the seed plans one for each, no two the same.
      expect(shown.size).toBe(LANGUAGE_COMMUNITIES.length);
    });
  }
});

test('a first load downloads no script for the section; a navigation inside the app renders it', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const sectionChunk = (paths: string[]) => paths.filter((path) => /\/next-events-[0-9a-f]+\.js$/.test(path));
  for (const url of ['/ja', '/ko/community']) {
    await page.goto(url);
    await hydrated(page);
    const firstLink = page.getByTestId('next-events').getByRole('link').first();
    // React marks every element it renders with its fiber; adopted HTML has none.
    expect(
      await firstLink.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
      url,
    ).toBe(false);
  }
  expect(sectionChunk(requested)).toEqual([]);

  // From /ko/community to the home inside the app: the section is rendered there, from its chunk.
  // Gatsby changes the address before the new page draws, while /ko/community's own section is
  // still on screen (CI counted its three cards before the chunk was asked for): so wait for the
  // chunk's request, then for the home's cards.
  const chunkRequested = page.waitForRequest(
    (request) => sectionChunk([new URL(request.url()).pathname]).length > 0,
  );
  await page.getByRole('link', { name: messages('ko', 'header').homeLink }).click();
  await page.waitForURL(/\/ko$/);
  await chunkRequested;
  const cards = page.getByTestId('next-events').getByRole('article');
  await expect(cards).toHaveCount(NEXT_THREE.length);
  expect(sectionChunk(requested)).toHaveLength(1);
  await cards.first().getByRole('link').click();
  await page.waitForURL(new RegExp(`/ko/events/${NEXT_THREE[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_THREE[0].translations.ko.title);
});

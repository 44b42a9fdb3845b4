import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { pickDateTime, signInToAdmin, typeSlugAfterTitle } from './admin-ui';
import { PUBLISH_TO_LIVE_MS, adminToken, buildStatus, sitePage, uniqueWord, waitFor } from './editor-api';
import { live } from './live';

// Issue 31: an event an editor creates, fills and publishes in the admin is on /events and in
// its language's calendar feeds after the rebuild, at the instant the editor picked; unpublished,
// it leaves both.
const word = uniqueWord('evt');
const title = `Editor meetup ${word}`;
const slug = `editor-meetup-${word}`;
const TIME_ZONE = 'Asia/Tokyo';

const newEvent = `${live.cms}/admin/content-manager/collection-types/api::event.event/create?plugins[i18n][locale]=en`;

/** Three days from now at 19:00 in Tokyo, and its end two hours later (UTC instants). */
function eventTimes(): { day: Date; startsAt: string; endsAt: string } {
  const inTokyo = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(
    new Date(Date.now() + 3 * 86_400_000),
  ); // 2026-11-29
  const day = new Date(`${inTokyo}T12:00:00Z`);
  const startsAt = new Date(`${inTokyo}T19:00:00+09:00`);
  return {
    day,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
  };
}

/** The events of a calendar file that carry the test's title. */
async function calendarEvents(sitePath: string): Promise<ICAL.Event[]> {
  const { status, text } = await sitePage(sitePath);
  expect(status, sitePath).toBe(200);
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.summary === title);
}

const listsEvent = async (sitePath: string) => (await sitePage(sitePath)).text.includes(title);

test('an event published in the admin is on /events and in its feeds after the rebuild, and leaves them when unpublished', async ({
  browser,
}) => {
  test.setTimeout(2 * PUBLISH_TO_LIVE_MS + 2 * 60_000);
  // The times are typed before the zone is set: setting it keeps them (19:00, now in Tokyo).
  const context = await browser.newContext({ timezoneId: TIME_ZONE });
  const page = await context.newPage();
  const { day, startsAt, endsAt } = eventTimes();
  try {
    await signInToAdmin(page, newEvent);
    await page.getByRole('textbox', { name: /^title/ }).fill(title);
    await typeSlugAfterTitle(page, slug);
    await page.getByRole('textbox', { name: /^summary/ }).fill('An evening meetup an editor published.');
    await page.locator('.CodeMirror').first().click();
    await page.keyboard.type('Talks and pizza with the **Japanese** community.');
    await pickDateTime(page, page.getByRole('group', { name: 'startsAt' }), day, '19:00');
    await pickDateTime(page, page.getByRole('group', { name: 'endsAt' }), day, '21:00');
    await page.getByRole('textbox', { name: /^timeZone/ }).fill(TIME_ZONE);
    // The one community entry the form starts with: open it and choose the Japanese community.
    await page.getByRole('heading', { name: 'Delete Drag' }).getByRole('button').first().click();
    await page.getByRole('combobox', { name: 'code' }).click();
    await page.getByRole('option', { name: 'ja', exact: true }).click();
    await page.getByRole('combobox', { name: 'kind' }).click();
    await page.getByRole('option', { name: 'workshop', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/Published document|Published/).first()).toBeVisible();
    const editUrl = page.url();
    const publishedAt = Date.now();

    await waitFor(() => listsEvent('/events'), PUBLISH_TO_LIVE_MS, 'the event on /events');
    console.log(`Event published to live in ${Math.round((Date.now() - publishedAt) / 1000)} s`);
    const visitor = await context.newPage();
    await visitor.goto(`${live.site}/events`);
    await expect(visitor.getByTestId('upcoming-events')).toContainText(title);
    await visitor.goto(`${live.site}/events/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    // The language's feed and the Japanese community's hold it at the instant the editor picked.
    for (const feed of ['/events.ics', '/events/community/ja.ics']) {
      const [event] = await calendarEvents(feed);
      expect(event?.startDate.toJSDate().toISOString(), feed).toBe(startsAt);
      expect(event?.endDate.toJSDate().toISOString(), feed).toBe(endsAt);
    }
    expect(await calendarEvents('/events/community/ko.ics')).toEqual([]);

    await page.goto(editUrl);
    await page.getByRole('button', { name: 'More document actions' }).click();
    await page.getByRole('menuitem', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText(/Unpublished document|Unpublished/).first()).toBeVisible();
    const unpublishedAt = Date.now();
    await waitFor(
      async () => !(await listsEvent('/events')),
      PUBLISH_TO_LIVE_MS,
      'the event to leave /events',
    );
    console.log(`Event unpublished to gone in ${Math.round((Date.now() - unpublishedAt) / 1000)} s`);
    expect(await calendarEvents('/events.ics')).toEqual([]);
    expect(await calendarEvents('/events/community/ja.ics')).toEqual([]);
    expect((await sitePage(`/events/${slug}`)).status).toBe(404);
  } finally {
    await context.close();
    // Still published (the test stopped half-way): take it down, so later builds do not show it.
    const published = await fetch(`${live.cms}/api/events?filters[slug][$eq]=${slug}`);
    const [entry] = ((await published.json()) as { data: Array<{ documentId: string }> }).data;
    if (entry) {
      const removed = await fetch(
        `${live.cms}/content-manager/collection-types/api::event.event/${entry.documentId}?locale=en`,
        { method: 'DELETE', headers: { authorization: `Bearer ${await adminToken()}` } },
      );
      expect(removed.status).toBe(200);
      await waitFor(
        async () => (await buildStatus()).state === 'live',
        PUBLISH_TO_LIVE_MS,
        'the site to build',
      );
    }
  }
});

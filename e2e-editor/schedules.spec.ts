import { expect, test, type Page } from '@playwright/test';
import { editView, signInToAdmin } from './admin-ui';
import { live } from './live';
import {
  EVENT_MODEL,
  PUBLISH_TO_LIVE_MS,
  eventFields,
  publishDocument,
  saveDocument,
  saveEnglishDraft,
  sitePage,
  uniqueWord,
  waitFor,
} from './editor-api';

// Issue 42: an editor schedules a Japanese-only publish, a takedown and a publish they cancel, in
// the edit view's "Schedule" panel, by clicks and keys; the scheduler fires them at their time
// (SCHEDULE_POLL_MS is low in global-setup.ts, so the latency is the rebuild's); an event that
// ends at that minute moves to /events' past archive by the same scheduler.
const ARTICLE = 'api::article.article';
const unique = uniqueWord('sch');
/** The English titles of the test's articles: A published in Japanese, B taken down, C cancelled. */
const titles = {
  a: `Upgrade at block height ${unique}`,
  b: `Embargoed notice ${unique}`,
  c: `Cancelled announcement ${unique}`,
};
/** The admin answers slowly on a busy machine (the site builds meanwhile). */
const ADMIN_TIMEOUT = { timeout: 30_000 };

/** The datetime-local field's text for the start of the minute two minutes from now, here. */
function twoMinutesAhead(): { text: string; due: Date } {
  const due = new Date(Date.now() + 2 * 60_000);
  due.setSeconds(0, 0);
  const two = (value: number) => String(value).padStart(2, '0');
  const text = `${due.getFullYear()}-${two(due.getMonth() + 1)}-${two(due.getDate())}T${two(due.getHours())}:${two(due.getMinutes())}`;
  return { text, due };
}

/** /events' built HTML from its upcoming section to its past archive (EventsList.tsx). */
const upcomingSection = (html: string) =>
  html.slice(html.indexOf('id="upcoming-events"'), html.indexOf('id="past-events"'));
/** /events' built HTML from its past archive on. */
const pastSection = (html: string) => html.slice(html.indexOf('id="past-events"'));
/** Whether /events' built HTML lists the event in its past archive only. */
const archived = (title: string, html: string) =>
  html.includes('id="past-events"') &&
  pastSection(html).includes(title) &&
  !upcomingSection(html).includes(title);

/** The admin's homepage widget of the next schedules (SchedulePanel.jsx's SchedulesWidget), in its frame. */
const widget = (page: Page) => page.getByRole('region', { name: 'Scheduled next' });

/** The articles' list view in English, searched for this test's entries. */
const listView = () =>
  `${live.cms}/admin/content-manager/collection-types/${ARTICLE}?page=1&pageSize=10&plugins[i18n][locale]=en&_q=${unique}`;

/** A list view row, by its entry's title. */
const listRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Types a time into one of the panel's fields and saves it, as an editor does. */
async function schedule(page: Page, field: 'Publish at' | 'Take down at', text: string) {
  const input = page.getByLabel(field, { exact: true });
  await input.click();
  await input.fill(text);
  await page.getByRole('button', { name: `Save: ${field}` }).click();
  await expect(page.getByRole('button', { name: `Cancel: ${field}` })).toBeVisible(ADMIN_TIMEOUT);
}

test('a Japanese-only publish and a takedown fire at their time; a cancelled publish does nothing', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000 + 2 * PUBLISH_TO_LIVE_MS);
  // Two minutes from the start of the editor's work: the entries, the clicks and B's first
  // publish happen inside the wait (about a minute of the editor loop's CI time).
  const { text, due } = twoMinutesAhead();
  // A: an English draft and a Japanese draft; only the Japanese is scheduled.
  const a = await saveEnglishDraft({
    title: titles.a,
    slug: `scheduled-${unique}`,
    summary: 'The network upgrades.',
    author: 'Schedule test',
    coverAlt: 'A block',
    body: 'The upgrade happens at a block height.',
  });
  expect(a.status).toBe(201);
  const japanese = {
    title: `ブロック高でのアップグレード ${unique}`,
    summary: 'ネットワークがアップグレードされます。',
    coverAlt: 'ブロック',
    body: 'アップグレードはブロック高で行われます。',
  };
  expect((await saveDocument(ARTICLE, 'ja', japanese, a.documentId)).status).toBe(200);
  // B: published now, taken down at the same minute.
  const b = await saveEnglishDraft({
    title: titles.b,
    slug: `takedown-${unique}`,
    summary: 'Up until its takedown.',
    author: 'Schedule test',
    coverAlt: 'A notice',
    body: 'This notice goes away at its time.',
  });
  expect(await publishDocument(ARTICLE, b.documentId, 'en')).toBe(200);
  // C: a draft whose scheduled publish is cancelled.
  const c = await saveEnglishDraft({
    title: titles.c,
    slug: `cancelled-${unique}`,
    summary: 'Never published.',
    author: 'Schedule test',
    coverAlt: 'Nothing',
    body: 'Its publish was cancelled.',
  });

  // D: an event published in English that started an hour ago and ends at the same minute: the
  // scheduler's rebuild at its end (cms/src/schedules/event-ends.js) moves it to the archive.
  const eventTitle = `Block party ${unique}`;
  const d = await saveDocument(EVENT_MODEL, 'en', {
    ...eventFields(`ending-${unique}`, eventTitle, 'It ends at its time.'),
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: due.toISOString(),
  });
  expect(d.status).toBe(201);
  expect(await publishDocument(EVENT_MODEL, d.documentId, 'en')).toBe(200);

  // A: the editor opens the English, switches to Japanese in the locale menu, and schedules.
  await signInToAdmin(page, editView(a.documentId, 'en'));
  await page
    .getByRole('combobox', { name: /locale/i })
    .first()
    .click();
  await page.getByRole('option', { name: /Japanese \(ja\)/ }).click();
  await expect(page.getByRole('textbox', { name: /^title/ })).toHaveValue(japanese.title, ADMIN_TIMEOUT);
  await expect(page.getByText('For the 日本語 version.', { exact: false })).toBeVisible(ADMIN_TIMEOUT);
  // A time in the past is refused, and what was typed stays in the field.
  const publishAt = page.getByLabel('Publish at', { exact: true });
  await publishAt.fill('2020-01-01T09:00');
  await page.getByRole('button', { name: 'Save: Publish at' }).click();
  await expect(page.getByText('This time is in the past: choose a later time.')).toBeVisible();
  await expect(publishAt).toHaveValue('2020-01-01T09:00');
  await schedule(page, 'Publish at', text);

  // B: a takedown at the same minute.
  await page.goto(editView(b.documentId, 'en'));
  await schedule(page, 'Take down at', text);

  // C: a publish, then Cancel.
  await page.goto(editView(c.documentId, 'en'));
  await schedule(page, 'Publish at', text);
  await page.getByRole('button', { name: 'Cancel: Publish at' }).click();
  await expect(page.getByRole('button', { name: 'Save: Publish at' })).toBeVisible(ADMIN_TIMEOUT);
  await expect(page.getByLabel('Publish at', { exact: true })).toHaveValue('');

  // The homepage widget lists what is pending, at the editor's local time (the admin's medium
  // date and short time), each with its language and action; the cancelled publish is not there.
  const localTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(due);
  await page.goto(`${live.cms}/admin`);
  await expect(widget(page).getByRole('listitem').filter({ hasText: japanese.title })).toHaveText(
    `${localTime} · Publish · ${japanese.title} (日本語)`,
    ADMIN_TIMEOUT,
  );
  await expect(widget(page).getByRole('listitem').filter({ hasText: titles.b })).toHaveText(
    `${localTime} · Take down · ${titles.b} (English)`,
  );
  await expect(widget(page)).not.toContainText(titles.c);
  // The list view's Schedule column: the takedown on B's English row; A's is scheduled in Japanese.
  await page.goto(listView());
  await expect(listRow(page, titles.b)).toContainText(`Take down: ${localTime}`, ADMIN_TIMEOUT);
  await expect(listRow(page, titles.a)).not.toContainText('Publish:');
  await expect(listRow(page, titles.c)).not.toContainText('Publish:');

  // B is live before its time (published at the start of the test).
  await waitFor(
    async () => (await sitePage(`/blog/${b.slug}`)).status === 200,
    PUBLISH_TO_LIVE_MS,
    'B to be live',
  );
  // After the due time, within the publish latency: A in Japanese only, B gone, C untouched.
  await page.waitForTimeout(Math.max(0, due.getTime() - Date.now()));
  await waitFor(
    async () =>
      (await sitePage(`/ja/blog/${a.slug}`)).status === 200 &&
      (await sitePage(`/blog/${b.slug}`)).status === 404 &&
      archived(eventTitle, (await sitePage('/events')).text),
    PUBLISH_TO_LIVE_MS,
    'the scheduled publish and takedown to be live, and the ended event archived',
  );
  // In the past archive of the built HTML, not among the upcoming events.
  const events = (await sitePage('/events')).text;
  expect(upcomingSection(events)).not.toContain(eventTitle);
  expect(pastSection(events)).toContain(eventTitle);
  expect((await sitePage(`/blog/${a.slug}`)).status).toBe(404);
  expect((await sitePage(`/blog/${c.slug}`)).status).toBe(404);

  // Fired: gone from the widget and the column.
  await page.goto(`${live.cms}/admin`);
  await expect(
    widget(page).getByRole('list').or(widget(page).getByText('Nothing is scheduled.')),
  ).toBeVisible(ADMIN_TIMEOUT);
  await expect(widget(page)).not.toContainText(japanese.title);
  await expect(widget(page)).not.toContainText(titles.b);
  await page.goto(listView());
  await expect(listRow(page, titles.b)).toBeVisible(ADMIN_TIMEOUT);
  await expect(listRow(page, titles.b)).not.toContainText('Take down:');

  // The panel shows how each went.
  await page.goto(editView(a.documentId, 'ja'));
  await expect(page.getByText(/^Done at /)).toBeVisible(ADMIN_TIMEOUT);
  await page.goto(editView(c.documentId, 'en'));
  await expect(page.getByRole('button', { name: 'Save: Publish at' })).toBeVisible(ADMIN_TIMEOUT);
  await expect(page.getByText(/^Done at /)).toHaveCount(0);
});

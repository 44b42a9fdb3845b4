import { expect, test, type Page } from '@playwright/test';
import { formatEventRange } from '../src/features/events/time';
import { editView, pickDateTime, signInToAdmin } from './admin-ui';
import { EVENT_MODEL, adminToken, eventFields, saveDocument, uniqueWord } from './editor-api';
import { live } from './live';

// Issue 39, item 3: an event's times are shown and typed in the event's own time zone, whatever
// the browser's. An editor in Berlin sets a draft's zone to Asia/Seoul and types 19:00: the CMS
// stores 10:00Z, the preview shows 19:00 in Seoul as the page does, and the reopened form shows
// 19:00 with the zone named beside the field (also in the Japanese admin).
const word = uniqueWord('evz');
const slug = `seoul-meetup-${word}`;
const title = `Seoul meetup ${word}`;
const ZONE = 'Asia/Seoul';
const SHOTS = process.env.EDITOR_SHOTS_DIR;

const group = (page: Page, field: 'startsAt' | 'endsAt') => page.getByRole('group', { name: field });
/** The form's time fields in view, for a look at them (EDITOR_SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.getByRole('textbox', { name: /^timeZone/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
const shownTime = (page: Page, field: 'startsAt' | 'endsAt') =>
  group(page, field).getByRole('combobox', { name: 'Choose time' });

test('an editor in Berlin types 19:00 for an event in Seoul: stored as 19:00 in Seoul, previewed and shown again so', async ({
  browser,
}) => {
  // A draft in UTC (the zone a new event starts with), saved as the admin's Save does.
  const { status, documentId } = await saveDocument(EVENT_MODEL, 'en', {
    ...eventFields(slug, title, 'An evening in Seoul.'),
    timeZone: 'UTC',
  });
  expect(status).toBe(201);
  const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  const startsAt = `${seoulDay}T10:00:00.000Z`;
  const endsAt = `${seoulDay}T12:00:00.000Z`;

  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  try {
    await signInToAdmin(page, editView(documentId, 'en', EVENT_MODEL));
    // The field's input is loaded on first use (a custom field): slow on a busy machine.
    await expect(group(page, 'startsAt')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('textbox', { name: /^timeZone/ }).fill(ZONE);
    await expect(page.getByText(`Times in ${ZONE}`)).toHaveCount(2);
    const day = new Date(`${seoulDay}T12:00:00Z`);
    await pickDateTime(page, group(page, 'startsAt'), day, '19:00');
    await pickDateTime(page, group(page, 'endsAt'), day, '21:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();

    // The CMS holds the instants 19:00 and 21:00 are in Seoul.
    const saved = await fetch(
      `${live.cms}/content-manager/collection-types/${EVENT_MODEL}/${documentId}?locale=en`,
      { headers: { authorization: `Bearer ${await adminToken()}` } },
    );
    const { data } = (await saved.json()) as { data: Record<string, string> };
    expect([data.startsAt, data.endsAt, data.timeZone]).toEqual([startsAt, endsAt, ZONE]);

    // The preview writes the time as the event's page does: 19:00 to 21:00 in Seoul.
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
    const when = frame.locator('dl time').first();
    await expect(when).toHaveAttribute('datetime', startsAt);
    // Compared with the page's own formatter (spaces as one: ICU's narrow ones differ by version).
    const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
    await expect
      .poll(async () => spaced(await when.textContent()))
      .toBe(spaced(formatEventRange(startsAt, endsAt, 'en', ZONE)));

    // Reopened, the form shows the times as typed, in the zone it names.
    await page.goto(editView(documentId, 'en', EVENT_MODEL));
    await expect(shownTime(page, 'startsAt')).toHaveValue('19:00', { timeout: 30_000 });
    await expect(shownTime(page, 'endsAt')).toHaveValue('21:00');
    await expect(page.getByText(`Times in ${ZONE}`)).toHaveCount(2);
    await shot(page, 'event-times-seoul-en');

    // In the Japanese admin, the same: 19:00, and the zone named in Japanese.
    await page.evaluate(() => localStorage.setItem('strapi-admin-language', 'ja'));
    await page.goto(editView(documentId, 'en', EVENT_MODEL));
    await expect(shownTime(page, 'startsAt')).toHaveValue('19:00', { timeout: 30_000 });
    await expect(page.getByText(`${ZONE}の時刻`)).toHaveCount(2);
    await shot(page, 'event-times-seoul-ja');

    // Another zone keeps the wall-clock times: 19:00, now in Tokyo.
    await page.getByRole('textbox', { name: /^timeZone/ }).fill('Asia/Tokyo');
    await expect(page.getByText('Asia/Tokyoの時刻')).toHaveCount(2);
    await expect(shownTime(page, 'startsAt')).toHaveValue('19:00');
    await expect(shownTime(page, 'endsAt')).toHaveValue('21:00');
  } finally {
    await page.evaluate(() => localStorage.removeItem('strapi-admin-language')).catch(() => undefined);
    await context.close();
    await fetch(`${live.cms}/content-manager/collection-types/${EVENT_MODEL}/${documentId}?locale=en`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
  }
});

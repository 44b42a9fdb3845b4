import { expect, test } from '@playwright/test';
import { signPreviewQuery } from '@meridian/shared/preview-link';
import { messages } from '../e2e/site';
import { editView, signInToAdmin } from './admin-ui';
import {
  EVENT_MODEL,
  eventFields,
  saveDocument,
  seedCoverId,
  seededTerm,
  sitePage,
  uniqueWord,
} from './editor-api';
import { live } from './live';

// Issue 31: an event's draft is previewed like an article's. A Japanese editor changes the title
// of an event's Japanese draft in the admin, saves, and the admin's own "Open preview" shows the
// draft as its page will be: in Japanese, under the draft banner, with its cover, its time in Tokyo
// and in the editor's own zone, and the glossary's definitions in place. Nothing is published.
const word = uniqueWord('evp');
const slug = `preview-meetup-${word}`;
const englishTitle = `Preview meetup ${word}`;
const japaneseTitle = `プレビュー・ミートアップ ${word}`;
const editedTitle = `プレビュー・ミートアップ(改訂) ${word}`;
const japaneseCoverAlt = `会場のイメージ ${word}`;
/** A message of the site's, in a language; a key that is not there fails the test. */
function message(locale: 'en' | 'ja', ns: string, key: string): string {
  const text = messages(locale, ns)[key];
  if (text === undefined) throw new Error(`No ${locale} message ${ns}:${key}`);
  return text;
}

test('an editor previews an event’s Japanese draft from the admin after changing its title', async ({
  browser,
}) => {
  // The event's English and Japanese versions, saved as drafts.
  const fields = {
    ...eventFields(slug, englishTitle, 'An evening about rollups.'),
    cover: await seedCoverId(),
  };
  const english = await saveDocument(EVENT_MODEL, 'en', fields);
  expect(english.status).toBe(201);
  const { documentId } = english;
  const japanese = await saveDocument(
    EVENT_MODEL,
    'ja',
    {
      ...fields,
      title: japaneseTitle,
      summary: 'ロールアップを語る夜。',
      body: 'ロールアップの仕組みを学ぶ夜です。',
      coverAlt: japaneseCoverAlt,
    },
    documentId,
  );
  expect(japanese.status).toBe(200);

  // The editor works from New York: the preview gives the time there too.
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  try {
    await signInToAdmin(page, editView(documentId, 'ja', EVENT_MODEL));
    const title = page.getByRole('textbox', { name: /^title/ });
    await expect(title).toHaveValue(japaneseTitle);
    await title.selectText();
    await title.pressSequentially(editedTitle);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();

    const opened = Date.now();
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(editedTitle, { timeout: 30_000 });
    console.log(`Open preview → event heading painted: ${Date.now() - opened} ms`);
    const src = await page.locator('iframe[data-testid="preview-iframe"]').getAttribute('src');
    expect(new URL(src ?? '').pathname).toBe('/ja/preview');
    expect(new URL(src ?? '').searchParams.get('type')).toBe('event');

    await expect(frame.getByRole('note', { name: message('ja', 'blog', 'preview.banner') })).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(frame.getByText(message('ja', 'events', 'kind.meetup')).first()).toBeVisible();
    // The draft's cover through the preview's relay, with the Japanese alt, sized as on its page.
    const cover = frame.getByRole('img', { name: japaneseCoverAlt });
    await expect(cover).toHaveAttribute('src', /^\/__preview\/media\?file=/);
    await expect(cover).toHaveAttribute('width', /^\d+$/);
    await expect(cover).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // 19:00 to 21:00 in Tokyo, as the event page writes it, and the same hours in New York.
    const facts = frame.locator('dl');
    await expect(facts).toContainText('19時00分～21時00分(JST)');
    await expect(facts).toContainText(
      message('ja', 'events', 'event.localTime').replace('{{timeZone}}', 'Asia/Tokyo'),
    );
    await expect(frame.locator('[data-visitor-time]')).toHaveText(/0?5時00分～0?7時00分/);
    // The Japanese glossary's definition of the term the body uses, in place.
    const rollup = seededTerm('rollup', 'ja');
    const term = frame.getByRole('link', { name: rollup.term, exact: true });
    await expect(term).toHaveAttribute('href', '/ja/glossary#rollup');
    await expect(term).toHaveAccessibleDescription(rollup.definition);
    // A draft has no calendar file yet.
    await expect(
      frame.getByRole('link', { name: message('ja', 'events', 'event.addToCalendar') }),
    ).toHaveCount(0);

    // Saving published nothing: the event has no page.
    expect((await sitePage(`/ja/events/${slug}`)).status).toBe(404);
    expect((await sitePage('/ja/events')).text).not.toContain(word);
  } finally {
    await context.close();
  }
});

test('a forged or expired event preview link shows an explanation, never the draft', async ({ page }) => {
  const { documentId } = await saveDocument(
    EVENT_MODEL,
    'en',
    eventFields(`${slug}-refused`, `${englishTitle} refused`, 'Not for everyone.'),
  );
  const valid = signPreviewQuery({ type: 'event', documentId, locale: 'en', secret: live.previewSecret });
  const forged = new URLSearchParams(valid);
  forged.set('signature', 'f'.repeat(64));
  const expired = signPreviewQuery({
    type: 'event',
    documentId,
    locale: 'en',
    secret: live.previewSecret,
    now: Date.now() - 2 * 60 * 60 * 1000,
  });
  for (const [query, explanation] of [
    [forged.toString(), message('en', 'blog', 'preview.error.forged')],
    [expired, message('en', 'blog', 'preview.error.expired')],
  ] as const) {
    await page.goto(`${live.site}/preview?${query}`);
    await expect(page.getByRole('alert')).toContainText(explanation);
    await expect(page.getByText(`${englishTitle} refused`)).toHaveCount(0);
  }
  // The valid link shows it.
  await page.goto(`${live.site}/preview?${valid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${englishTitle} refused`);
});

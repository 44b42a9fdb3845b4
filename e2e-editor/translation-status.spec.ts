import { expect, test, type Page } from '@playwright/test';
import {
  adminToken,
  EVENT_MODEL,
  eventFields,
  PUBLISH_TO_LIVE_MS,
  publishDocument,
  saveDocument,
  saveEnglishDraft,
  sitePage,
  waitFor,
  uniqueWord,
} from './editor-api';
import { editView, signInToAdmin } from './admin-ui';
import { live } from './live';

// Issue 29, item 3: translation status in the admin (edit-view panel, list column) and the
// outdated-translation notice on the site, driven as an editor and a translator do.
const unique = uniqueWord('sts');
const OUTDATED_NOTICE = 'この翻訳の英語の原文は';
const articles = () => `${live.cms}/content-manager/collection-types/api::article.article`;

/** The edit view's "Translations" panel. */
const translationsPanel = (page: Page) => page.getByRole('list', { name: 'Translations' });
/** The admin answers slowly on a busy machine (the site builds meanwhile). */
const ADMIN_TIMEOUT = { timeout: 30_000 };

test('editing the English makes the Japanese outdated in the admin and on its page; saving the Japanese clears both', async ({
  page,
}) => {
  test.setTimeout(2 * PUBLISH_TO_LIVE_MS + 2 * 60_000);
  // An English article and its Japanese translation, saved and published.
  const { documentId, slug } = await saveEnglishDraft({
    title: `Staking rewards explained ${unique}`,
    summary: 'How staking rewards are paid.',
    author: 'Translation status test',
    coverAlt: 'A chart of rewards',
    body: 'Rewards are paid every epoch.',
  });
  const token = await adminToken();
  const call = (path: string, method: string, body: unknown) =>
    fetch(`${articles()}/${documentId}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const japanese = {
    title: `ステーキング報酬の解説 ${unique}`,
    summary: 'ステーキング報酬の支払い方。',
    coverAlt: '報酬のグラフ',
    body: '報酬はエポックごとに支払われます。',
  };
  expect((await call('?locale=ja', 'PUT', japanese)).status).toBe(200);
  for (const locale of ['en', 'ja']) {
    expect((await call(`/actions/publish?locale=${locale}`, 'POST', {})).status).toBe(200);
  }
  // An event and its Japanese translation too, published in the same rebuild (issue 31).
  const event = eventFields(`status-meetup-${unique}`, `Status meetup ${unique}`, 'An evening meetup.');
  const eventPage = `/ja/events/${event.slug as string}`;
  const { documentId: eventId } = await saveDocument(EVENT_MODEL, 'en', event);
  const eventJapanese = {
    ...event,
    title: `ステータス・ミートアップ ${unique}`,
    body: '夜のミートアップです。',
  };
  expect((await saveDocument(EVENT_MODEL, 'ja', eventJapanese, eventId)).status).toBe(200);
  for (const locale of ['en', 'ja']) expect(await publishDocument(EVENT_MODEL, eventId, locale)).toBe(200);
  await waitFor(
    async () =>
      (await sitePage(`/ja/blog/${slug}`)).text.includes(japanese.title) &&
      (await sitePage(eventPage)).text.includes(eventJapanese.title),
    PUBLISH_TO_LIVE_MS,
    'the Japanese versions to be live',
  );
  expect((await sitePage(`/ja/blog/${slug}`)).text).not.toContain(OUTDATED_NOTICE);
  expect((await sitePage(eventPage)).text).not.toContain(OUTDATED_NOTICE);

  // The editor opens the English: the panel says the Japanese is up to date.
  await signInToAdmin(page, editView(documentId, 'en'));
  await expect(translationsPanel(page)).toContainText('日本語: up to date', ADMIN_TIMEOUT);
  await expect(translationsPanel(page)).toContainText('한국어: missing', ADMIN_TIMEOUT);

  // …changes the English title and publishes: the Japanese is outdated, since today.
  const today = new Date().toISOString().slice(0, 10);
  const newTitle = `Staking rewards, explained again ${unique}`;
  await page.getByRole('textbox', { name: /^title/ }).fill(newTitle);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible();
  await expect(translationsPanel(page)).toContainText(
    `日本語: outdated since ${today} — English changed: title`,
    ADMIN_TIMEOUT,
  );
  // The event's English summary changes and is published: its Japanese is outdated as well.
  expect((await saveDocument(EVENT_MODEL, 'en', { summary: 'Now with a demo.' }, eventId)).status).toBe(200);
  expect(await publishDocument(EVENT_MODEL, eventId, 'en')).toBe(200);
  // The event's edit view has the same Translations panel.
  await page.goto(editView(eventId, 'en', EVENT_MODEL));
  await expect(translationsPanel(page)).toContainText(
    `日本語: outdated since ${today} — English changed: summary`,
    ADMIN_TIMEOUT,
  );

  // The list view's column says so too (the list searched for the article, as its search box does).
  await page.goto(
    `${live.cms}/admin/content-manager/collection-types/api::article.article?plugins[i18n][locale]=en&_q=${unique}`,
  );
  const row = page.getByRole('row').filter({ hasText: newTitle });
  await expect(row).toContainText(`日本語: outdated since ${today}`, ADMIN_TIMEOUT);

  // After the rebuild, the Japanese page carries the notice, linking to the English.
  await waitFor(
    async () => (await sitePage(`/ja/blog/${slug}`)).text.includes(OUTDATED_NOTICE),
    PUBLISH_TO_LIVE_MS,
    'the outdated notice on the Japanese page',
  );
  await page.goto(`${live.site}/ja/blog/${slug}`);
  await expect(page.getByText(OUTDATED_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: '英語の原文を読む' })).toHaveAttribute('href', `/blog/${slug}`);
  // The event's Japanese page carries it too, linking to its English page.
  await waitFor(
    async () => (await sitePage(eventPage)).text.includes(OUTDATED_NOTICE),
    PUBLISH_TO_LIVE_MS,
    'the outdated notice on the Japanese event page',
  );
  await page.goto(`${live.site}${eventPage}`);
  await expect(page.getByText(OUTDATED_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: '英語の原文を読む' })).toHaveAttribute(
    'href',
    `/events/${event.slug as string}`,
  );
  expect((await sitePage(`/events/${event.slug as string}`)).text).toContain('Now with a demo.');

  // The translator opens the Japanese from the locale menu, updates it and publishes.
  await page.goto(editView(documentId, 'en'));
  await page.getByRole('combobox', { name: 'Locales' }).click();
  await page.getByRole('option', { name: /Japanese \(ja\)/ }).click();
  await page.waitForURL(/plugins\[i18n\]\[locale\]=ja|plugins%5Bi18n%5D%5Blocale%5D=ja/);
  const newJapaneseTitle = `ステーキング報酬をもう一度解説 ${unique}`;
  await page.getByRole('textbox', { name: /^title/ }).fill(newJapaneseTitle);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible();
  await expect(translationsPanel(page)).toContainText('日本語: up to date', ADMIN_TIMEOUT);

  // After the rebuild the notice is gone.
  await waitFor(
    async () => {
      const { text } = await sitePage(`/ja/blog/${slug}`);
      return text.includes(newJapaneseTitle) && !text.includes(OUTDATED_NOTICE);
    },
    PUBLISH_TO_LIVE_MS,
    'the Japanese page without the notice',
  );
});

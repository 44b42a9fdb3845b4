import { expect, test } from '@playwright/test';
import { PUBLISH_TO_LIVE_MS, saveEnglishDraft, sitePage, waitFor, uniqueWord } from './editor-api';
import { editView, signInToAdmin, typeSlugAfterTitle } from './admin-ui';
import { live } from './live';

// Issue 29, item 1: a Japanese version made from the admin's locale menu lands at its English
// source's address (cms/src/translations/shared-fields.js), and the site shows it in Japanese.
const unique = uniqueWord('trn');
const englishTitle = `Validators meet in Lisbon ${unique}`;
const japaneseTitle = `リスボンでバリデーターが集う ${unique}`;
const NOT_TRANSLATED = 'この記事はまだ日本語に翻訳されていないため';

test('an English article and its Japanese version made from the locale menu are live at one slug', async ({
  page,
}) => {
  test.setTimeout(PUBLISH_TO_LIVE_MS + 2 * 60_000);
  // The English draft, with the slug the admin's form generates before a title is typed.
  const { status, documentId, slug } = await saveEnglishDraft({
    title: englishTitle,
    slug: 'article',
    summary: 'Validators from three continents met in Lisbon.',
    author: 'Translations test',
    coverAlt: 'A hall in Lisbon',
    body: '## The meeting\n\nThe English text.',
  });
  expect(status).toBe(201);
  expect(slug).toBe(`validators-meet-in-lisbon-${unique}`);

  // Publish it in the admin.
  await signInToAdmin(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Website');
  await page.goto(editView(documentId, 'en'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible();

  // Japanese from the locale menu: the form the admin makes for a new language.
  await page.getByRole('combobox', { name: 'Locales' }).click();
  await page.getByRole('option', { name: /Japanese \(ja\)/ }).click();
  await page.waitForURL(/plugins\[i18n\]\[locale\]=ja|plugins%5Bi18n%5D%5Blocale%5D=ja/);
  await page.getByRole('textbox', { name: /^title/ }).fill(japaneseTitle);
  await page
    .getByRole('textbox', { name: /^summary/ })
    .fill('三大陸のバリデーターがリスボンに集まりました。');
  await page.getByRole('textbox', { name: /^coverAlt/ }).fill('リスボンの会場');
  await page.locator('.CodeMirror').first().click();
  await page.keyboard.type('## 会合\n\n日本語の本文。');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible();

  // The Japanese version has the English slug, in the CMS…
  const japanese = (await (
    await fetch(`${live.cms}/api/articles?locale=ja&filters[title][$eq]=${encodeURIComponent(japaneseTitle)}`)
  ).json()) as { data: Array<{ slug: string }> };
  expect(japanese.data.map((entry) => entry.slug)).toEqual([slug]);

  // …and on the site after the rebuild: Japanese at /ja/blog/<slug>, English at /blog/<slug>.
  await waitFor(
    async () => (await sitePage(`/ja/blog/${slug}`)).text.includes(japaneseTitle),
    PUBLISH_TO_LIVE_MS,
    'the Japanese version to be live',
  );
  await page.goto(`${live.site}/ja/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(japaneseTitle);
  await expect(page.getByText(NOT_TRANSLATED)).toHaveCount(0);
  await page.goto(`${live.site}/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
});

test('the admin refuses a slug another entry has, naming it in its message', async ({ page }) => {
  const taken = await saveEnglishDraft({ title: `Taken slug ${unique}`, slug: `taken-slug-${unique}` });
  expect(taken.status).toBe(201);
  await signInToAdmin(
    page,
    `${live.cms}/admin/content-manager/collection-types/api::article.article/create?plugins[i18n][locale]=en`,
  );
  await page.getByRole('textbox', { name: /^title/ }).fill(`Another article ${unique}`);
  await typeSlugAfterTitle(page, taken.slug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByText(
        `The slug "${taken.slug}" is already used by "Taken slug ${unique}" (English (en)). Choose another slug.`,
      )
      .first(),
  ).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { editView, signInToAdmin } from './admin-ui';
import { saveDocument, saveEnglishDraft, uniqueWord } from './editor-api';
import { live } from './live';

// Issue 39, item 7: the smaller things an editor's walk through the admin found.
const unique = uniqueWord('adm');
const SHOTS = process.env.EDITOR_SHOTS_DIR;
const ARTICLE = 'api::article.article';

test.beforeEach(async ({ page }) => {
  await signInToAdmin(page);
});

/** Fails if `locator` shows up within `ms` (a toast comes and goes: waiting, then counting, misses it). */
async function expectNeverShown(page: Page, locator: ReturnType<Page['getByText']>, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await locator.count()).toBe(0);
    await page.waitForTimeout(100);
  }
}

/** Deletes the open entry from its header's "⋯" menu, as an editor does. */
async function deleteFromEditView(page: Page, item: RegExp) {
  await page.getByRole('button', { name: 'More actions' }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
}

test('deleting an entry from its edit view says “Deleted document”, never “Not Found”', async ({ page }) => {
  const created = await saveEnglishDraft({ title: `Deleted soon ${unique}`, slug: `deleted-soon-${unique}` });
  expect(created.status).toBe(201);
  const japanese = await saveDocument(ARTICLE, 'ja', { title: `まもなく削除 ${unique}` }, created.documentId);
  expect(japanese.status).toBe(200);
  // The content manager asked for the deleted document again and showed the CMS's 404.
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(`/${ARTICLE}/${created.documentId}?`))
      askedAgain.push(request.url());
  });
  const notFound = page.getByText('Not Found', { exact: true });

  // The English version only: the list follows, the Japanese one stays.
  await page.goto(editView(created.documentId, 'en'));
  await expect(page.getByRole('textbox', { name: /^title/ })).toHaveValue(`Deleted soon ${unique}`);
  askedAgain.length = 0;
  await deleteFromEditView(page, /^Delete entry \(English \(en\)\)/);
  await expect(page.getByText('Deleted document').first()).toBeVisible();
  // Longer than the CMS takes to answer, and than the deferred refresh.
  await expectNeverShown(page, notFound, 2500);
  await expect(page).toHaveURL(/\/collection-types\/api::article\.article(\?|$)/);
  expect(askedAgain).toEqual([]);

  // The Japanese version stays, and opens.
  await page.goto(editView(created.documentId, 'ja'));
  await expect(page.getByRole('textbox', { name: /^title/ })).toHaveValue(`まもなく削除 ${unique}`);

  askedAgain.length = 0;
  await deleteFromEditView(page, /^Delete entry \(all locales\)/);
  await expect(page.getByText('Deleted document').first()).toBeVisible();
  await expectNeverShown(page, notFound, 2500);
  expect(askedAgain).toEqual([]);
});

test('in a 1280×800 window, the article list shows its Translations column without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${live.cms}/admin/content-manager/collection-types/${ARTICLE}?plugins[i18n][locale]=en`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The list is a grid: its headers are the first row's cells.
  const header = page.locator('thead').getByRole('gridcell', { name: 'Translations', exact: true });
  await expect(header).toBeInViewport({ ratio: 1 });
  // Its cells too: the seed's articles are missing some translations.
  await expect(
    page
      .locator('tbody tr')
      .first()
      .getByText(/^(日本語|한국어): /)
      .first(),
  ).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-translations-column-1280.png` });
});

test('the interface language is where the guide says: your initials at the bottom left → Profile settings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const you = page.getByRole('button', { name: /Meridian Editor/ });
  const box = await you.boundingBox();
  expect(box && box.x < 100 && box.y > 800 / 2).toBe(true);
  await you.click();
  await page.getByRole('menuitem', { name: 'Profile settings' }).click();
  await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Interface language' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-interface-language.png` });
});

test('after a Japanese entry, the list and “Create new entry” are in Japanese, as the guide warns', async ({
  page,
}) => {
  // Strapi's own behaviour, kept (docs/editors.md, "Write"): its menu carries the language.
  const created = await saveEnglishDraft({
    title: `Language kept ${unique}`,
    slug: `language-kept-${unique}`,
  });
  expect(created.status).toBe(201);
  expect((await saveDocument(ARTICLE, 'ja', { title: `言語 ${unique}` }, created.documentId)).status).toBe(
    200,
  );
  await page.goto(editView(created.documentId, 'ja'));
  await expect(page.getByRole('textbox', { name: /^title/ })).toHaveValue(`言語 ${unique}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Article', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Select a locale' })).toHaveText(/Japanese \(ja\)/);
  await page.getByRole('combobox', { name: 'Select a locale' }).click();
  await page.getByRole('option', { name: 'English (en)' }).click();
  await page.getByRole('link', { name: 'Create new entry' }).first().click();
  await expect(page).toHaveURL(/plugins\[i18n\]\[locale\]=en|plugins%5Bi18n%5D%5Blocale%5D=en/);
});

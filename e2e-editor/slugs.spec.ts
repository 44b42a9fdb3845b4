import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './admin-ui';
import { saveDocument, seedCoverId, uniqueWord } from './editor-api';
import { live } from './live';

// Issue 39, items 4 and 5: the slug follows the title until the first publish, titles in Korean
// and Japanese make a slug that means something (or none, and the editor is asked for one), and
// a long title's slug is cut at a word (cms/src/translations/slug-rule.js, uid-generation.js,
// cms/src/admin/SlugFollowsTitle.jsx).
const unique = uniqueWord('slugs');
const SHOTS = process.env.EDITOR_SHOTS_DIR;
const ARTICLE = 'api::article.article';
const newArticle = (locale: string) =>
  `${live.cms}/admin/content-manager/collection-types/${ARTICLE}/create?plugins[i18n][locale]=${locale}`;

/** The slug cut at the last hyphen that leaves it at most `max` long. */
const cutAtWord = (slug: string, max: number) => slug.slice(0, slug.lastIndexOf('-', max));

const titleBox = (page: Page) => page.getByRole('textbox', { name: /^title/i });
const slugBox = (page: Page) => page.getByRole('textbox', { name: /^slug/i });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await slugBox(page).evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInToAdmin(page);
});

test('a Korean title makes a romanized slug that follows the title until the article is published', async ({
  page,
}) => {
  await page.goto(newArticle('ko'));
  await titleBox(page).fill(`FC 워크 서울 밋업 공지 ${unique}`);
  await expect(slugBox(page)).toHaveValue(`fc-wokeu-seoul-miseop-gongji-${unique}`);
  await shot(page, 'korean-title-slug');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL(/\/create/);
  const documentId = /\/([a-z0-9]{20,})\?/.exec(page.url())?.[1] ?? '';
  expect(documentId).not.toBe('');

  // Saved, never published: the slug still follows the title.
  await titleBox(page).fill(`FC 워크 부산 밋업 공지 ${unique}`);
  await expect(slugBox(page)).toHaveValue(`fc-wokeu-busan-miseop-gongji-${unique}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // Everything else Publish needs, then Publish.
  const rest = await saveDocument(
    ARTICLE,
    'ko',
    {
      summary: '요약.',
      author: 'Slugs',
      coverAlt: '표지',
      body: '본문.',
      cover: await seedCoverId(),
      date: new Date().toISOString(),
    },
    documentId,
  );
  expect(rest.status).toBe(200);
  await page.reload();
  await expect(slugBox(page)).toHaveValue(`fc-wokeu-busan-miseop-gongji-${unique}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('tab', { name: /published/i })).toBeEnabled();

  // Published: the address is known, the slug stays.
  await titleBox(page).fill(`FC 워크 대구 밋업 공지 ${unique}`);
  await page.waitForTimeout(1500);
  await expect(slugBox(page)).toHaveValue(`fc-wokeu-busan-miseop-gongji-${unique}`);
});

test('an editor in the slug box while the slug of the title is on its way keeps what they type', async ({
  page,
}) => {
  // The CMS answers slowly (as under load), so the editor is surely in the box before the
  // title's slug comes back: the admin's own fill (Strapi's, for a new entry) and ours.
  await page.route(/\/content-manager\/uid\/generate/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(newArticle('en'));
  // Straight from the title to the slug box, its text selected to type over it.
  await titleBox(page).fill(`Harbour meetup ${unique}`);
  await slugBox(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.waitForTimeout(1500);
  await page.keyboard.type(`own-${unique}`);
  await expect(slugBox(page)).toHaveValue(`own-${unique}`);
  await titleBox(page).focus();
  await page.waitForTimeout(1000);
  await expect(slugBox(page)).toHaveValue(`own-${unique}`);
});

test('an editor who visits the slug box and leaves it untouched gets the slug of the title on leaving', async ({
  page,
}) => {
  await page.goto(newArticle('en'));
  await titleBox(page).fill(`Harbour walk ${unique}`);
  await slugBox(page).focus();
  await page.waitForTimeout(1500);
  await titleBox(page).focus();
  await expect(slugBox(page)).toHaveValue(`harbour-walk-${unique}`);
});

test('a kanji title makes no slug: the box stays empty and Save asks for one in Latin letters', async ({
  page,
}) => {
  await page.goto(newArticle('ja'));
  await titleBox(page).fill(`勉強会のお知らせ`);
  await page.waitForTimeout(1000);
  await expect(slugBox(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const error = page.locator(`[id="${await slugBox(page).getAttribute('id')}-error"]`);
  await expect(error).toContainText('type a slug in Latin letters, e.g.');
  await shot(page, 'kanji-title-asks-for-slug');

  // No title yet either: the slug is made from the title, so the message asks for one.
  await titleBox(page).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(error).toContainText(
    "This article's address (slug) is made from its title: give it a title, or type a slug, before saving.",
  );
});

test('a 150-character title saves with its slug cut at a word', async ({ page }) => {
  const title = `${unique} ${'Validators and node operators meet in Lisbon '.repeat(4)}`.slice(0, 150);
  expect(title.length).toBe(150);
  await page.goto(newArticle('en'));
  await titleBox(page).fill(title);
  await expect(slugBox(page)).toHaveValue(
    `${unique}-validators-and-node-operators-meet-in-lisbon-validators-and-node-operators-meet-in`,
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL(/\/create/);
  await expect(slugBox(page)).toHaveValue(
    `${unique}-validators-and-node-operators-meet-in-lisbon-validators-and-node-operators-meet-in`,
  );
  await shot(page, 'long-title-cut-slug');

  // A slug typed too long: the message names the slug and offers it cut at a word.
  const typed = `${unique}-${'a-typed-slug-that-goes-on-'.repeat(5)}`.slice(0, 120).replace(/-$/, 'x');
  await slugBox(page).fill(typed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const error = page.locator(`[id="${await slugBox(page).getAttribute('id')}-error"]`);
  await expect(error).toContainText(
    `The slug is 120 characters long; a slug has at most 100. Shortened at a word: "${cutAtWord(typed, 100)}".`,
  );
  await expect(slugBox(page)).toHaveValue(typed);
  await shot(page, 'typed-slug-too-long');
});

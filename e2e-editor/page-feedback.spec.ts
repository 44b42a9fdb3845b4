import { expect, test, type Page } from '@playwright/test';
import { reachIsland } from '../e2e/fixtures';
import { editView, signInToAdmin } from './admin-ui';
import { live } from './live';

// Issue 42, page feedback: answers sent with JavaScript (Japanese) and without (English, Korean)
// through the site server reach the CMS; editors see the counts in the homepage widget and the
// comment, as text, in the entry's panel; a burst from one address is limited and the page says
// so, the comment kept, with JavaScript and without (the site server answers with the page itself).
const COMMENT = '<b>bold</b><script>window.hacked = 1</script> 古い';
const ADMIN_TIMEOUT = { timeout: 30_000 };

/** A seeded article with a Japanese version: its slug and documentId. */
async function japaneseArticle(): Promise<{ slug: string; documentId: string }> {
  const answer = await fetch(`${live.cms}/api/articles?locale=ja&pagination[pageSize]=1&fields[0]=slug`);
  const { data } = (await answer.json()) as { data: Array<{ slug: string; documentId: string }> };
  return data[0];
}

/** Answers the page's feedback form as a visitor does: the answer, a reason, a comment, Send. */
async function answer(page: Page, texts: { answer: string; reason: string; comment?: string; send: string }) {
  const form = page.locator('#feedback form');
  await form.getByRole('radio', { name: texts.answer }).check();
  await form.getByRole('combobox').filter({ visible: true }).selectOption({ label: texts.reason });
  if (texts.comment) await form.getByRole('textbox').fill(texts.comment);
  await form.getByRole('button', { name: texts.send }).click();
}

test('feedback with and without JavaScript in three languages reaches the admin; a comment is text; a burst is limited', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const { slug, documentId } = await japaneseArticle();
  const path = `/blog/${slug}`;

  // Japanese, with JavaScript: the page stays, the thanks shows.
  await page.goto(`${live.site}/ja${path}`);
  await reachIsland(page.locator('#feedback form'));
  await answer(page, { answer: 'いいえ', reason: '情報が古い', comment: COMMENT, send: '送信' });
  await expect(page.locator('#feedback-thanks')).toHaveText('ご意見ありがとうございました。');
  await expect(page.locator('#feedback form')).toBeHidden();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // English and Korean, without JavaScript: the site server answers and sends the visitor back.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${live.site}${path}`);
  await answer(plain, {
    answer: 'No',
    reason: 'Missing information',
    comment: 'Needs an example.',
    send: 'Send',
  });
  await expect(plain).toHaveURL(`${live.site}${path}#feedback-thanks`);
  await expect(plain.locator('#feedback-thanks')).toHaveText('Thank you for your feedback.');
  await plain.goto(`${live.site}/ko${path}`);
  await answer(plain, { answer: '예', reason: '명확함', send: '보내기' });
  await expect(plain).toHaveURL(`${live.site}/ko${path}#feedback-thanks`);
  await expect(plain.locator('#feedback-thanks')).toBeVisible();
  await noScript.close();

  // The admin: the homepage widget counts the "No" per page and language.
  await signInToAdmin(page);
  // The admin's own widget frame, a region named by the widget's title.
  const widget = page.getByRole('region', { name: 'Pages with the most “No”' });
  await expect(widget).toContainText(`${path} (日本語) · 0 yes, 1 no (last 30 days)`, ADMIN_TIMEOUT);
  await expect(widget).toContainText(`${path} (English) · 0 yes, 1 no (last 30 days)`);
  await expect(widget).not.toContainText('한국어');
  // The Japanese edit view's panel: the counts and the comment, as typed.
  await page.goto(editView(documentId, 'ja'));
  const comments = page.getByRole('list', { name: 'Latest comments' });
  await expect(comments.getByText(COMMENT, { exact: true })).toBeVisible(ADMIN_TIMEOUT);
  await expect(comments.locator('b, script')).toHaveCount(0);
  await expect(page.getByText('0 yes, 1 no (last 30 days)')).toBeVisible();

  // A burst from one address (the visitor's): limited, and the page says so with the comment kept.
  const statuses: number[] = [];
  for (let index = 0; index < 30 && !statuses.includes(429); index += 1) {
    const sent = await page.request.post(`${live.site}/feedback`, {
      headers: { Origin: live.site, Accept: 'application/json' },
      form: { path, locale: 'en', helpful: 'yes' },
    });
    statuses.push(sent.status());
  }
  expect(statuses).toContain(429);
  // Without JavaScript: the page itself comes back, what was chosen and typed still in the form.
  const limitedContext = await browser.newContext({ javaScriptEnabled: false });
  const limited = await limitedContext.newPage();
  await limited.goto(`${live.site}${path}`);
  await answer(limited, { answer: 'No', reason: 'Outdated', comment: COMMENT, send: 'Send' });
  const limitedForm = limited.locator('#feedback form');
  await expect(limited.locator('#feedback-limited')).toBeFocused();
  await expect(limited.locator('#feedback-limited')).toHaveText(
    'Too many answers were sent from your network. Please try again later.',
  );
  await expect(limitedForm.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(limitedForm.getByRole('combobox').filter({ visible: true })).toHaveValue('outdated');
  await expect(limitedForm.getByRole('textbox')).toHaveValue(COMMENT);
  await limitedContext.close();
  await page.goto(`${live.site}/ja${path}`);
  await reachIsland(page.locator('#feedback form'));
  await answer(page, { answer: 'はい', reason: 'わかりやすい', comment: 'もう一度', send: '送信' });
  await expect(page.locator('#feedback-limited')).toBeVisible();
  await expect(page.locator('#feedback textarea')).toHaveValue('もう一度');
});

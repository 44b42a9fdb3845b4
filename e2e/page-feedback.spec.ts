import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { watchHydration } from './hydration-checks';

// Issue 42: "Was this page helpful?" costs a page no JavaScript until the visitor reaches for it
// (src/components/ui/HydrateOnInteraction.tsx). Its code loads on the first pointer, touch or
// keyboard contact with the form; what was chosen and typed before it arrived stays; then the
// form answers in place. The CMS is not needed: the site server's answer is stood in for.
const ARTICLE = '/blog/dapp-staking-explained';
const FEEDBACK_CHUNK = /\/page-feedback-[0-9a-f]+\.js$/;

/** Every request of the page's feedback chunk from now on. */
function feedbackChunkRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (FEEDBACK_CHUNK.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

/** The site server's answer to a feedback sent with JavaScript, stood in for: the request kept. */
async function answerFeedback(page: Page, status = 201): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route('**/feedback', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status, contentType: 'application/json', body: '{}' });
  });
  return sent;
}

test('a page loads no feedback code until the visitor reaches the form, by keyboard or by pointer', async ({
  page,
}) => {
  const chunks = feedbackChunkRequests(page);
  const errors = await watchHydration(page, ARTICLE);
  await page.goto(ARTICLE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const form = page.locator('#feedback form');
  // Read to the end: the form is on screen, and still nothing of its code is loaded.
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(chunks).toHaveLength(0);

  // Keyboard: focus reaches the first answer; the code comes, and the counter counts (React's).
  await form.getByRole('radio', { name: 'Yes' }).focus();
  await expect.poll(() => chunks.length).toBe(1);
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('textbox').fill('Needs an example');
  await expect(form.getByText('16 of 500 characters')).toBeVisible();
  // Its own root adopted the server's form as it was: no mismatch, no error.
  expect(errors).toEqual([]);

  // Pointer, in a new visit: moving over the form is enough.
  const pointerChunks = feedbackChunkRequests(page);
  await page.goto(`/ja${ARTICLE}`);
  await hydrated(page);
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(pointerChunks).toHaveLength(0);
  await page.locator('#feedback legend').hover();
  await expect.poll(() => pointerChunks.length).toBe(1);
});

test('what a visitor chose and typed before the code arrived stays, and the answer is sent in place', async ({
  page,
}) => {
  let releaseChunk = () => {};
  const held = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(FEEDBACK_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  const sent = await answerFeedback(page);
  const errors = await watchHydration(page, `/ko${ARTICLE}`);
  await page.goto(`/ko${ARTICLE}`);
  await hydrated(page);
  const form = page.locator('#feedback form');
  // The visitor answers while the code is still on its way (held here).
  await form.getByRole('radio', { name: '아니요' }).check();
  await form.getByRole('combobox').filter({ visible: true }).selectOption({ index: 2 });
  const comment = form.getByRole('textbox');
  await comment.fill('예시가 필요합니다');
  const chosen = await form.getByRole('combobox').filter({ visible: true }).inputValue();
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  releaseChunk();
  await page.waitForResponse(FEEDBACK_CHUNK);
  // Hydrated over what is there: the choices, the text and the focus stay; the counter counts on.
  await expect(form.getByRole('radio', { name: '아니요' })).toBeChecked();
  await expect(form.getByRole('combobox').filter({ visible: true })).toHaveValue(chosen);
  await expect(comment).toHaveValue('예시가 필요합니다');
  await expect(comment).toBeFocused();
  // The counter counts what was typed before the code came (its input events went unheard).
  await expect(page.locator('#feedback small')).toContainText('9 ');
  await comment.press('End');
  await comment.pressSequentially('!');
  await expect(comment).toHaveValue('예시가 필요합니다!');
  await expect(page.locator('#feedback small')).toContainText('10');

  expect(errors).toEqual([]);
  await form.getByRole('button', { name: '보내기' }).click();
  await expect(page.locator('#feedback-thanks')).toBeVisible();
  await expect(form).toBeHidden();
  // Sent by the page's script (the same document, the JSON answer asked for), as typed.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(sent).toHaveLength(1);
  expect(await sent[0].headerValue('accept')).toBe('application/json');
  const body = new URLSearchParams(sent[0].postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({
    path: ARTICLE,
    locale: 'ko',
    helpful: 'no',
    reasonNo: chosen,
    comment: '예시가 필요합니다!',
  });
});

test('the form stays through a hash link before it is touched, and a page reached in the app has its own', async ({
  page,
}) => {
  const sent = await answerFeedback(page);
  await page.goto(ARTICLE);
  await hydrated(page);
  // A link to a place on the page re-renders the page's providers: the untouched form stays.
  await page.evaluate(() => {
    window.location.hash = 'main';
  });
  await expect(page).toHaveURL(/#main$/);
  const form = page.locator('#feedback form');
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await expect(form.getByRole('textbox')).toBeVisible();
  await form.getByRole('textbox').fill('Clear');
  await expect(form.getByText('5 of 500 characters')).toBeVisible();

  // Another article, reached inside the app: its form is drawn at once and names its own page.
  const next = page.locator('main a[href^="/blog/"]:not([href^="/blog/tag/"])').first();
  const nextPath = await next.getAttribute('href');
  expect(nextPath).not.toBe(ARTICLE);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  const nextForm = page.locator('#feedback form');
  await expect(nextForm.locator('input[name="path"]')).toHaveValue(nextPath ?? '');
  await nextForm.getByRole('radio', { name: 'No' }).check();
  await nextForm.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#feedback-thanks')).toBeVisible();
  expect(new URLSearchParams(sent[0].postData() ?? '').get('path')).toBe(nextPath);
});

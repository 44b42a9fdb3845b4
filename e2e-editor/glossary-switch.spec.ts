import { expect, test, type Page } from '@playwright/test';
import {
  PUBLISH_TO_LIVE_MS,
  saveEnglishDraft,
  seededTerm,
  sitePage,
  uniqueWord,
  waitFor,
} from './editor-api';
import { editView, signInToAdmin } from './admin-ui';
import { live } from './live';

// Issue 31: an editor switches the glossary's in-place definitions off for one article, and on
// again, with the edit view's toggle; the live article follows after each rebuild.
const unique = uniqueWord('gls');
/** The admin answers slowly on a busy machine (the site builds meanwhile). */
const ADMIN_TIMEOUT = { timeout: 30_000 };
/** The mark of an in-place definition in a built page (src/pipeline/cms/term-definitions.ts). */
const DEFINED_TERM = 'class="glossary-term"';

/** The edit view's "glossaryDefinitions" toggle (a checkbox under its two labels, False and True). */
const definitionsToggle = (page: Page) => page.getByRole('checkbox', { name: 'glossaryDefinitions' });

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published document|Published/).first()).toBeVisible(ADMIN_TIMEOUT);
}

test('an editor switches an article’s glossary definitions off, then on: its live page follows', async ({
  page,
}) => {
  test.setTimeout(2 * PUBLISH_TO_LIVE_MS + 2 * 60_000);
  // Uses of seeded terms: "rollup" and "sequencer" (cms/seed/data/terms.json).
  const sentence = 'Every rollup needs a sequencer that orders its transactions.';
  const { documentId, slug } = await saveEnglishDraft({
    title: `How rollups order transactions ${unique}`,
    summary: 'Sequencers, briefly.',
    author: 'Glossary switch test',
    coverAlt: 'A queue of transactions',
    body: sentence,
  });

  // The editor opens the draft: definitions are on by default; they switch them off and publish.
  await signInToAdmin(page, editView(documentId));
  await expect(definitionsToggle(page)).toBeChecked(ADMIN_TIMEOUT);
  await definitionsToggle(page).click();
  await expect(definitionsToggle(page)).not.toBeChecked();
  await publish(page);

  await waitFor(
    async () => (await sitePage(`/blog/${slug}`)).status === 200,
    PUBLISH_TO_LIVE_MS,
    'the article to be live',
  );
  await page.goto(`${live.site}/blog/${slug}`);
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.locator('main a.glossary-term')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'rollup', exact: true })).toHaveCount(0);

  // Back in the edit view (as saved: off), the editor switches them on again and publishes.
  await page.goto(editView(documentId));
  await expect(definitionsToggle(page)).not.toBeChecked(ADMIN_TIMEOUT);
  await definitionsToggle(page).click();
  await expect(definitionsToggle(page)).toBeChecked();
  await publish(page);

  await waitFor(
    async () => (await sitePage(`/blog/${slug}`)).text.includes(DEFINED_TERM),
    PUBLISH_TO_LIVE_MS,
    'the live article with its definitions',
  );
  await page.goto(`${live.site}/blog/${slug}`);
  const rollup = page.getByRole('link', { name: 'rollup', exact: true });
  await expect(rollup).toHaveAttribute('href', '/glossary#rollup');
  await expect(rollup).toHaveAccessibleDescription(seededTerm('rollup').definition);
  await expect(page.getByRole('link', { name: 'sequencer', exact: true })).toHaveAttribute(
    'href',
    '/glossary#sequencer',
  );
});

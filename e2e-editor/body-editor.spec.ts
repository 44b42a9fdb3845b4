import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInToAdmin } from './admin-ui';
import { uniqueWord } from './editor-api';
import { live } from './live';

// Issue 39, item 7: the body's Markdown editor (cms/src/admin/body-editor.js and
// select-uploaded-files.jsx), at the admin's usual width, where Link and Image sit in the
// toolbar's "More" menu.
const SHOTS = process.env.EDITOR_SHOTS_DIR;

test.use({ viewport: { width: 1280, height: 900 } });

/** A new article's edit view, with the caret at the end of a few typed words of its body. */
async function startBody(page: Page, words: string) {
  // With its language in the address: without it, the admin adds it by a client-side redirect,
  // which can land after the first keys and then asks "leave this page?" over the toolbar.
  await signInToAdmin(
    page,
    `${live.cms}/admin/content-manager/collection-types/api::article.article/create?plugins[i18n][locale]=en`,
  );
  // CodeMirror's own element (refusals-keep-text.spec.ts holds its name and description).
  const body = page.locator('.CodeMirror').first();
  await body.click();
  await page.keyboard.type(words);
  return body;
}

async function toolbarMenu(page: Page, command: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: command, exact: true }).click();
}

test("the toolbar's Link leaves the caret on the link's text: the next keys name the link", async ({
  page,
}) => {
  const body = await startBody(page, 'Read ');
  await toolbarMenu(page, 'Link');

  await expect(body.locator('[contenteditable]')).toBeFocused();
  await page.keyboard.type('the guide');
  await expect(body).toContainText('Read [the guide](link)');
});

test('a file uploaded from the Image dialog comes back selected: Finish puts it in the body', async ({
  page,
}) => {
  const name = `${uniqueWord('upload')}.png`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'body-image-')), name);
  await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 128, b: 255 } } })
    .png()
    .toFile(file);
  const body = await startBody(page, 'A photo: ');
  await toolbarMenu(page, 'Image');

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add more assets' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Drag & Drop here or').click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: 'Upload 1 asset to the library' }).click();

  // Back in the library, the new file is the selection: no search through the grid.
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /selected files/i })).toHaveText(/^selected files\s*1$/i);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-dialog-uploaded-selected.png` });
  await dialog.getByRole('button', { name: 'Finish' }).click();

  await expect(dialog).toBeHidden();
  await expect(body).toContainText(`![${name}](${live.cms}/uploads/`);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInToAdmin } from './admin-ui';
import { BROWSER_HEADERS, PUBLISH_TO_LIVE_MS, buildStatus, waitFor } from './editor-api';
import { live } from './live';

// An editor replaces an image in the media library ("Replace this file" in the asset's details):
// Strapi keeps the file's name and URL, and writes new bytes under them and under its formats'
// names. The site's rebuild keeps public/ between builds; it must serve the new image, and its
// new WebP copies, wherever the article shows it: as its cover and inside its text.

/** A seeded article whose cover is also an image of its text, and which no other spec uses. */
const SLUG = 'meet-the-meridian-collective';

/** The replacement: square where the seeded cover is 16:9, and one flat colour the seed never has. */
const NEW_SIZE = 600;
const MAGENTA = [232, 24, 168];

/** The mean colour of an image's bytes (PNG or WebP), as levels 0–255. */
async function colourOf(bytes: Buffer): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** Whether a colour is the replacement's, within what lossy WebP and scaling change. */
const isMagenta = (colour: number[]) =>
  colour.every((level, index) => Math.abs(level - MAGENTA[index]) <= 12);

/** A file of the live site as a browser gets it. */
async function siteFile(sitePath: string): Promise<Buffer> {
  const response = await fetch(`${live.site}${sitePath}`, { headers: BROWSER_HEADERS });
  expect(response.status, sitePath).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Every image of the article page that shows the cover's file, as the browser shows it: the URL it
 * chose (WebP, where offered), its natural size and its mean colour, drawn on a canvas.
 */
async function shownImages(page: Page, coverName: string) {
  await page.goto(`${live.site}/blog/${SLUG}`);
  const images = page.locator(`main img[src$="/${coverName}"]`);
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  return images.evaluateAll((elements) =>
    Promise.all(
      (elements as HTMLImageElement[]).map(async (image) => {
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas');
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const sums = [0, 0, 0];
        for (let index = 0; index < data.length; index += 4) {
          for (let channel = 0; channel < 3; channel += 1) sums[channel] += data[index + channel];
        }
        const pixels = data.length / 4;
        return {
          currentSrc: new URL(image.currentSrc).pathname,
          width: image.naturalWidth,
          height: image.naturalHeight,
          colour: sums.map((sum) => Math.round(sum / pixels)),
        };
      }),
    ),
  );
}

/** The site paths of every candidate of the pictures showing the cover's file (`srcset`s and `src`). */
async function candidatePaths(page: Page, coverName: string): Promise<string[]> {
  const pictures = page.locator('main picture').filter({ has: page.locator(`img[src$="/${coverName}"]`) });
  const candidates = await pictures.evaluateAll((elements) =>
    elements.flatMap((picture) =>
      [...picture.querySelectorAll('source, img')].flatMap((element) => [
        ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]),
        element.getAttribute('src') ?? '',
      ]),
    ),
  );
  return [...new Set(candidates.filter(Boolean))].sort();
}

test('an image replaced in the media library is served anew, WebP copies included, after the rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(PUBLISH_TO_LIVE_MS + 2 * 60_000);
  const { data } = (await (
    await fetch(`${live.cms}/api/articles?filters[slug][$eq]=${SLUG}&populate=cover&locale=en`)
  ).json()) as { data: Array<{ body: string; cover: { name: string; url: string } }> };
  const cover = data[0].cover;
  const coverName = path.posix.basename(cover.url);
  expect(data[0].body).toContain(cover.url);

  // Before: the seeded cover, 16:9, in its own colours.
  const before = await shownImages(page, coverName);
  expect(before.length).toBeGreaterThanOrEqual(2);
  for (const image of before) {
    expect(image.width / image.height).toBeCloseTo(16 / 9, 1);
    expect(isMagenta(image.colour)).toBe(false);
  }

  const replacement = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'media-replace-')),
    'magenta-square.png',
  );
  await sharp({
    create: {
      width: NEW_SIZE,
      height: NEW_SIZE,
      channels: 3,
      background: { r: MAGENTA[0], g: MAGENTA[1], b: MAGENTA[2] },
    },
  })
    .png()
    .toFile(replacement);
  const lastBuild = (await buildStatus()).builds[0]?.number ?? 0;

  // The editor finds the image in the media library and replaces it.
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Media Library' }).click();
  await page.getByRole('searchbox', { name: 'Search for an asset' }).fill(cover.name);
  await page.getByRole('button', { name: cover.name, exact: true }).click();
  await page.getByRole('button', { name: 'Replace this file' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Replace this media file?' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(replacement);
  await expect(page.getByText('File replaced.')).toBeVisible();
  const replacedAt = Date.now();

  // The media library's webhook rebuilds the site.
  await waitFor(
    async () => {
      const build = (await buildStatus()).builds.find(
        (entry) => entry.number > lastBuild && entry.entries.some(({ event }) => event === 'media.update'),
      );
      if (build?.result === 'failed') throw new Error(`The rebuild failed: ${build.error}`);
      return build?.result === 'live';
    },
    PUBLISH_TO_LIVE_MS,
    'the rebuild after the replace to go live',
  );
  console.log(`Replaced to live in ${Math.round((Date.now() - replacedAt) / 1000)} s`);

  // After: a visitor's browser shows the new image, as WebP, as the article's cover and in its text.
  // A new visitor: /cms-media/ is cached for an hour (packages/shared/src/headers.ts, CACHE_SHORT), so the
  // browser that showed the old image above may keep it that long.
  const visitor = await (await browser.newContext()).newPage();
  const after = await shownImages(visitor, coverName);
  expect(after).toHaveLength(before.length);
  for (const image of after) {
    expect(image.currentSrc).toMatch(/\.webp$/);
    expect(image.width).toBe(image.height);
    expect(isMagenta(image.colour), JSON.stringify(image)).toBe(true);
  }
  // Every copy the pictures offer is the new one: the original, its formats and their WebP copies.
  const candidates = await candidatePaths(visitor, coverName);
  expect(candidates).toEqual(
    expect.arrayContaining([`/cms-media/${coverName}`, `/cms-media/${coverName}.webp`]),
  );
  for (const candidate of candidates) {
    const bytes = await siteFile(candidate);
    expect(isMagenta(await colourOf(bytes)), candidate).toBe(true);
  }
  for (const original of [`/cms-media/${coverName}`, `/cms-media/${coverName}.webp`]) {
    const { width, height, format } = await sharp(await siteFile(original)).metadata();
    expect([format, width, height]).toEqual([
      original.endsWith('.webp') ? 'webp' : 'png',
      NEW_SIZE,
      NEW_SIZE,
    ]);
  }
  fs.rmSync(path.dirname(replacement), { recursive: true, force: true });
});

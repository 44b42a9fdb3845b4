// Renders the web app manifest's icons and the Apple touch icon from static/favicon.svg (the
// brand mark). Run `npm run app-icons` after changing the favicon; the PNGs are committed.
import fs from 'node:fs';
import sharp from 'sharp';

const SOURCE = 'static/favicon.svg';
/** The favicon's own background: opaque icons keep its colour to the edges. */
const BACKGROUND = '#0b1026';

/** @param {number} size */
async function mark(size) {
  return sharp(SOURCE, { density: Math.ceil((size / 32) * 72) })
    .resize(size, size)
    .png()
    .toBuffer();
}

fs.mkdirSync('static/icons', { recursive: true });
/**
 * @param {string} file
 * @param {import('sharp').Sharp} image
 */
const write = async (file, image) => {
  await image.png({ compressionLevel: 9 }).toFile(file);
  console.log(`Wrote ${file}`);
};
await write('static/icons/icon-192.png', sharp(await mark(192)));
await write('static/icons/icon-512.png', sharp(await mark(512)));
// Maskable: launchers crop to a circle or squircle, so the mark sits in the middle 60% (the safe
// zone is the central 80%) on a full-bleed background.
await write(
  'static/icons/icon-maskable-512.png',
  sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } }).composite([
    { input: await mark(308), gravity: 'centre' },
  ]),
);
await write('static/apple-touch-icon.png', sharp(await mark(180)).flatten({ background: BACKGROUND }));

// Renders static/og-image.png (1200×630, the social card of every page) from its SVG source.
// Run `npm run og-image` after changing static/brand/og-image.svg; the PNG is committed.
import sharp from 'sharp';

await sharp('static/brand/og-image.svg', { density: 144 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true })
  .toFile('static/og-image.png');
console.log('Wrote static/og-image.png');

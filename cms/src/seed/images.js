const { createHash } = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');

const PALETTES = [
  ['#0b1026', '#3a3fe0', '#12c2ad'],
  ['#101935', '#7a7fff', '#ffd166'],
  ['#0f2a2e', '#12c2ad', '#a9adff'],
  ['#1d0f33', '#b06cff', '#3ad0ff'],
  ['#0b1a12', '#2ec27e', '#f5f5a0'],
  ['#2a0f16', '#ff6b6b', '#ffd166'],
];

/**
 * Deterministic numbers from a slug, so a seed always draws the same picture.
 * @param {string} seed
 * @param {number} count
 */
function numbers(seed, count) {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from({ length: count }, (_, index) => bytes[index % bytes.length]);
}

/**
 * An abstract cover (orbits and a horizon) for an article or an event: no text, so no fonts needed.
 * @param {string} slug
 */
function coverSvg(slug) {
  const n = numbers(slug, 16);
  const [bg, a, b] = PALETTES[n[0] % PALETTES.length];
  const circles = Array.from({ length: 4 }, (_, i) => {
    const cx = 200 + ((n[i + 1] * 5) % 1200);
    const cy = 150 + ((n[i + 5] * 3) % 600);
    const r = 80 + ((n[i + 9] * 2) % 260);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${6 + (n[i] % 10)}" opacity="0.8"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${a}" stop-opacity="0.55"/></linearGradient></defs>
  <rect width="1600" height="900" fill="${bg}"/><rect width="1600" height="900" fill="url(#g)"/>
  ${circles}
  <path d="M0 ${640 + (n[13] % 120)} Q800 ${480 + (n[14] % 120)} 1600 ${640 + (n[15] % 120)} L1600 900 L0 900Z" fill="${b}" opacity="0.25"/>
</svg>`;
}

/**
 * A project logo: a rounded tile with a shape picked from the slug.
 * @param {string} slug
 */
function logoSvg(slug) {
  const n = numbers(slug, 8);
  const [bg, a, b] = PALETTES[n[0] % PALETTES.length];
  const shapes = [
    `<circle cx="128" cy="128" r="64" fill="${a}"/><circle cx="128" cy="128" r="28" fill="${b}"/>`,
    `<rect x="68" y="68" width="120" height="120" rx="24" fill="${a}" transform="rotate(45 128 128)"/><circle cx="128" cy="128" r="24" fill="${b}"/>`,
    `<path d="M128 52 L204 188 L52 188Z" fill="${a}"/><circle cx="128" cy="150" r="22" fill="${b}"/>`,
    `<path d="M64 128a64 64 0 0 1 128 0" fill="none" stroke="${a}" stroke-width="28"/><path d="M64 160a64 64 0 0 0 128 0" fill="none" stroke="${b}" stroke-width="28"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="56" fill="${bg}"/>${shapes[n[1] % shapes.length]}</svg>`;
}

/**
 * Renders an SVG to a PNG file in a temporary folder and describes it for Strapi's upload.
 * @param {string} svg
 * @param {string} name
 */
async function renderPng(svg, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-seed-'));
  const filepath = path.join(dir, name);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(filepath);
  return { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size };
}

module.exports = { coverSvg, logoSvg, renderPng };

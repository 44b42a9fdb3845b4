// The built site as a visitor meets it, for comparing two builds of the same content made from
// different CMS databases (scripts/db/postgres-build-check.mjs): the page list, each page's
// visible text, images and links, and the media files, with what differs between two seedings by
// construction normalized away.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, relative, with `/` separators.
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

// What differs between two seedings by construction: Strapi names each upload with a random
// 10-hex suffix (`cover_x_3832e5558d.png`), and webpack names bundles by content hash.
const UPLOAD_SUFFIX = /_[0-9a-f]{10}(?=\.[a-z0-9]+\b)/g;
const BUNDLE_HASH = /-[0-9a-f]{16,}(?=\.(?:js|css)\b)/g;
/** @param {string} text */
const normalize = (text) => text.replace(UPLOAD_SUFFIX, '_[upload]').replace(BUNDLE_HASH, '-[hash]');

/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * What a visitor sees of a page: its title, the text of its body (scripts and styles left out),
 * and the images and links it shows (alt text and targets), normalized.
 * @param {string} html
 */
export function visibleContent(html) {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/g, ' ');
  const images = [...body.matchAll(/<img\b[^>]*?\balt="([^"]*)"[^>]*?\bsrc="([^"]*)"/g)].map(
    ([, alt, src]) => `img ${src} "${alt}"`,
  );
  const links = [...body.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => `a ${href}`);
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return normalize([`title ${title}`, text, ...images, ...links].join('\n'));
}

/**
 * @typedef {object} SiteSnapshot
 * @property {Map<string, string>} pages Page file (`blog/a/index.html`) → its visible content, normalized.
 * @property {string[]} media The media files under cms-media/, normalized names, sorted.
 */

/**
 * The built site as a visitor meets it: page → visible content, plus the media files' names.
 * @param {string} publicDir
 * @returns {SiteSnapshot}
 */
export function siteSnapshot(publicDir) {
  const files = listFiles(publicDir).filter((name) => !name.startsWith('builds/'));
  const pages = new Map(
    files
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map(
        (name) =>
          /** @type {[string, string]} */ ([
            name,
            visibleContent(fs.readFileSync(path.join(publicDir, name), 'utf8')),
          ]),
      ),
  );
  const media = files
    .filter((name) => name.startsWith('cms-media/') && !/\.(br|gz)$/.test(name))
    .map(normalize)
    .sort();
  return { pages, media };
}

/**
 * The differences between two snapshots, at most `limit` lines.
 * @param {SiteSnapshot} expected
 * @param {SiteSnapshot} actual
 * @param {number} [limit]
 */
export function differences(expected, actual, limit = 20) {
  /** @type {string[]} */
  const lines = [];
  for (const name of new Set([...expected.pages.keys(), ...actual.pages.keys()])) {
    const want = expected.pages.get(name);
    const got = actual.pages.get(name);
    if (want === undefined) lines.push(`only in the PostgreSQL build: ${name}`);
    else if (got === undefined) lines.push(`only in the SQLite build: ${name}`);
    else if (want !== got) {
      const wanted = want.split('\n');
      const gotLines = got.split('\n');
      const index = wanted.findIndex((line, i) => line !== gotLines[i]);
      lines.push(
        `${name} differs:\n  SQLite:     ${wanted[index]?.slice(0, 300)}\n  PostgreSQL: ${gotLines[index]?.slice(0, 300)}`,
      );
    }
  }
  const wantedMedia = new Set(expected.media);
  const gotMedia = new Set(actual.media);
  for (const name of wantedMedia)
    if (!gotMedia.has(name)) lines.push(`media only in the SQLite build: ${name}`);
  for (const name of gotMedia)
    if (!wantedMedia.has(name)) lines.push(`media only in the PostgreSQL build: ${name}`);
  return lines.slice(0, limit);
}

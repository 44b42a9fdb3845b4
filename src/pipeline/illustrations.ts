import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ILLUSTRATIONS,
  ILLUSTRATIONS_PATH,
  illustrationUrl,
  type IllustrationFamily,
} from '../illustrations';

// From the project root, where Gatsby runs: gatsby-node's modules are bundled into .cache/.
const SOURCE_DIR = path.resolve('src/illustrations');

/** A hash of every file of the set: a changed picture gets new URLs, so they can be cached for a year. */
export function illustrationsHash(sourceDir = SOURCE_DIR): string {
  const hash = crypto.createHash('sha256');
  for (const family of Object.keys(ILLUSTRATIONS).sort()) {
    hash.update(family).update(fs.readFileSync(path.join(sourceDir, `${family}.svg`)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies the illustrations to public/static/illustrations/ under hashed names and hands the hash
 * to the pages' bundles as GATSBY_ILLUSTRATIONS_HASH (Gatsby inlines GATSBY_ variables into them
 * when it configures webpack, after bootstrap): the pages carry a URL, not the SVG, which
 * Gatsby's url-loader would have inlined into the JavaScript as a data: URI.
 */
export function publishIllustrations(publicDir = path.resolve('public'), sourceDir = SOURCE_DIR): string {
  const hash = illustrationsHash(sourceDir);
  const targetDir = path.join(publicDir, ILLUSTRATIONS_PATH);
  fs.mkdirSync(targetDir, { recursive: true });
  for (const family of Object.keys(ILLUSTRATIONS) as IllustrationFamily[]) {
    fs.copyFileSync(
      path.join(sourceDir, `${family}.svg`),
      path.join(publicDir, illustrationUrl(family, hash)),
    );
  }
  process.env.GATSBY_ILLUSTRATIONS_HASH = hash;
  return hash;
}

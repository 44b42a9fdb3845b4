import fs from 'fs';
import path from 'path';
import { MEDIA_PREFIX } from '../../features/cms/media';
import { mediaCopyPaths } from './media-copies';

/** Compressed copies are left to site-output, which removes those whose source is gone. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * Removes from public/cms-media every file that no entry of this build uses: public/ is kept
 * between builds (incremental rebuilds), so without this the cover of an unpublished or deleted
 * article, and its WebP copies, would stay downloadable at their old URLs after the takedown, and
 * the site would differ from a cold build of the same content. `uploads` is every upload the
 * build's pages use (the same set downloadUploads copies). Returns the removed paths.
 */
export function removeUnusedMedia(uploads: Iterable<string>, publicDir: string): string[] {
  const used = mediaCopyPaths(uploads);
  const dir = path.join(publicDir, MEDIA_PREFIX);
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSED.test(entry.name)) continue;
    const src = `${MEDIA_PREFIX}/${entry.name}`;
    if (used.has(src)) continue;
    fs.rmSync(path.join(dir, entry.name), { force: true });
    removed.push(src);
  }
  return removed;
}

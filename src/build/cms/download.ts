import fs from 'fs';
import path from 'path';
import { CMS_URL } from './config';
import { cmsFetch } from './cms-fetch';
import sharp from 'sharp';
import { MEDIA_PREFIX, mediaPath, webpPath } from '../../features/cms/media';

/**
 * Copies CMS uploads into the build (public/cms-media) so that pages never load from the CMS.
 * Strapi names files by content hash, so a file already there is not fetched again.
 */
export async function downloadUploads(
  uploads: Iterable<string>,
  publicDir: string,
  concurrency = 8,
): Promise<number> {
  const targetDir = path.join(publicDir, MEDIA_PREFIX);
  fs.mkdirSync(targetDir, { recursive: true });
  const queue = [...new Set(uploads)].filter((upload) => mediaPath(upload));
  let fetched = 0;
  async function worker(): Promise<void> {
    for (let upload = queue.shift(); upload; upload = queue.shift()) {
      const target = path.join(publicDir, mediaPath(upload) as string);
      if (fs.existsSync(target)) continue;
      const url = upload.startsWith('http') ? upload : `${CMS_URL}${upload}`;
      const response = await cmsFetch(url);
      if (!response.ok) throw new Error(`Could not download ${url} from the CMS: HTTP ${response.status}`);
      fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
      fetched += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return fetched;
}

/**
 * Writes a WebP copy beside each downloaded PNG or JPEG (pages offer it first in a `<picture>`):
 * a cover is a fifth to a tenth of its PNG. Copies already there are kept (names carry the
 * content hash). A file sharp cannot convert gets its original bytes under the WebP name, so the
 * page still shows it (browsers sniff image formats), and a warning names it.
 */
export async function writeWebpCopies(
  uploads: Iterable<string>,
  publicDir: string,
  warn: (message: string) => void,
  concurrency = 2,
): Promise<number> {
  const queue = [...new Set(uploads)]
    .map((upload) => mediaPath(upload))
    .filter((src): src is string => Boolean(src && webpPath(src)));
  let written = 0;
  async function worker(): Promise<void> {
    for (let src = queue.shift(); src; src = queue.shift()) {
      const source = path.join(publicDir, src);
      const target = path.join(publicDir, webpPath(src) as string);
      if (fs.existsSync(target) || !fs.existsSync(source)) continue;
      try {
        await sharp(source).webp({ quality: 78, effort: 4 }).toFile(target);
      } catch (error) {
        warn(`Could not convert ${src} to WebP (${(error as Error).message}); the original is served`);
        fs.copyFileSync(source, target);
      }
      written += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}

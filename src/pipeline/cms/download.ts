import fs from 'fs';
import path from 'path';
import { CMS_URL } from './config';
import { cmsFetch } from './cms-fetch';
import sharp from 'sharp';
import { MEDIA_PREFIX, mediaPath, uploadReference, webpPath } from '../../features/cms/media';

/**
 * Copies CMS uploads into the build (public/cms-media) so that pages never load from the CMS.
 * Strapi names files by content hash, so a file already there is not fetched again. Uploads of
 * the CMS are fetched from CMS_URL whichever of its origins a body spelled (`localhost`, its
 * public URL), object storage from its URL. `usedIn` names where an upload is used (entry,
 * language, field), so that a missing one fails the build with a reason an editor can act on.
 */
export async function downloadUploads(
  uploads: Iterable<string>,
  publicDir: string,
  { concurrency = 8, usedIn = () => undefined }: DownloadOptions = {},
): Promise<number> {
  const targetDir = path.join(publicDir, MEDIA_PREFIX);
  fs.mkdirSync(targetDir, { recursive: true });
  // One download per stored file, however many spellings of its URL the bodies use.
  const byName = new Map<string, { upload: string; source: string }>();
  for (const upload of uploads) {
    const reference = uploadReference(upload);
    if (!reference || byName.has(reference.name)) continue;
    byName.set(reference.name, {
      upload,
      source: reference.storageUrl ?? `${CMS_URL}/uploads/${reference.name}`,
    });
  }
  const queue = [...byName.entries()];
  let fetched = 0;
  async function worker(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, { upload, source }] = next;
      const target = path.join(targetDir, name);
      if (fs.existsSync(target)) continue;
      const response = await cmsFetch(source);
      if (!response.ok) {
        const where = usedIn(upload);
        throw new Error(
          `${where ? `${CANNOT_BUILD} ${where}: the image or file ${upload}` : `Could not download ${source}`} ` +
            `is not in the CMS's media library (HTTP ${response.status} from ${source}); ` +
            'upload it again or remove it from the text',
        );
      }
      fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
      fetched += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return fetched;
}

/**
 * How a build failure that names an entry begins; the build panel's summary looks for it
 * (server/build-history.mjs), whatever frame Gatsby prints around a thrown error.
 */
export const CANNOT_BUILD = 'Cannot build';

export interface DownloadOptions {
  /** Parallel downloads. */
  concurrency?: number;
  /** Where an upload is used, e.g. `Article “Hello” (ja), field body`, for the failure message. */
  usedIn?: (upload: string) => string | undefined;
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

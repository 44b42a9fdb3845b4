import fs from 'fs';
import path from 'path';
import { CMS_URL } from './config';
import { cmsFetch } from './cms-fetch';
import sharp from 'sharp';
import { MEDIA_PREFIX, mediaPath, uploadReference, webpPath } from '../../features/cms/media';
import { WEBP_OPTIONS, webpVersion, type MediaManifest } from './media-copies';

/**
 * Copies CMS uploads into the build (public/cms-media) so that pages never load from the CMS.
 * A file is fetched when it has no copy yet or when the media library's version of it is not the
 * one its copy was made from (media-copies.ts): "Replace media" keeps a file's name, so a copy
 * under the right name may hold the old bytes. A build that changed no media fetches nothing.
 * Uploads of the CMS are fetched from CMS_URL whichever of its origins a body spelled
 * (`localhost`, its public URL), object storage from its URL. `usedIn` names where an upload is
 * used (entry, language, field), so that a missing one fails the build with a reason an editor
 * can act on. Returns how many files were fetched.
 */
export async function downloadUploads(
  uploads: Iterable<string>,
  publicDir: string,
  { copies, concurrency = 8, usedIn = () => undefined }: DownloadOptions,
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
  // Asked before any download: a file replaced meanwhile is then recorded at its older version
  // and fetched again next time, never kept at the newer one with the older bytes.
  const versions = await copies.libraryVersions([...byName.keys()]);
  const queue = [...byName.entries()];
  let fetched = 0;
  async function worker(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, { upload, source }] = next;
      const target = path.join(targetDir, name);
      const src = `${MEDIA_PREFIX}/${name}`;
      // A name the library does not list (gone from it, or a CMS that cannot say) is fetched:
      // the CMS's answer then says whether it is there.
      const version = versions.get(name);
      if (version && copies.manifest.get(src) === version && fs.existsSync(target)) continue;
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
      if (version) copies.manifest.set(src, version);
      else copies.manifest.delete(src);
      fetched += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return fetched;
}

/**
 * How a build failure that names an entry begins; the build panel's summary looks for it
 * (server/build-history.ts), whatever frame Gatsby prints around a thrown error.
 */
export const CANNOT_BUILD = 'Cannot build';

/** What download.ts compares to tell an up-to-date copy from one to fetch again. */
export interface MediaCopies {
  /** The media library's version of each stored name it has (read.ts, fetchMediaVersions). */
  libraryVersions: (names: string[]) => Promise<ReadonlyMap<string, string>>;
  /** What each copy was made from (media-copies.ts); updated as files are written. */
  manifest: MediaManifest;
}

export interface DownloadOptions {
  /** The media library's versions and the record of the copies: which files to fetch again. */
  copies: MediaCopies;
  /** Parallel downloads. */
  concurrency?: number;
  /** Where an upload is used, e.g. `Article “Hello” (ja), field body`, for the failure message. */
  usedIn?: (upload: string) => string | undefined;
}

/**
 * Writes a WebP copy beside each downloaded PNG or JPEG (pages offer it first in a `<picture>`):
 * a cover is a fifth to a tenth of its PNG. A copy made from the original's current version is
 * kept (`manifest`, media-copies.ts); one made from an earlier version, or of unknown origin, is
 * made again. A file sharp cannot convert gets its original bytes under the WebP name, so the
 * page still shows it (browsers sniff image formats), and a warning names it.
 */
export async function writeWebpCopies(
  uploads: Iterable<string>,
  publicDir: string,
  manifest: MediaManifest,
  warn: (message: string) => void,
  concurrency = 2,
): Promise<number> {
  const queue = [...new Set([...uploads].map((upload) => mediaPath(upload)))].filter((src): src is string =>
    Boolean(src && webpPath(src)),
  );
  let written = 0;
  async function worker(): Promise<void> {
    for (let src = queue.shift(); src; src = queue.shift()) {
      const webp = webpPath(src) as string;
      const source = path.join(publicDir, src);
      const target = path.join(publicDir, webp);
      if (!fs.existsSync(source)) continue;
      const version = manifest.get(src);
      const wanted = version ? webpVersion(version) : undefined;
      if (wanted && manifest.get(webp) === wanted && fs.existsSync(target)) continue;
      try {
        await sharp(source).webp(WEBP_OPTIONS).toFile(target);
      } catch (error) {
        warn(`Could not convert ${src} to WebP (${(error as Error).message}); the original is served`);
        fs.copyFileSync(source, target);
      }
      if (wanted) manifest.set(webp, wanted);
      else manifest.delete(webp);
      written += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}

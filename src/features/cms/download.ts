import fs from 'fs';
import path from 'path';
import { CMS_URL } from './config';
import { MEDIA_PREFIX, mediaPath } from './media';

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
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Could not download ${url} from the CMS: HTTP ${response.status}`);
      fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
      fetched += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return fetched;
}

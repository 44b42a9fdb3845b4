import path from 'path';
import sharp from 'sharp';
import { imageUploads, mediaPath } from '../../../features/cms/media';
import { LOCALES } from '../../../features/i18n/locales';
import { downloadUploads, writeWebpCopies } from '../download';
import { projectLogoUploads } from '../ecosystem-directory';
import { entryLabel } from '../entries';
import { markdownUploads, refusedImages } from '../markdown-uploads';
import { readMediaManifest, saveMediaManifest } from '../media-copies';
import { fetchMediaVersions, type CmsContent, type Graphql } from '../read';
import type { SitePlan } from '../site-plan';
import type { ImageSizes, MediaResult, MediaUses, StageFiles, StageLog } from './types';

/**
 * The media the pages show (published articles', pages' and events' bodies and covers, every
 * language's directory logos) and where each is first used; refused body images become warnings.
 */
export function mediaUses(content: CmsContent, plan: SitePlan): MediaUses {
  const uses: MediaUses = { uploads: new Set(), usedIn: new Map(), warnings: [] };
  const noteUpload = (upload: string, where: string) => {
    uses.uploads.add(upload);
    if (!uses.usedIn.has(upload)) uses.usedIn.set(upload, where);
  };
  const noteBody = (body: string | null | undefined, entry: string) => {
    markdownUploads(body ?? '').forEach((upload) => noteUpload(upload, `${entry}, field body`));
    for (const { src, reason } of refusedImages(body ?? '')) {
      uses.warnings.push(`${entry}, field body: the image ${src} is left out because ${reason}`);
    }
  };
  for (const locale of LOCALES) {
    for (const entry of content.articles[locale]) {
      if (!entry.slug || !plan.articlesBySlug.has(entry.slug)) continue;
      const label = entryLabel('Article', entry.title, entry.slug, locale);
      noteBody(entry.body, label);
      imageUploads(entry.cover).forEach((upload) => noteUpload(upload, `${label}, field cover`));
    }
  }
  for (const { slug, locales } of plan.genericPages) {
    for (const locale of locales) {
      const version = content.pages[locale].find((page) => page.slug === slug);
      noteBody(version?.body, entryLabel('Page', version?.title, slug, locale));
    }
  }
  for (const { slug, locales } of plan.events.events) {
    for (const locale of locales) {
      const version = plan.events.versions[locale].get(slug);
      const label = entryLabel('Event', version?.title, slug, locale);
      noteBody(version?.body, label);
      imageUploads(version?.cover ?? null).forEach((upload) => noteUpload(upload, `${label}, field cover`));
    }
  }
  for (const locale of LOCALES) {
    // Every language's: a project published in one language only is in that one's directory.
    projectLogoUploads(plan.directories[locale].projects, content.projects[locale]).forEach((upload) =>
      uses.uploads.add(upload),
    );
  }
  return uses;
}

/** Every body of the read, in every language: the images whose sizes the renderer needs. */
export const allBodies = (content: CmsContent): string[] =>
  LOCALES.flatMap((locale) => [
    ...content.articles[locale],
    ...content.pages[locale],
    ...content.events[locale],
  ]).map((entry) => entry.body ?? '');

/** Width and height of the images markdown bodies use, read from the copies in `publicDir`. */
export async function imageSizes(markdownBodies: readonly string[], publicDir: string): Promise<ImageSizes> {
  const sizes: ImageSizes = new Map();
  for (const upload of new Set(markdownBodies.flatMap(markdownUploads))) {
    const src = mediaPath(upload);
    if (!src || sizes.has(src)) continue;
    try {
      const { width, height } = await sharp(path.join(publicDir, src)).metadata();
      if (width && height) sizes.set(src, { width, height });
    } catch {
      // Not an image sharp can read (an SVG without a size, say): it renders without a size.
    }
  }
  return sizes;
}

/**
 * The media stage: the media the pages show copied into public/cms-media with their WebP copies
 * (before the bodies are rendered, which read the images' sizes), and those sizes.
 */
export async function mediaStage(
  content: CmsContent,
  uses: MediaUses,
  graphql: Graphql,
  { cache, publicDir }: StageFiles,
  log: StageLog,
): Promise<MediaResult> {
  uses.warnings.forEach((warning) => log.warn(warning));
  const { uploads, usedIn } = uses;
  const warn = (message: string) => log.warn(message);
  const manifest = await readMediaManifest(cache);
  const fetched = await downloadUploads(uploads, publicDir, {
    copies: { libraryVersions: (names) => fetchMediaVersions(graphql, names, warn), manifest },
    usedIn: (upload) => usedIn.get(upload),
  });
  const webpStarted = Date.now();
  const webps = await writeWebpCopies(uploads, publicDir, manifest, warn);
  await saveMediaManifest(cache, manifest, uploads);
  if (webps) log.info(`CMS: ${webps} WebP copies of images written in ${Date.now() - webpStarted} ms`);
  const sizes = await imageSizes(allBodies(content), publicDir);
  return { uploads, fetched, sizes };
}

import { mediaPath, webpPath } from '../../features/cms/media';
import type { BuildCache } from './build-cache';

/**
 * What each file of public/cms-media was made from, so that a rebuild copies again exactly the
 * files the media library changed. Strapi keeps a file's name and URL, and its formats' names, on
 * "Replace media" (@strapi/upload's `replace` keeps `hash` and `ext`): a name does not tell the old
 * bytes from the new, the library's record does (its `updatedAt` and size, `mediaVersions` in
 * cms/src/media/media-versions.js, read in one request by read.ts). A copy records the version it
 * was fetched at; a WebP copy the version of the original it was converted from.
 *
 * Kept in gatsby's cache, not beside the copies (public/ is what the server publishes and serves):
 * - `gatsby clean`, a cold build: neither is there; every file is fetched.
 * - gatsby clears its cache (a plugin or gatsby-config change) and keeps public/: no record, so
 *   every copy is fetched again once.
 * - public/ is gone and the cache is not: the copies are missing, so fetched.
 * A copy is recorded only once it is written: a build failing halfway leaves copies to fetch again
 * next time, never an old copy recorded as new.
 */
export type MediaManifest = Map<string, string>;

const KEY = 'cms-media/versions';

/** The version of a file in the media library: what changes when its bytes do. */
export const libraryVersion = ({ updatedAt, size }: { updatedAt: string; size: number | null }) =>
  `${updatedAt} ${size ?? ''}`;

/** How the WebP copies are made (download.ts): a change of these makes them again. */
export const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;

/** What the WebP copy of a file copied at `version` records. */
export const webpVersion = (version: string) =>
  `${version} webp ${WEBP_OPTIONS.quality}/${WEBP_OPTIONS.effort}`;

/** The previous build's record (empty when there is none or it is not of the expected shape). */
export async function readMediaManifest(cache: BuildCache | undefined): Promise<MediaManifest> {
  const kept = await cache?.get(KEY).catch(() => undefined);
  const entries = Array.isArray(kept)
    ? kept.filter(
        (entry): entry is [string, string] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
      )
    : [];
  return new Map(entries);
}

/**
 * The site paths of the files public/cms-media holds for `uploads`: each upload's copy and, for a
 * PNG or JPEG, its WebP copy.
 */
export function mediaCopyPaths(uploads: Iterable<string>): Set<string> {
  const paths = new Set<string>();
  for (const upload of uploads) {
    const src = mediaPath(upload);
    if (!src) continue;
    paths.add(src);
    const webp = webpPath(src);
    if (webp) paths.add(webp);
  }
  return paths;
}

/** Keeps the record of this build's copies (the others are removed: unused-media.ts). */
export async function saveMediaManifest(
  cache: BuildCache | undefined,
  manifest: MediaManifest,
  uploads: Iterable<string>,
): Promise<void> {
  const used = mediaCopyPaths(uploads);
  await cache?.set(
    KEY,
    [...manifest].filter(([src]) => used.has(src)),
  );
}

import crypto from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import zlib from 'zlib';
import { SITE } from '../../src/config/site';
import { LOCALES, LOCALE_INFO } from '../../src/features/i18n/locales';
import { WEB_MANIFEST_PATH } from '../../src/features/seo/app-icons';
import { securityTxt, webManifest } from '../../src/pipeline/seo/well-known';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * A file's size and write time. Gatsby writes again only the pages whose data changed (the others
 * keep their bytes and write time), so a file whose stamp is the one the previous build recorded
 * has the bytes it had then and is not read again (a large catalogue's ~4,000 pages are ~230 MB).
 */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export async function stampOf(file: string): Promise<FileStamp> {
  const { size, mtimeMs } = await fs.stat(file);
  return { size, mtimeMs };
}

/** How a pass over a build's files uses the previous build's compression manifest. */
interface ManifestPassOptions {
  /** Files handled at a time. */
  concurrency?: number;
  /** The manifest the previous build recorded. */
  previous?: CompressionManifest;
  /** The folder the manifest's keys are relative to ('' : the paths as given). */
  root?: string;
}

/** A file's key in the compression manifest. */
function manifestKey(root: string, file: string): string {
  return root ? path.relative(root, file) : file;
}

export function sameStamp(recorded: Partial<FileStamp> | undefined, stamp: FileStamp): boolean {
  return recorded?.size === stamp.size && recorded.mtimeMs === stamp.mtimeMs;
}

/**
 * React 18's streaming renderer can pad a chunk with a NUL byte when a multi-byte character
 * (Japanese, Korean) falls on a buffer boundary (facebook/react#31134, gatsby#38747).
 * HTML never legitimately contains NUL, so it is removed.
 */
export async function stripNulBytes(
  files: string[],
  { concurrency = PRECOMPRESS_CONCURRENCY, previous = {}, root = '' }: ManifestPassOptions = {},
): Promise<{ cleaned: number; read: number }> {
  let cleaned = 0;
  let read = 0;
  const pages = files.filter((name) => name.endsWith('.html'));
  await forEachLimited(pages, concurrency, async (file) => {
    // The previous build recorded each file after removing its NUL bytes: unchanged, still clean.
    if (sameStamp(previous[manifestKey(root, file)], await stampOf(file))) return;
    const content = await fs.readFile(file);
    read += 1;
    if (!content.includes(0)) return;
    await fs.writeFile(file, Buffer.from(content.filter((byte) => byte !== 0)));
    cleaned += 1;
  });
  return { cleaned, read };
}

/** gatsby-plugin-sitemap writes sitemap-index.xml + sitemap-0.xml; the site serves /sitemap.xml. */
export async function renameSitemap(publicDir: string): Promise<void> {
  const parts = (await fs.readdir(publicDir)).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  if (parts.length !== 1) {
    throw new Error(`Expected one sitemap part, found ${parts.length}: raise entryLimit or serve the index.`);
  }
  await fs.rename(path.join(publicDir, parts[0]), path.join(publicDir, 'sitemap.xml'));
  await fs.rm(path.join(publicDir, 'sitemap-index.xml'), { force: true });
}

export async function writeRobots(publicDir: string): Promise<void> {
  const accountPaths = LOCALES.flatMap((locale) =>
    [`${LOCALE_INFO[locale].prefix}/account`, `${LOCALE_INFO[locale].prefix}/preview`].map(
      (path) => `Disallow: ${path}`,
    ),
  );
  const lines = ['User-agent: *', 'Allow: /', ...accountPaths, '', `Sitemap: ${SITE.url}/sitemap.xml`, ''];
  await fs.writeFile(path.join(publicDir, 'robots.txt'), lines.join('\n'));
}

/** /.well-known/security.txt and the web app manifest, from the site's config. */
export async function writeWellKnownFiles(publicDir: string, builtAt: Date): Promise<void> {
  await fs.mkdir(path.join(publicDir, '.well-known'), { recursive: true });
  await fs.writeFile(path.join(publicDir, '.well-known', 'security.txt'), securityTxt(builtAt));
  await fs.writeFile(path.join(publicDir, WEB_MANIFEST_PATH), `${JSON.stringify(webManifest(), null, 2)}\n`);
}

const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

/** Hashed bundles under this size get brotli's best (and slowest) quality; bigger ones a quicker one. */
export const BROTLI_MAX_QUALITY_BELOW = 200 * 1024;

/** Webpack's content-hashed bundles: immutable, cached for a year, changed only when the code is. */
const HASHED_BUNDLE = /-[0-9a-f]{16,}\.(js|css)$/;

/**
 * Brotli quality for page data, sitemaps and feeds. A publish rewrites the files of every page it
 * changed (of every page when the code changed: gatsby puts the webpack compilation hash in each),
 * so their compression is paid again on each publish. Measured on the seed's 271 HTML files
 * (12.5 MB): quality 11 takes 32 s of CPU for 2.35 MB, quality 9 8.4 s for 2.55 MB, quality 7
 * 0.5 s for 2.56 MB (gzip 9: 2.85 MB). Quality 7 gives up 9% against 11 and is 60 times as fast;
 * the large catalogue's 3,400 pages would otherwise spend minutes of every rebuild here.
 */
export const BROTLI_DOCUMENT_QUALITY = 7;

/**
 * Brotli quality for HTML pages: the first thing a visitor waits for, and the part of the page
 * that reaches them in the first round trip is TCP's initial window (ten packets, 14.6 KB with
 * the response's ~1.2 KB of headers). Measured on the seed's 376 pages (23.2 MB, under load):
 * quality 7 4.50 MB in 1.3 CPU-s, 9 4.49 MB in 7.0, 10 4.21 MB in 9.5, 11 4.13 MB in 23.7.
 * `/events` 14,360 → 13,353 B at 10: under the first window again, where 7 had pushed it a round
 * trip later on Lighthouse's phone (LCP +300 ms, docs/benchmarks.md). A publish compresses only
 * the pages it changed (see precompress), so this costs ~25 ms a changed page.
 */
export const BROTLI_HTML_QUALITY = 10;

/** Files compressed at once: zlib works on libuv's thread pool, so more only holds more buffers. */
export const PRECOMPRESS_CONCURRENCY = 2 * (os.availableParallelism?.() ?? os.cpus().length);

export function brotliQuality(file: string, size: number): number {
  if (file.endsWith('.html')) return BROTLI_HTML_QUALITY;
  if (!HASHED_BUNDLE.test(file)) return BROTLI_DOCUMENT_QUALITY;
  return size < BROTLI_MAX_QUALITY_BELOW ? 11 : 9;
}

/** Runs `task` over `items` with at most `limit` of them running at a time. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** The compressed copies precompress() writes beside a file. */
export const COMPRESSED_SUFFIXES = ['.gz', '.br'] as const;

/**
 * Removes every .gz/.br copy whose source is gone. public/ is kept between builds (Gatsby's
 * incremental builds rely on it), and Gatsby deletes the HTML and page data of an unpublished
 * or renamed entry but not our copies beside them: a browser, which always asks for br or gzip,
 * would otherwise still get the deleted page. Returns the removed files.
 */
export async function removeOrphanedCompressedFiles(files: string[]): Promise<string[]> {
  const present = new Set(files);
  const orphans = files.filter((file) => {
    const suffix = COMPRESSED_SUFFIXES.find((candidate) => file.endsWith(candidate));
    if (!suffix) return false;
    const source = file.slice(0, -suffix.length);
    return COMPRESSIBLE.test(source) && !present.has(source);
  });
  await Promise.all(orphans.map((file) => fs.rm(file, { force: true })));
  return orphans;
}

/**
 * The files compressed by the previous build: content hash, size and write time of each, so
 * unchanged ones are neither compressed nor read again.
 */
export type CompressionManifest = Record<string, { hash: string } & Partial<FileStamp>>;

/** The manifest in `file`; none if it is missing, unreadable, or not of this shape. */
export async function readCompressionManifest(file: string): Promise<CompressionManifest> {
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const manifest: CompressionManifest = {};
  for (const [key, entry] of Object.entries(data as Record<string, unknown>)) {
    // Before sizes and write times were recorded, an entry was the hash alone.
    const { hash, size, mtimeMs } = (typeof entry === 'string' ? { hash: entry } : (entry ?? {})) as Record<
      string,
      unknown
    >;
    if (typeof hash !== 'string') continue;
    manifest[key] =
      typeof size === 'number' && typeof mtimeMs === 'number' ? { hash, size, mtimeMs } : { hash };
  }
  return manifest;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes .gz and .br beside each text file, so the server never compresses on the fly. A few
 * files at a time (all at once held a large catalogue and its compressed copies in memory
 * together), and brotli's slow quality 11 only for hashed bundles under 200 KB. A file whose
 * content hash is the one `previous` recorded, and whose copies are still there, is not compressed again
 * (a rebuild after one publish changes a few dozen of thousands of files); one whose size and
 * write time are also those recorded is not even read. Returns the manifest of this build, how
 * many files were compressed, and how many were read.
 */
export async function precompress(
  files: string[],
  { concurrency = PRECOMPRESS_CONCURRENCY, previous = {}, root = '' }: ManifestPassOptions = {},
): Promise<{ manifest: CompressionManifest; compressed: number; read: number }> {
  const present = new Set(files);
  const targets = files.filter((file) => COMPRESSIBLE.test(file) && !file.endsWith('.map'));
  const manifest: CompressionManifest = {};
  let compressed = 0;
  let read = 0;
  await forEachLimited(targets, concurrency, async (file) => {
    const stamp = await stampOf(file);
    if (stamp.size < 512) {
      // Too small to gain from compression; copies left from a bigger version must go.
      await Promise.all(COMPRESSED_SUFFIXES.map((suffix) => fs.rm(`${file}${suffix}`, { force: true })));
      return;
    }
    const key = manifestKey(root, file);
    const recorded = previous[key];
    const copiesPresent = async () =>
      present.has(`${file}.gz`) &&
      present.has(`${file}.br`) &&
      (await exists(`${file}.gz`)) &&
      (await exists(`${file}.br`));
    if (recorded && sameStamp(recorded, stamp) && (await copiesPresent())) {
      manifest[key] = recorded;
      return;
    }
    const content = await fs.readFile(file);
    read += 1;
    const hash = crypto.createHash('sha1').update(content).digest('base64');
    manifest[key] = { hash, ...stamp };
    if (recorded?.hash === hash && (await copiesPresent())) return;
    const [gz, br] = await Promise.all([
      gzip(content, { level: 9 }),
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, content.length),
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ]);
    await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
    compressed += 1;
  });
  return { manifest, compressed, read };
}

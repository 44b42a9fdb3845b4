// The steps of onPostBuild, in one function that names and times each step: gatsby-node runs it
// after every build, and scripts/bench/post-build.ts runs it alone on a finished build.
import fs from 'fs/promises';
import path from 'path';
import {
  listFiles,
  precompress,
  readCompressionManifest,
  removeOrphanedCompressedFiles,
  renameSitemap,
  stripNulBytes,
  writeRobots,
  writeWellKnownFiles,
} from './output-files';
import { writeHostHeaders } from './headers-file';
import { writeSearchIndex, type SearchIndexSummary } from './search-index';
import { formatStepTimes, timed, type StepTimes } from './step-times';

export interface FinishedBuild {
  steps: StepTimes;
  search: SearchIndexSummary;
}

/**
 * Finishes the files of the build in `publicDir`: one sitemap, robots.txt, the well-known files,
 * HTML without NUL bytes, the search index, the host's header files, and compressed copies (what
 * was compressed is remembered in `cacheDir`, which gatsby keeps between builds).
 */
export async function finishBuild({
  publicDir,
  cacheDir,
  builtAt = new Date(),
  info,
}: {
  publicDir: string;
  cacheDir: string;
  builtAt?: Date;
  info: (message: string) => void;
}): Promise<FinishedBuild> {
  const steps: StepTimes = {};
  await timed(steps, 'sitemap, robots, well-known', async () => {
    await renameSitemap(publicDir);
    await writeRobots(publicDir);
    await writeWellKnownFiles(publicDir, builtAt);
  });
  // What the previous build compressed, with each file's size and write time: a file that kept
  // both is the file it was then (NUL bytes removed, compressed), and is not read again.
  const manifestFile = path.join(cacheDir, 'site-output-compressed.json');
  const previous = await readCompressionManifest(manifestFile);
  const nul = await timed(steps, 'NUL bytes', async () =>
    stripNulBytes(await listFiles(publicDir), { previous, root: publicDir }),
  );
  info(
    `site-output: removed NUL bytes from ${nul.cleaned} of the ${nul.read} HTML files written since the last build`,
  );
  // After the NUL bytes are gone (they break the Japanese and Korean text), before the files are
  // listed for precompression: the index is served precompressed like the rest of the build.
  const search = await timed(steps, 'search index', () => writeSearchIndex(publicDir));
  info(
    `site-output: search index of ${search.pages} pages, ${search.projects} projects and ${search.terms} glossary terms (${search.skipped} pages not public; ${search.files} index files written, the others unchanged; ${formatStepTimes(search.steps)})`,
  );
  const files = await timed(steps, 'list files', () => listFiles(publicDir));
  const headers = await timed(steps, 'host headers', () =>
    writeHostHeaders(publicDir, { cacheFile: path.join(cacheDir, 'site-output-csp.json') }),
  );
  info(`site-output: header files for ${headers.pages} pages (${headers.read} read, the others unchanged)`);
  const orphans = await timed(steps, 'orphaned copies', () => removeOrphanedCompressedFiles(files));
  if (orphans.length) info(`site-output: removed ${orphans.length} compressed copies of deleted files`);
  const { manifest, compressed, read } = await timed(steps, 'compression', async () => {
    const result = await precompress(files, { previous, root: publicDir });
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(manifestFile, JSON.stringify(result.manifest));
    return result;
  });
  info(
    `site-output: compressed ${compressed} of ${Object.keys(manifest).length} files (${read} read, the others unchanged)`,
  );
  info(`site-output: steps: ${formatStepTimes(steps)}`);
  return { steps, search };
}

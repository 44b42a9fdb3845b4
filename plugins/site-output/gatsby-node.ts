import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
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
import { writeSearchIndex } from './search-index';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  await renameSitemap(publicDir);
  await writeRobots(publicDir);
  await writeWellKnownFiles(publicDir, new Date());
  const cleaned = await stripNulBytes(await listFiles(publicDir));
  if (cleaned) reporter.info(`site-output: removed NUL bytes from ${cleaned} HTML files`);
  // After the NUL bytes are gone (they break the Japanese and Korean text), before the files are
  // listed for precompression: the index is served precompressed like the rest of the build.
  const search = await writeSearchIndex(publicDir);
  reporter.info(
    `site-output: search index of ${search.pages} pages, ${search.projects} projects and ${search.terms} glossary terms (${search.skipped} pages not public; ${search.files} index files written, the others unchanged)`,
  );
  const files = await listFiles(publicDir);
  await writeHostHeaders(publicDir);
  const orphans = await removeOrphanedCompressedFiles(files);
  if (orphans.length)
    reporter.info(`site-output: removed ${orphans.length} compressed copies of deleted files`);
  const manifestFile = path.resolve('.cache', 'site-output-compressed.json');
  const { manifest, compressed } = await precompress(files, {
    previous: await readCompressionManifest(manifestFile),
    root: publicDir,
  });
  await fs.writeFile(manifestFile, JSON.stringify(manifest));
  reporter.info(
    `site-output: compressed ${compressed} of ${Object.keys(manifest).length} files (others unchanged)`,
  );
};

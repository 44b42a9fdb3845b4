import path from 'path';
import type { GatsbyNode } from 'gatsby';
import {
  listFiles,
  precompress,
  renameSitemap,
  stripNulBytes,
  writeBuildManifest,
  writeRobots,
} from './output-files';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  await renameSitemap(publicDir);
  await writeRobots(publicDir);
  await writeBuildManifest(publicDir);
  const files = await listFiles(publicDir);
  const cleaned = await stripNulBytes(files);
  if (cleaned) reporter.info(`site-output: removed NUL bytes from ${cleaned} HTML files`);
  await precompress(files);
};

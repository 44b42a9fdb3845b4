import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { listFiles, precompress, renameSitemap, stripNulBytes, writeRobots } from './output-files';
import { writeHostHeaders } from './headers-file';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  await renameSitemap(publicDir);
  await writeRobots(publicDir);
  const files = await listFiles(publicDir);
  const cleaned = await stripNulBytes(files);
  if (cleaned) reporter.info(`site-output: removed NUL bytes from ${cleaned} HTML files`);
  await writeHostHeaders(publicDir);
  await precompress(files);
};

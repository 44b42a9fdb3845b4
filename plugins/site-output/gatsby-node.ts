import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { finishBuild } from './finish-build';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  await finishBuild({
    publicDir: path.resolve('public'),
    cacheDir: path.resolve('.cache'),
    info: (message) => reporter.info(message),
  });
};

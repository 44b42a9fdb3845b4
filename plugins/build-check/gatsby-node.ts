import crypto from 'crypto';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { writeBuildFiles } from './build-files';

// One id per `gatsby build` process: compiled into the browser bundle and written after it.
const BUILD = { id: crypto.randomUUID(), timestamp: Date.now() };

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [plugins.define({ __MERIDIAN_BUILD__: JSON.stringify(BUILD) })],
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const paths = getNodesByType('SitePage').map((page) => String(page.path));
  const meta = await writeBuildFiles(path.resolve('public'), BUILD, paths);
  reporter.info(`build-check: build ${BUILD.id}, ${meta.prerendered.length} prerendered paths`);
};

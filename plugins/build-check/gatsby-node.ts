import crypto from 'crypto';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { writeBuildFiles } from './build-files';

// One id per `gatsby build` process, written to builds/latest.json only. It is not compiled into
// the browser bundle: that changed webpack's compilation hash on every build, and with it every
// page's HTML (and its CSP hashes), so every page was rewritten, compressed and copied again. An
// open tab reads its build's id from latest.json as it starts (src/features/build-check).
const BUILD = { id: crypto.randomUUID(), timestamp: Date.now() };

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const paths = getNodesByType('SitePage').map((page) => String(page.path));
  const meta = await writeBuildFiles(path.resolve('public'), BUILD, paths);
  reporter.info(`build-check: build ${BUILD.id}, ${meta.prerendered.length} prerendered paths`);
};

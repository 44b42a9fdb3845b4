// `npm run build`: builds the site against CMS_URL when it is set; otherwise starts the
// development CMS (seeded on first use) for the build and stops it afterwards.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCms } from './cms/cms-process.mjs';
import { developmentCmsEnv } from './cms/dev-env.mjs';
import { buildServer } from './build-server.mjs';

/**
 * The environment of every `gatsby build`. More page queries in flight than Gatsby's 4 per
 * worker: they were CMS round trips once; now they read only the translations (the CMS is read
 * once, in createPages: docs/cms.md), and 32 costs nothing.
 * @param {string} cmsUrl
 */
export function gatsbyEnv(cmsUrl) {
  return {
    ...process.env,
    CMS_URL: cmsUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY: process.env.GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY || '32',
  };
}

/**
 * @param {string} cmsUrl
 * @param {string[]} [extraArgs]
 */
export function gatsbyBuild(cmsUrl, extraArgs = []) {
  const { status } = spawnSync(path.join('node_modules', '.bin', 'gatsby'), ['build', ...extraArgs], {
    stdio: 'inherit',
    env: gatsbyEnv(cmsUrl),
  });
  return status ?? 1;
}

/** Lines of a build's output kept for its failure summary. */
const KEPT_OUTPUT_LINES = 400;

/**
 * The same build without blocking: the server keeps answering while a rebuild runs. The output
 * goes to this process's own and is kept (its last lines) so a failure can say why.
 * @param {string} cmsUrl
 * @returns {Promise<{ code: number, output: string[] }>}
 */
export function gatsbyBuildAsync(cmsUrl) {
  return new Promise((resolve) => {
    const child = spawn(path.join('node_modules', '.bin', 'gatsby'), ['build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: gatsbyEnv(cmsUrl),
    });
    /** @type {string[]} */
    const output = [];
    const partial = { stdout: '', stderr: '' };
    /**
     * @param {'stdout' | 'stderr'} stream
     * @param {NodeJS.WriteStream} target
     */
    const collect = (stream, target) => (/** @type {Buffer} */ chunk) => {
      target.write(chunk);
      const lines = (partial[stream] + chunk.toString()).split('\n');
      partial[stream] = lines.pop() ?? '';
      output.push(...lines);
      if (output.length > KEPT_OUTPUT_LINES * 2) output.splice(0, output.length - KEPT_OUTPUT_LINES);
    };
    child.stdout.on('data', collect('stdout', process.stdout));
    child.stderr.on('data', collect('stderr', process.stderr));
    child.on('close', (code) => {
      output.push(...[partial.stdout, partial.stderr].filter(Boolean));
      resolve({ code: code ?? 1, output: output.slice(-KEPT_OUTPUT_LINES) });
    });
  });
}

async function main() {
  // The site server and the draft preview's renderer, compiled for `npm run serve` (scripts/build-server.mjs).
  await buildServer();
  if (process.env.CMS_URL) process.exit(gatsbyBuild(process.env.CMS_URL));
  console.log('CMS_URL is not set: starting the development CMS for this build…');
  const cms = await startCms({ env: developmentCmsEnv({ SERVE_ADMIN_PANEL: 'false' }), timeoutMs: 300_000 });
  console.log(`CMS ready at ${cms.url}`);
  const status = gatsbyBuild(cms.url);
  await cms.stop();
  process.exit(status);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

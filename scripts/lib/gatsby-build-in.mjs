// `gatsby build` in a project copy (scripts/lib/project-copy.mjs), its output kept for a failure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gatsbyEnv } from '../build.mjs';

/**
 * `gatsby build` in a project copy against the CMS at `cmsUrl`; rejects with the end of its
 * output when it fails.
 * @param {string} cwd
 * @param {string} cmsUrl
 * @returns {Promise<void>}
 */
export function gatsbyBuildIn(cwd, cmsUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cwd, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd,
      env: { ...gatsbyEnv(cmsUrl), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`gatsby build exited ${code}:\n${output.slice(-6000)}`)),
    );
  });
}

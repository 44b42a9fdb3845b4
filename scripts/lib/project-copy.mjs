// A copy of the project that `gatsby build` can run in without touching the repository's own
// public/ and .cache/: sources copied, installed packages (root and cms/) linked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Left out of the copy: built output, installed packages (linked instead), tooling state. */
const NOT_COPIED = new Set([
  'node_modules',
  'cms',
  'public',
  '.cache',
  '.sites',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  'coverage',
  'screenshots',
]);
const LINKED = ['node_modules', 'cms'];

/**
 * Copies `root` into a new temporary directory named `meridian-{name}-…` and returns its path.
 * @param {string} root
 * @param {string} name
 */
export function projectCopy(root, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-${name}-`));
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  for (const entry of LINKED) fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  return dir;
}

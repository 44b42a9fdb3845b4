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
/** The npm workspace package, linked to the copy's own packages/shared when it has its own. */
const SHARED_PACKAGE = path.join('@meridian', 'shared');

/**
 * A node_modules for the copy whose entries link to the installed packages, except the shared
 * package, which links to the copy's own `packages/shared` (so that an edit there is what the
 * copy's build reads).
 * @param {string} root
 * @param {string} dir
 */
function nodeModulesWithOwnSharedPackage(root, dir) {
  const installed = fs.realpathSync(path.join(root, 'node_modules'));
  const target = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(target, '@meridian'), { recursive: true });
  for (const entry of fs.readdirSync(installed)) {
    if (entry === '@meridian') continue;
    fs.symlinkSync(fs.realpathSync(path.join(installed, entry)), path.join(target, entry));
  }
  for (const entry of fs.readdirSync(path.join(installed, '@meridian'))) {
    const link = path.join(target, '@meridian', entry);
    if (path.join('@meridian', entry) === SHARED_PACKAGE)
      fs.symlinkSync(path.join(dir, 'packages', 'shared'), link);
    else fs.symlinkSync(fs.realpathSync(path.join(installed, '@meridian', entry)), link);
  }
}

/**
 * Copies `root` into a new temporary directory named `meridian-{name}-…` and returns its path.
 * With `ownSharedPackage`, the copy's build reads its own `packages/shared` (rebuild its dist after
 * editing it) rather than the repository's.
 * @param {string} root
 * @param {string} name
 * @param {{ ownSharedPackage?: boolean }} [options]
 */
export function projectCopy(root, name, { ownSharedPackage = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-${name}-`));
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  for (const entry of LINKED) {
    if (entry === 'node_modules' && ownSharedPackage) nodeModulesWithOwnSharedPackage(root, dir);
    else fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  return dir;
}

// Builds the CMS admin panel (about 45 s) when it is missing or its sources changed since the
// last build; later starts reuse it.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './cms-process.mjs';

/** What the admin bundle is built from: its customisations, local plugins, plugin list, packages. */
const ADMIN_SOURCES = ['src/admin', 'src/plugins', 'config/plugins.js', 'package-lock.json'];
const STAMP = path.join('build', '.sources-hash');

/**
 * @param {string} entry
 * @returns {string[]}
 */
function filesUnder(entry) {
  const full = path.join(CMS_DIR, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && !child.name.startsWith('.'))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** A hash of every admin source file's path and content. */
export function adminSourcesHash() {
  const hash = crypto.createHash('sha256');
  for (const file of ADMIN_SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(CMS_DIR, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function ensureAdminBuild() {
  const sources = adminSourcesHash();
  const stamp = path.join(CMS_DIR, STAMP);
  const built = fs.existsSync(path.join(CMS_DIR, 'build', 'index.html'));
  if (built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sources) return;
  console.log(
    built
      ? 'The CMS admin panel changed: building it again…'
      : 'Building the CMS admin panel (first start only)…',
  );
  const { status } = spawnSync(process.execPath, ['scripts/build-admin.js'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (status !== 0) throw new Error('Building the CMS admin panel failed (see above)');
  fs.writeFileSync(stamp, sources);
}

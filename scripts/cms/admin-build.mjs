// Builds the CMS admin panel once (about 30 s); later starts reuse it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './cms-process.mjs';

export function ensureAdminBuild() {
  if (fs.existsSync(path.join(CMS_DIR, 'build', 'index.html'))) return;
  console.log('Building the CMS admin panel (first start only)…');
  const { status } = spawnSync(process.execPath, ['scripts/build-admin.js'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (status !== 0) throw new Error('Building the CMS admin panel failed (see above)');
}

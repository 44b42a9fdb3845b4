// Root `postinstall`: installs the CMS's own dependencies (cms/ is a separate npm project, so
// that Strapi's and Gatsby's dependency trees never clash). Skips when cms/node_modules already
// matches cms/package-lock.json, so `npm install <pkg>` at the root stays quick.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './cms-process.mjs';

const lockFile = path.join(CMS_DIR, 'package-lock.json');
const stampFile = path.join(CMS_DIR, 'node_modules', '.meridian-lock-hash');
const hash = crypto.createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');

if (process.env.SKIP_CMS_INSTALL === '1') {
  console.log('cms: SKIP_CMS_INSTALL=1, not installing the CMS dependencies');
} else if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
  console.log('cms: dependencies are up to date');
} else {
  console.log('cms: installing the CMS dependencies (npm ci in cms/)…');
  const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (status !== 0) process.exit(status ?? 1);
  fs.writeFileSync(stampFile, hash);
}

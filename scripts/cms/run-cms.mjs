// `npm run cms`: the development CMS with its admin panel on http://localhost:1337, for editing
// content or running `CMS_URL=http://localhost:1337 npm run build` / `npm run develop`.
import { ensureAdminBuild } from './admin-build.mjs';
import { startCms } from './cms-process.mjs';
import { DEV_ADMIN, developmentCmsEnv } from './dev-env.mjs';

ensureAdminBuild();
const cms = await startCms({
  port: Number(process.env.CMS_PORT ?? 1337),
  env: developmentCmsEnv(),
  timeoutMs: 300_000,
  log: (line) => console.log(`[cms] ${line}`),
});
console.log(`\nCMS ready: ${cms.url}/admin  (sign in as ${DEV_ADMIN.email} / ${DEV_ADMIN.password})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.stop().then(() => process.exit(0)));

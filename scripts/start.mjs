// `npm start`: build the site and serve it as production would, printing the URL.
// Later: the CMS, its seed and the publish-to-rebuild hook join here (DESIGN.md §7).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createSiteServer } from './server/site-server.mjs';

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the site (gatsby build)…');
  const { status } = spawnSync(path.join('node_modules', '.bin', 'gatsby'), ['build'], {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) {
    console.error('The build failed; nothing is served. The messages above say why.');
    process.exit(status ?? 1);
  }
}

const site = createSiteServer({ publicDir: 'public' });
site.server.listen(port, host, () => {
  console.log(`\nMeridian site ready at http://localhost:${port}  (Ctrl-C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => site.server.close(() => process.exit(0)));
}

// The site server as `npm start` runs it (the preview's routes and the rebuild hook mounted on
// it), in a process of its own, so that a test sees a crash as an exit: for
// __tests__/robustness/site-server.test.ts. Reads its build directory, the fake CMS's URL, the
// secrets and short timeouts from the environment; prints `{"port":…}` once it listens.
import { buildServer } from '../../scripts/build-server.mjs';

const { SITE_DIR, CMS_URL, PREVIEW_SECRET, SITE_PREVIEW_TOKEN, SITE_REBUILD_HOOK_SECRET, SERVER_TIMEOUTS } =
  process.env;
const quiet = { info: () => undefined, error: () => undefined };

// As `npm start` does: the server and the preview's renderer compiled, then loaded.
await buildServer();
const { createRebuildHookRoutes, createRebuilder, createSiteServer, loadPreview } =
  await import('../../server/compiled/index.mjs');
const preview = await loadPreview({ secret: PREVIEW_SECRET, token: SITE_PREVIEW_TOKEN, cmsUrl: CMS_URL });
let site;
// A "build" that gives the same directory again: a webhook swaps it in while requests go on.
const rebuilder = createRebuilder({
  build: async () => ({ dir: SITE_DIR, buildId: null }),
  swap: (dir) => site.swap(dir),
  debounceMs: 50,
  log: quiet,
});
site = createSiteServer({
  publicDir: SITE_DIR,
  log: quiet,
  previewFrameAncestors: preview.frameAncestors,
  routes: {
    ...preview.routes,
    ...createRebuildHookRoutes({ secret: SITE_REBUILD_HOOK_SECRET, rebuilder }),
  },
  // Forms sent without JavaScript go to the same fake CMS.
  cmsUrl: CMS_URL,
  ...(SERVER_TIMEOUTS ? { timeouts: JSON.parse(SERVER_TIMEOUTS) } : {}),
});
site.server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: site.server.address().port })}\n`);
});

// What `npm start` (scripts/start.mjs) and other plain-node scripts use of the server, compiled
// to server/compiled/index.mjs by scripts/build-server.mjs. TypeScript imports the modules directly.
export { createBuildHistory, summarizeBuildFailure } from './build-history';
export { REBUILD_HOOK_PATH, createRebuildHookRoutes } from './rebuild-hook';
export { createRebuilder, publishBuild, pruneBuilds } from './rebuilder';
export { loadPreview, loadPreviewRenderer } from './preview';
export { createSiteServer } from './site-server';

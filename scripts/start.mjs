// `npm start`: the CMS (seeded, admin panel at :1337/admin), a build of the site against it,
// the site served at http://localhost:9000, and publish-to-rebuild from the CMS's webhook.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gatsbyBuildAsync } from './build.mjs';
import { ensureAdminBuild } from './cms/admin-build.mjs';
import { startCms } from './cms/cms-process.mjs';
import { DEV_ADMIN, developmentCmsEnv } from './cms/dev-env.mjs';
import { assertProductionSecrets } from '@meridian/shared/production-secrets';
import { buildServer } from './build-server.mjs';
import { startMailCatcher } from './mail/mail-catcher.mjs';
import { supervise } from './lib/supervise.mjs';

// The server is TypeScript, run compiled (scripts/build-server.mjs, with the preview's renderer):
// compiled on every start, so an edited server file is never served stale.
await buildServer();
// Typed from its source (the compiled file does not exist before the first start).
const COMPILED_SERVER = '../server/compiled/index.mjs';
const {
  REBUILD_HOOK_PATH,
  createBuildHistory,
  createRebuildHookRoutes,
  createRebuilder,
  createSiteServer,
  loadPreview,
  publishBuild,
  pruneBuilds,
  summarizeBuildFailure,
} = /** @type {typeof import('../server/index')} */ (await import(COMPILED_SERVER));

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
// Where browsers reach the CMS (the account pages call it): built into the site and allowed by
// its Content-Security-Policy.
process.env.GATSBY_CMS_URL ??= `http://127.0.0.1:${cmsPort}`;
const sitesDir = path.resolve('.sites');
// The CMS gets the same secret through its environment; it never appears in a URL or a log.
const hookSecret = process.env.SITE_REBUILD_HOOK_SECRET || crypto.randomBytes(24).toString('hex');
// Draft preview: the CMS signs links with PREVIEW_SECRET; the server reads drafts with the
// read-only API token SITE_PREVIEW_TOKEN, which the CMS's bootstrap registers. Neither leaves
// the two processes' environments.
const previewSecret = process.env.PREVIEW_SECRET || crypto.randomBytes(32).toString('hex');
const previewToken = process.env.SITE_PREVIEW_TOKEN || crypto.randomBytes(48).toString('hex');
// The form relay signs each visitor's address with it, so that the CMS's limits count visitors,
// not this server (server/forms.ts).
const formRelaySecret = process.env.FORM_RELAY_SECRET || crypto.randomBytes(32).toString('hex');
// `CMS_ADMIN_PANEL=off` skips building and serving the admin panel (the editor-loop test
// publishes through the CMS's API and needs no panel).
const adminPanel = process.env.CMS_ADMIN_PANEL !== 'off';

/** @type {(() => Promise<unknown>)[]} */
const children = [];
/** @param {number} code */
async function shutdown(code) {
  await Promise.all(children.map((stop) => stop()));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

/**
 * A build of the site, copied into `.sites/<id>` when it succeeded; else why it failed.
 * @param {string} cmsUrl
 * @returns {Promise<{ dir: string, buildId: string } | { error: string }>}
 */
async function buildSite(cmsUrl) {
  const { code, output } = await gatsbyBuildAsync(cmsUrl);
  if (code !== 0) return { error: summarizeBuildFailure(output) };
  const { dir, copied, linked } = await publishBuild('public', sitesDir);
  console.log(`Build copied to ${dir}: ${copied} files written, ${linked} unchanged ones linked`);
  const latest = JSON.parse(await fs.promises.readFile(path.join(dir, 'builds', 'latest.json'), 'utf8'));
  return { dir, buildId: latest.id };
}

try {
  // Development generates the three secrets above when unset; production must be given strong ones.
  assertProductionSecrets(
    ['SITE_REBUILD_HOOK_SECRET', 'PREVIEW_SECRET', 'SITE_PREVIEW_TOKEN', 'FORM_RELAY_SECRET'],
    process.env,
    'The site server',
  );
  if (adminPanel) ensureAdminBuild();
  // Mail goes to a local catcher unless SMTP_HOST names a real server.
  let smtpPort = process.env.SMTP_PORT;
  if (!process.env.SMTP_HOST) {
    const catcher = await startMailCatcher({
      smtpPort: 0,
      httpPort: Number(process.env.MAIL_HTTP_PORT ?? 0),
      log: (mail) => console.log(`\n✉  Mail to ${mail.to}: ${mail.subject}\n   ${mail.links.join('\n   ')}`),
    });
    children.push(catcher.stop);
    smtpPort = String(catcher.smtpPort);
    console.log(`Mails the CMS sends are printed here and listed at ${catcher.httpUrl}/messages`);
  }
  console.log('Starting the CMS…');
  const cmsOptions = {
    port: cmsPort,
    env: developmentCmsEnv({
      SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${port}${REBUILD_HOOK_PATH}`,
      SITE_REBUILD_HOOK_SECRET: hookSecret,
      CORS_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
      PREVIEW_SECRET: previewSecret,
      SITE_PREVIEW_TOKEN: previewToken,
      FORM_RELAY_SECRET: formRelaySecret,
      PREVIEW_SITE_URL: process.env.PREVIEW_SITE_URL ?? process.env.SITE_URL ?? `http://localhost:${port}`,
      ...(smtpPort ? { SMTP_PORT: smtpPort } : {}),
      ...(adminPanel ? {} : { SERVE_ADMIN_PANEL: 'false' }),
    }),
    timeoutMs: 300_000,
  };
  // Supervised: a CMS that dies is started again (same port, so cms.url stays right) while the
  // site keeps serving; a build meanwhile fails with "CMS unreachable" and the live site stays.
  const cmsService = await supervise({ name: 'CMS', start: () => startCms(cmsOptions) });
  children.push(cmsService.stop);
  const cms = cmsService.current;
  console.log(`CMS ready at ${cms.url}. Building the site…`);
  const history = createBuildHistory({ file: path.join(sitesDir, 'builds.json') });
  const firstRecord = history.queue('start');
  history.started(firstRecord);
  const first = await buildSite(cms.url);
  history.built(firstRecord);
  if ('error' in first) {
    history.failed(firstRecord, first.error);
    await history.flush();
    // The catch below prints it and shuts down.
    throw new Error(`The first build failed; nothing is served. ${first.error}`);
  }
  history.live(firstRecord, first.buildId);

  /** @type {ReturnType<typeof createSiteServer> | undefined} */
  let site;
  const rebuilder = createRebuilder({
    history,
    build: () => buildSite(cms.url),
    swap: async (dir) => {
      // Swaps happen after a publish, which needs the site server below to be listening.
      await site?.swap(dir);
      // Live from here: older copies are removed in the background (a large one takes seconds).
      pruneBuilds(sitesDir, dir).catch((error) =>
        console.error(`Removing old builds failed: ${error.message}`),
      );
    },
  });
  const preview = await loadPreview({
    secret: previewSecret,
    token: previewToken,
    cmsUrl: cms.url,
    adminUrl: process.env.PUBLIC_URL,
  });
  site = createSiteServer({
    publicDir: first.dir,
    previewFrameAncestors: preview.frameAncestors,
    // Forms sent before a page's JavaScript ran go on to the CMS (server/forms.ts).
    cmsUrl: cms.url,
    relaySecret: formRelaySecret,
    // The hook's handlers return whatever `res.end()` does (declared `unknown`); the site server
    // only looks at a returned promise, to answer its rejection.
    routes: /** @type {NonNullable<Parameters<typeof createSiteServer>[0]['routes']>} */ ({
      ...preview.routes,
      ...createRebuildHookRoutes({ secret: hookSecret, rebuilder }),
    }),
  });
  site.server.listen(port, host, () => {
    console.log(`\nMeridian site ready at http://localhost:${port}`);
    if (adminPanel) {
      console.log(
        `CMS admin at ${cms.url.replace('127.0.0.1', 'localhost')}/admin  (${DEV_ADMIN.email} / ${DEV_ADMIN.password})`,
      );
    }
    console.log('Publishing in the CMS rebuilds the site. Ctrl-C stops everything.');
  });
  const listening = site;
  children.push(() => new Promise((resolve) => listening.server.close(() => resolve(undefined))));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

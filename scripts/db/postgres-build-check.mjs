// `npm test`'s check that the CMS on PostgreSQL gives the same site as on SQLite: seeds a CMS on a
// throwaway PostgreSQL cluster, builds the site from it in a temporary copy of the project, and
// compares that build with public/ — the build `npm test` has just made from the SQLite-backed
// development CMS. Same pages, same visible text per page, same media files. Exits 1 on a
// difference (listing the first ones), 0 when equal.
//
// With `--fourth-locale <file>`, the same CMS then serves a second check before it stops: the site
// built with a language added (scripts/fourth-locale-check.mjs), its result written to <file> for
// npm test's summary, where it is a step of its own. It does not change this check's exit code.
//
//   node scripts/db/postgres-build-check.mjs [--against public] [--fourth-locale reports/fourth-locale.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshSecrets, startCms } from '../cms/cms-process.mjs';
import { DEV_ADMIN } from '../cms/dev-env.mjs';
import { fourthLocaleCheck } from '../fourth-locale-check.mjs';
import { gatsbyBuildIn } from '../lib/gatsby-build-in.mjs';
import { projectCopy } from '../lib/project-copy.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { differences, siteSnapshot } from './site-snapshot.mjs';

const ROOT = process.cwd();

/**
 * The fourth-language build against this check's CMS, its result written to `file`.
 * @param {string} file
 * @param {string} cmsUrl
 * @param {string} against
 */
async function reportFourthLocale(file, cmsUrl, against) {
  const started = Date.now();
  /** @type {string[]} */
  let problems;
  try {
    ({ problems } = await fourthLocaleCheck({ root: ROOT, cmsUrl, against }));
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(file, JSON.stringify({ ok: problems.length === 0, seconds, problems }, null, 2));
  if (problems.length) console.error(`Fourth-language build check FAILED:\n${problems.join('\n')}`);
  else console.log(`Fourth-language build check passed in ${seconds} s.`);
}

async function main() {
  const { values } = parseArgs({
    options: { against: { type: 'string', default: 'public' }, 'fourth-locale': { type: 'string' } },
  });
  const against = path.resolve(values.against);
  if (!fs.existsSync(path.join(against, 'index.html')))
    throw new Error(`No site in ${against}: build it first (npm run build).`);

  const cluster = await startPostgresCluster();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pg-cms-'));
  let copy = '';
  let cms;
  try {
    cluster.createDatabase('cms');
    let started = Date.now();
    cms = await startCms({
      env: {
        ...freshSecrets(),
        ...cluster.cmsEnv('cms'),
        NODE_ENV: 'development',
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        CMS_ADMIN_EMAIL: DEV_ADMIN.email,
        CMS_ADMIN_PASSWORD: DEV_ADMIN.password,
      },
      timeoutMs: 400_000,
    });
    console.log(`CMS on PostgreSQL seeded and started in ${Math.round((Date.now() - started) / 1000)} s`);
    copy = projectCopy(ROOT, 'pg-build');
    started = Date.now();
    await gatsbyBuildIn(copy, cms.url);
    console.log(`Site built from it in ${Math.round((Date.now() - started) / 1000)} s`);
    if (values['fourth-locale']) await reportFourthLocale(values['fourth-locale'], cms.url, against);
  } finally {
    await cms?.stop();
    await cluster.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  try {
    const sqlite = siteSnapshot(against);
    const postgres = siteSnapshot(path.join(copy, 'public'));
    const found = differences(sqlite, postgres);
    if (found.length) {
      console.error(`The PostgreSQL-backed build differs from ${against}:\n${found.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `The PostgreSQL-backed build equals ${path.relative(ROOT, against) || '.'}: ${sqlite.pages.size} pages, ${sqlite.media.length} media files.`,
      );
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

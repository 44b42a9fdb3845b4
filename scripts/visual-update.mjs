// `npm run test:visual:update`: approves the looks of the build in public/ as the visual suite's
// images (e2e/visual.spec.ts; docs/testing.md). It builds nothing: build first, as CI does. The
// old images go first, so that those of a removed page or template do not linger (not when
// Playwright arguments narrow the run, e.g. `-- -g about`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const approved = path.join('e2e', 'visual.spec.ts-snapshots');
if (!fs.existsSync(path.join('public', 'page-data'))) {
  console.error('No build in public/: build the site first (npm run build, as CI: see docs/testing.md).');
  process.exit(1);
}
const narrowed = process.argv.length > 2;
if (!narrowed) fs.rmSync(approved, { recursive: true, force: true });
const { status } = spawnSync(
  path.join('node_modules', '.bin', 'playwright'),
  // @budget: the suite's self-test, which would approve a changed page.
  [
    'test',
    '--project=visual',
    '--update-snapshots=all',
    '--grep-invert',
    '@budget',
    ...process.argv.slice(2),
  ],
  // As npm test's browser tests (scripts/test.mjs siteEnv): the server's CSP knows the tag manager.
  { stdio: 'inherit', env: { ...process.env, GATSBY_GTM_ID: process.env.GATSBY_GTM_ID ?? 'GTM-TEST123' } },
);
const count = fs.existsSync(approved) ? fs.readdirSync(approved).length : 0;
console.log(`${count} approved images in ${approved}: review them with git diff before committing.`);
process.exit(status ?? 1);

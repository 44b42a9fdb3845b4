// `npx tsx scripts/bench/fingerprint-cost.ts`: what each part of the incremental CMS read's
// fingerprints costs (src/pipeline/cms/read.ts, FINGERPRINTS), per large collection and language:
// own fields only, with the media file, with each relation, all of it (the fingerprint with
// relations), and the whole records for comparison; and the small collections read whole. A
// benchmark, not a test: it prints figures (medians of 3 walks, 100 entries per request as the
// build walks, straight to the CMS's /graphql).
//
// It starts a throwaway CMS (temporary SQLite database and uploads folder) seeded with the large
// catalogue (`--articles 1000 --projects 500`, as bench:publish --scenario large), or reuses one:
//   npx tsx scripts/bench/fingerprint-cost.ts --keep            # prints the folder it kept
//   npx tsx scripts/bench/fingerprint-cost.ts --dir /tmp/meridian-fingerprint-XXXX
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '../../src/features/i18n/locales';
import { PROJECT_SELECTION } from '../../src/pipeline/cms/ecosystem-directory';
import { ARTICLE_SELECTION, FINGERPRINTS, SMALL_SELECTION, withRelations } from '../../src/pipeline/cms/read';
import { startCms } from '../cms/cms-process.mjs';
import { developmentCmsEnv } from '../cms/dev-env.mjs';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const ARTICLES = Number(option('articles') ?? 1000);
const PROJECTS = Number(option('projects') ?? 500);
const REPEAT = 3;
const PAGE_SIZE = 100;

const reused = option('dir');
const workDir = reused ?? fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-fingerprint-'));
const env = developmentCmsEnv({
  DATABASE_FILENAME: path.join(workDir, 'data.db'),
  CMS_PUBLIC_DIR: path.join(workDir, 'public'),
  SERVE_ADMIN_PANEL: 'false',
}) as Record<string, string>;

async function prepare(): Promise<void> {
  const seeding = await startCms({ env, timeoutMs: 600_000 });
  await seeding.stop();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join('cms', 'scripts', 'seed-large-catalogue.js'),
        '--articles',
        String(ARTICLES),
        '--projects',
        String(PROJECTS),
      ],
      { env: { ...process.env, ...env, CMS_SEED: 'false' }, stdio: 'inherit' },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error('Adding the large catalogue failed (see above)');
}

/** Walks one collection as the build does; resolves with the entries and the milliseconds. */
async function walk(url: string, field: string, args: string, selection: string) {
  const started = performance.now();
  let entries = 0;
  for (let page = 1; ; page += 1) {
    const query = `query { ${field}(${args}, pagination: { page: ${page}, pageSize: ${PAGE_SIZE} }) { ${selection} } }`;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown[]>; errors?: unknown };
    if (!body.data) throw new Error(`${field}: ${JSON.stringify(body.errors)}`);
    const batch = body.data[field] ?? [];
    entries += batch.length;
    if (batch.length < PAGE_SIZE) return { entries, ms: performance.now() - started };
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(url: string, field: string, args: string, selection: string) {
  const runs = [];
  for (let run = 0; run < REPEAT; run += 1) runs.push(await walk(url, field, args, selection));
  return { entries: runs[0]?.entries ?? 0, ms: median(runs.map((run) => run.ms)) };
}

async function measure(url: string): Promise<void> {
  const largeCollections = [
    {
      field: 'articles',
      args: ', sort: ["date:desc"]',
      media: 'cover { url updatedAt }',
      record: ARTICLE_SELECTION,
    },
    { field: 'projects', args: '', media: 'logo { url updatedAt }', record: PROJECT_SELECTION },
  ] as const;
  console.log('\nms per walk (median of 3); entries');
  for (const { field, args, media, record } of largeCollections) {
    const { own, relations } = FINGERPRINTS[field];
    const bare = own.replace(media, '').trim();
    const variants: Array<[string, string]> = [
      ['own fields', bare],
      ['+ media', `${bare} ${media}`],
      ...Object.entries(relations).map(([name, part]): [string, string] => [`+ ${name}`, `${bare} ${part}`]),
      ['with relations (before)', withRelations(field)],
      ['whole records', record],
    ];
    for (const locale of LOCALES) {
      const figures: string[] = [];
      for (const [name, selection] of variants) {
        const { ms, entries } = await timed(url, field, `locale: "${locale}"${args}`, selection);
        figures.push(`${name} ${Math.round(ms)}${name === 'own fields' ? ` (${entries})` : ''}`);
      }
      console.log(`${field}/${locale}: ${figures.join(', ')}`);
    }
  }
  for (const field of ['tags', 'chains', 'categories']) {
    const figures: string[] = [];
    for (const locale of LOCALES) {
      const { ms, entries } = await timed(url, field, `locale: "${locale}"`, SMALL_SELECTION);
      figures.push(`${locale} ${Math.round(ms)} (${entries})`);
    }
    console.log(`${field} whole: ${figures.join(', ')}`);
  }
}

async function main(): Promise<void> {
  if (!reused) {
    console.log(`Seeding ${workDir} with ${ARTICLES} articles and ${PROJECTS} projects…`);
    await prepare();
  }
  const cms = await startCms({ env: { ...env, CMS_SEED: 'false' }, timeoutMs: 300_000 });
  try {
    await measure(cms.url);
  } finally {
    await cms.stop();
    if (process.argv.includes('--keep') || reused) console.log(`CMS data kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

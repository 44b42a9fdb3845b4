// `npm test`'s check that the CMS on PostgreSQL gives the same site as on SQLite: seeds a CMS on a
// throwaway PostgreSQL cluster, builds the site from it in a temporary copy of the project, and
// compares that build with public/ — the build `npm test` has just made from the SQLite-backed
// development CMS. Same pages, same visible text per page, same media files. Exits 1 on a
// difference (listing the first ones), 0 when equal.
//
//   node scripts/db/postgres-build-check.mjs [--against public]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gatsbyEnv } from '../build.mjs';
import { freshSecrets, startCms } from '../cms/cms-process.mjs';
import { DEV_ADMIN } from '../cms/dev-env.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';

const ROOT = process.cwd();
/** Left out of the copy: built output, installed packages (linked instead), tooling state. */
const NOT_COPIED = new Set([
  'node_modules',
  'cms',
  'public',
  '.cache',
  '.sites',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  'coverage',
  'screenshots',
]);
const LINKED = ['node_modules', 'cms'];

/** A copy of the project that gatsby can build in without touching the repository's public/. */
function projectCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pg-build-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  for (const entry of LINKED) fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  return dir;
}

function gatsbyBuildIn(cwd, cmsUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd,
      env: { ...gatsbyEnv(cmsUrl), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build exited ${code}:\n${output.slice(-6000)}`)),
    );
  });
}

/** Every file under `dir`, relative, with `/` separators. */
function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

// What differs between two seedings by construction: Strapi names each upload with a random
// 10-hex suffix (`cover_x_3832e5558d.png`), and webpack names bundles by content hash.
const UPLOAD_SUFFIX = /_[0-9a-f]{10}(?=\.[a-z0-9]+\b)/g;
const BUNDLE_HASH = /-[0-9a-f]{16,}(?=\.(?:js|css)\b)/g;
const normalize = (text) => text.replace(UPLOAD_SUFFIX, '_[upload]').replace(BUNDLE_HASH, '-[hash]');

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * What a visitor sees of a page: its title, the text of its body (scripts and styles left out),
 * and the images and links it shows (alt text and targets), normalized.
 */
export function visibleContent(html) {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/g, ' ');
  const images = [...body.matchAll(/<img\b[^>]*?\balt="([^"]*)"[^>]*?\bsrc="([^"]*)"/g)].map(
    ([, alt, src]) => `img ${src} "${alt}"`,
  );
  const links = [...body.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => `a ${href}`);
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return normalize([`title ${title}`, text, ...images, ...links].join('\n'));
}

/** The built site as a visitor meets it: page → visible content, plus the media files' names. */
export function siteSnapshot(publicDir) {
  const files = listFiles(publicDir).filter((name) => !name.startsWith('builds/'));
  const pages = new Map(
    files
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map((name) => [name, visibleContent(fs.readFileSync(path.join(publicDir, name), 'utf8'))]),
  );
  const media = files
    .filter((name) => name.startsWith('cms-media/') && !/\.(br|gz)$/.test(name))
    .map(normalize)
    .sort();
  return { pages, media };
}

/** The differences between two snapshots, at most `limit` lines. */
export function differences(expected, actual, limit = 20) {
  const lines = [];
  for (const name of new Set([...expected.pages.keys(), ...actual.pages.keys()])) {
    const want = expected.pages.get(name);
    const got = actual.pages.get(name);
    if (want === undefined) lines.push(`only in the PostgreSQL build: ${name}`);
    else if (got === undefined) lines.push(`only in the SQLite build: ${name}`);
    else if (want !== got) {
      const wanted = want.split('\n');
      const gotLines = got.split('\n');
      const index = wanted.findIndex((line, i) => line !== gotLines[i]);
      lines.push(
        `${name} differs:\n  SQLite:     ${wanted[index]?.slice(0, 300)}\n  PostgreSQL: ${gotLines[index]?.slice(0, 300)}`,
      );
    }
  }
  const wantedMedia = new Set(expected.media);
  const gotMedia = new Set(actual.media);
  for (const name of wantedMedia)
    if (!gotMedia.has(name)) lines.push(`media only in the SQLite build: ${name}`);
  for (const name of gotMedia)
    if (!wantedMedia.has(name)) lines.push(`media only in the PostgreSQL build: ${name}`);
  return lines.slice(0, limit);
}

async function main() {
  const { values } = parseArgs({ options: { against: { type: 'string', default: 'public' } } });
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
    copy = projectCopy();
    started = Date.now();
    await gatsbyBuildIn(copy, cms.url);
    console.log(`Site built from it in ${Math.round((Date.now() - started) / 1000)} s`);
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

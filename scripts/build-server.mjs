// Compiles the site server (server/*.ts) to plain JavaScript that `node` runs, with no TypeScript
// loader: server/compiled/serve.mjs (`npm run serve`) and server/compiled/index.mjs (what
// scripts/start.mjs and other scripts import), and the draft preview's renderer, the build's own
// TypeScript (markdown, media rule, glossary, event rules), as server/compiled/preview-renderer.cjs.
// git-ignored output; `npm run serve`, `npm start` and `npm run build` run this first (about 0.3 s),
// so an edited server file is never served stale. `node scripts/build-server.mjs` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// npm scripts run from the repository root (as scripts/cms/cms-process.mjs assumes too).
const ROOT = process.cwd();
export const SERVER_COMPILED_DIR = path.join(ROOT, 'server', 'compiled');
/** The compiled renderer; server/preview.ts PREVIEW_RENDERER_FILE loads it. */
export const PREVIEW_RENDERER_FILE = path.join(SERVER_COMPILED_DIR, 'preview-renderer.cjs');

/** The build's renderer for the preview (its exports are what server/preview-content.ts expects). */
const RENDERER_ENTRY = 'src/pipeline/cms/preview-renderer.ts';

/**
 * Packages stay imports of node_modules: only our own TypeScript is bundled.
 * @satisfies {import('esbuild').BuildOptions}
 */
const COMMON = /** @type {const} */ ({
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  write: false,
  logLevel: 'silent',
});

/**
 * Each file through a temporary file and a rename, so that a server (or a parallel test) loading
 * it meanwhile never reads half a file.
 * @param {import('esbuild').OutputFile[]} outputFiles
 */
async function writeAtomically(outputFiles) {
  for (const file of outputFiles) {
    await fs.promises.mkdir(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, file.contents);
    await fs.promises.rename(temporary, file.path);
  }
}

/** The preview's renderer (about 0.1 s). Returns the file written. */
export async function compilePreviewRenderer(outfile = PREVIEW_RENDERER_FILE) {
  const result = await build({
    ...COMMON,
    entryPoints: [RENDERER_ENTRY],
    absWorkingDir: ROOT,
    format: 'cjs',
    outfile,
  });
  await writeAtomically(result.outputFiles);
  return outfile;
}

/** The server's two entry points, then the preview's renderer. */
export async function buildServer() {
  const result = await build({
    ...COMMON,
    entryPoints: { serve: 'server/serve.ts', index: 'server/index.ts' },
    absWorkingDir: ROOT,
    format: 'esm',
    outdir: SERVER_COMPILED_DIR,
    outExtension: { '.js': '.mjs' },
  });
  await writeAtomically(result.outputFiles);
  await compilePreviewRenderer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`Compiled the site server in ${Math.round(performance.now() - started)} ms`);
}

// Compiles the site server (server/*.ts) to plain JavaScript that `node` runs, with no TypeScript
// loader: server/compiled/serve.mjs (`npm run serve`) and server/compiled/index.mjs (what
// scripts/start.mjs and other scripts import), and the draft preview's renderer, the build's own
// TypeScript (markdown, media rule, glossary, event rules), as server/compiled/preview-renderer.cjs,
// and the forms' renderer (the page's own form components) as server/compiled/form-renderer.cjs.
// git-ignored output; `npm run serve`, `npm start` and `npm run build` run this first (about 0.3 s),
// so an edited server file is never served stale. `node scripts/build-server.mjs` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformAsync } from '@babel/core';
import { build } from 'esbuild';

// npm scripts run from the repository root (as scripts/cms/cms-process.mjs assumes too).
const ROOT = process.cwd();
export const SERVER_COMPILED_DIR = path.join(ROOT, 'server', 'compiled');
/** The compiled renderer; server/preview.ts PREVIEW_RENDERER_FILE loads it. */
export const PREVIEW_RENDERER_FILE = path.join(SERVER_COMPILED_DIR, 'preview-renderer.cjs');

/** The build's renderer for the preview (its exports are what server/preview-content.ts expects). */
const RENDERER_ENTRY = 'src/pipeline/cms/preview-renderer.ts';
/** The forms' renderer; server/form-page.ts FORM_RENDERER_FILE loads it. */
export const FORM_RENDERER_FILE = path.join(SERVER_COMPILED_DIR, 'form-renderer.cjs');
const FORM_RENDERER_ENTRY = 'src/pipeline/rendering/form-renderer.tsx';

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

/**
 * The site's components through the Babel step Gatsby gives them (gatsby-plugin-emotion, as in a
 * production build): Emotion's plugin minifies each style before it is hashed into its class
 * name, so without it the server's form would carry class names the page's styles do not have.
 * @type {import('esbuild').Plugin}
 */
const emotionAsGatsby = {
  name: 'emotion-as-gatsby',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path: file }) => {
      const source = await fs.promises.readFile(file, 'utf8');
      const result = await transformAsync(source, {
        filename: file,
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-typescript', { isTSX: file.endsWith('.tsx'), allExtensions: true }],
          ['@emotion/babel-preset-css-prop', { sourceMap: false, autoLabel: 'never' }],
        ],
      });
      return { contents: result?.code ?? '', loader: 'js' };
    });
  },
};

/**
 * The forms' renderer (about 1 s: Babel). Packages stay external, so that `gatsby` and the i18n
 * plugin are node_modules' own (both load under plain node; the forms call nothing of them there).
 */
export async function compileFormRenderer(outfile = FORM_RENDERER_FILE) {
  const result = await build({
    ...COMMON,
    entryPoints: [FORM_RENDERER_ENTRY],
    absWorkingDir: ROOT,
    format: 'cjs',
    outfile,
    plugins: [emotionAsGatsby],
  });
  await writeAtomically(result.outputFiles);
  return outfile;
}

/** The server's two entry points, then the preview's and the forms' renderers. */
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
  await compileFormRenderer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`Compiled the site server in ${Math.round(performance.now() - started)} ms`);
}

// The preview renders a draft with the build's own markdown renderer, media rule, glossary
// matcher and event rules (src/pipeline/cms/markdown.ts, src/features/cms/media.ts,
// src/pipeline/cms/glossary.ts, src/pipeline/cms/event-plan.ts),
// so that a preview shows what a build would publish. Their import graph spans the site's TypeScript (locales, paths, link rules, the
// site config, the glossary's term definitions), so rather than a second copy in JavaScript they
// are compiled with esbuild into one CommonJS file that the server loads with plain `node`:
// `npm run build` and `npm start` write it; no TypeScript loader (tsx) runs in the server.
import fs from 'node:fs';
import path from 'node:path';

// npm scripts run from the repository root (as scripts/cms/cms-process.mjs assumes too); no
// import.meta here: Jest loads this module as CommonJS.
const ROOT = process.cwd();

/** The compiled renderer (git-ignored, like any build output). */
export const PREVIEW_RENDERER_FILE = path.join(ROOT, 'server', 'compiled', 'preview-renderer.cjs');

const ENTRY = [
  "export { renderMarkdown } from './src/pipeline/cms/markdown';",
  "export { mediaPath } from './src/features/cms/media';",
  "export { termMatcherFor } from './src/pipeline/cms/glossary';",
  "export { draftEventEntry } from './src/pipeline/cms/event-plan';",
].join('\n');

/**
 * Compiles the renderer (about 0.1 s). Packages stay `require`s of node_modules: only the site's
 * own TypeScript is bundled. Written to a temporary file and renamed, so that a server loading it
 * meanwhile never reads half a file.
 * @param {string} [outfile]
 * @returns {Promise<string>} the file written
 */
export async function compilePreviewRenderer(outfile = PREVIEW_RENDERER_FILE) {
  // Loaded here only: esbuild is a build tool, never part of the server's own module graph.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'preview-renderer.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    write: false,
    outfile,
    logLevel: 'silent',
  });
  await fs.promises.mkdir(path.dirname(outfile), { recursive: true });
  const temporary = `${outfile}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, result.outputFiles[0].contents);
  await fs.promises.rename(temporary, outfile);
  return outfile;
}

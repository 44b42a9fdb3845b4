// Builds the shared package: every module of src/ to dist/esm (ES modules: the site's webpack and
// the server) and dist/cjs (CommonJS: the CMS, Jest), and its declarations with tsc, so that no
// declaration is written by hand. Modules import each other as `./locales.js`, which both folders
// resolve. Run by the root postinstall; under a second.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sources = fs
  .readdirSync(path.join(here, 'src'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .map((name) => path.join(here, 'src', name));

fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
const common = { entryPoints: sources, platform: 'neutral', target: 'es2020', logLevel: 'warning' };
await build({ ...common, format: 'esm', outdir: path.join(here, 'dist/esm') });
await build({ ...common, format: 'cjs', outdir: path.join(here, 'dist/cjs') });
// Same file names in both folders: this says the ones here are CommonJS.
fs.writeFileSync(path.join(here, 'dist/cjs/package.json'), '{ "type": "commonjs" }\n');

const tsc = path.join(here, '../../node_modules/typescript/bin/tsc');
const { status } = spawnSync(process.execPath, [tsc, '-p', path.join(here, 'tsconfig.json')], {
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);

import fs from 'node:fs';
import path from 'node:path';

// The site (src/), its server (server/) and the CMS (cms/) share code through the shared package
// (@meridian/shared, imported by name), never by a path into another's folder (issue 40;
// docs/architecture.md): a file of one runtime neither imports nor requires a file of another by
// a relative path, nor builds such a path at run time (path.join(ROOT, 'src', …), a module text
// naming './src/…').
const root = path.resolve(__dirname, '..');
const RUNTIMES = ['src', 'server', 'cms'] as const;
type Runtime = (typeof RUNTIMES)[number];
const SKIPPED = new Set(['node_modules', '.cache', '.strapi', '.tmp', 'dist', 'build', 'public', 'compiled']);
const CODE = /\.(m?[jt]sx?|c[jt]s|d\.m?ts)$/;

/**
 * Crossings not removed yet, each with why; the test fails too when one of them is gone, so that
 * the list only shrinks. (None today: the preview's renderer is the build's own code, compiled
 * from src/ for the server by scripts/build-server.mjs, a build script, and loaded as a built file.)
 */
const KNOWN: Record<string, string[]> = {};

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return CODE.test(entry.name) ? [relative] : [];
  });
}

/** The code without its comments (which may name any path), its strings kept. */
function withoutComments(text: string): string {
  let code = '';
  for (let i = 0; i < text.length;) {
    if (text.startsWith('//', i) || text.startsWith('/*', i)) {
      const end = text.indexOf(text[i + 1] === '/' ? '\n' : '*/', i + 2);
      i = end < 0 ? text.length : end + (text[i + 1] === '/' ? 0 : 2);
      continue;
    }
    const quote = text[i];
    if (quote === "'" || quote === '"' || quote === '`') {
      let end = i + 1;
      while (end < text.length && text[end] !== quote) end += text[end] === '\\' ? 2 : 1;
      code += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    code += quote;
    i += 1;
  }
  return code;
}

/** The local Gatsby plugins (plugins/) are the site's build: the site's runtime. */
const BUILD_PLUGINS = 'plugins';
const runtimeOf = (file: string): Runtime | null =>
  file.startsWith(`${BUILD_PLUGINS}/`)
    ? 'src'
    : (RUNTIMES.find((runtime) => file === runtime || file.startsWith(`${runtime}/`)) ?? null);

/** Whether `target` (from the root, extension maybe left out) is a code file or folder of the repository. */
function exists(target: string): boolean {
  const full = path.join(root, target);
  return ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.mts', '/index.js', '/index.ts'].some((suffix) =>
    fs.existsSync(full + suffix),
  );
}

/** Every path a file names: its imports', requires' and type imports' specifiers, and the paths its code builds. */
function namedPaths(file: string, text: string): string[] {
  const folder = path.posix.dirname(file);
  // A runtime's own files are named from the root by server/ and src/ (run from the root), from
  // cms/ by the CMS (run there).
  const base = runtimeOf(file) === 'cms' ? 'cms' : '.';
  // A CMS path that is not the CMS's own (`path.join(ROOT, 'src/…')`) is the root's.
  const from = (named: string) => (exists(path.posix.join(base, named)) ? base : '.');
  const found: string[] = [];
  // Specifiers, JSDoc's `import('…')` included: relative to the file.
  const specifiers =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]+)\1/gm;
  for (const [, , specifier] of text.matchAll(specifiers)) {
    found.push(path.posix.normalize(path.posix.join(folder, specifier)));
  }
  const code = withoutComments(text);
  // Paths in the code's strings: `'../../src/x.mjs'`, `'src/x'`, a module text `from './src/x'`.
  for (const [, , literal] of code.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)) {
    for (const [named] of literal.matchAll(/(?<![\w./@-])(?:\.\.?\/)*(?:src|server|cms)\/[\w./$-]*/g)) {
      found.push(path.posix.normalize(path.posix.join(named.startsWith('..') ? folder : from(named), named)));
    }
  }
  // path.join(__dirname, '..', 'src', …) and path.join(ROOT, 'src', …): the segments one by one.
  for (const [, start, rest] of code.matchAll(
    /path\.(?:join|resolve)\(\s*([\w.()]+)((?:\s*,\s*'[^']*')+)/g,
  )) {
    const segments = [...rest.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    const named = path.posix.join(...segments);
    found.push(path.posix.normalize(path.posix.join(start === '__dirname' ? folder : from(named), named)));
  }
  return found;
}

/** The files of other runtimes (or of the shared package's folder) a file names, as `file -> target`. */
function crossings(file: string, text: string): string[] {
  const own = runtimeOf(file);
  const targets = namedPaths(file, text).filter((target) => {
    const runtime = runtimeOf(target);
    return (runtime ? runtime !== own : target.startsWith('packages/')) && exists(target);
  });
  return [...new Set(targets)].map((target) => `${file} -> ${target}`);
}

describe('runtime boundaries', () => {
  it('no file of the site, the server or the CMS names a file of another by path', () => {
    const files = [...RUNTIMES, BUILD_PLUGINS].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    const known = Object.entries(KNOWN).flatMap(([file, targets]) =>
      targets.map((target) => `${file} -> ${target}`),
    );
    const found = files.flatMap((file) => crossings(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found.filter((crossing) => !known.includes(crossing))).toEqual([]);
    // A known crossing removed: take it off the list.
    expect(known.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });

  it('finds an import, a require, a type import and a path built at run time, not a comment', () => {
    const sample = [
      "import { mediaPath } from '../../../src/features/cms/media';",
      "const forms = require('../../../server/forms');",
      "/** @type {typeof import('../../../src/config/site')} */",
      "const dir = path.resolve(__dirname, '..', '..', '..', 'src', 'config', 'routes.ts');",
      "const rules = path.join(ROOT, 'src/features/cms/types.ts');",
      "const own = require('../media/media-versions');",
      "// the site's src/pipeline/cms/read.ts reads it",
    ].join('\n');
    expect(crossings('cms/src/content-rules/sample.js', sample)).toEqual([
      'cms/src/content-rules/sample.js -> src/features/cms/media',
      'cms/src/content-rules/sample.js -> server/forms',
      'cms/src/content-rules/sample.js -> src/config/site',
      'cms/src/content-rules/sample.js -> src/features/cms/types.ts',
      'cms/src/content-rules/sample.js -> src/config/routes.ts',
    ]);
    // The build's plugins are the site's: reaching into the server is a crossing.
    expect(
      crossings('plugins/site-output/sample.ts', "import { baseHeaders } from '../../server/site-server';"),
    ).toEqual(['plugins/site-output/sample.ts -> server/site-server']);
    // From the server, a path from the root names the site's files.
    expect(
      crossings('server/sample.mjs', 'const entry = "export { x } from \'./src/pipeline/cms/read\';";'),
    ).toEqual(['server/sample.mjs -> src/pipeline/cms/read']);
  });
});

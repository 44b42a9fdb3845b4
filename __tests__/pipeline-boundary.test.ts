/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Issue 30, item 4: build-time code has one home, src/pipeline/, kept so by ESLint both ways:
// code that reaches the browser never imports from it, and nothing outside it imports Node or a
// build-only package (so a Node-only module cannot live outside it).
const ROOT = path.resolve(__dirname, '..');

/** The no-restricted-imports messages ESLint gives each snippet, linted as if at its path. */
function restrictedImports(snippets: Array<{ filePath: string; code: string }>): string[][] {
  const run = spawnSync(process.execPath, [path.join(ROOT, '__tests__', 'helpers', 'lint-snippets.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(
      snippets.map((snippet) => ({ ...snippet, filePath: path.join(ROOT, snippet.filePath) })),
    ),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const PIPELINE_IMPORT =
  "import { renderMarkdown } from '../pipeline/cms/markdown';\nexport const render = renderMarkdown;\n";
const NODE_IMPORTS = [
  "import fs from 'node:fs';",
  "import path from 'path';",
  "import sharp from 'sharp';",
  "import { Feed } from 'feed';",
  "import type { CreatePagesArgs } from 'gatsby';",
  'export const used = [fs, path, sharp, Feed] as const;',
  'export type Args = CreatePagesArgs;',
  '',
].join('\n');

describe('the src/pipeline/ boundary (eslint.config.mjs)', () => {
  // One ESLint process for every case: it takes seconds to start.
  let messages: string[][];
  beforeAll(() => {
    messages = restrictedImports([
      { filePath: 'src/components/Example.tsx', code: PIPELINE_IMPORT },
      { filePath: 'src/features/example.ts', code: PIPELINE_IMPORT.replace('../pipeline', '../../pipeline') },
      { filePath: 'src/features/cms/example.ts', code: NODE_IMPORTS },
      { filePath: 'src/components/example.tsx', code: NODE_IMPORTS },
      { filePath: 'src/pipeline/cms/example.ts', code: NODE_IMPORTS },
    ]);
  }, 60_000);

  it('refuses an import of src/pipeline/ in code that reaches the browser', () => {
    const [fromComponent, fromFeature] = messages;
    for (const found of [fromComponent, fromFeature]) {
      expect(found).toEqual([expect.stringContaining('src/pipeline/ is Node-only build code')]);
    }
  });

  it('refuses Node built-ins, build-only packages and gatsby-node APIs outside src/pipeline/', () => {
    const [, , inFeatures, inComponents] = messages;
    for (const found of [inFeatures, inComponents]) {
      expect(found).toHaveLength(5);
      expect(found.filter((message) => message.includes('build code lives in src/pipeline/'))).toHaveLength(
        4,
      );
      expect(found).toContainEqual(expect.stringContaining('gatsby-node APIs run in the build only'));
    }
  });

  it('allows the same imports inside src/pipeline/', () => {
    expect(messages[4]).toEqual([]);
  });
});

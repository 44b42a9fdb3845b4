/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { renderMarkdown } from '../src/pipeline/cms/markdown';

// Issue 30, item 4: the preview server runs with plain `node`. Its renderer is the build's
// (src/pipeline/cms/markdown.ts) compiled to JavaScript by `npm run build` / `npm start`
// (server/preview-renderer.mjs), not TypeScript loaded at run time through tsx.
const ROOT = path.resolve(__dirname, '..');
const MARKDOWN = [
  '## 概要',
  '',
  'A [safe link](/blog), a [script](javascript:alert(1)) and an upload:',
  '',
  '![Chart](/uploads/chart_ab12.png)',
  '',
].join('\n');

function node(args: string[]) {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

describe('the preview server under plain node', () => {
  beforeAll(() => {
    // What `npm run build` and `npm start` do before a server loads the preview.
    node([
      '--input-type=module',
      '-e',
      "await (await import('./server/preview-renderer.mjs')).compilePreviewRenderer();",
    ]);
  }, 30_000);

  it('loads its module graph without TypeScript or a loader, and renders drafts as the build does', () => {
    const script = `
      import { loadPreview, loadPreviewRenderer } from './server/preview.mjs';
      const preview = await loadPreview({ secret: 's'.repeat(32), token: 't', cmsUrl: 'http://127.0.0.1:9' });
      const { renderMarkdown } = loadPreviewRenderer();
      console.log(JSON.stringify({ routes: Object.keys(preview.routes), rendered: renderMarkdown(${JSON.stringify(MARKDOWN)}, 'ja') }));
    `;
    const output = node([
      '--import',
      './__tests__/helpers/refuse-typescript.mjs',
      '--input-type=module',
      '-e',
      script,
    ]);
    const { routes, rendered } = JSON.parse(output) as {
      routes: string[];
      rendered: ReturnType<typeof renderMarkdown>;
    };
    expect(routes).toEqual(['/__preview/data', '/__preview/media']);
    // The same HTML and contents as the build's TypeScript renderer gives a page in Japanese.
    expect(rendered).toEqual(renderMarkdown(MARKDOWN, 'ja'));
    expect(rendered.html).toContain('<h2 id="概要">概要</h2>');
    expect(rendered.html).toContain('<a href="/ja/blog">safe link</a>');
    expect(rendered.html).toContain('<span data-refused-link>script</span>');
    expect(rendered.html).toContain('<img src="/cms-media/chart_ab12.png" alt="Chart"');
  });

  it('the guard refuses TypeScript, so the test above can fail', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        './__tests__/helpers/refuse-typescript.mjs',
        '--input-type=module',
        '-e',
        "await import('tsx/esm/api');",
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('refused to load tsx/esm/api');
  });
});

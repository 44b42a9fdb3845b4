/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { draftEventEntry } from '../src/pipeline/cms/event-plan';
import { termMatcherFor } from '../src/pipeline/cms/glossary';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { rawEvent } from './helpers/raw-event';

// Issue 30, item 4: the preview server runs with plain `node`. Its renderer is the build's
// (src/pipeline/cms/markdown.ts) compiled to JavaScript by `npm run build` / `npm start`
// (scripts/build-server.mjs), not TypeScript loaded at run time through tsx.
const ROOT = path.resolve(__dirname, '..');
const MARKDOWN = [
  '## 概要',
  '',
  'A [safe link](/blog), a [script](javascript:alert(1)) and an upload:',
  '',
  '![Chart](/uploads/chart_ab12.png)',
  '',
  'ロールアップの仕組み。',
  '',
].join('\n');
/** A published glossary term as the CMS answers it: the body's first use gets its definition. */
const TERMS = [
  { slug: 'rollup', term: 'ロールアップ', aliases: null, definition: '取引をまとめる L2 の方式。' },
];

/** An event's Korean draft as the CMS's REST API answers it: the preview shows it with the build's event rules. */
const EVENT_DRAFT = rawEvent('seoul-staking-workshop', {
  title: '서울 스테이킹 워크숍',
  timeZone: 'Asia/Seoul',
  format: 'in_person',
  kind: 'workshop',
  city: '서울',
  country: 'KR',
  communities: [{ code: 'ko' }],
});
const NO_REPORT = { warn: () => undefined, fail: () => undefined };

function node(args: string[]) {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

describe('the preview server under plain node', () => {
  beforeAll(() => {
    // What `npm run build` and `npm start` do before a server loads the preview.
    node(['--input-type=module', '-e', "await (await import('./scripts/build-server.mjs')).buildServer();"]);
  }, 30_000);

  it('loads its module graph without TypeScript or a loader, and renders drafts as the build does', () => {
    const script = `
      import { loadPreview, loadPreviewRenderer } from './server/compiled/index.mjs';
      const preview = await loadPreview({ secret: 's'.repeat(32), token: 't', cmsUrl: 'http://127.0.0.1:9' });
      const { renderMarkdown, termMatcherFor, draftEventEntry } = loadPreviewRenderer();
      const markdown = ${JSON.stringify(MARKDOWN)};
      const report = { warn: () => undefined, fail: () => undefined };
      console.log(JSON.stringify({
        routes: Object.keys(preview.routes),
        event: draftEventEntry(${JSON.stringify(EVENT_DRAFT)}, 'ko', report),
        rendered: renderMarkdown(markdown, 'ja'),
        withTerms: renderMarkdown(markdown, 'ja', undefined, termMatcherFor(${JSON.stringify(TERMS)}, 'ja')),
      }));
    `;
    const output = node([
      '--import',
      './__tests__/helpers/refuse-typescript.mjs',
      '--input-type=module',
      '-e',
      script,
    ]);
    const { routes, rendered, withTerms, event } = JSON.parse(output) as {
      routes: string[];
      event: ReturnType<typeof draftEventEntry>;
      rendered: ReturnType<typeof renderMarkdown>;
      withTerms: ReturnType<typeof renderMarkdown>;
    };
    expect(routes).toEqual(['/__preview/data', '/__preview/media']);
    // The same HTML and contents as the build's TypeScript renderer gives a page in Japanese.
    expect(rendered).toEqual(renderMarkdown(MARKDOWN, 'ja'));
    expect(rendered.html).toContain('<h2 id="概要">概要</h2>');
    expect(rendered.html).toContain('<a href="/ja/blog">safe link</a>');
    expect(rendered.html).toContain('<span data-refused-link>script</span>');
    expect(rendered.html).toContain('<img src="/cms-media/chart_ab12.png" alt="Chart"');
    // The glossary's in-place definitions too (the preview gives a draft the published terms').
    expect(withTerms).toEqual(renderMarkdown(MARKDOWN, 'ja', undefined, termMatcherFor(TERMS, 'ja')));
    expect(withTerms.html).toContain('<a href="/ja/glossary#rollup" class="glossary-term"');
    // An event's draft as the build's rules show its page.
    expect(event).toEqual(draftEventEntry(EVENT_DRAFT, 'ko', NO_REPORT));
    expect(event).toMatchObject({
      title: '서울 스테이킹 워크숍',
      place: '서울, 대한민국',
      timeZone: 'Asia/Seoul',
    });
  });

  it("the forms' renderer loads too, and draws a form with its answer (class names unlabelled, as in a production build)", () => {
    const script = `
      import { createRequire } from 'node:module';
      import fs from 'node:fs';
      const { renderFormRegion } = createRequire(import.meta.url)('./server/compiled/form-renderer.cjs');
      const resources = Object.fromEntries(['common', 'contact'].map((ns) => [ns, JSON.parse(fs.readFileSync('locales/ja/' + ns + '.json', 'utf8'))]));
      const values = { name: '山田', email: 'x@', company: '', topic: 'press', message: 'こんにちは、質問です。' };
      const result = { form: 'contact', values, fieldErrors: { email: '!' }, error: '!', success: null };
      console.log(JSON.stringify(renderFormRegion({ region: 'contact', result, language: 'ja', resources })));
    `;
    const html = JSON.parse(
      node(['--import', './__tests__/helpers/refuse-typescript.mjs', '--input-type=module', '-e', script]),
    ) as string;
    expect(html).toMatch(/^<form [^>]*data-form-region="contact"/);
    expect(html).toContain('value="山田"');
    expect(html).toMatch(/<input id="contact-email" name="email"[^>]* aria-invalid="true"[^>]* autofocus=""/);
    // Emotion's class names as in a production build (no labels; Gatsby's Babel step, build-server.mjs).
    const classes = [...html.matchAll(/ class="([^"]+)"/g)].map(([, name]) => name);
    expect(classes.filter((name) => name.startsWith('css-'))).not.toHaveLength(0);
    for (const name of classes.filter((name) => name.startsWith('css-')))
      expect(name).toMatch(/^css-[a-z0-9]+$/);
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

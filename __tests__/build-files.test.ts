import fs from 'fs';
import os from 'os';
import path from 'path';
import { KEPT_METAS, writeBuildFiles } from '../plugins/build-check/build-files';

describe('build files (builds/latest.json and builds/meta/{id}.json)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const read = (...parts: string[]) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'builds', ...parts), 'utf8'));

  it('writes the id and timestamp, and a meta with the route matcher and prerendered paths', async () => {
    await writeBuildFiles(dir, { id: 'b1', timestamp: 42 }, [
      '/about',
      '/ja/about',
      '/404.html',
      '/ja/404.html',
      '/about',
    ]);
    expect(read('latest.json')).toEqual({ id: 'b1', timestamp: 42 });
    const meta = read('meta', 'b1.json');
    expect(meta.prerendered).toEqual(['/about', '/ja/about']);
    expect(meta.matcher.locales).toEqual(['', '/ja', '/ko']);
    const blogPost = meta.matcher.templates.find((route: { path: string }) => route.path === '/blog/:slug');
    expect(new RegExp(blogPost.pattern).exec('/blog/hello-world')?.[1]).toBe('hello-world');
    expect(new RegExp(blogPost.param).test('hello-world')).toBe(true);
    expect(new RegExp(blogPost.param).test('Hello_World')).toBe(false);
  });

  it('keeps the metas of the last builds only, the current one always', async () => {
    for (let index = 0; index < KEPT_METAS + 3; index += 1) {
      await writeBuildFiles(dir, { id: `b${index}`, timestamp: index }, ['/']);
      const file = path.join(dir, 'builds', 'meta', `b${index}.json`);
      fs.utimesSync(file, index + 1, index + 1);
    }
    const kept = fs.readdirSync(path.join(dir, 'builds', 'meta')).sort();
    expect(kept).toHaveLength(KEPT_METAS);
    expect(kept).toContain(`b${KEPT_METAS + 2}.json`);
    expect(kept).not.toContain('b0.json');
    expect(read('latest.json').id).toBe(`b${KEPT_METAS + 2}`);
  });
});

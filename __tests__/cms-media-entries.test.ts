import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import type { DownloadOptions } from '../src/pipeline/cms/download';
import type { RawArticle } from '../src/pipeline/cms/entries';
import type { Locale } from '../src/features/i18n/locales';
import { localeNodesOnly } from './helpers/create-cms-pages';

// The media a build copies, as the build passes them on: no file is fetched here.
const downloads: Array<{ uploads: string[]; options: DownloadOptions | undefined }> = [];
jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async (uploads: Iterable<string>, _dir: string, options?: DownloadOptions) => {
    downloads.push({ uploads: [...uploads], options });
    return 0;
  }),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

type CreatePagesModule = typeof import('../src/pipeline/cms/create-pages');

/**
 * createCmsPages with an article whose Japanese body has an image from another site and an upload
 * the CMS does not have (issue 29, items 3 and 6): the build must name the entry, language and
 * field of each, not leave the image out silently nor fail with a bare "failed createPages".
 */
describe('images of a body that the site will not load', () => {
  const article = (locale: Locale, title: string, body: string): RawArticle => ({
    documentId: 'doc-hello',
    slug: 'hello',
    title,
    date: '2026-11-20T09:00:00.000Z',
    body,
    cover: { url: '/uploads/cover_ab12.jpg', formats: null },
    tags: [],
  });
  const CONTENT: Partial<Record<Locale, RawArticle[]>> = {
    en: [article('en', 'Hello', 'Body with ![chart](http://localhost:1337/uploads/chart_cd34.png).')],
    ja: [
      article(
        'ja',
        'こんにちは',
        '本文 ![missing](/uploads/does-not-exist.png) ![pixel](https://tracker.example.com/p.gif)',
      ),
    ],
  };
  const warnings: string[] = [];
  let workDir = '';
  let previousDir = '';

  beforeAll(async () => {
    // The build writes its caches under the working directory: keep them out of the worktree.
    previousDir = process.cwd();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-entries-'));
    process.chdir(workDir);
    const graphql = jest.fn(async (query: string) => {
      if (query.includes('outdatedTranslations')) return { data: { cms: { outdatedTranslations: [] } } };
      const field = /cms \{ (\w+)\(/.exec(query)![1]!;
      const locale = /locale: "(\w+)"/.exec(query)![1] as Locale;
      const page = Number(/pagination: \{ page: (\d+)/.exec(query)![1]);
      const entries = field === 'articles' && page === 1 ? (CONTENT[locale] ?? []) : [];
      return { data: { cms: { [field]: entries } } };
    });
    const reporter = {
      warn: jest.fn((message: string) => warnings.push(message)),
      info: jest.fn(),
      panicOnBuild: jest.fn((message: string) => {
        throw new Error(message);
      }),
    } as unknown as Reporter;
    const { createCmsPages } = (await import('../src/pipeline/cms/create-pages')) as CreatePagesModule;
    await createCmsPages({
      graphql: graphql as never,
      actions: { createPage: () => undefined } as unknown as Actions,
      reporter,
      getNodesByType: localeNodesOnly,
    });
  });
  afterAll(() => {
    process.chdir(previousDir);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('warns with the entry, language, field and reason for an image from another site', () => {
    expect(warnings).toContain(
      'Article “こんにちは” (ja, slug hello), field body: the image https://tracker.example.com/p.gif is ' +
        'left out because it is on another site (tracker.example.com), whose images the site does not load',
    );
  });

  it('copies the image the Image button wrote, and names where each upload is used', () => {
    expect(downloads).toHaveLength(1);
    const [{ uploads, options }] = downloads;
    expect(uploads).toEqual(
      expect.arrayContaining(['http://localhost:1337/uploads/chart_cd34.png', '/uploads/does-not-exist.png']),
    );
    // What downloadUploads puts in the failure when the CMS answers 404 for one of them.
    expect(options?.usedIn?.('/uploads/does-not-exist.png')).toBe(
      'Article “こんにちは” (ja, slug hello), field body',
    );
    expect(options?.usedIn?.('/uploads/cover_ab12.jpg')).toBe(
      'Article “Hello” (en, slug hello), field cover',
    );
  });
});

import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { SITE_HOSTS } from '@meridian/shared/site-hosts';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import type { BuildCache } from '../src/pipeline/cms/build-cache';
import type { RawTerm } from '../src/pipeline/cms/glossary';
import type { ArticleRecord, CmsContent, PageRecord } from '../src/pipeline/cms/read';
import { linkHostsFor } from '../src/pipeline/cms/link-hosts';
import { feedPath } from '../src/pipeline/cms/rss';
import { emitStage, summaryLines } from '../src/pipeline/cms/stages/emit';
import { allBodies, imageSizes, mediaUses } from '../src/pipeline/cms/stages/media';
import { blogPages, eventPages, genericPages, pagesStage } from '../src/pipeline/cms/stages/pages';
import { planStage, readStage, readTimingLine, sitePathTaken } from '../src/pipeline/cms/stages/read-plan';
import { renderStage } from '../src/pipeline/cms/stages/render';
import { routePages } from '../src/pipeline/cms/stages/route-pages';
import type { StageLog } from '../src/pipeline/cms/stages/types';
import { fakeCmsGraphql, siteLocaleNodes } from './helpers/create-cms-pages';
import { rawEvent } from './helpers/raw-event';

// Each stage of the build's CMS pages (src/pipeline/cms/stages/) on its own, from data: no CMS, no
// build. createCmsPages runs them in sequence (the tests of __tests__/helpers/create-cms-pages.ts
// cover the whole).

const perLocale = <T>(make: (locale: Locale) => T[] = () => []) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T[]>;

const article = (slug: string, body: string, extra: Partial<ArticleRecord> = {}): ArticleRecord => ({
  documentId: `doc-${slug}`,
  slug,
  title: `Title ${slug}`,
  summary: null,
  date: '2026-11-01T09:00:00.000Z',
  updatedAt: null,
  author: null,
  coverAlt: null,
  body,
  glossaryDefinitions: null,
  cover: { url: '/uploads/cover_ab12.jpg', formats: null, width: 1200, height: 630 },
  tags: [],
  tagsByName: [],
  ...extra,
});

const term = (slug: string, name: string, definition: string): RawTerm => ({
  slug,
  term: name,
  reading: null,
  aliases: null,
  definition,
  explanation: null,
  relatedTerms: null,
  links: null,
});

/** A small read: one article in English and Japanese, one English page, one event, one term. */
function content(): CmsContent {
  return {
    articles: perLocale((locale) =>
      locale === 'ko' ? [] : [article('hello', `A rollup here. ![chart](/uploads/chart_cd34.png)`)],
    ),
    pages: perLocale<PageRecord>((locale) =>
      locale === 'en'
        ? [
            {
              documentId: 'p',
              slug: 'learn/rollups',
              title: 'Rollups',
              seoDescription: null,
              body: 'Why a rollup?',
            },
          ]
        : [],
    ),
    tags: perLocale(),
    projects: perLocale(),
    chains: perLocale(),
    categories: perLocale(),
    events: perLocale((locale) =>
      locale === 'en'
        ? [
            rawEvent('tokyo-meetup', {
              endsAt: '2030-01-01T07:00:00.000Z',
              startsAt: '2030-01-01T05:00:00.000Z',
            }),
          ]
        : [],
    ),
    outdatedTranslations: [],
    terms: perLocale((locale) => (locale === 'en' ? [term('rollup', 'rollup', 'A layer-2 design.')] : [])),
  };
}

/** A StageLog that keeps what it is told; a failure throws, as Gatsby's panicOnBuild stops the build. */
function recordingLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  const log: StageLog = {
    info: (message) => lines.info.push(message),
    warn: (message) => lines.warn.push(message),
    fail: (message) => {
      throw new Error(message);
    },
  };
  return { log, lines };
}

/** Gatsby's cache, in memory. */
function memoryCache(): BuildCache {
  const kept = new Map<string, unknown>();
  return {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => {
      kept.set(key, value);
      return value;
    },
  } as BuildCache;
}

const NOW = new Date('2026-11-28T00:00:00.000Z');

describe('the read stage', () => {
  it('reads every collection of every language and logs one line per collection', async () => {
    const read = content();
    const graphql = fakeCmsGraphql((field, locale) =>
      field === 'outdatedTranslations'
        ? []
        : ((read as unknown as Record<string, Record<Locale, unknown[]>>)[field]?.[locale] ?? []),
    );
    const { log, lines } = recordingLog();
    const { content: got, codeVersion } = await readStage(graphql as never, null, log);
    expect(codeVersion).toBeNull();
    expect(got.articles.ja.map((entry) => entry.slug)).toEqual(['hello']);
    expect(got.terms.en.map((entry) => entry.slug)).toEqual(['rollup']);
    expect(lines.info).toContainEqual(expect.stringMatching(/^CMS read articles\/en \d+ ms \(1\)$/));
  });

  it('words a collection’s timing as the benchmarks read it', () => {
    expect(readTimingLine('tags/en', 12, 3)).toBe('CMS read tags/en 12 ms (3)');
    expect(readTimingLine('articles/ja', 40, 900, 2, true)).toBe(
      'CMS read articles/ja 40 ms (900, 2 read again, own fields)',
    );
    expect(readTimingLine('articles/ja', 40, 900, 0, false)).toBe(
      'CMS read articles/ja 40 ms (900, 0 read again, relations)',
    );
  });
});

describe('the plan stage', () => {
  it('plans what the site publishes, warning of the entries it leaves out', () => {
    const read = content();
    read.articles.en.push(article('untitled', 'Body', { title: null }));
    const { log, lines } = recordingLog();
    const plan = planStage(read, log);
    expect(plan.articles.map((entry) => entry.slug)).toEqual(['hello']);
    expect(plan.genericPages.map((page) => page.slug)).toEqual(['learn/rollups']);
    expect(plan.events.events.map((event) => event.slug)).toEqual(['tokyo-meetup']);
    expect(lines.warn).toEqual([expect.stringContaining('CMS article doc-untitled (en) lacks title')]);
  });

  it('stops the build on a CMS page at one of the site’s own paths', () => {
    const read = content();
    read.pages.en.push({
      documentId: 'q',
      slug: 'blog',
      title: 'Blog',
      seoDescription: null,
      body: 'Taken.',
    });
    expect(() => planStage(read, recordingLog().log)).toThrow(
      'CMS page q uses the path /blog, which belongs to the site: rename its slug',
    );
    expect([sitePathTaken('/blog'), sitePathTaken('/ja/x'), sitePathTaken('/events')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(sitePathTaken('/learn/rollups')).toBe(false);
  });
});

describe('the media stage', () => {
  it('lists the uploads the published entries show, where each is first used, and the refused images', () => {
    const read = content();
    read.articles.ja[0] = article('hello', '本文 ![pixel](https://tracker.example.com/p.gif)');
    read.articles.en.push(article('unpublished', '![x](/uploads/never_ef56.png)', { title: null }));
    const { log } = recordingLog();
    const uses = mediaUses(read, planStage(read, log));
    expect([...uses.uploads]).toEqual(
      expect.arrayContaining(['/uploads/chart_cd34.png', '/uploads/cover_ab12.jpg']),
    );
    expect(uses.uploads.has('/uploads/never_ef56.png')).toBe(false);
    expect(uses.usedIn.get('/uploads/chart_cd34.png')).toBe(
      'Article “Title hello” (en, slug hello), field body',
    );
    expect(uses.warnings).toEqual([
      expect.stringContaining('field body: the image https://tracker.example.com/p.gif is left out because'),
    ]);
  });

  it('reads the sizes of the bodies’ images from the copies, skipping what is not an image', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-media-'));
    try {
      fs.mkdirSync(path.join(publicDir, 'cms-media'));
      await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
        .png()
        .toFile(path.join(publicDir, 'cms-media', 'chart_cd34.png'));
      fs.writeFileSync(path.join(publicDir, 'cms-media', 'broken_0000.png'), 'not a png');
      const sizes = await imageSizes([...allBodies(content()), '![b](/uploads/broken_0000.png)'], publicDir);
      expect([...sizes]).toEqual([['/cms-media/chart_cd34.png', { width: 3, height: 2 }]]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe('the render stage', () => {
  it('renders a body with its terms’ definitions, or without, and reuses a body rendered before', async () => {
    const { log } = recordingLog();
    const renderer = await renderStage(content(), new Map(), { codeVersion: null, log });
    expect(renderer.render('A rollup.', 'en').html).toContain('A layer-2 design.');
    expect(renderer.render('A rollup.', 'en', false).html).not.toContain('glossary-term');
    expect(renderer.glossaries.en.sections.flatMap((section) => section.terms ?? [])).not.toHaveLength(0);
    renderer.render('A rollup.', 'en');
    expect(renderer.reused).toBe(1);
  });

  it('keeps the bodies for the next build of the same code', async () => {
    const cache = memoryCache();
    const { log } = recordingLog();
    const first = await renderStage(content(), new Map(), { cache, codeVersion: 'v1', log });
    first.render('A rollup.', 'en');
    await first.save();
    const next = await renderStage(content(), new Map(), { cache, codeVersion: 'v1', log });
    next.render('A rollup.', 'en');
    expect(next.reused).toBe(1);
    const otherCode = await renderStage(content(), new Map(), { cache, codeVersion: 'v2', log });
    otherCode.render('A rollup.', 'en');
    expect(otherCode.reused).toBe(0);
  });
});

describe('the pages stage', () => {
  const setUp = async () => {
    const read = content();
    const { log } = recordingLog();
    const plan = planStage(read, log);
    const renderer = await renderStage(read, new Map(), { codeVersion: null, log });
    return { plan, renderer };
  };

  it('plans each family’s pages in every language that shows them, at their context’s path', async () => {
    const { plan, renderer } = await setUp();
    const paths = (pages: Array<{ path: string }>) => pages.map((page) => page.path);
    expect(paths(blogPages(plan, renderer.render))).toEqual(
      expect.arrayContaining(['/blog', '/blog/hello', '/ja/blog/hello', '/ko/blog/hello']),
    );
    expect(paths(genericPages(plan, renderer.render))).toEqual([
      '/learn/rollups',
      '/ja/learn/rollups',
      '/ko/learn/rollups',
    ]);
    expect(paths(eventPages(plan, renderer.render, NOW))).toEqual([
      '/events/tokyo-meetup',
      '/ja/events/tokyo-meetup',
      '/ko/events/tokyo-meetup',
    ]);
    expect(
      paths(routePages(plan, renderer.glossaries, NOW)).filter((pagePath) => !/^\/(ja|ko)/.test(pagePath)),
    ).toEqual(['/', '/community', '/search', '/ecosystem', '/events', '/glossary', '/community/ecosystem']);
    for (const page of pagesStage(plan, renderer, NOW)) {
      expect(page.path).toBe(page.context.i18n.path);
      expect(page.component).toMatch(/src\/templates\/[a-z-]+\.tsx$/);
    }
  });

  it('puts each page’s data in its context: a fallback’s body in English, an event as it stands at the build', async () => {
    const { plan, renderer } = await setUp();
    const at = (pagePath: string) =>
      pagesStage(plan, renderer, NOW).find((page) => page.path === pagePath)!.context as unknown as Record<
        string,
        unknown
      >;
    expect(at('/blog/hello').isFallback).toBe(false);
    expect(at('/ko/blog/hello')).toMatchObject({ isFallback: true, indexable: false });
    expect((at('/learn/rollups').body as { html: string }).html).toContain('A layer-2 design.');
    expect((at('/ja/learn/rollups').body as { html: string }).html).not.toContain('glossary-term');
    expect(at('/events/tokyo-meetup')).toMatchObject({
      endedAtBuild: false,
      icsPath: expect.stringContaining('tokyo-meetup'),
    });
    const later = eventPages(plan, renderer.render, new Date('2031-01-01T00:00:00.000Z'));
    expect(later[0]!.context).toMatchObject({ endedAtBuild: true });
  });

  it('gives the pages that show entries’ links the hosts those reach (linkHosts), and no other page', async () => {
    const { plan, renderer } = await setUp();
    const pages = pagesStage(plan, renderer, NOW);
    const hosts = (pagePath: string) => pages.find((page) => page.path === pagePath)!.context.linkHosts;
    for (const pagePath of ['/events/tokyo-meetup', '/ja/ecosystem', '/glossary', '/community/ecosystem']) {
      expect(hosts(pagePath)).toEqual(expect.arrayContaining([...SITE_HOSTS]));
    }
    for (const pagePath of ['/', '/events', '/blog/hello']) expect(hosts(pagePath)).toBeUndefined();
    const urls = [
      'https://lu.ma/tokyo',
      'https://tokyo.connpass.com/event/1',
      '/events',
      'https://evil.test/',
      null,
    ];
    expect(linkHostsFor(urls).linkHosts).toEqual([...SITE_HOSTS, 'lu.ma', '*.connpass.com']);
  });
});

describe('the emit stage', () => {
  it("writes the feeds, and no stale-at file: an event's end is the CMS scheduler's", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-emit-'));
    try {
      const read = content();
      const { log } = recordingLog();
      const plan = planStage(read, log);
      const save = jest.fn(async () => undefined);
      const result = await emitStage(
        plan,
        { uploads: new Set() },
        { save },
        {
          localeNodes: siteLocaleNodes(),
          now: NOW,
          files: { publicDir },
          log,
        },
      );
      // An event's end is the CMS scheduler's (cms/src/schedules/event-ends.js): no timer file.
      expect(result).not.toHaveProperty('staleAt');
      expect(fs.existsSync(path.join(publicDir, 'builds', 'stale-at.json'))).toBe(false);
      expect(fs.readFileSync(path.join(publicDir, feedPath('en')), 'utf8')).toContain('/blog/hello');
      expect(save).toHaveBeenCalled();
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('closes the log with what was built and where the time went', () => {
    const read = content();
    const plan = planStage(read, recordingLog().log);
    expect(
      summaryLines(
        plan,
        2,
        { renderMs: 7, reused: 1 },
        { started: 1000, read: 1100, media: 1300, end: 1600 },
      ),
    ).toEqual([
      'CMS: 1 articles, 0 tags, 0 ecosystem projects, 1 events',
      'CMS: 2 media files copied (new, or replaced in the media library); read 100 ms, media 200 ms',
      'CMS: pages and feeds 300 ms, of which bodies 7 ms',
      'CMS: 1 bodies kept from the previous build',
    ]);
  });
});

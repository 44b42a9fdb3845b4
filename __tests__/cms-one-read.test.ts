/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { SITE } from '../src/config/site';
import { tagPagePath } from '../src/features/cms/articles';
import type { ArticleCardItem, TagLink } from '../src/features/cms/types';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { createCmsPagesFrom, type CreatedPage } from './helpers/create-cms-pages';

// Issue 30, item 1: the CMS is read once per build (src/pipeline/cms/read.ts) into one plan
// (site-plan.ts); pages, feeds, the search page's tags and the blog's tag list come from it.

jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async () => 0),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

const ROOT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A GraphQL selection of the CMS's remote schema (`cms { … }`) or one of its types (`STRAPI_…`). */
const CMS_QUERY = /\bcms\s*\{|\bSTRAPI_\w/;

describe('no template, page, component or plugin queries the CMS', () => {
  it.each(['src/templates', 'src/pages', 'src/components', 'plugins'])('%s has no CMS query', (dir) => {
    const querying = sourceFiles(path.join(ROOT, dir)).filter((file) =>
      CMS_QUERY.test(fs.readFileSync(file, 'utf8')),
    );
    expect(querying.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('the build’s one read (src/pipeline/cms/read.ts) is the only code that sends a query to the CMS', () => {
    const files = [
      ...sourceFiles(path.join(ROOT, 'src')),
      ...sourceFiles(path.join(ROOT, 'plugins')),
      ...fs
        .readdirSync(ROOT)
        .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
        .map((name) => path.join(ROOT, name)),
    ];
    const querying = files.filter((file) =>
      /\bcms\s*\{/.test(fs.readFileSync(file, 'utf8').replace(/`cms \{ … \}`/g, '')),
    );
    expect(querying.map((file) => path.relative(ROOT, file))).toEqual(['src/pipeline/cms/read.ts']);
  });
});

// ── a catalogue with the cases of the three bugs ───────────────────────────────────────────────

interface Article {
  slug: string;
  date: string;
  tags: string[];
  locales: Locale[];
  /** The build refuses it (no cover). */
  refused?: boolean;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

// 130 English articles: the 60 newest tagged `network`, the 70 oldest `research`. Counted over
// the first 100 only (the CMS's cap on one page), `network` would look the most used.
const CATALOGUE: Article[] = [
  ...Array.from({ length: 130 }, (_, index) => ({
    slug: `article-${String(index).padStart(3, '0')}`,
    date: day(200 - index),
    tags: [index < 60 ? 'network' : 'research'],
    locales: ['en', 'ja'] as Locale[],
  })),
  // Newest of all, but the build refuses it: no feed may list it, and its tag has no page.
  { slug: 'no-cover', date: day(300), tags: ['refused-only'], locales: ['en', 'ja'], refused: true },
];

const TAG_NAMES: Record<string, Partial<Record<Locale, string>>> = {
  network: { en: 'Network', ja: 'ネットワーク' },
  research: { en: 'Research' },
  // In the CMS, on no published article: a tag list linking it would link a 404.
  unused: { en: 'Unused', ja: '未使用' },
  'refused-only': { en: 'Refused only' },
};

function entriesOf(field: string, locale: Locale): unknown[] {
  if (field === 'articles') {
    return CATALOGUE.filter((article) => article.locales.includes(locale))
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((article) => ({
        documentId: `doc-${article.slug}`,
        slug: article.slug,
        title: `${article.slug} (${locale})`,
        summary: `Summary of ${article.slug}`,
        date: article.date,
        updatedAt: article.date,
        author: 'Meridian',
        coverAlt: null,
        body: 'Body.',
        cover: article.refused
          ? null
          : { url: '/uploads/cover.jpg', formats: null, width: 1200, height: 630 },
        tags: article.tags.map((slug) => ({ slug })),
        tagsByName: article.tags.map((slug) => ({ slug, name: TAG_NAMES[slug]?.[locale] ?? null })),
      }));
  }
  if (field === 'tags') {
    return Object.entries(TAG_NAMES)
      .filter(([, names]) => names[locale])
      .map(([slug, names]) => ({ documentId: `tag-${slug}`, slug, name: names[locale] }))
      .sort((a, b) => a.name!.localeCompare(b.name!));
  }
  return [];
}

let created: CreatedPage[];
let feeds: Record<Locale, string>;
let queries: string[];

beforeAll(async () => {
  ({ created, feeds, queries } = await createCmsPagesFrom(entriesOf));
});

const contextAt = (pagePath: string) => {
  const page = created.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`no page at ${pagePath}`);
  return page.context;
};
const exists = (pagePath: string) => created.some((page) => page.path === pagePath);

describe('the build reads the CMS once', () => {
  it('walks each collection of each language once, 100 entries a request, and nothing else', () => {
    // Besides the collections, one request for the CMS's list of outdated translations.
    expect(queries.filter((query) => /query CmsOutdatedTranslations/.test(query))).toHaveLength(1);
    const collections = queries.filter((query) => !/query CmsOutdatedTranslations/.test(query));
    expect(collections.every((query) => /query CmsCollection/.test(query))).toBe(true);
    const walked = collections.map((query) => {
      const [, field] = /cms \{ (\w+)\(/.exec(query)!;
      const [, locale] = /locale: "(\w+)"/.exec(query)!;
      const [, page] = /page: (\d+),/.exec(query)!;
      return `${field}/${locale}/${page}`;
    });
    expect(new Set(walked).size).toBe(walked.length);
    // 131 English and Japanese articles: two requests each; one for every other collection.
    expect(walked.filter((request) => request.startsWith('articles/'))).toEqual([
      'articles/en/1',
      'articles/en/2',
      'articles/ja/1',
      'articles/ja/2',
      'articles/ko/1',
    ]);
    // Pages, tags, projects, chains, categories, events and glossary terms: one request per
    // language each.
    expect(walked).toHaveLength(5 + 3 * 7);
  });
});

describe('RSS feeds list only articles the build published (issue 30, bug 1)', () => {
  const items = (locale: Locale) =>
    [...feeds[locale].matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(([, link]) => link!);

  it.each(['en', 'ja'] as const)(
    'the %s feed has the 20 newest published articles, not the refused one',
    (locale) => {
      expect(items(locale)).toHaveLength(20);
      expect(items(locale)[0]).toBe(`${SITE.url}${localizePath('/blog/article-000', locale)}`);
      expect(feeds[locale]).not.toContain('no-cover');
    },
  );

  it('every item links to a page the build created in the feed’s language', () => {
    expect(LOCALES.flatMap(items)).toHaveLength(40);
    for (const locale of LOCALES) {
      for (const link of items(locale)) {
        expect(exists(link.replace(SITE.url, ''))).toBe(true);
        expect(contextAt(link.replace(SITE.url, ''))).toMatchObject({ language: locale, isFallback: false });
      }
    }
  });
});

describe('/search’s popular tags count every article, not the first 100 (issue 30, bug 2)', () => {
  it.each(LOCALES.map((locale) => [locale]))('in %s, the most used tag comes first', (locale) => {
    const tags = contextAt(localizePath('/search', locale)).popularTags as TagLink[];
    expect(tags.map((tag) => tag.slug)).toEqual(['research', 'network']);
  });

  it('names each tag in the page’s language, else in English', () => {
    expect(contextAt('/ja/search').popularTags).toEqual([
      { slug: 'research', name: 'Research' },
      { slug: 'network', name: 'ネットワーク' },
    ]);
  });

  it('links only tags with a page in that language', () => {
    for (const locale of LOCALES) {
      for (const { slug } of contextAt(localizePath('/search', locale)).popularTags as TagLink[]) {
        expect(exists(localizePath(tagPagePath(slug, 1), locale))).toBe(true);
      }
    }
  });
});

describe('/blog lists the tags that have pages, no other (issue 30, bug 3)', () => {
  it.each(LOCALES.map((locale) => [locale]))('in %s, every listed tag has its page', (locale) => {
    const tags = contextAt(localizePath('/blog', locale)).tags as TagLink[];
    expect(tags.map((tag) => tag.slug).sort()).toEqual(['network', 'research']);
    for (const { slug } of tags) expect(exists(localizePath(tagPagePath(slug, 1), locale))).toBe(true);
  });

  it('leaves out a tag on no article and a tag of a refused article only', () => {
    for (const locale of LOCALES) {
      expect(exists(localizePath(tagPagePath('unused', 1), locale))).toBe(false);
      expect(exists(localizePath(tagPagePath('refused-only', 1), locale))).toBe(false);
    }
  });

  it('names tags in the page’s language (English where it has no name), in the CMS’s order', () => {
    expect(contextAt('/blog').tags).toEqual([
      { slug: 'network', name: 'Network' },
      { slug: 'research', name: 'Research' },
    ]);
    expect(contextAt('/ja/blog').tags).toEqual([
      { slug: 'network', name: 'ネットワーク' },
      { slug: 'research', name: 'Research' },
    ]);
    expect(contextAt('/ja/blog/tag/research')).toMatchObject({ tagName: 'Research' });
  });
});

describe('a page’s context carries its cards, and only what they show', () => {
  it('the blog list’s cards are the first page’s 13 articles (its lead, then full rows of 12), newest first, in the page’s language', () => {
    const cards = contextAt('/ja/blog').cards as ArticleCardItem[];
    expect(cards.map((card) => card.article.slug)).toEqual(
      Array.from({ length: 13 }, (_, index) => `article-${String(index).padStart(3, '0')}`),
    );
    expect(cards[0]).toEqual({
      article: {
        slug: 'article-000',
        title: 'article-000 (ja)',
        summary: 'Summary of article-000',
        date: day(200),
        // The card's copies only, resolved at build time (a cover with no smaller formats: the one).
        picture: {
          alt: '',
          width: 1200,
          height: 630,
          src: '/cms-media/cover.jpg',
          srcSet: '/cms-media/cover.jpg 1200w',
          webpSrcSet: '/cms-media/cover.jpg.webp 1200w',
        },
      },
      isFallback: false,
    });
  });

  it('a Korean page shows English cards marked as such', () => {
    const cards = contextAt('/ko/blog').cards as ArticleCardItem[];
    expect(cards[0]).toMatchObject({ article: { title: 'article-000 (en)' }, isFallback: true });
  });
});

/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Seo } from '../src/components/layout/Seo';
import { SITE } from '../src/config/site';
import type { ArticleCardItem } from '../src/features/cms/types';
import type { DirectoryData } from '../src/features/ecosystem/directory';
import type { SitePageContext } from '../src/features/i18n/page-context';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { isSitemapPage, sitemapEntry } from '../src/pipeline/seo/sitemap';
import { createCmsPagesFrom, type CreatedPage } from './helpers/create-cms-pages';

// No media is copied: the covers are not real files.
jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async () => 0),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

/**
 * The rule of docs/editors.md, "Publishing in one language only": a document has a page in each
 * language it is published in; another language shows the English version (with the "not
 * translated yet" banner) if there is one, and has no page otherwise. Run through createCmsPages
 * from what the CMS returns per language, as the build reads it.
 */

interface Version {
  slug: string;
  date: string;
  tags: string[];
  locales: Locale[];
}

/** The blog: a Japanese-only meetup (newest), a Korean-only one, an English+Japanese launch, an English-only grant. */
const ARTICLES: Version[] = [
  { slug: 'tokyo-meetup', date: '2026-11-20T09:00:00.000Z', tags: ['events', 'tokyo'], locales: ['ja'] },
  { slug: 'seoul-meetup', date: '2026-11-15T09:00:00.000Z', tags: ['events'], locales: ['ko'] },
  {
    slug: 'mainnet-launch',
    date: '2026-11-10T09:00:00.000Z',
    tags: ['events', 'network'],
    locales: ['en', 'ja'],
  },
  { slug: 'grants-round', date: '2026-11-01T09:00:00.000Z', tags: ['grants'], locales: ['en'] },
];

const PAGES = [
  { slug: 'tokyo-office', locales: ['ja'] as Locale[] },
  { slug: 'learn/staking', locales: ['en', 'ja'] as Locale[] },
];

const PROJECTS = [
  { slug: 'kanji-wallet', locales: ['ja'] as Locale[] },
  { slug: 'global-dex', locales: ['en', 'ko'] as Locale[] },
];

const title = (slug: string, locale: Locale) => `${slug} (${locale})`;

function entriesOf(field: string, locale: Locale): unknown[] {
  if (field === 'articles') {
    return ARTICLES.filter((article) => article.locales.includes(locale)).map((article) => ({
      documentId: `doc-${article.slug}`,
      slug: article.slug,
      title: title(article.slug, locale),
      summary: null,
      date: article.date,
      updatedAt: article.date,
      author: null,
      coverAlt: null,
      body: `Body in ${locale}.`,
      cover: { url: '/uploads/cover.jpg', formats: null, width: 1200, height: 630 },
      tags: article.tags.map((slug) => ({ slug })),
      tagsByName: article.tags.map((slug) => ({ slug, name: slug })),
    }));
  }
  if (field === 'pages') {
    return PAGES.filter((page) => page.locales.includes(locale)).map((page) => ({
      documentId: `page-${page.slug}`,
      slug: page.slug,
      title: title(page.slug, locale),
      seoDescription: null,
      body: `Page body in ${locale}.`,
    }));
  }
  if (field === 'projects') {
    return PROJECTS.filter((project) => project.locales.includes(locale)).map((project) => ({
      documentId: `project-${project.slug}`,
      name: project.slug,
      slug: project.slug,
      website: `https://${project.slug}.example`,
      description: title(project.slug, locale),
      xUrl: null,
      githubUrl: null,
      discordUrl: null,
      logo: null,
      chains: [],
      categories: [],
    }));
  }
  return [];
}

let created: CreatedPage[] = [];
let warnings: string[] = [];
let feeds: Record<Locale, string>;

beforeAll(async () => {
  ({ created, warnings, feeds } = await createCmsPagesFrom(entriesOf));
});

const pageAt = (path: string) => created.find((page) => page.path === path);
const contextAt = (path: string) => {
  const page = pageAt(path);
  if (!page) throw new Error(`no page at ${path}; pages: ${created.map((p) => p.path).join(' ')}`);
  return page.context;
};
/** A page as gatsby-plugin-sitemap's query gives it (`allSitePage { path pageContext }`). */
const sitePage = (path: string) => ({ path, pageContext: contextAt(path) as Partial<SitePageContext> });
/** The slugs of a page's cards (`cards`, `more`, `related`, `latest`), in their order. */
const cardSlugs = (path: string, key = 'cards') =>
  (contextAt(path)[key] as ArticleCardItem[]).map((card) => card.article.slug);
const prefixed = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** The `<head>` links Seo renders for a created page. */
function headLinks(path: string): string[] {
  const html = renderToStaticMarkup(
    React.createElement(Seo, {
      data: { locales: { edges: [] } } as never,
      pageContext: contextAt(path) as unknown as SitePageContext,
    }),
  );
  return [...html.matchAll(/<link rel="(?:alternate|canonical)"[^>]*>/g)].map(([link]) => link);
}

describe('an article published in one language only', () => {
  it.each([
    ['tokyo-meetup', 'ja'],
    ['seoul-meetup', 'ko'],
  ] as const)('%s has its page in %s, in that language, indexed', (slug, locale) => {
    expect(contextAt(prefixed(locale, `/blog/${slug}`))).toMatchObject({
      language: locale,
      article: { title: title(slug, locale), locale },
      isFallback: false,
      indexable: true,
      alternateLocales: [locale],
    });
  });

  it('tells the language switcher the one language it exists in', () => {
    expect(contextAt('/ja/blog/tokyo-meetup').i18n).toMatchObject({ languages: ['ja'] });
    expect(contextAt('/ja/blog/tag/tokyo').i18n).toMatchObject({ languages: ['ja'] });
    expect(contextAt('/ko/blog/mainnet-launch').i18n).toMatchObject({ languages: [...LOCALES] });
  });

  it.each([
    ['tokyo-meetup', ['en', 'ko']],
    ['seoul-meetup', ['en', 'ja']],
  ] as const)('%s has no page in the other languages (404), not even a fallback', (slug, others) => {
    for (const locale of others) expect(pageAt(prefixed(locale, `/blog/${slug}`))).toBeUndefined();
  });

  it('is in its language’s blog list, newest first, and in no other language’s', () => {
    expect(cardSlugs('/ja/blog')).toEqual(['tokyo-meetup', 'mainnet-launch', 'grants-round']);
    expect(cardSlugs('/ko/blog')).toEqual(['seoul-meetup', 'mainnet-launch', 'grants-round']);
    expect(cardSlugs('/blog')).toEqual(['mainnet-launch', 'grants-round']);
  });

  it('is on its tags’ pages in its language; a tag only it has exists in that language only', () => {
    expect(cardSlugs('/ja/blog/tag/events')).toEqual(['tokyo-meetup', 'mainnet-launch']);
    expect(contextAt('/ja/blog/tag/events')).toMatchObject({ articleCount: 2 });
    expect(cardSlugs('/ko/blog/tag/events')).toEqual(['seoul-meetup', 'mainnet-launch']);
    expect(cardSlugs('/blog/tag/events')).toEqual(['mainnet-launch']);
    expect(cardSlugs('/ja/blog/tag/tokyo')).toEqual(['tokyo-meetup']);
    expect(contextAt('/ja/blog/tag/tokyo')).toMatchObject({ alternateLocales: ['ja'] });
    expect(pageAt('/blog/tag/tokyo')).toBeUndefined();
    expect(pageAt('/ko/blog/tag/tokyo')).toBeUndefined();
    expect(contextAt('/blog/tag/events').alternateLocales).toEqual([...LOCALES]);
  });

  it('is among the related articles and latest news of its language only', () => {
    expect(cardSlugs('/ja/blog/mainnet-launch', 'related')).toEqual(['tokyo-meetup']);
    expect(cardSlugs('/ko/blog/mainnet-launch', 'related')).toEqual(['seoul-meetup']);
    expect(cardSlugs('/blog/mainnet-launch', 'related')).toEqual([]);
    expect(cardSlugs('/ja', 'latest')).toEqual(['tokyo-meetup', 'mainnet-launch', 'grants-round']);
    expect(cardSlugs('/', 'latest')).toEqual(['mainnet-launch', 'grants-round']);
  });

  it('links in its head to the languages that exist, x-default to its own page', () => {
    expect(headLinks('/ja/blog/tokyo-meetup')).toEqual([
      `<link rel="canonical" href="${SITE.url}/ja/blog/tokyo-meetup"/>`,
      `<link rel="alternate" hrefLang="ja" href="${SITE.url}/ja/blog/tokyo-meetup"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${SITE.url}/ja/blog/tokyo-meetup"/>`,
    ]);
  });

  it('is in the sitemap with its own language as the only alternate and x-default', () => {
    const page = sitePage('/ja/blog/tokyo-meetup');
    expect(isSitemapPage(page)).toBe(true);
    expect(sitemapEntry(page).links).toEqual([
      { lang: 'ja', url: '/ja/blog/tokyo-meetup' },
      { lang: 'x-default', url: '/ja/blog/tokyo-meetup' },
    ]);
  });

  it('is in its language’s feed only, and every feed item has its page in that language', () => {
    const items = (locale: Locale) =>
      [...feeds[locale].matchAll(/<link>([^<]*)<\/link>/g)].map(([, link]) => link!).slice(1);
    expect(items('ja')).toEqual(
      ['tokyo-meetup', 'mainnet-launch'].map((slug) => `${SITE.url}/ja/blog/${slug}`),
    );
    expect(items('ko')).toEqual([`${SITE.url}/ko/blog/seoul-meetup`]);
    expect(items('en')).toEqual(['mainnet-launch', 'grants-round'].map((slug) => `${SITE.url}/blog/${slug}`));
    for (const locale of LOCALES) {
      for (const link of items(locale)) {
        expect(contextAt(link.replace(SITE.url, ''))).toMatchObject({ isFallback: false, language: locale });
      }
    }
  });

  it('gives an editor no warning: publishing in one language is not a mistake', () => {
    expect(warnings).toEqual([]);
  });
});

describe('an article in English and Japanese', () => {
  it('is itself in both, and the English version under the banner in Korean, not indexed', () => {
    expect(contextAt('/ja/blog/mainnet-launch')).toMatchObject({
      article: { locale: 'ja' },
      isFallback: false,
      indexable: true,
    });
    expect(contextAt('/ko/blog/mainnet-launch')).toMatchObject({
      article: { locale: 'en', title: title('mainnet-launch', 'en') },
      isFallback: true,
      indexable: false,
      alternateLocales: ['en', 'ja'],
    });
  });

  it('has alternates to English and Japanese, x-default English, in the head and the sitemap', () => {
    expect(headLinks('/ja/blog/mainnet-launch')).toEqual([
      `<link rel="canonical" href="${SITE.url}/ja/blog/mainnet-launch"/>`,
      `<link rel="alternate" hrefLang="en" href="${SITE.url}/blog/mainnet-launch"/>`,
      `<link rel="alternate" hrefLang="ja" href="${SITE.url}/ja/blog/mainnet-launch"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${SITE.url}/blog/mainnet-launch"/>`,
    ]);
    expect(isSitemapPage(sitePage('/ko/blog/mainnet-launch'))).toBe(false);
    expect(sitemapEntry(sitePage('/blog/mainnet-launch')).links.map((link) => link.lang)).toEqual([
      'en',
      'ja',
      'x-default',
    ]);
  });
});

describe('generic pages and ecosystem projects follow the same rule', () => {
  it('builds a Japanese-only CMS page in Japanese only', () => {
    expect(contextAt('/ja/tokyo-office')).toMatchObject({
      title: title('tokyo-office', 'ja'),
      isFallback: false,
      alternateLocales: ['ja'],
    });
    expect(pageAt('/tokyo-office')).toBeUndefined();
    expect(pageAt('/ko/tokyo-office')).toBeUndefined();
    expect(contextAt('/ko/learn/staking')).toMatchObject({
      title: title('learn/staking', 'en'),
      isFallback: true,
    });
  });

  it('lists a Japanese-only project in the Japanese directory only', () => {
    const listed = (locale: Locale) =>
      (contextAt(prefixed(locale, '/ecosystem')).directory as DirectoryData).projects.map((project) => [
        project.slug,
        project.description,
      ]);
    expect(listed('ja')).toEqual([
      ['global-dex', title('global-dex', 'en')],
      ['kanji-wallet', title('kanji-wallet', 'ja')],
    ]);
    expect(listed('en')).toEqual([['global-dex', title('global-dex', 'en')]]);
    expect(listed('ko')).toEqual([['global-dex', title('global-dex', 'ko')]]);
  });
});

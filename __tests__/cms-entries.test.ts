import {
  publishableArticles,
  publishablePages,
  type RawArticle,
  type RawPage,
} from '../src/pipeline/cms/entries';

const cover = { url: '/uploads/cover.png', width: 1200, height: 630 };
const article = (slug: string | null, extra: Partial<RawArticle> = {}): RawArticle => ({
  documentId: `article-${slug}`,
  slug,
  title: `Title of ${slug}`,
  date: '2026-10-01T00:00:00.000Z',
  body: '## Heading\n\nText',
  cover,
  tags: [{ slug: 'mainnet' }],
  ...extra,
});
const page = (slug: string | null, extra: Partial<RawPage> = {}): RawPage => ({
  documentId: `page-${slug}`,
  slug,
  title: `Page ${slug}`,
  body: 'Body',
  ...extra,
});

function recorder() {
  const warnings: string[] = [];
  const failures: string[] = [];
  return {
    warnings,
    failures,
    report: { warn: (m: string) => warnings.push(m), fail: (m: string) => failures.push(m) },
  };
}

describe('articles the build publishes', () => {
  it('keeps complete articles with the languages they are written in', () => {
    const { report, warnings, failures } = recorder();
    const articles = publishableArticles(
      { en: [article('one'), article('two')], ja: [article('one')], ko: [article('two')] },
      report,
    );
    expect(articles).toEqual([
      { slug: 'one', date: '2026-10-01T00:00:00.000Z', tags: ['mainnet'], locales: ['en', 'ja'] },
      { slug: 'two', date: '2026-10-01T00:00:00.000Z', tags: ['mainnet'], locales: ['en', 'ko'] },
    ]);
    expect(warnings).toEqual([]);
    expect(failures).toEqual([]);
  });

  it.each([
    ['title', { title: '  ' }],
    ['date', { date: null }],
    ['body', { body: '' }],
    ['cover', { cover: null }],
  ] as const)('skips an article without its %s, with a warning naming it', (field, broken) => {
    const { report, warnings, failures } = recorder();
    const articles = publishableArticles(
      { en: [article('fine'), article('broken', broken)], ja: [], ko: [] },
      report,
    );
    expect(articles.map((a) => a.slug)).toEqual(['fine']);
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`article-broken \\(en\\) lacks ${field}`))]);
    expect(failures).toEqual([]);
  });

  it('skips a slug that is not a URL segment', () => {
    const { report, warnings } = recorder();
    expect(publishableArticles({ en: [article('../etc')], ja: [], ko: [] }, report)).toEqual([]);
    expect(warnings[0]).toContain('"../etc"');
  });

  it('fails the build when two articles claim one slug, naming both', () => {
    const { report, failures } = recorder();
    publishableArticles(
      { en: [article('same'), article('same', { documentId: 'article-copy' })], ja: [], ko: [] },
      report,
    );
    expect(failures).toEqual([expect.stringMatching(/article-same and article-copy.*"same"/)]);
  });

  it('publishes a version without an English one in its own language, newest first among the others', () => {
    const { report, warnings, failures } = recorder();
    const articles = publishableArticles(
      {
        en: [article('older', { date: '2026-09-01T00:00:00.000Z' })],
        ja: [article('ja-only', { date: '2026-10-05T00:00:00.000Z' })],
        ko: [article('ko-only', { date: '2026-08-01T00:00:00.000Z' })],
      },
      report,
    );
    expect(articles.map(({ slug, locales }) => [slug, locales])).toEqual([
      ['ja-only', ['ja']],
      ['older', ['en']],
      ['ko-only', ['ko']],
    ]);
    expect(warnings).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('counts a Korean version of a Japanese-only article as its translation', () => {
    const { report } = recorder();
    const articles = publishableArticles({ en: [], ja: [article('local')], ko: [article('local')] }, report);
    expect(articles).toEqual([expect.objectContaining({ slug: 'local', locales: ['ja', 'ko'] })]);
  });

  it('falls back to English for an incomplete version, and publishes none where English is missing', () => {
    const { report, warnings } = recorder();
    const articles = publishableArticles(
      {
        en: [article('one')],
        ja: [article('local')],
        ko: [article('one', { title: null }), article('local', { body: ' ' })],
      },
      report,
    );
    expect(articles.map(({ slug, locales }) => [slug, locales])).toEqual([
      ['one', ['en']],
      ['local', ['ja']],
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('article-one (ko) lacks a title or body: shown in English there'),
      expect.stringContaining('article-local (ko) lacks a title or body: not published in that language'),
    ]);
  });

  it('needs every field of a version without an English one, and fails on two claiming one slug', () => {
    const { report, warnings, failures } = recorder();
    const articles = publishableArticles(
      {
        en: [],
        ja: [
          article('no-cover', { cover: null }),
          article('twin'),
          article('twin', { documentId: 'twin-copy' }),
        ],
        ko: [],
      },
      report,
    );
    expect(articles.map((a) => a.slug)).toEqual(['twin']);
    expect(warnings).toEqual([expect.stringContaining('article-no-cover (ja) lacks cover: not published')]);
    expect(failures).toEqual([expect.stringMatching(/article-twin and twin-copy.*"twin"/)]);
  });
});

describe('generic pages the build publishes', () => {
  const isSitePath = (path: string) => ['/about', '/blog'].includes(path) || path.startsWith('/blog/');

  it('publishes nested pages with their languages', () => {
    const { report } = recorder();
    expect(
      publishablePages(
        { en: [page('learn/what-is-dapp-staking')], ja: [page('learn/what-is-dapp-staking')], ko: [] },
        isSitePath,
        report,
      ),
    ).toEqual([{ slug: 'learn/what-is-dapp-staking', locales: ['en', 'ja'] }]);
  });

  it('publishes a page without an English version in the languages it is written in', () => {
    const { report, failures } = recorder();
    expect(
      publishablePages(
        { en: [page('both')], ja: [page('both'), page('tokyo-meetup')], ko: [page('seoul-meetup')] },
        isSitePath,
        report,
      ),
    ).toEqual([
      { slug: 'both', locales: ['en', 'ja'] },
      { slug: 'tokyo-meetup', locales: ['ja'] },
      { slug: 'seoul-meetup', locales: ['ko'] },
    ]);
    expect(failures).toEqual([]);
  });

  it('fails the build for a page in one language only that takes a URL of the site', () => {
    const { report, failures } = recorder();
    publishablePages({ en: [], ja: [page('about')], ko: [] }, isSitePath, report);
    expect(failures).toEqual([expect.stringContaining('page-about uses the path /about')]);
  });

  it('skips a page without a body or with a malformed path, with a warning', () => {
    const { report, warnings, failures } = recorder();
    const pages = publishablePages(
      { en: [page('empty', { body: null }), page('bad//path'), page('ok')], ja: [], ko: [] },
      isSitePath,
      report,
    );
    expect(pages.map((p) => p.slug)).toEqual(['ok']);
    expect(warnings).toEqual([
      expect.stringContaining('page-empty lacks body'),
      expect.stringContaining('"bad//path"'),
    ]);
    expect(failures).toEqual([]);
  });

  it('fails the build for a page that takes a URL of the site or of another page', () => {
    const { report, failures } = recorder();
    publishablePages(
      {
        en: [page('about'), page('blog/news'), page('twin'), page('twin', { documentId: 'page-copy' })],
        ja: [],
        ko: [],
      },
      isSitePath,
      report,
    );
    expect(failures).toEqual([
      expect.stringContaining('page-about uses the path /about'),
      expect.stringContaining('page-blog/news uses the path /blog/news'),
      expect.stringMatching(/page-twin and page-copy.*"twin"/),
    ]);
  });
});

/**
 * @jest-environment node
 */
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import {
  fullReadSnapshot,
  mergeRead,
  ownFieldsSuffice,
  planRead,
  relatedState,
  type Fingerprint,
  type RelatedEntry,
} from '../src/pipeline/cms/incremental-read';
import type { BuildCache } from '../src/pipeline/cms/build-cache';
import { fetchCmsContent, type Graphql } from '../src/pipeline/cms/read';
import { renderKey, renderedMarkdownCache } from '../src/pipeline/cms/rendered-markdown';

// Issue 30, item 2: the build reads again only the CMS entries that changed since the previous
// build; what it returns must be what a full read returns.

type Entry = { documentId: string; slug: string; title: string };
const entry = (documentId: string, title = documentId): Entry => ({ documentId, slug: documentId, title });
const fingerprint = (documentId: string, updatedAt: string, tags: string[] = []): Fingerprint => ({
  documentId,
  updatedAt,
  publishedAt: updatedAt,
  tags: tags.map((tag) => ({ documentId: tag, updatedAt: '2026-01-01' })),
});
const VERSION = 'v1';

/** A previous build's snapshot of these records and fingerprints. */
const snapshotOf = (records: Entry[], fingerprints: Fingerprint[]) => ({
  version: VERSION,
  entries: fullReadSnapshot(records, fingerprints),
});

describe('the merge of an incremental read', () => {
  const before = [entry('a'), entry('b'), entry('c')];
  const beforePrints = [fingerprint('a', '1'), fingerprint('b', '1', ['t1']), fingerprint('c', '1')];
  const previous = snapshotOf(before, beforePrints);

  it('reads nothing again when nothing changed, and gives the previous records in order', () => {
    const plan = planRead<Entry>(previous, VERSION, beforePrints)!;
    expect(plan.read).toEqual([]);
    expect(mergeRead(plan, beforePrints, [])!.records).toEqual(before);
  });

  it('drops an entry deleted or unpublished since, reading nothing', () => {
    const now = [beforePrints[0]!, beforePrints[2]!];
    const plan = planRead<Entry>(previous, VERSION, now)!;
    expect(plan.read).toEqual([]);
    expect(mergeRead(plan, now, [])!.records).toEqual([entry('a'), entry('c')]);
  });

  it('reads a renamed entry again and puts it where the CMS now lists it, beside a new one', () => {
    // b renamed (its updatedAt moves, and with a new date it sorts first); d published.
    const now = [fingerprint('b', '2', ['t1']), fingerprint('d', '2'), beforePrints[0]!, beforePrints[2]!];
    const plan = planRead<Entry>(previous, VERSION, now)!;
    expect(plan.read).toEqual(['b', 'd']);
    const renamed = { ...entry('b'), slug: 'b-renamed', title: 'B renamed' };
    const merged = mergeRead(plan, now, [entry('d'), renamed])!;
    expect(merged.records).toEqual([renamed, entry('d'), entry('a'), entry('c')]);
    // The next build keeps the new fingerprints with the new records.
    expect(planRead<Entry>({ version: VERSION, entries: merged.snapshot }, VERSION, now)!.read).toEqual([]);
  });

  it('reads an entry again when only a relation changed (a tag added, a tag renamed)', () => {
    const tagAdded = [beforePrints[0]!, fingerprint('b', '1', ['t1', 't2']), beforePrints[2]!];
    expect(planRead<Entry>(previous, VERSION, tagAdded)!.read).toEqual(['b']);
    const tagRenamed = [
      beforePrints[0]!,
      { ...beforePrints[1]!, tags: [{ documentId: 't1', updatedAt: '2026-02-02' }] },
      beforePrints[2]!,
    ];
    expect(planRead<Entry>(previous, VERSION, tagRenamed)!.read).toEqual(['b']);
  });

  it('trusts no snapshot of another version, or a corrupt one: a full read', () => {
    expect(planRead(previous, 'v2', beforePrints)).toBeNull();
    expect(planRead(undefined, VERSION, beforePrints)).toBeNull();
    expect(planRead('garbage', VERSION, beforePrints)).toBeNull();
    expect(planRead({ version: VERSION, entries: [{ fingerprint: 'x' }] }, VERSION, beforePrints)).toBeNull();
    expect(planRead({ version: VERSION, entries: null }, VERSION, beforePrints)).toBeNull();
    expect(planRead(previous, VERSION, [{ updatedAt: '1' } as unknown as Fingerprint])).toBeNull();
  });

  it('gives up (a full read) when an entry to read again did not come back', () => {
    const now = [beforePrints[0]!, fingerprint('b', '2'), beforePrints[2]!];
    const plan = planRead<Entry>(previous, VERSION, now)!;
    expect(mergeRead(plan, now, [])).toBeNull();
  });

  it('reads again, next time, an entry whose fingerprint a full read did not get', () => {
    const snapshot = { version: VERSION, entries: fullReadSnapshot(before, [beforePrints[0]!]) };
    expect(planRead<Entry>(snapshot, VERSION, beforePrints)!.read).toEqual(['b', 'c']);
  });
});

describe('which fingerprints a build reads', () => {
  const tags: Record<string, RelatedEntry[]> = {
    en: [
      { documentId: 't1', slug: 'defi', name: 'DeFi', updatedAt: '1', publishedAt: '1' },
      { documentId: 't2', slug: 'nft', name: 'NFT', updatedAt: '1', publishedAt: '1' },
    ],
    ja: [{ documentId: 't1', slug: 'defi', name: 'ディーファイ', updatedAt: '1', publishedAt: '1' }],
  };
  const state = relatedState({ tags });
  const withTags = (changed: Record<string, RelatedEntry[]>) => relatedState({ tags: changed });

  it('keys the small collections on every entry’s times, in every language, in no particular order', () => {
    expect(withTags({ en: [...tags.en].reverse(), ja: tags.ja })).toBe(state);
    // Renamed, or its articles edited from its own side: a new updatedAt.
    expect(withTags({ ...tags, en: [{ ...tags.en[0]!, updatedAt: '2' }, tags.en[1]!] })).not.toBe(state);
    // Published again.
    expect(withTags({ ...tags, en: [tags.en[0]!, { ...tags.en[1]!, publishedAt: '2' }] })).not.toBe(state);
    // Deleted or unpublished.
    expect(withTags({ ...tags, en: [tags.en[0]!] })).not.toBe(state);
    // A new translation; the same entry in another language.
    expect(withTags({ ...tags, ko: [{ ...tags.ja[0]!, name: '디파이' }] })).not.toBe(state);
    expect(withTags({ en: tags.en, ko: tags.ja })).not.toBe(state);
    expect(relatedState({ chains: tags })).not.toBe(state);
  });

  it('compares the own fields only when the previous build read the same small collections', () => {
    const previous = { ...snapshotOf([entry('a')], [fingerprint('a', '1', ['t1'])]), related: state };
    expect(ownFieldsSuffice(previous, VERSION, state)).toBe(true);
    expect(ownFieldsSuffice(previous, VERSION, withTags({ en: tags.en, ja: [] }))).toBe(false);
    expect(ownFieldsSuffice(previous, 'v2', state)).toBe(false);
    expect(ownFieldsSuffice({ ...previous, related: undefined }, VERSION, state)).toBe(false);
    expect(ownFieldsSuffice(undefined, VERSION, state)).toBe(false);
    // Own fields only: the relations kept from the previous build are left out of the comparison.
    const own = (print: Fingerprint) =>
      Object.fromEntries(Object.entries(print).filter(([field]) => field !== 'tags')) as Fingerprint;
    const plan = planRead<Entry>(previous, VERSION, [own(fingerprint('a', '1'))], ['tags'])!;
    expect(plan.read).toEqual([]);
    expect(planRead<Entry>(previous, VERSION, [own(fingerprint('a', '2'))], ['tags'])!.read).toEqual(['a']);
  });
});

// ── the read itself, against a stand-in for the CMS's GraphQL ──────────────────────────────────

type Small = { documentId: string; slug: string; name: string; updatedAt: string; publishedAt: string };
type SmallField = 'tags' | 'chains' | 'categories';
type Stored = Entry & {
  updatedAt: string;
  publishedAt: string;
  /** The small collections' entries it shows, by relation. */
  related: Partial<Record<SmallField, string[]>>;
};
type LargeField = 'articles' | 'projects';
type Catalogue = Record<LargeField, Record<Locale, Stored[]>> & Record<SmallField, Record<Locale, Small[]>>;
const SMALL_FIELDS: SmallField[] = ['tags', 'chains', 'categories'];

/**
 * A CMS answering full reads, fingerprint reads (with the relations asked for) and reads by
 * documentId. Like Strapi 5, a published entry shows the published entries of the small
 * collections it relates to in its language; an entry's own `updatedAt` moves only when the entry
 * itself is edited (the tests below move the times as each edit in Strapi does).
 */
function fakeCms(catalogue: Catalogue) {
  const queries: string[] = [];
  let failFingerprints = false;
  const graphql = jest.fn(async (query: string) => {
    queries.push(query);
    if (query.includes('outdatedTranslations')) return { data: { cms: { outdatedTranslations: [] } } };
    const field = /cms \{ (\w+)\(/.exec(query)![1]!;
    const locale = /locale: "(\w+)"/.exec(query)![1] as Locale;
    const [, page, pageSize] = /pagination: \{ page: (\d+), pageSize: (\d+) \}/.exec(query)!.map(Number);
    if (pageSize! > 100) return { errors: [{ message: 'pageSize over maxLimit' }] };
    const slice = <T>(list: T[]) => list.slice((page! - 1) * pageSize!, page! * pageSize!);
    if (SMALL_FIELDS.includes(field as SmallField)) {
      return { data: { cms: { [field]: slice(catalogue[field as SmallField][locale] ?? []) } } };
    }
    const large = field === 'articles' || field === 'projects' ? catalogue[field][locale] : [];
    const isFingerprint = query.includes('publishedAt');
    if (isFingerprint && failFingerprints) return { errors: [{ message: 'fingerprints refused' }] };
    const ids = /documentId: \{ in: \[([^\]]*)\] \}/.exec(query)?.[1];
    const list =
      ids === undefined ? large : large.filter((item) => JSON.parse(`[${ids}]`).includes(item.documentId));
    const relatedOf = (item: Stored, relation: SmallField) =>
      (item.related[relation] ?? []).flatMap((id) => {
        const target = catalogue[relation][locale]?.find((small) => small.documentId === id);
        return target ? [target] : [];
      });
    const shown = slice(list).map((item) => {
      const { documentId, slug, title, updatedAt, publishedAt } = item;
      const relations = Object.keys(item.related) as SmallField[];
      if (!isFingerprint) {
        const shows = relations.map(
          (relation) =>
            [
              relation,
              relatedOf(item, relation).map((target) => ({ slug: target.slug, name: target.name })),
            ] as const,
        );
        return { documentId, slug, title, updatedAt, ...Object.fromEntries(shows) };
      }
      const asked = relations.filter((relation) =>
        new RegExp(`${relation}\\(pagination: \\{ pageSize: \\d+ \\}\\) \\{ documentId updatedAt \\}`).test(
          query,
        ),
      );
      const prints = asked.map(
        (relation) =>
          [
            relation,
            relatedOf(item, relation).map((target) => ({
              documentId: target.documentId,
              updatedAt: target.updatedAt,
            })),
          ] as const,
      );
      return { documentId, updatedAt, publishedAt, ...Object.fromEntries(prints) };
    });
    return { data: { cms: { [field]: shown } } };
  });
  return {
    graphql: graphql as unknown as Graphql,
    queries,
    failFingerprints: (fail: boolean) => {
      failFingerprints = fail;
    },
  };
}

function mapCache(): BuildCache & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => values.set(key, structuredClone(value)),
  };
}

const stored = (documentId: string, updatedAt = '1', tagIds: string[] = []): Stored => ({
  ...entry(documentId),
  updatedAt,
  publishedAt: updatedAt,
  related: { tags: tagIds },
});
const small = (documentId: string, name = documentId, updatedAt = '1'): Small => ({
  documentId,
  slug: documentId,
  name,
  updatedAt,
  publishedAt: '1',
});
const perLocale = <T>(make: (locale: Locale) => T[]) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T[]>;

// 250 English articles (three pages of the CMS), a few in the other languages; two tags in every
// language, the first on every tenth article; projects on chains and in categories.
const catalogue = (): Catalogue => ({
  articles: {
    en: Array.from({ length: 250 }, (_, index) => stored(`en${index}`, '1', index % 10 ? [] : ['t1'])),
    ja: [stored('ja0', '1', ['t1']), stored('ja1')],
    ko: [stored('ko0')],
  },
  projects: perLocale((locale) =>
    Array.from({ length: 3 }, (_, index) => ({
      ...stored(`${locale}-p${index}`),
      related: { chains: index ? ['c1'] : ['c2'], categories: ['k1'] },
    })),
  ),
  tags: perLocale((locale) => [small('t1', `one-${locale}`), small('t2', `two-${locale}`)]),
  chains: perLocale(() => [small('c1'), small('c2')]),
  categories: perLocale(() => [small('k1')]),
});
const contentOf = async (graphql: Graphql, cache?: BuildCache) => {
  const { articles, projects, tags } = await fetchCmsContent(graphql, { cache, codeVersion: 'code' });
  return { articles, projects, tags };
};
/** The entries read by id (records, or their fingerprints with relations), each once, sorted. */
const rereadIds = (queries: string[]) =>
  [
    ...new Set(
      queries.flatMap((query) => {
        const ids = /documentId: \{ in: \[([^\]]*)\] \}/.exec(query)?.[1];
        return ids ? (JSON.parse(`[${ids}]`) as string[]) : [];
      }),
    ),
  ].sort();
/** The queries that read a whole collection's fingerprints with relations. */
const relationWalks = (queries: string[], field: LargeField) =>
  queries.filter(
    (query) =>
      query.includes(`${field}(locale`) &&
      /\{ documentId updatedAt \}/.test(query) &&
      !query.includes('in: ['),
  );

describe('fetchCmsContent with a cache', () => {
  it('reads again only what changed, and returns what a full read returns', async () => {
    const cms = catalogue();
    const fake = fakeCms(cms);
    const cache = mapCache();
    const first = await contentOf(fake.graphql, cache);
    expect(first).toEqual(await contentOf(fake.graphql));

    // A rename, a tag added from the article's side, an unpublish and a publish.
    cms.articles.en[3] = { ...stored('en3', '2'), slug: 'en3-renamed', title: 'Renamed' };
    cms.articles.en[7] = stored('en7', '2', ['t2']);
    cms.articles.en.splice(9, 1);
    cms.articles.ja.unshift(stored('ja-new', '2'));
    fake.queries.length = 0;
    const second = await contentOf(fake.graphql, cache);
    expect(rereadIds(fake.queries)).toEqual(['en3', 'en7', 'ja-new']);
    // No full walk of a collection: every article query is a fingerprint or a read by id.
    expect(
      fake.queries.filter(
        (query) => query.includes('articles(') && !query.includes('publishedAt') && !query.includes('in: ['),
      ),
    ).toEqual([]);
    expect(second).toEqual(await contentOf(fake.graphql));
    expect(second.articles.en.find((item) => item.documentId === 'en3')?.slug).toBe('en3-renamed');
    expect(LOCALES.map((locale) => second.articles[locale].length)).toEqual([249, 3, 1]);
  });

  it('reads the fingerprints’ relations only when a small collection changed since the previous build', async () => {
    const cms = catalogue();
    const fake = fakeCms(cms);
    const cache = mapCache();
    await contentOf(fake.graphql, cache);
    // The first build has nothing to compare with: relations, to keep for the next build.
    expect(relationWalks(fake.queries, 'articles')).toHaveLength(3 + 1 + 1);

    fake.queries.length = 0;
    cms.articles.en[5] = { ...stored('en5', '2'), title: 'Edited' };
    const unchanged = await contentOf(fake.graphql, cache);
    expect(relationWalks(fake.queries, 'articles')).toEqual([]);
    expect(relationWalks(fake.queries, 'projects')).toEqual([]);
    expect(rereadIds(fake.queries)).toEqual(['en5']);
    // Its fingerprint with relations, for the next build to compare with.
    expect(
      fake.queries.filter((query) => query.includes('in: [') && query.includes('{ documentId updatedAt }')),
    ).toHaveLength(1);
    expect(unchanged).toEqual(await contentOf(fake.graphql));

    // A tag renamed (its articles untouched): the articles' fingerprints with relations, once.
    cms.tags.en[0] = small('t1', 'one renamed', '2');
    fake.queries.length = 0;
    const renamed = await contentOf(fake.graphql, cache);
    expect(relationWalks(fake.queries, 'articles')).toHaveLength(3 + 1 + 1);
    expect(relationWalks(fake.queries, 'projects')).toEqual([]);
    expect(rereadIds(fake.queries)).toEqual(
      cms.articles.en
        .filter((item) => item.related.tags?.includes('t1'))
        .map((item) => item.documentId)
        .sort(),
    );
    expect(renamed).toEqual(await contentOf(fake.graphql));
    fake.queries.length = 0;
    await contentOf(fake.graphql, cache);
    expect(relationWalks(fake.queries, 'articles')).toEqual([]);
    expect(rereadIds(fake.queries)).toEqual([]);
  });

  // Each edit as Strapi 5 records it (__tests__/cms/incremental-build.integration.test.ts makes
  // them in a real CMS): the entry whose edit view was used gets a new updatedAt, the other side
  // of the relation keeps its own.
  const edits: Array<[string, (cms: Catalogue) => string[]]> = [
    [
      'a tag’s articles edited from the tag’s side',
      (cms) => {
        cms.tags.en[1] = small('t2', 'two-en', '2');
        cms.articles.en[4]!.related.tags = ['t2'];
        return ['en4'];
      },
    ],
    [
      'a tag unpublished or deleted',
      (cms) => {
        cms.tags.ja = [cms.tags.ja[1]!];
        return ['ja0'];
      },
    ],
    [
      'a tag published with articles chosen from its side',
      (cms) => {
        cms.tags.ko.push(small('t3', 'new', '2'));
        cms.articles.ko[0]!.related.tags = ['t3'];
        return ['ko0'];
      },
    ],
    [
      'a chain renamed (its slug, which projects show)',
      (cms) => {
        cms.chains.en[1] = { ...small('c2', 'c2', '2'), slug: 'c2-renamed' };
        return ['en-p0'];
      },
    ],
    [
      'a category’s projects edited from the category’s side',
      (cms) => {
        cms.categories.ja[0] = small('k1', 'k1', '2');
        cms.projects.ja[2]!.related.categories = [];
        return ['ja-p0', 'ja-p1', 'ja-p2'];
      },
    ],
  ];
  it.each(edits)('reads again what %s changed, whose own updatedAt did not move', async (_edit, edit) => {
    const cms = catalogue();
    const fake = fakeCms(cms);
    const cache = mapCache();
    await contentOf(fake.graphql, cache);
    // A build in between, with own fields only.
    await contentOf(fake.graphql, cache);
    const expected = edit(cms);
    fake.queries.length = 0;
    const rebuilt = await contentOf(fake.graphql, cache);
    expect(rereadIds(fake.queries)).toEqual(expected.sort());
    expect(rebuilt).toEqual(await contentOf(fake.graphql));
  });

  it('reads everything again after a change of the build code (gatsby keeps its cache then)', async () => {
    const fake = fakeCms(catalogue());
    const cache = mapCache();
    await contentOf(fake.graphql, cache);
    fake.queries.length = 0;
    await fetchCmsContent(fake.graphql, { cache, codeVersion: 'changed code' });
    // Every English page of the collection read whole again, none by id.
    expect(
      fake.queries.filter(
        (query) => /articles\(locale: "en", sort/.test(query) && !query.includes('publishedAt'),
      ),
    ).toHaveLength(3);
    expect(rereadIds(fake.queries)).toEqual([]);
  });

  it('reads everything when the cache holds nothing usable or the fingerprints fail', async () => {
    const cms = catalogue();
    const fake = fakeCms(cms);
    const cache = mapCache();
    await contentOf(fake.graphql, cache);
    for (const key of cache.values.keys()) cache.values.set(key, { version: 'old', entries: [] });
    cms.articles.en[0] = { ...stored('en0', '2'), title: 'Changed' };
    expect(await contentOf(fake.graphql, cache)).toEqual(await contentOf(fake.graphql));

    cms.articles.en[1] = { ...stored('en1', '2'), title: 'Changed too' };
    fake.failFingerprints(true);
    const warnings: string[] = [];
    const content = await fetchCmsContent(fake.graphql, {
      cache,
      codeVersion: 'code',
      warn: (message) => warnings.push(message),
    });
    fake.failFingerprints(false);
    expect(content.articles).toEqual((await contentOf(fake.graphql)).articles);
    expect(content.articles.en[1]?.title).toBe('Changed too');
    expect(warnings.join('\n')).toMatch(/articles\/en whole: its fingerprints failed/);
  });
});

describe('the rendered bodies kept between builds', () => {
  const sizes = new Map([['/cms-media/a.png', { width: 10, height: 20 }]]);
  const body = '![A](/uploads/a.png)\n\nText.';
  const sizeOf = (src: string) => sizes.get(src);

  it('keys a body on its text, language, glossary and the sizes of its images', () => {
    const key = renderKey(body, 'en', 'g1', sizeOf);
    expect(renderKey(body, 'en', 'g1', sizeOf)).toBe(key);
    expect(renderKey(`${body}!`, 'en', 'g1', sizeOf)).not.toBe(key);
    expect(renderKey(body, 'ja', 'g1', sizeOf)).not.toBe(key);
    expect(renderKey(body, 'en', 'g2', sizeOf)).not.toBe(key);
    expect(renderKey(body, 'en', null, sizeOf)).not.toBe(key);
    expect(renderKey(body, 'en', 'g1', () => ({ width: 11, height: 20 }))).not.toBe(key);
  });

  it('reuses the previous build’s rendering with the same code only', async () => {
    const cache = mapCache();
    const render = jest.fn(() => ({ html: '<p>Text.</p>', toc: [] }));
    const first = await renderedMarkdownCache(cache, 'code');
    first.render('k', render);
    await first.save();
    const second = await renderedMarkdownCache(cache, 'code');
    expect(second.render('k', render)).toEqual({ html: '<p>Text.</p>', toc: [] });
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.reused).toBe(1);
    const otherCode = await renderedMarkdownCache(cache, 'changed code');
    otherCode.render('k', render);
    expect(render).toHaveBeenCalledTimes(2);
    cache.values.set('rendered-markdown', { version: 'code', entries: [['k', { toc: [] }]] });
    (await renderedMarkdownCache(cache, 'code')).render('k', render);
    expect(render).toHaveBeenCalledTimes(3);
  });
});

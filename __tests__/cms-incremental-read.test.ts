/**
 * @jest-environment node
 */
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import {
  fullReadSnapshot,
  mergeRead,
  planRead,
  type Fingerprint,
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

// ── the read itself, against a stand-in for the CMS's GraphQL ──────────────────────────────────

type Stored = Entry & { updatedAt: string; publishedAt: string; tagIds: string[] };

/** A CMS of articles only, answering full reads, fingerprint reads and reads by documentId. */
function fakeCms(articles: Record<Locale, Stored[]>) {
  const queries: string[] = [];
  let failFingerprints = false;
  const graphql = jest.fn(async (query: string) => {
    queries.push(query);
    if (query.includes('outdatedTranslations')) return { data: { cms: { outdatedTranslations: [] } } };
    const field = /cms \{ (\w+)\(/.exec(query)![1]!;
    const locale = /locale: "(\w+)"/.exec(query)![1] as Locale;
    const [, page, pageSize] = /pagination: \{ page: (\d+), pageSize: (\d+) \}/.exec(query)!.map(Number);
    if (pageSize! > 100) return { errors: [{ message: 'pageSize over maxLimit' }] };
    const isFingerprint = query.includes('publishedAt');
    if (isFingerprint && failFingerprints) return { errors: [{ message: 'fingerprints refused' }] };
    const ids = /documentId: \{ in: \[([^\]]*)\] \}/.exec(query)?.[1];
    let list: Stored[] = field === 'articles' ? articles[locale] : [];
    if (ids !== undefined) list = list.filter((item) => JSON.parse(`[${ids}]`).includes(item.documentId));
    const shown = list
      .slice((page! - 1) * pageSize!, page! * pageSize!)
      .map(({ documentId, slug, title, updatedAt, publishedAt, tagIds }) =>
        isFingerprint
          ? { documentId, updatedAt, publishedAt, tags: tagIds.map((id) => ({ documentId: id })) }
          : { documentId, slug, title, updatedAt },
      );
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
  tagIds,
});

describe('fetchCmsContent with a cache', () => {
  // 250 English articles (three pages of the CMS), a few in the other languages.
  const catalogue = (): Record<Locale, Stored[]> => ({
    en: Array.from({ length: 250 }, (_, index) => stored(`en${index}`)),
    ja: [stored('ja0'), stored('ja1')],
    ko: [stored('ko0')],
  });
  const articlesOf = async (graphql: Graphql, cache?: BuildCache) =>
    (await fetchCmsContent(graphql, { cache, codeVersion: 'code' })).articles;
  const rereadIds = (queries: string[]) =>
    queries.flatMap((query) => {
      const ids = /documentId: \{ in: \[([^\]]*)\] \}/.exec(query)?.[1];
      return ids ? (JSON.parse(`[${ids}]`) as string[]) : [];
    });

  it('reads again only what changed, and returns what a full read returns', async () => {
    const articles = catalogue();
    const cms = fakeCms(articles);
    const cache = mapCache();
    const first = await articlesOf(cms.graphql, cache);
    expect(first).toEqual(await articlesOf(cms.graphql));

    // A rename, a relation change, an unpublish and a publish.
    articles.en[3] = { ...stored('en3', '2'), slug: 'en3-renamed', title: 'Renamed' };
    articles.en[7] = stored('en7', '1', ['tag-a']);
    articles.en.splice(9, 1);
    articles.ja.unshift(stored('ja-new', '2'));
    cms.queries.length = 0;
    const second = await articlesOf(cms.graphql, cache);
    expect(rereadIds(cms.queries).sort()).toEqual(['en3', 'en7', 'ja-new']);
    // No full walk of a collection: every article query is a fingerprint or a read by id.
    expect(
      cms.queries.filter(
        (query) => query.includes('articles(') && !query.includes('publishedAt') && !query.includes('in: ['),
      ),
    ).toEqual([]);
    expect(second).toEqual(await articlesOf(cms.graphql));
    expect(second.en.find((item) => item.documentId === 'en3')?.slug).toBe('en3-renamed');
    expect(second.en).toHaveLength(249);
    expect(LOCALES.map((locale) => second[locale].length)).toEqual([249, 3, 1]);
  });

  it('reads everything again after a change of the build code (gatsby keeps its cache then)', async () => {
    const articles = catalogue();
    const cms = fakeCms(articles);
    const cache = mapCache();
    await articlesOf(cms.graphql, cache);
    cms.queries.length = 0;
    await fetchCmsContent(cms.graphql, { cache, codeVersion: 'changed code' });
    // Every English page of the collection read whole again, none by id.
    expect(
      cms.queries.filter(
        (query) => /articles\(locale: "en", sort/.test(query) && !query.includes('publishedAt'),
      ),
    ).toHaveLength(3);
    expect(rereadIds(cms.queries)).toEqual([]);
  });

  it('reads everything when the cache holds nothing usable or the fingerprints fail', async () => {
    const articles = catalogue();
    const cms = fakeCms(articles);
    const cache = mapCache();
    await articlesOf(cms.graphql, cache);
    for (const key of cache.values.keys()) cache.values.set(key, { version: 'old', entries: [] });
    articles.en[0] = { ...stored('en0', '2'), title: 'Changed' };
    expect(await articlesOf(cms.graphql, cache)).toEqual(await articlesOf(cms.graphql));

    articles.en[1] = { ...stored('en1', '2'), title: 'Changed too' };
    cms.failFingerprints(true);
    const warnings: string[] = [];
    const content = await fetchCmsContent(cms.graphql, {
      cache,
      codeVersion: 'code',
      warn: (message) => warnings.push(message),
    });
    cms.failFingerprints(false);
    expect(content.articles).toEqual(await articlesOf(cms.graphql));
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

import type { CreatePagesArgs } from 'gatsby';
import type { CmsImage } from '../../features/cms/media';
import { LOCALES, type Locale } from '../../features/i18n/locales';
import { sha256, type BuildCache } from './build-cache';
import { CMS_PAGE_SIZE, CMS_URL } from './config';
import { PROJECT_SELECTION, type RawFacet, type RawProject } from './ecosystem-directory';
import type { RawArticle, RawPage } from './entries';
import type { RawEvent } from './event-plan';
import type { CmsOutdatedTranslation } from './outdated-translations';
import { TERM_SELECTION, type RawTerm } from './glossary';
import { libraryVersion } from './media-copies';
import {
  fullReadSnapshot,
  mergeRead,
  planRead,
  type CollectionSnapshot,
  type Fingerprint,
} from './incremental-read';

/**
 * The build's one read of the CMS: every collection the site shows, in every language, through
 * gatsby-source-graphql (`cms { … }`). Nothing else in the build, its templates, pages or
 * plugins queries the CMS (__tests__/cms-one-read.test.ts): the pages, feeds, search page and
 * sitemap are derived from what this returns (site-plan.ts).
 */

export type Graphql = CreatePagesArgs['graphql'];

/** An article entry with everything its page, its cards and its feed item show. */
export type ArticleRecord = Omit<RawArticle, 'cover'> & {
  summary: string | null;
  updatedAt: string | null;
  author: string | null;
  coverAlt: string | null;
  cover: (CmsImage & { width: number | null; height: number | null }) | null;
  /** The tags as the article shows them, by name. */
  tagsByName: Array<{ slug: string | null; name: string | null }>;
  /** Whether the first use of each glossary term gets its definition (null: the default, on). */
  glossaryDefinitions: boolean | null;
};

export type PageRecord = RawPage & { seoDescription: string | null };

/** A tag in one language: lists and tag pages show its name. */
export interface TagRecord {
  documentId: string;
  slug: string | null;
  name: string | null;
}

const ARTICLE_SELECTION =
  'documentId slug title summary date updatedAt author coverAlt body glossaryDefinitions ' +
  'cover { url width height formats } tags(pagination: { pageSize: 50 }) { slug } ' +
  'tagsByName: tags(sort: ["name"], pagination: { pageSize: 50 }) { name slug }';

const EVENT_SELECTION =
  'documentId slug title summary body startsAt endsAt timeZone format kind venue city country ' +
  'signUpUrl coverAlt updatedAt cover { url width height formats } communities { code }';

/** Everything the site shows from the CMS, per language, as the build read it. */
export interface CmsContent {
  articles: Record<Locale, ArticleRecord[]>;
  pages: Record<Locale, PageRecord[]>;
  /** Every tag of the language, by name (the CMS's order). */
  tags: Record<Locale, TagRecord[]>;
  projects: Record<Locale, RawProject[]>;
  chains: Record<Locale, RawFacet[]>;
  categories: Record<Locale, RawFacet[]>;
  /** Community events, soonest first. */
  events: Record<Locale, RawEvent[]>;
  /** Published translations older than their published English (the outdated notice). */
  outdatedTranslations: CmsOutdatedTranslation[];
  /** The glossary's terms of the language. */
  terms: Record<Locale, RawTerm[]>;
}

/**
 * How long one collection's read took, for the build's log (docs/benchmarks.md cites them), and
 * how many of its entries were read again (undefined: the whole collection was read).
 */
export type ReadTiming = (collection: string, ms: number, entries: number, reread?: number) => void;

export interface ReadOptions {
  /** Where each large collection is kept between builds; without it, every collection is read whole. */
  cache?: BuildCache;
  /** The build code's version (buildCodeVersion): a snapshot of other code is not reused. */
  codeVersion?: string;
  timing?: ReadTiming;
  /** Why a collection was read whole when the cache had it (a fingerprint query failed). */
  warn?: (message: string) => void;
}

/** Walks a CMS collection 100 entries at a time (the CMS refuses larger pages). */
async function fetchAll<T>(graphql: Graphql, field: string, args: string, selection: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await graphql<{ cms: Record<string, T[]> }>(`
      query CmsCollection {
        cms { ${field}(${args}, pagination: { page: ${page}, pageSize: ${CMS_PAGE_SIZE} }) { ${selection} } }
      }
    `);
    if (result.errors || !result.data) {
      throw new Error(`Reading ${field} from the CMS failed: ${JSON.stringify(result.errors)}`);
    }
    const batch = result.data.cms[field];
    all.push(...batch);
    if (batch.length < CMS_PAGE_SIZE) return all;
  }
}

/** The entries of `ids` (at most CMS_PAGE_SIZE per request), in no particular order. */
async function fetchByIds<T>(
  graphql: Graphql,
  field: string,
  locale: Locale,
  ids: readonly string[],
  selection: string,
): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; start < ids.length; start += CMS_PAGE_SIZE) {
    const chunk = ids.slice(start, start + CMS_PAGE_SIZE).map((id) => JSON.stringify(id));
    all.push(
      ...(await fetchAll<T>(
        graphql,
        field,
        `locale: "${locale}", filters: { documentId: { in: [${chunk.join(', ')}] } }`,
        selection,
      )),
    );
  }
  return all;
}

/**
 * The fingerprints of the two large collections (incremental-read.ts): besides the entry's own
 * times, what it shows of its relations and media, whose changes leave its `updatedAt` as it was
 * (a tag renamed, a tag's articles edited from the tag, a media file replaced).
 */
const FINGERPRINTS = {
  articles:
    'documentId updatedAt publishedAt cover { url updatedAt } ' +
    'tags(pagination: { pageSize: 50 }) { documentId updatedAt }',
  projects:
    'documentId updatedAt publishedAt logo { url updatedAt } ' +
    'chains(pagination: { pageSize: 20 }) { documentId updatedAt } ' +
    'categories(pagination: { pageSize: 20 }) { documentId updatedAt }',
};

/** Bumped when what a snapshot holds changes in a way its selections do not show. */
const SNAPSHOT_FORMAT = 1;

/**
 * One collection in one language, read incrementally: the fingerprints first, then only the
 * entries new or changed since the previous build; the others come from the cache. Gatsby's cache
 * survives a change of this code (build-cache.ts), so a snapshot names the build's code, the CMS,
 * the selections and arguments it was read with, and one of another version is not reused.
 * Whenever it cannot be trusted (first
 * build, cache missing or corrupt, the fingerprint query failing, an entry gone in between) the
 * whole collection is read, as a full read would.
 */
async function readIncrementally<T extends { documentId: string }>(
  graphql: Graphql,
  options: ReadOptions & { cache: BuildCache },
  field: keyof typeof FINGERPRINTS,
  locale: Locale,
  args: string,
  selection: string,
): Promise<{ records: T[]; reread?: number }> {
  const { cache } = options;
  const key = `cms-read/${field}/${locale}`;
  const version = sha256(
    JSON.stringify([
      SNAPSHOT_FORMAT,
      options.codeVersion,
      CMS_URL,
      field,
      args,
      selection,
      FINGERPRINTS[field],
    ]),
  );
  let fingerprints: Fingerprint[] | null = null;
  try {
    fingerprints = await fetchAll<Fingerprint>(graphql, field, args, FINGERPRINTS[field]);
  } catch (error) {
    options.warn?.(`CMS: reading ${field}/${locale} whole: its fingerprints failed (${String(error)})`);
  }
  const previous = fingerprints ? await cache.get(key).catch(() => undefined) : undefined;
  const plan = fingerprints ? planRead<T>(previous, version, fingerprints) : null;
  if (fingerprints && plan) {
    const reread = await fetchByIds<T>(graphql, field, locale, plan.read, selection);
    const merged = mergeRead(plan, fingerprints, reread);
    if (merged) {
      await cache.set(key, { version, entries: merged.snapshot } satisfies CollectionSnapshot<T>);
      return { records: merged.records, reread: plan.read.length };
    }
  }
  const records = await fetchAll<T>(graphql, field, args, selection);
  await cache.set(key, {
    version,
    entries: fullReadSnapshot(records, fingerprints),
  } satisfies CollectionSnapshot<T>);
  return { records };
}

/** The build's one read of the CMS: every collection the site shows, in every language. */
export async function fetchCmsContent(graphql: Graphql, options: ReadOptions = {}): Promise<CmsContent> {
  const { timing } = options;
  const content = {
    articles: {},
    pages: {},
    tags: {},
    projects: {},
    chains: {},
    categories: {},
    events: {},
    outdatedTranslations: [] as CmsOutdatedTranslation[],
    terms: {},
  } as CmsContent;
  const read = async <T>(field: string, locale: Locale, args: string, selection: string) => {
    const started = Date.now();
    const entries = await fetchAll<T>(graphql, field, `locale: "${locale}"${args}`, selection);
    timing?.(`${field}/${locale}`, Date.now() - started, entries.length);
    return entries;
  };
  /** A large collection: incrementally when there is a cache. */
  const readLarge = async <T extends { documentId: string }>(
    field: keyof typeof FINGERPRINTS,
    locale: Locale,
    args: string,
    selection: string,
  ) => {
    const { cache } = options;
    if (!cache) return read<T>(field, locale, args, selection);
    const started = Date.now();
    const { records, reread } = await readIncrementally<T>(
      graphql,
      { ...options, cache },
      field,
      locale,
      `locale: "${locale}"${args}`,
      selection,
    );
    timing?.(`${field}/${locale}`, Date.now() - started, records.length, reread);
    return records;
  };
  for (const locale of LOCALES) {
    content.articles[locale] = await readLarge<ArticleRecord>(
      'articles',
      locale,
      ', sort: ["date:desc"]',
      ARTICLE_SELECTION,
    );
    content.pages[locale] = await read('pages', locale, '', 'documentId slug title seoDescription body');
    content.tags[locale] = await read('tags', locale, ', sort: ["name"]', 'documentId slug name');
  }
  for (const locale of LOCALES) {
    content.projects[locale] = await readLarge<RawProject>('projects', locale, '', PROJECT_SELECTION);
    content.chains[locale] = await read('chains', locale, '', 'slug name');
    content.categories[locale] = await read('categories', locale, '', 'slug name');
    content.events[locale] = await read(
      'events',
      locale,
      ', sort: ["startsAt:asc", "slug:asc"]',
      EVENT_SELECTION,
    );
    content.terms[locale] = await read('terms', locale, '', TERM_SELECTION);
  }
  const started = Date.now();
  content.outdatedTranslations = await fetchOutdatedTranslations(graphql);
  timing?.('outdatedTranslations', Date.now() - started, content.outdatedTranslations.length);
  return content;
}

/** Not a collection: the CMS computes the list (translation-status-api.js), one request. */
async function fetchOutdatedTranslations(graphql: Graphql): Promise<CmsOutdatedTranslation[]> {
  const result = await graphql<{ cms: { outdatedTranslations: CmsOutdatedTranslation[] } }>(`
    query CmsOutdatedTranslations {
      cms {
        outdatedTranslations {
          type
          slug
          locale
          englishUpdated
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    throw new Error(
      `Reading the outdated translations from the CMS failed: ${JSON.stringify(result.errors)}`,
    );
  }
  return result.data.cms.outdatedTranslations;
}

/** Names per `mediaVersions` request (the CMS takes 1,000 at most: cms/src/media/media-versions.js). */
const MEDIA_VERSIONS_PER_REQUEST = 500;

/**
 * The media library's version (media-copies.ts, libraryVersion) of each stored file name the
 * build copies (`photo_ab12.png`, a format's `small_photo_ab12.png`), from covers and bodies
 * alike: one request per 500 names. A name the library does not have is absent. When the CMS
 * cannot say (an older CMS without the query), `warn` says so and the map is empty: every copy is
 * then fetched again, as a first build would.
 */
export async function fetchMediaVersions(
  graphql: Graphql,
  names: readonly string[],
  warn: (message: string) => void,
): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  for (let start = 0; start < names.length; start += MEDIA_VERSIONS_PER_REQUEST) {
    const chunk = names.slice(start, start + MEDIA_VERSIONS_PER_REQUEST);
    const result = await graphql<{
      cms: { mediaVersions: Array<{ name: string; updatedAt: string; size: number | null }> };
    }>(`
      query CmsMediaVersions {
        cms { mediaVersions(names: ${JSON.stringify(chunk)}) { name updatedAt size } }
      }
    `);
    if (result.errors || !result.data) {
      warn(
        `CMS: copying every media file again: the media library's versions could not be read (${JSON.stringify(result.errors)})`,
      );
      return new Map();
    }
    for (const file of result.data.cms.mediaVersions) versions.set(file.name, libraryVersion(file));
  }
  return versions;
}

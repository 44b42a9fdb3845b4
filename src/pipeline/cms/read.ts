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
  ownFieldsSuffice,
  planRead,
  relatedState,
  type CollectionSnapshot,
  type Fingerprint,
  type RelatedEntry,
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

export const ARTICLE_SELECTION =
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
  /** The admins' allowed hosts (CMS, "Allowed hosts"; effective-hosts.ts), none when absent. */
  adminHosts?: string[];
}

/**
 * How long one collection's read took, for the build's log (docs/benchmarks.md cites them), and
 * how many of its entries were read again (undefined: the whole collection was read).
 */
export type ReadTiming = (
  collection: string,
  ms: number,
  entries: number,
  reread?: number,
  /** Whether the fingerprints held the entries' own fields only (the small collections unchanged). */
  ownFields?: boolean,
) => void;

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
 * The fingerprints of the two large collections (incremental-read.ts): the entry's own times and
 * its media file (replacing a file leaves the entry's `updatedAt` as it was), and what it shows of
 * the small collections, whose changes leave it as it was too (a tag renamed, a tag's articles
 * edited from the tag). The relations cost most of the read (at 1,000 articles per language,
 * docs/benchmarks.md): they are read only when one of those small collections changed since the
 * previous build (`related`, the collections whose state decides), and for the entries read again.
 */
export const FINGERPRINTS = {
  articles: {
    own: 'documentId updatedAt publishedAt cover { url updatedAt }',
    relations: { tags: 'tags(pagination: { pageSize: 50 }) { documentId updatedAt }' },
  },
  projects: {
    own: 'documentId updatedAt publishedAt logo { url updatedAt }',
    relations: {
      chains: 'chains(pagination: { pageSize: 20 }) { documentId updatedAt }',
      categories: 'categories(pagination: { pageSize: 20 }) { documentId updatedAt }',
    },
  },
} as const;
type LargeCollection = keyof typeof FINGERPRINTS;

/** A large collection's fingerprint with its relations. */
export const withRelations = (field: LargeCollection) =>
  [FINGERPRINTS[field].own, ...Object.values(FINGERPRINTS[field].relations)].join(' ');

/** Bumped when what a snapshot holds changes in a way its selections do not show. */
const SNAPSHOT_FORMAT = 2;

/**
 * One collection in one language, read incrementally: the fingerprints first (own fields only
 * while the small collections it shows are as the previous build read them, `related`), then only
 * the entries new or changed since the previous build, with their fingerprints with relations;
 * the others come from the cache. Gatsby's cache
 * survives a change of this code (build-cache.ts), so a snapshot names the build's code, the CMS,
 * the selections and arguments it was read with, and one of another version is not reused.
 * Whenever it cannot be trusted (first
 * build, cache missing or corrupt, the fingerprint query failing, an entry gone in between) the
 * whole collection is read, as a full read would.
 */
async function readIncrementally<T extends { documentId: string }>(
  graphql: Graphql,
  options: ReadOptions & { cache: BuildCache },
  field: LargeCollection,
  locale: Locale,
  args: string,
  selection: string,
  related: string,
): Promise<{ records: T[]; reread?: number; ownFields: boolean }> {
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
      withRelations(field),
    ]),
  );
  const previous = await cache.get(key).catch(() => undefined);
  const ownFields = ownFieldsSuffice(previous, version, related);
  const relations = Object.keys(FINGERPRINTS[field].relations);
  let fingerprints: Fingerprint[] | null = null;
  try {
    fingerprints = await fetchAll<Fingerprint>(
      graphql,
      field,
      args,
      ownFields ? FINGERPRINTS[field].own : withRelations(field),
    );
  } catch (error) {
    options.warn?.(`CMS: reading ${field}/${locale} whole: its fingerprints failed (${String(error)})`);
  }
  const plan = fingerprints ? planRead<T>(previous, version, fingerprints, ownFields ? relations : []) : null;
  if (fingerprints && plan) {
    // Read before the records: an entry changed in between is read again next time.
    const rereadFingerprints = ownFields
      ? await fetchByIds<Fingerprint>(graphql, field, locale, plan.read, withRelations(field))
      : fingerprints;
    const reread = await fetchByIds<T>(graphql, field, locale, plan.read, selection);
    const merged = mergeRead(plan, fingerprints, reread, rereadFingerprints);
    if (merged) {
      await cache.set(key, { version, related, entries: merged.snapshot } satisfies CollectionSnapshot<T>);
      return { records: merged.records, reread: plan.read.length, ownFields };
    }
  }
  // The next build compares with fingerprints with relations (none: it reads everything again).
  const snapshotFingerprints =
    fingerprints && ownFields
      ? await fetchAll<Fingerprint>(graphql, field, args, withRelations(field)).catch(() => null)
      : fingerprints;
  const records = await fetchAll<T>(graphql, field, args, selection);
  const snapshot = fullReadSnapshot(records, snapshotFingerprints);
  await cache.set(key, { version, related, entries: snapshot } satisfies CollectionSnapshot<T>);
  return { records, ownFields: false };
}

/**
 * What the site shows of a small collection's entry, and what tells its changes apart
 * (relatedState); `updatedAt` and `publishedAt` are left out of the content.
 */
export const SMALL_SELECTION = 'documentId slug name updatedAt publishedAt';
type SmallEntry = { documentId: string; slug: string | null; name: string | null } & RelatedEntry;

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
  // The small collections first, in every language: whether they changed since the previous build
  // decides what the large ones' fingerprints must hold (FINGERPRINTS).
  const small = { tags: {}, chains: {}, categories: {} } as Record<
    'tags' | 'chains' | 'categories',
    Record<Locale, SmallEntry[]>
  >;
  for (const locale of LOCALES) {
    small.tags[locale] = await read<SmallEntry>('tags', locale, ', sort: ["name"]', SMALL_SELECTION);
    small.chains[locale] = await read<SmallEntry>('chains', locale, '', SMALL_SELECTION);
    small.categories[locale] = await read<SmallEntry>('categories', locale, '', SMALL_SELECTION);
    content.tags[locale] = small.tags[locale].map(({ documentId, slug, name }) => ({
      documentId,
      slug,
      name,
    }));
    content.chains[locale] = small.chains[locale].map(({ slug, name }) => ({ slug, name }));
    content.categories[locale] = small.categories[locale].map(({ slug, name }) => ({ slug, name }));
  }
  const related: Record<LargeCollection, string> = {
    articles: relatedState({ tags: small.tags }),
    projects: relatedState({ chains: small.chains, categories: small.categories }),
  };
  /** A large collection: incrementally when there is a cache. */
  const readLarge = async <T extends { documentId: string }>(
    field: LargeCollection,
    locale: Locale,
    args: string,
    selection: string,
  ) => {
    const { cache } = options;
    if (!cache) return read<T>(field, locale, args, selection);
    const started = Date.now();
    const { records, reread, ownFields } = await readIncrementally<T>(
      graphql,
      { ...options, cache },
      field,
      locale,
      `locale: "${locale}"${args}`,
      selection,
      related[field],
    );
    timing?.(`${field}/${locale}`, Date.now() - started, records.length, reread, ownFields);
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
  }
  for (const locale of LOCALES) {
    content.projects[locale] = await readLarge<RawProject>('projects', locale, '', PROJECT_SELECTION);
    content.events[locale] = await read(
      'events',
      locale,
      ', sort: ["startsAt:asc", "slug:asc"]',
      EVENT_SELECTION,
    );
    content.terms[locale] = await read('terms', locale, '', TERM_SELECTION);
  }
  const started = Date.now();
  ({ outdatedTranslations: content.outdatedTranslations, allowedHosts: content.adminHosts } =
    await fetchOutdatedTranslations(graphql));
  timing?.('outdatedTranslations', Date.now() - started, content.outdatedTranslations.length);
  return content;
}

/** Not collections: the CMS computes them (translation-status-api.js, link-setting.js), one request. */
async function fetchOutdatedTranslations(graphql: Graphql) {
  type Computed = { outdatedTranslations: CmsOutdatedTranslation[]; allowedHosts?: string[] };
  const result = await graphql<{ cms: Computed }>(`
    query CmsOutdatedTranslations {
      cms {
        outdatedTranslations {
          type
          slug
          locale
          englishUpdated
        }
        allowedHosts
      }
    }
  `);
  if (result.errors || !result.data) {
    throw new Error(`Reading outdatedTranslations, allowedHosts failed: ${JSON.stringify(result.errors)}`);
  }
  return result.data.cms;
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

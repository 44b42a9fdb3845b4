import type { CreatePagesArgs } from 'gatsby';
import type { CmsImage } from '../../features/cms/media';
import { LOCALES, type Locale } from '../../features/i18n/locales';
import { CMS_PAGE_SIZE } from './config';
import { PROJECT_SELECTION, type RawFacet, type RawProject } from './ecosystem-directory';
import type { RawArticle, RawPage } from './entries';
import type { RawEvent } from './event-plan';
import type { CmsOutdatedTranslation } from './outdated-translations';
import { TERM_SELECTION, type RawTerm } from './glossary';

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

/** How long one collection's read took, for the build's log (docs/benchmarks.md cites them). */
export type ReadTiming = (collection: string, ms: number, entries: number) => void;

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

/** The build's one read of the CMS: every collection the site shows, in every language. */
export async function fetchCmsContent(graphql: Graphql, timing?: ReadTiming): Promise<CmsContent> {
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
  for (const locale of LOCALES) {
    content.articles[locale] = await read('articles', locale, ', sort: ["date:desc"]', ARTICLE_SELECTION);
    content.pages[locale] = await read('pages', locale, '', 'documentId slug title seoDescription body');
    content.tags[locale] = await read('tags', locale, ', sort: ["name"]', 'documentId slug name');
  }
  for (const locale of LOCALES) {
    content.projects[locale] = await read('projects', locale, '', PROJECT_SELECTION);
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

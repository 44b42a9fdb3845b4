import fs from 'fs';
import path from 'path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import sharp from 'sharp';
import { LOCALES, type Locale } from '../i18n/locales';
import type { SitePageContext } from '../i18n/page-context';
import { LAYOUT_NAMESPACES, findRoute, type Namespace } from '../../config/routes';
import { ARTICLES_PER_PAGE, CMS_PAGE_SIZE, RELATED_ARTICLES, TAG_RELATED_ARTICLES } from './config';
import {
  articlesTagged,
  blogPagePath,
  listPages,
  needsEnglishFallback,
  relatedArticles,
  relatedToTag,
  tagPagePath,
  type ArticleSummary,
  type ListPage,
} from './articles';
import { downloadUploads, writeWebpCopies } from './download';
import { removeUnusedMedia } from './unused-media';
import {
  publishableArticles,
  publishablePages,
  type EntryReport,
  type RawArticle,
  type RawPage,
} from './entries';
import { imageUploads, markdownUploads, mediaPath } from './media';
import {
  PROJECT_SELECTION,
  directoryFor,
  ecosystemDirectories,
  projectLogoUploads,
  reportRefusedHosts,
  type RawFacet,
  type RawProject,
} from './projects';

const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);

type Graphql = CreatePagesArgs['graphql'];

/** Paths a CMS page may not take: the site's own folders and language prefixes. */
const RESERVED_PATHS = new RegExp(
  `^/(${['blog', ...LOCALES, 'cms-media', 'page-data', 'static', 'builds', 'brand'].join('|')})(/|$)`,
);

function entryReport(reporter: Reporter): EntryReport {
  return {
    warn: (message) => reporter.warn(message),
    fail: (message) => reporter.panicOnBuild(message),
  };
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

export type DynamicContext = (
  originalPath: string,
  language: Locale,
  extra: {
    metaKey: string;
    namespaces: Namespace[];
    alternateLocales?: Locale[];
    indexable?: boolean;
  } & Record<string, unknown>,
) => SitePageContext & Record<string, unknown>;

/**
 * Markdown bodies read while planning pages, by `documentId:locale`, saved for the `rendered`
 * field: gatsby-source-graphql only passes a resolver the fields the query selected (selecting
 * `body` as well would ship the raw markdown in every page's data), and queries run in worker
 * processes, hence a file rather than memory.
 */
const markdownBodies = new Map<string, string>();
export const MARKDOWN_CACHE = path.resolve('.cache', 'cms-markdown.json');
let markdownCache: Map<string, string> | null = null;

export const IMAGE_SIZE_CACHE = path.resolve('.cache', 'cms-image-sizes.json');
let imageSizeCache: Record<string, { width: number; height: number }> | null = null;

/** Width and height of the images markdown bodies use, read from the downloaded files. */
async function writeImageSizes(uploads: string[], publicDir: string): Promise<void> {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const upload of new Set(uploads)) {
    const src = mediaPath(upload);
    if (!src) continue;
    try {
      const { width, height } = await sharp(path.join(publicDir, src)).metadata();
      if (width && height) sizes[src] = { width, height };
    } catch {
      // Not an image sharp can read (an SVG without a size, say): it renders without a size.
    }
  }
  fs.writeFileSync(IMAGE_SIZE_CACHE, JSON.stringify(sizes));
  imageSizeCache = null;
}

/** The size of a media file a markdown body shows, when the build could read it. */
export function markdownImageSize(src: string): { width: number; height: number } | undefined {
  imageSizeCache ??= fs.existsSync(IMAGE_SIZE_CACHE)
    ? (JSON.parse(fs.readFileSync(IMAGE_SIZE_CACHE, 'utf8')) as Record<
        string,
        { width: number; height: number }
      >)
    : {};
  return imageSizeCache[src];
}

export function markdownBody(documentId: string | undefined, locale: string | undefined): string {
  markdownCache ??= new Map(
    Object.entries(JSON.parse(fs.readFileSync(MARKDOWN_CACHE, 'utf8')) as Record<string, string>),
  );
  const body = markdownCache.get(`${documentId}:${locale}`);
  if (body === undefined) {
    throw new Error(
      `No markdown for CMS entry ${documentId}:${locale}: select documentId and locale beside rendered`,
    );
  }
  return body;
}

/** The newest articles, per site language, for the home page (set by createCmsPages). */
export const latestArticles: Partial<
  Record<Locale, { latestSlugs: string[]; withEnglishFallback: boolean }>
> = {};

function create(actions: Actions, component: string, context: SitePageContext & Record<string, unknown>) {
  actions.createPage({ path: context.i18n.path, component, context });
}

/** What the pages of one tag show: all its articles, 12 per page, and the same related block. */
export interface TagPagesPlan {
  tag: string;
  /** Every article with the tag (the count the pages show), not just one page's. */
  articleCount: number;
  relatedSlugs: string[];
  pages: ListPage[];
}

/** The pages of `tag`, paged like the blog list (the same `listPages`). */
export function tagPagesPlan(tag: string, articles: readonly ArticleSummary[]): TagPagesPlan {
  const tagged = articlesTagged(tag, articles);
  return {
    tag,
    articleCount: tagged.length,
    relatedSlugs: relatedToTag(tag, articles, TAG_RELATED_ARTICLES),
    pages: listPages(tagged, ARTICLES_PER_PAGE, (pageNumber) => tagPagePath(tag, pageNumber)),
  };
}

/**
 * Every page that comes from the CMS, in every language: the blog list and its pages, each
 * article, each tag, and the generic pages. An entry missing in a language is built from its
 * English version (the page says so). Entries without the fields a page needs are skipped with
 * a warning that names them; the CMS's own validation normally prevents that.
 */
export async function createCmsPages(
  { graphql, actions, reporter }: { graphql: Graphql; actions: Actions; reporter: Reporter },
  contextFor: DynamicContext,
): Promise<void> {
  const uploads = new Set<string>();
  const byLocale = {} as Record<Locale, RawArticle[]>;
  for (const locale of LOCALES) {
    byLocale[locale] = await fetchAll<RawArticle>(
      graphql,
      'articles',
      `locale: "${locale}", sort: ["date:desc"]`,
      'documentId slug title date body cover { url formats } tags(pagination: { pageSize: 50 }) { slug }',
    );
  }

  const report = entryReport(reporter);
  const articles = publishableArticles(byLocale, report);
  for (const locale of LOCALES) {
    for (const entry of byLocale[locale]) {
      markdownBodies.set(`${entry.documentId}:${locale}`, entry.body ?? '');
      if (!articles.some((article) => article.slug === entry.slug)) continue;
      markdownUploads(entry.body ?? '').forEach((upload) => uploads.add(upload));
      imageUploads(entry.cover).forEach((upload) => uploads.add(upload));
    }
  }

  const blogNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'blog'];
  const blogPages = listPages(articles, ARTICLES_PER_PAGE, blogPagePath);
  const usedTags = [...new Set(articles.flatMap((article) => article.tags))];
  const tagPlans = usedTags.map((tag) => tagPagesPlan(tag, articles));

  for (const language of LOCALES) {
    const latestSlugs = articles.slice(0, 3).map((article) => article.slug);
    latestArticles[language] = {
      latestSlugs,
      withEnglishFallback: needsEnglishFallback(latestSlugs, articles, language),
    };
    // The blog list and the tag pages: one page context for a page of a list.
    const createListPage = (
      component: string,
      page: ListPage,
      { relatedSlugs, ...extra }: { relatedSlugs?: string[] } & Record<string, unknown> = {},
    ) => {
      create(
        actions,
        template(component),
        contextFor(page.path, language, {
          metaKey: 'blog',
          namespaces: blogNamespaces,
          slugs: page.slugs,
          withEnglishFallback: needsEnglishFallback(
            [...page.slugs, ...(relatedSlugs ?? [])],
            articles,
            language,
          ),
          cmsLocale: language,
          pageNumber: page.pageNumber,
          pageCount: page.pageCount,
          ...(relatedSlugs && { relatedSlugs }),
          ...extra,
        }),
      );
    };
    blogPages.forEach((page) => createListPage('blog-list', page));
    for (const article of articles) {
      const translated = article.locales.includes(language);
      const relatedSlugs = relatedArticles(article, articles, RELATED_ARTICLES);
      create(
        actions,
        template('blog-post'),
        contextFor(`/blog/${article.slug}`, language, {
          metaKey: 'blog',
          namespaces: blogNamespaces,
          alternateLocales: article.locales,
          // The English fallback under /ja or /ko is not a translation: not indexed, not in the sitemap.
          indexable: translated,
          slug: article.slug,
          cmsLocale: translated ? language : 'en',
          pageLocale: language,
          isFallback: !translated,
          relatedSlugs,
          withEnglishFallback: needsEnglishFallback(relatedSlugs, articles, language),
        }),
      );
    }
    for (const { tag, articleCount, relatedSlugs, pages } of tagPlans) {
      pages.forEach((page) => createListPage('blog-tag', page, { tag, articleCount, relatedSlugs }));
    }
  }

  await createGenericPages(graphql, actions, reporter, contextFor, uploads);
  await loadEcosystemDirectories(graphql, reporter, uploads);
  fs.mkdirSync(path.dirname(MARKDOWN_CACHE), { recursive: true });
  fs.writeFileSync(MARKDOWN_CACHE, JSON.stringify(Object.fromEntries(markdownBodies)));
  markdownCache = null;
  const fetched = await downloadUploads(uploads, path.resolve('public'));
  const webpStarted = Date.now();
  const webps = await writeWebpCopies(uploads, path.resolve('public'), (message) => reporter.warn(message));
  if (webps) reporter.info(`CMS: ${webps} WebP copies of images written in ${Date.now() - webpStarted} ms`);
  await writeImageSizes([...markdownBodies.values()].flatMap(markdownUploads), path.resolve('public'));
  const unused = removeUnusedMedia(uploads, path.resolve('public'));
  if (unused.length) reporter.info(`CMS: removed ${unused.length} media files no entry uses any more`);
  reporter.info(
    `CMS: ${articles.length} articles, ${usedTags.length} tags; ${fetched} new media files copied`,
  );
}

async function createGenericPages(
  graphql: Graphql,
  actions: Actions,
  reporter: Reporter,
  contextFor: DynamicContext,
  uploads: Set<string>,
): Promise<void> {
  const byLocale = {} as Record<Locale, RawPage[]>;
  for (const locale of LOCALES) {
    byLocale[locale] = await fetchAll<RawPage>(
      graphql,
      'pages',
      `locale: "${locale}"`,
      'documentId slug title body',
    );
    for (const page of byLocale[locale]) markdownBodies.set(`${page.documentId}:${locale}`, page.body ?? '');
  }
  const publishable = publishablePages(
    byLocale,
    (sitePath) => Boolean(findRoute(sitePath)) || RESERVED_PATHS.test(sitePath),
    entryReport(reporter),
  );
  for (const { slug, locales } of publishable) {
    const english = byLocale.en.find((page) => page.slug === slug);
    markdownUploads(english?.body ?? '').forEach((upload) => uploads.add(upload));
    for (const language of LOCALES) {
      create(
        actions,
        template('cms-page'),
        contextFor(`/${slug}`, language, {
          metaKey: 'home',
          namespaces: [...LAYOUT_NAMESPACES],
          alternateLocales: locales,
          indexable: locales.includes(language),
          slug,
          cmsLocale: locales.includes(language) ? language : 'en',
          isFallback: !locales.includes(language),
        }),
      );
    }
  }
}

/** The ecosystem directory of every language, for /ecosystem and /community/ecosystem. */
async function loadEcosystemDirectories(graphql: Graphql, reporter: Reporter, uploads: Set<string>) {
  const english = await fetchAll<RawProject>(graphql, 'projects', 'locale: "en"', PROJECT_SELECTION);
  for (const locale of LOCALES) {
    const local =
      locale === 'en'
        ? english
        : await fetchAll<RawProject>(graphql, 'projects', `locale: "${locale}"`, PROJECT_SELECTION);
    const chains = await fetchAll<RawFacet>(graphql, 'chains', `locale: "${locale}"`, 'slug name');
    const categories = await fetchAll<RawFacet>(graphql, 'categories', `locale: "${locale}"`, 'slug name');
    // Warnings about entries are the same in every language: report them once.
    const warn = locale === 'en' ? (message: string) => reporter.warn(message) : () => undefined;
    const directory = directoryFor(local, english, chains, categories, warn);
    ecosystemDirectories[locale] = directory;
    projectLogoUploads(directory.projects, english).forEach((upload) => uploads.add(upload));
  }
  reportRefusedHosts(reporter);
  reporter.info(`CMS: ${ecosystemDirectories.en?.projects.length ?? 0} ecosystem projects`);
}

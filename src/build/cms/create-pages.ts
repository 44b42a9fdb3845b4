import path from 'path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import sharp from 'sharp';
import { LAYOUT_NAMESPACES, findRoute, type Namespace } from '../../config/routes';
import {
  imageUploads,
  markdownUploads,
  mediaPath,
  refusedImages,
  type CmsImage,
} from '../../features/cms/media';
import type { ArticleEntry, ArticlePageData, CmsPageData } from '../../features/cms/types';
import type { DirectoryData } from '../../features/ecosystem/directory';
import { LOCALES, shownVersion, type Locale } from '../../features/i18n/locales';
import type { SitePageContext } from '../../features/i18n/page-context';
import { contextFor, routeContextFor } from '../page-context';
import {
  blogPlan,
  localesByPath,
  needsEnglishFallback,
  relatedArticles,
  type ListPage,
} from './article-plan';
import { CMS_PAGE_SIZE, RELATED_ARTICLES } from './config';
import { downloadUploads, writeWebpCopies } from './download';
import {
  PROJECT_SELECTION,
  communityDirectory,
  directoryFor,
  projectLogoUploads,
  refusedProjectHosts,
  type RawFacet,
  type RawProject,
} from './ecosystem-directory';
import {
  entryLabel,
  present,
  publishableArticles,
  publishablePages,
  type EntryReport,
  type RawArticle,
  type RawPage,
} from './entries';
import { glossaryFor, TERM_SELECTION, type Glossary, type RawTerm } from './glossary';
import { latestArticles } from './latest-articles';
import { renderMarkdown } from './markdown';
import { removeUnusedMedia } from './unused-media';
import { contentDisagreements } from './translation-drift';

const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);

type Graphql = CreatePagesArgs['graphql'];

/** Paths a CMS page may not take: the site's own folders and language prefixes. */
const RESERVED_PATHS = new RegExp(
  `^/(${['blog', ...LOCALES, 'cms-media', 'page-data', 'static', 'builds', 'brand'].join('|')})(/|$)`,
);

/** An article entry with everything its page shows, read once per build (no page query refetches it). */
type ArticleRecord = Omit<RawArticle, 'cover'> & {
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

type PageRecord = RawPage & { seoDescription: string | null };

const ARTICLE_SELECTION =
  'documentId slug title summary date updatedAt author coverAlt body glossaryDefinitions ' +
  'cover { url width height formats } tags(pagination: { pageSize: 50 }) { slug } ' +
  'tagsByName: tags(sort: ["name"], pagination: { pageSize: 50 }) { name slug }';

/** Everything the site shows from the CMS, per language, as the build read it. */
interface CmsContent {
  articles: Record<Locale, ArticleRecord[]>;
  pages: Record<Locale, PageRecord[]>;
  projects: Record<Locale, RawProject[]>;
  chains: Record<Locale, RawFacet[]>;
  categories: Record<Locale, RawFacet[]>;
  terms: Record<Locale, RawTerm[]>;
}

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

/** The build's one read of the CMS: every collection the site shows, in every language. */
async function fetchCmsContent(graphql: Graphql): Promise<CmsContent> {
  const content = {
    articles: {},
    pages: {},
    projects: {},
    chains: {},
    categories: {},
    terms: {},
  } as CmsContent;
  for (const locale of LOCALES) {
    const byLocale = `locale: "${locale}"`;
    content.articles[locale] = await fetchAll(
      graphql,
      'articles',
      `${byLocale}, sort: ["date:desc"]`,
      ARTICLE_SELECTION,
    );
    content.pages[locale] = await fetchAll(
      graphql,
      'pages',
      byLocale,
      'documentId slug title seoDescription body',
    );
  }
  for (const locale of LOCALES) {
    const byLocale = `locale: "${locale}"`;
    content.projects[locale] = await fetchAll(graphql, 'projects', byLocale, PROJECT_SELECTION);
    content.chains[locale] = await fetchAll(graphql, 'chains', byLocale, 'slug name');
    content.categories[locale] = await fetchAll(graphql, 'categories', byLocale, 'slug name');
    content.terms[locale] = await fetchAll(graphql, 'terms', byLocale, TERM_SELECTION);
  }
  return content;
}

/** Width and height of the images markdown bodies use, read from the copies in `publicDir`. */
async function imageSizes(
  markdownBodies: readonly string[],
  publicDir: string,
): Promise<Map<string, { width: number; height: number }>> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const upload of new Set(markdownBodies.flatMap(markdownUploads))) {
    const src = mediaPath(upload);
    if (!src || sizes.has(src)) continue;
    try {
      const { width, height } = await sharp(path.join(publicDir, src)).metadata();
      if (width && height) sizes.set(src, { width, height });
    } catch {
      // Not an image sharp can read (an SVG without a size, say): it renders without a size.
    }
  }
  return sizes;
}

/** The languages with a page of a document published in `published` (`shownVersion`). */
const localesShowing = (published: readonly Locale[]) =>
  LOCALES.filter((language) => shownVersion(published, language));

function create<Context extends SitePageContext>(actions: Actions, component: string, context: Context) {
  actions.createPage({ path: context.i18n.path, component, context });
}

/** An article as its page shows it; `entry` passed publishableArticles, so its fields are there. */
function articleEntry(entry: ArticleRecord, locale: Locale): ArticleEntry {
  return {
    slug: entry.slug as string,
    title: entry.title as string,
    summary: entry.summary,
    date: entry.date as string,
    updatedAt: entry.updatedAt,
    author: entry.author,
    locale,
    coverAlt: entry.coverAlt,
    cover: entry.cover as CmsImage,
    tags: entry.tagsByName,
  };
}

/**
 * Creates every page whose content comes from the CMS, in every language, from one read of it:
 * the blog list and its pages, each article (its rendered body in the page context), each tag's
 * pages, the generic CMS pages, the home page (latest articles), /ecosystem (the directory) and
 * /community/ecosystem (its community projects). It also copies the media those pages show into
 * public/cms-media. An entry missing in a language is built from its English version (the page
 * says so); entries without the fields a page needs are skipped with a warning naming them.
 */
export async function createCmsPages({
  graphql,
  actions,
  reporter,
}: {
  graphql: Graphql;
  actions: Actions;
  reporter: Reporter;
}): Promise<void> {
  const content = await fetchCmsContent(graphql);
  const report = entryReport(reporter);
  contentDisagreements(content).forEach((warning) => reporter.warn(warning));

  // What the pages show, derived from the CMS content alone.
  const articles = publishableArticles(content.articles, report);
  const genericPages = publishablePages(
    content.pages,
    (sitePath) => Boolean(findRoute(sitePath)) || RESERVED_PATHS.test(sitePath),
    report,
  );
  const directories = {} as Record<Locale, DirectoryData>;
  for (const locale of LOCALES) {
    // Warnings about entries are the same in every language: report them once.
    const warn = locale === 'en' ? (message: string) => reporter.warn(message) : () => undefined;
    directories[locale] = directoryFor(
      content.projects[locale],
      content.projects.en,
      content.chains[locale],
      content.categories[locale],
      warn,
    );
  }
  refusedProjectHosts(directories.en.projects).forEach((warning) => reporter.warn(warning));

  // The media they show, copied before the bodies are rendered (which read the images' sizes).
  const published = new Set(articles.map((article) => article.slug));
  const uploads = new Set<string>();
  // Where each upload is used, for a failure an editor can act on; refused body images are named.
  const usedIn = new Map<string, string>();
  const noteUpload = (upload: string, where: string) => {
    uploads.add(upload);
    if (!usedIn.has(upload)) usedIn.set(upload, where);
  };
  const noteBody = (body: string | null | undefined, entry: string) => {
    markdownUploads(body ?? '').forEach((upload) => noteUpload(upload, `${entry}, field body`));
    for (const { src, reason } of refusedImages(body ?? '')) {
      reporter.warn(`${entry}, field body: the image ${src} is left out because ${reason}`);
    }
  };
  for (const locale of LOCALES) {
    for (const entry of content.articles[locale]) {
      if (!entry.slug || !published.has(entry.slug)) continue;
      const label = entryLabel('Article', entry.title, entry.slug, locale);
      noteBody(entry.body, label);
      imageUploads(entry.cover).forEach((upload) => noteUpload(upload, `${label}, field cover`));
    }
  }
  for (const { slug, locales } of genericPages) {
    for (const locale of locales) {
      const version = content.pages[locale].find((page) => page.slug === slug);
      noteBody(version?.body, entryLabel('Page', version?.title, slug, locale));
    }
  }
  for (const locale of LOCALES) {
    // Every language's: a project published in one language only is in that one's directory.
    projectLogoUploads(directories[locale].projects, content.projects[locale]).forEach((upload) =>
      uploads.add(upload),
    );
  }
  const publicDir = path.resolve('public');
  const fetched = await downloadUploads(uploads, publicDir, { usedIn: (upload) => usedIn.get(upload) });
  const webpStarted = Date.now();
  const webps = await writeWebpCopies(uploads, publicDir, (message) => reporter.warn(message));
  if (webps) reporter.info(`CMS: ${webps} WebP copies of images written in ${Date.now() - webpStarted} ms`);
  const sizes = await imageSizes(
    [...LOCALES.flatMap((locale) => [...content.articles[locale], ...content.pages[locale]])].map(
      (entry) => entry.body ?? '',
    ),
    publicDir,
  );
  const glossaries = {} as Record<Locale, Glossary>;
  for (const locale of LOCALES) {
    glossaries[locale] = glossaryFor(
      content.terms[locale],
      locale,
      (markdown) => renderMarkdown(markdown, locale).html,
      (message) => reporter.warn(message),
    );
  }
  /** A body in `language`, whose terms get their definitions unless `withTerms` is false. */
  const render = (markdown: string | null, language: Locale, withTerms = true) =>
    renderMarkdown(
      markdown ?? '',
      language,
      (src) => sizes.get(src),
      withTerms ? glossaries[language].matcher : undefined,
    );

  const blogNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'blog'];
  const blogPlans = LOCALES.map((language) => [language, blogPlan(articles, language)] as const);
  // A list page's alternates: the languages where the same page exists (their lists differ).
  const listPageLocales = localesByPath(
    blogPlans.map(([language, plan]) => [
      language,
      [...plan.listPages, ...plan.tagPlans.flatMap((tagPlan) => tagPlan.pages)].map((page) => page.path),
    ]),
  );

  for (const [language, plan] of blogPlans) {
    // The blog list and the tag pages: one page context for a page of a list.
    const createListPage = (
      component: string,
      page: ListPage,
      { relatedSlugs, ...extra }: { relatedSlugs?: string[] } & Record<string, unknown> = {},
    ) => {
      const pageLocales = listPageLocales.get(page.path) ?? [language];
      create(
        actions,
        template(component),
        contextFor(
          page.path,
          language,
          {
            metaKey: 'blog',
            namespaces: blogNamespaces,
            alternateLocales: pageLocales,
            slugs: page.slugs,
            withEnglishFallback: needsEnglishFallback(
              [...page.slugs, ...(relatedSlugs ?? [])],
              plan.articles,
              language,
            ),
            cmsLocale: language,
            pageNumber: page.pageNumber,
            pageCount: page.pageCount,
            ...(relatedSlugs && { relatedSlugs }),
            ...extra,
          },
          pageLocales,
        ),
      );
    };
    plan.listPages.forEach((page) => createListPage('blog-list', page));
    for (const article of plan.articles) {
      // blogPlan kept the articles with a version to show in this language.
      const cmsLocale = shownVersion(article.locales, language) as Locale;
      const translated = cmsLocale === language;
      // publishableArticles counted a version only if it has a title and a body.
      const entry = content.articles[cmsLocale].find(
        (candidate) => candidate.slug === article.slug && present(candidate.title) && present(candidate.body),
      ) as ArticleRecord;
      const relatedSlugs = relatedArticles(article, plan.articles, RELATED_ARTICLES);
      const data: ArticlePageData = {
        slug: article.slug,
        article: articleEntry(entry, cmsLocale),
        // An English fallback's body stays English: no definitions of another language in it.
        body: render(entry.body, language, translated && entry.glossaryDefinitions !== false),
        isFallback: !translated,
        relatedSlugs,
      };
      create(
        actions,
        template('blog-post'),
        contextFor(
          `/blog/${article.slug}`,
          language,
          {
            metaKey: 'blog',
            namespaces: blogNamespaces,
            alternateLocales: article.locales,
            // The English fallback under /ja or /ko is not a translation: not indexed, not in the sitemap.
            indexable: translated,
            ...data,
            pageLocale: language,
            withEnglishFallback: needsEnglishFallback(relatedSlugs, plan.articles, language),
          },
          localesShowing(article.locales),
        ),
      );
    }
    for (const { tag, articleCount, relatedSlugs, pages } of plan.tagPlans) {
      pages.forEach((page) => createListPage('blog-tag', page, { tag, articleCount, relatedSlugs }));
    }
  }

  for (const { slug, locales } of genericPages) {
    for (const language of LOCALES) {
      const cmsLocale = shownVersion(locales, language);
      // A page published only in other languages than English and this one: no page here.
      if (!cmsLocale) continue;
      const translated = cmsLocale === language;
      const entry = content.pages[cmsLocale].find(
        (candidate) => candidate.slug === slug && present(candidate.title) && present(candidate.body),
      ) as PageRecord;
      const data: CmsPageData = {
        slug,
        title: entry.title as string,
        seoDescription: entry.seoDescription,
        body: render(entry.body, language, translated),
        isFallback: !translated,
      };
      create(
        actions,
        template('cms-page'),
        contextFor(
          `/${slug}`,
          language,
          {
            metaKey: 'home',
            namespaces: [...LAYOUT_NAMESPACES],
            alternateLocales: locales,
            indexable: translated,
            ...data,
          },
          localesShowing(locales),
        ),
      );
    }
  }

  // Pages of the route table that show derived CMS data (routes with `source: 'cms'`).
  for (const language of LOCALES) {
    const routeContext = <Extra extends Record<string, unknown>>(routePath: string, extra: Extra) => {
      const route = findRoute(routePath);
      if (!route) throw new Error(`${routePath} is missing from src/config/routes.ts`);
      return routeContextFor(route, language, extra);
    };
    create(actions, template('home'), routeContext('/', { ...latestArticles(articles, language) }));
    create(actions, template('ecosystem'), routeContext('/ecosystem', { directory: directories[language] }));
    create(
      actions,
      template('glossary'),
      routeContext('/glossary', { sections: glossaries[language].sections }),
    );
    create(
      actions,
      template('community-ecosystem'),
      routeContext('/community/ecosystem', { ...communityDirectory(directories[language]) }),
    );
  }

  const unused = removeUnusedMedia(uploads, publicDir);
  if (unused.length) reporter.info(`CMS: removed ${unused.length} media files no entry uses any more`);
  reporter.info(
    `CMS: ${articles.length} articles, ${new Set(articles.flatMap((article) => article.tags)).size} tags, ${directories.en.projects.length} ` +
      `ecosystem projects; ${fetched} new media files copied`,
  );
}

import path from 'path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import sharp from 'sharp';
import { LANGUAGE_COMMUNITIES } from '../../config/communities';
import { LAYOUT_NAMESPACES, findRoute, type Namespace } from '../../config/routes';
import { imageUploads, mediaPath } from '../../features/cms/media';
import { markdownUploads, refusedImages } from './markdown-uploads';
import type {
  ArticleEntry,
  ArticlePageData,
  CmsPageData,
  CommunityPageData,
  EventPageData,
  EventsPageData,
  LatestArticlesData,
  NextEventsData,
  SearchPageData,
} from '../../features/cms/types';
import type { LocaleNode } from '../content/built-messages';
import { LOCALES, shownVersion, type Locale } from '../../features/i18n/locales';
import type { SitePageContext } from '../../features/i18n/page-context';
import { contextFor, routeContextFor } from '../page-context';
import { localesByPath, relatedArticles, type ListPage } from './article-plan';
import { RELATED_ARTICLES } from './config';
import { buildCodeVersion, sha256, type BuildCache } from './build-cache';
import { downloadUploads, writeWebpCopies } from './download';
import { communityDirectory, projectLogoUploads } from './ecosystem-directory';
import { entryLabel, type EntryReport } from './entries';
import { writeEventCalendars, writeStaleAt } from './event-calendars';
import {
  NEXT_EVENTS_COUNT,
  communityPageNextEvents,
  eventCards,
  eventEntry,
  eventPaths,
  eventsList,
  nextEventByCommunity,
  nextEvents,
} from './event-plan';
import { hasEnded } from '../../features/events/events';
import { glossaryFor, type Glossary } from './glossary';
import { latestArticles } from './latest-articles';
import { renderMarkdown } from './markdown';
import { mediaCopyPaths, readMediaManifest, saveMediaManifest } from './media-copies';
import { fetchCmsContent, fetchMediaVersions, type Graphql, type PageRecord } from './read';
import { renderKey, renderedMarkdownCache } from './rendered-markdown';
import { writeFeeds } from './rss';
import {
  articleCards,
  articleEntry,
  blogTagLinks,
  feedArticles,
  popularTags,
  sitePlan,
  tagName,
} from './site-plan';
import { removeUnusedMedia } from './unused-media';
import { contentDisagreements } from './translation-drift';
import { outdatedTranslationContext } from './outdated-translations';
import { DerivedFiles } from '../derived-files';

const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);

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

/**
 * Creates every page whose content comes from the CMS, in every language, from one read of it
 * (read.ts) and one plan (site-plan.ts): the blog list and its pages, each article (its rendered
 * body in the page context), each tag's pages, the generic CMS pages, the home page (latest
 * articles and next events), /community (the next events, each community's), /events, /glossary,
 * /search (popular tags), /ecosystem (the directory) and /community/ecosystem (its community projects); each page's context holds all it shows, so no page queries the CMS. It
 * also writes the RSS feeds and copies the media those pages show into public/cms-media. An
 * entry missing in a language is built from its English version (the page says so); entries
 * without the fields a page needs are skipped with a warning naming them.
 */
export async function createCmsPages({
  graphql,
  actions,
  reporter,
  getNodesByType,
  cache,
}: {
  graphql: Graphql;
  /**
   * Gatsby's cache: the CMS's large collections, the rendered bodies and what each media copy was
   * made from are kept there between builds (read.ts, rendered-markdown.ts, media-copies.ts);
   * without it everything is read, rendered and copied again.
   */
  cache?: BuildCache;
  actions: Actions;
  reporter: Reporter;
  getNodesByType: CreatePagesArgs['getNodesByType'];
}): Promise<void> {
  // Where createPages' time goes, for docs/benchmarks.md: the read, the media, the pages.
  const started = Date.now();
  const codeVersion = buildCodeVersion();
  const content = await fetchCmsContent(graphql, {
    cache: codeVersion ? cache : undefined,
    codeVersion: codeVersion ?? undefined,
    warn: (message) => reporter.warn(message),
    // One short line each: gatsby's reporter cuts lines at the terminal's width (80 in a log file).
    timing: (collection, ms, entries, reread, ownFields) =>
      reporter.info(
        `CMS read ${collection} ${ms} ms (${entries}${reread === undefined ? '' : `, ${reread} read again`}${
          ownFields === undefined ? '' : ownFields ? ', own fields' : ', relations'
        })`,
      ),
  });
  const read = Date.now();
  contentDisagreements(content).forEach((warning) => reporter.warn(warning));
  const plan = sitePlan(
    content,
    (sitePath) => Boolean(findRoute(sitePath)) || RESERVED_PATHS.test(sitePath),
    entryReport(reporter),
  );
  const { articles, genericPages, directories } = plan;
  // The build's clock: which events are upcoming (src/pipeline/cms/event-plan.ts says when an ended
  // event moves to the archive).
  const now = new Date();

  // The media the pages show, copied before the bodies are rendered (which read the images' sizes).
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
      if (!entry.slug || !plan.articlesBySlug.has(entry.slug)) continue;
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
  for (const { slug, locales } of plan.events.events) {
    for (const locale of locales) {
      const version = plan.events.versions[locale].get(slug);
      const label = entryLabel('Event', version?.title, slug, locale);
      noteBody(version?.body, label);
      imageUploads(version?.cover ?? null).forEach((upload) => noteUpload(upload, `${label}, field cover`));
    }
  }
  for (const locale of LOCALES) {
    // Every language's: a project published in one language only is in that one's directory.
    projectLogoUploads(directories[locale].projects, content.projects[locale]).forEach((upload) =>
      uploads.add(upload),
    );
  }
  const publicDir = path.resolve('public');
  const derived = new DerivedFiles(publicDir);
  const warn = (message: string) => reporter.warn(message);
  const manifest = await readMediaManifest(cache);
  const fetched = await downloadUploads(uploads, publicDir, {
    copies: { libraryVersions: (names) => fetchMediaVersions(graphql, names, warn), manifest },
    usedIn: (upload) => usedIn.get(upload),
  });
  const webpStarted = Date.now();
  const webps = await writeWebpCopies(uploads, publicDir, manifest, warn);
  await saveMediaManifest(cache, manifest, uploads);
  if (webps) reporter.info(`CMS: ${webps} WebP copies of images written in ${Date.now() - webpStarted} ms`);
  const sizes = await imageSizes(
    [
      ...LOCALES.flatMap((locale) => [
        ...content.articles[locale],
        ...content.pages[locale],
        ...content.events[locale],
      ]),
    ].map((entry) => entry.body ?? ''),
    publicDir,
  );
  const media = Date.now();
  const glossaries = {} as Record<Locale, Glossary>;
  for (const locale of LOCALES) {
    glossaries[locale] = glossaryFor(
      content.terms[locale],
      locale,
      (markdown) => renderMarkdown(markdown, locale).html,
      (message) => reporter.warn(message),
    );
  }
  // The glossary a body's terms are matched against is derived from the language's terms alone.
  const glossaryVersions = Object.fromEntries(
    LOCALES.map((locale) => [locale, sha256(JSON.stringify(content.terms[locale]))]),
  ) as Record<Locale, string>;
  const rendered = await renderedMarkdownCache(cache, codeVersion);
  const sizeOf = (src: string) => sizes.get(src);
  let renderMs = 0;
  /** A body in `language`, whose terms get their definitions unless `withTerms` is false. */
  const render = (markdown: string | null, language: Locale, withTerms = true) => {
    const renderStarted = Date.now();
    const body = markdown ?? '';
    const key = renderKey(body, language, withTerms ? glossaryVersions[language] : null, sizeOf);
    const html = rendered.render(key, () =>
      renderMarkdown(body, language, sizeOf, withTerms ? glossaries[language].matcher : undefined),
    );
    renderMs += Date.now() - renderStarted;
    return html;
  };

  const blogNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'blog'];
  // A list page's alternates: the languages where the same page exists (their lists differ).
  const listPageLocales = localesByPath(
    LOCALES.map((language) => [
      language,
      [
        ...plan.blogs[language].listPages,
        ...plan.blogs[language].tagPlans.flatMap((tagPlan) => tagPlan.pages),
      ].map((page) => page.path),
    ]),
  );

  for (const language of LOCALES) {
    const blog = plan.blogs[language];
    const cards = (slugs: readonly string[]) => articleCards(plan, slugs, language);
    // The blog list and the tag pages: one page context for a page of a list.
    const createListPage = (component: string, page: ListPage, extra: Record<string, unknown>) => {
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
            cards: cards(page.slugs),
            pageNumber: page.pageNumber,
            pageCount: page.pageCount,
            ...extra,
          },
          pageLocales,
        ),
      );
    };
    const tags = blogTagLinks(plan, language);
    blog.listPages.forEach((page) => createListPage('blog-list', page, { tags }));
    for (const article of blog.articles) {
      // blogPlan kept the articles with a version to show in this language.
      const entry = articleEntry(plan, article, language) as ArticleEntry;
      const translated = entry.locale === language;
      const version = plan.articleVersions[entry.locale as Locale].get(article.slug);
      const data: ArticlePageData = {
        slug: article.slug,
        article: entry,
        // An English fallback's body stays English: no definitions of another language in it.
        body: render(version?.body ?? null, language, translated && version?.glossaryDefinitions !== false),
        isFallback: !translated,
        related: cards(relatedArticles(article, blog.articles, RELATED_ARTICLES)),
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
            ...outdatedTranslationContext(
              content.outdatedTranslations,
              'article',
              article.slug,
              language,
              entry.locale as Locale,
            ),
          },
          localesShowing(article.locales),
        ),
      );
    }
    for (const { tag, articleCount, relatedSlugs, pages } of blog.tagPlans) {
      const tagData = { tag, tagName: tagName(plan, tag, language), articleCount, more: cards(relatedSlugs) };
      pages.forEach((page) => createListPage('blog-tag', page, tagData));
    }
  }

  for (const { slug, locales } of genericPages) {
    for (const language of LOCALES) {
      const cmsLocale = shownVersion(locales, language);
      // A page published only in other languages than English and this one: no page here.
      if (!cmsLocale) continue;
      const translated = cmsLocale === language;
      const entry = plan.pageVersions[cmsLocale].get(slug) as PageRecord;
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
            ...outdatedTranslationContext(content.outdatedTranslations, 'page', slug, language, cmsLocale),
          },
          localesShowing(locales),
        ),
      );
    }
  }

  const eventNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'events', 'community'];
  for (const { slug, locales } of plan.events.events) {
    for (const language of LOCALES) {
      const event = eventEntry(plan.events, slug, language);
      // An event published only in other languages than English and this one: no page here.
      if (!event) continue;
      const version = plan.events.versions[event.locale as Locale].get(slug);
      const data: EventPageData = {
        slug,
        event,
        // An English fallback's body stays English: no definitions of another language in it.
        body: render(version?.body ?? null, language, !event.isFallback),
        icsPath: eventPaths.ics(slug, language),
        endedAtBuild: hasEnded(event, now),
      };
      create(
        actions,
        template('event'),
        contextFor(
          `/events/${slug}`,
          language,
          {
            metaKey: 'events',
            namespaces: eventNamespaces,
            alternateLocales: locales,
            indexable: !event.isFallback,
            ...data,
            ...outdatedTranslationContext(
              content.outdatedTranslations,
              'event',
              slug,
              language,
              event.locale as Locale,
            ),
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
    const latest: LatestArticlesData = {
      latest: articleCards(plan, latestArticles(articles, language), language),
    };
    const languageEvents = eventCards(plan.events, language);
    // The events that had not ended at `now`, never `now` itself: the pages keep their bytes until
    // an event ends, and the rebuild at that end (writeStaleAt) moves it out of them as off /events.
    const upcoming: NextEventsData = {
      nextEvents: nextEvents(languageEvents, now, NEXT_EVENTS_COUNT),
      eventsFeedPath: eventPaths.feed(language),
    };
    create(actions, template('home'), routeContext('/', { ...latest, ...upcoming }));
    const communityCodes = LANGUAGE_COMMUNITIES.map(({ code }) => code);
    const community: CommunityPageData = {
      ...upcoming,
      nextEvents: communityPageNextEvents(languageEvents, now, NEXT_EVENTS_COUNT),
      nextEventByCommunity: nextEventByCommunity(languageEvents, now, communityCodes),
      communityFeedPaths: Object.fromEntries(
        communityCodes.map((code) => [code, eventPaths.communityFeed(code, language)]),
      ),
    };
    create(actions, template('community'), routeContext('/community', { ...community }));
    const search: SearchPageData = { popularTags: popularTags(plan, language) };
    create(actions, template('search'), routeContext('/search', { ...search }));
    create(actions, template('ecosystem'), routeContext('/ecosystem', { directory: directories[language] }));
    const events: EventsPageData = {
      list: eventsList(languageEvents, now, language),
      feeds: [
        { community: null, path: upcoming.eventsFeedPath },
        ...communityCodes.map((code) => ({ community: code, path: community.communityFeedPaths[code] })),
      ],
    };
    create(actions, template('events'), routeContext('/events', { ...events }));
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

  writeFeeds(derived, getNodesByType('Locale') as LocaleNode[], (language) => feedArticles(plan, language));
  writeEventCalendars(derived, getNodesByType('Locale') as LocaleNode[], plan.events, now);
  const staleAt = writeStaleAt(derived, plan.events, now);
  if (staleAt) reporter.info(`CMS: the next event ends at ${staleAt}; the site server rebuilds then`);

  await rendered.save();
  const unused = removeUnusedMedia(uploads, publicDir);
  if (unused.length) reporter.info(`CMS: removed ${unused.length} media files no entry uses any more`);
  // Last, once every file is written: what the previous build derived and this one did not (the
  // calendar of a deleted event, the feed of a language gone) leaves public/.
  derived.record(mediaCopyPaths(uploads));
  const stale = await derived.removeStale(cache);
  if (stale.length) reporter.info(`CMS: removed ${stale.length} files derived from entries that are gone`);
  reporter.info(
    `CMS: ${articles.length} articles, ${new Set(articles.flatMap((article) => article.tags)).size} tags, ` +
      `${directories.en.projects.length} ecosystem projects, ${plan.events.events.length} events`,
  );
  reporter.info(
    `CMS: ${fetched} media files copied (new, or replaced in the media library); read ${read - started} ms, media ${media - read} ms`,
  );
  reporter.info(`CMS: pages and feeds ${Date.now() - media} ms, of which bodies ${renderMs} ms`);
  reporter.info(`CMS: ${rendered.reused} bodies kept from the previous build`);
}

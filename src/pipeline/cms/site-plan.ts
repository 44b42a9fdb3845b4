import { cardCopies, type CmsImage } from '../../features/cms/media';
import type { ArticleCardData, ArticleCardItem, ArticleEntry, TagLink } from '../../features/cms/types';
import type { DirectoryData } from '../../features/ecosystem/directory';
import { LOCALES, shownVersion, type Locale } from '../../features/i18n/locales';
import { blogPlan, type ArticleSummary, type BlogPlan } from './article-plan';
import { FEED_SIZE } from './config';
import { directoryFor, refusedProjectHosts } from './ecosystem-directory';
import { setAdminHosts } from './effective-hosts';
import { present, publishableArticles, publishablePages, versionsBySlug, type EntryReport } from './entries';
import { eventsPlan, type EventsPlan } from './event-plan';
import type { FeedArticle } from './rss';
import type { ArticleRecord, CmsContent, PageRecord } from './read';

/**
 * The one publishable plan of a build: from the one read of the CMS (read.ts), what the site
 * publishes, in which languages, and every list, card, tag link and feed item derived from it.
 * Pure functions only (no CMS, no files): the pages' contexts, the feeds and the search page's
 * tags are all computed here, so two builds' plans can be compared.
 */

/** Tags shown on the search page to visitors without JavaScript. */
export const POPULAR_TAGS = 12;

export interface SitePlan {
  /** The read, by language. */
  content: CmsContent;
  /** The published articles, newest first, with their languages. */
  articles: ArticleSummary[];
  /** The same, by slug. */
  articlesBySlug: Map<string, ArticleSummary>;
  /** The published generic pages, with their languages. */
  genericPages: Array<{ slug: string; locales: Locale[] }>;
  /** The blog as each language shows it. */
  blogs: Record<Locale, BlogPlan>;
  directories: Record<Locale, DirectoryData>;
  /** Per language, the version of each article that carries it there (title and body present). */
  articleVersions: Record<Locale, Map<string, ArticleRecord>>;
  /** Per language, the version of each generic page with a title and a body. */
  pageVersions: Record<Locale, Map<string, PageRecord>>;
  /** The published community events and their versions (event-plan.ts). */
  events: EventsPlan;
}

/**
 * What the site publishes from `content`: the rules of entries.ts (what is fit to publish, in
 * which languages), the blog per language (article-plan.ts) and the ecosystem directories.
 * `isSitePath` says which paths belong to the site (a generic page may not take them).
 */
export function sitePlan(
  content: CmsContent,
  isSitePath: (path: string) => boolean,
  report: EntryReport,
): SitePlan {
  // This build's allowed hosts, before anything checks a link (effective-hosts.ts).
  setAdminHosts(content.adminHosts ?? []);
  const articles = publishableArticles(content.articles, report);
  const genericPages = publishablePages(content.pages, isSitePath, report);
  const directories = {} as Record<Locale, DirectoryData>;
  const blogs = {} as Record<Locale, BlogPlan>;
  const articleVersions = {} as SitePlan['articleVersions'];
  const pageVersions = {} as SitePlan['pageVersions'];
  for (const locale of LOCALES) {
    // Warnings about entries are the same in every language: report them once.
    const warn = locale === 'en' ? report.warn : () => undefined;
    directories[locale] = directoryFor(
      content.projects[locale],
      content.projects.en,
      content.chains[locale],
      content.categories[locale],
      warn,
    );
    blogs[locale] = blogPlan(articles, locale);
    articleVersions[locale] = versionsBySlug(content.articles[locale]);
    pageVersions[locale] = versionsBySlug(content.pages[locale]);
  }
  refusedProjectHosts(directories.en.projects).forEach((warning) => report.warn(warning));
  return {
    content,
    articles,
    articlesBySlug: new Map(articles.map((article) => [article.slug, article])),
    genericPages,
    blogs,
    directories,
    articleVersions,
    pageVersions,
    events: eventsPlan(content.events, report),
  };
}

/** The language whose version a page in `language` shows (`shownVersion`), and that version. */
export function shownArticle(
  plan: SitePlan,
  article: ArticleSummary,
  language: Locale,
): { version: ArticleRecord; locale: Locale } | null {
  const locale = shownVersion(article.locales, language);
  const version = locale && plan.articleVersions[locale].get(article.slug);
  return locale && version ? { version, locale } : null;
}

/** An image with only what a page uses of it (Strapi's formats carry name, hash, size, mime …). */
export function pageImage(image: CmsImage): CmsImage {
  return {
    url: image.url,
    width: image.width ?? null,
    height: image.height ?? null,
    formats: image.formats
      ? Object.fromEntries(
          Object.entries(image.formats).map(([name, { url, width, height }]) => [
            name,
            { url, width, height },
          ]),
        )
      : null,
  };
}

/** The cover of an article: the shown version's, else the carrying version's (shared in the CMS). */
function coverOf(plan: SitePlan, article: ArticleSummary, version: ArticleRecord): CmsImage | null {
  const carrier = plan.articleVersions[article.locales[0] as Locale].get(article.slug);
  const cover = version.cover ?? carrier?.cover;
  return cover ? pageImage(cover) : null;
}

/**
 * The widths (px) between which an article card's cover copies are offered (media.ts cardCopies):
 * a grid card is ~380 CSS px on a desktop, the lead's picture ~700; in the blog's lists on a phone
 * a 96 px square (Strapi's 245 px `thumbnail` on a 1.75× or 2× screen: ~2 KB of WebP where the
 * `small` copy is ~5 KB, and a phone's first 2,000 px hold ten of them); elsewhere a phone's card
 * ~350 (700 on a 2× screen). Strapi's `large` (1000) is sharp even at 2.6×, the original never needed.
 */
export const ARTICLE_CARD_WIDTHS = { min: 200, max: 1000 } as const;

/** An article's fields as a card shows them, from the version shown: only the copies it shows. */
function cardOf(plan: SitePlan, article: ArticleSummary, version: ArticleRecord): ArticleCardData {
  const cover = coverOf(plan, article, version);
  const copies = cover && cardCopies(cover, ARTICLE_CARD_WIDTHS);
  return {
    slug: article.slug,
    title: version.title as string,
    summary: version.summary,
    date: version.date ?? article.date,
    picture: copies && { ...copies, alt: version.coverAlt ?? '' },
  };
}

/** An article as its own page shows it (the body apart). */
export function articleEntry(plan: SitePlan, article: ArticleSummary, language: Locale): ArticleEntry | null {
  const shown = shownArticle(plan, article, language);
  if (!shown) return null;
  const { version, locale } = shown;
  return {
    slug: article.slug,
    title: version.title as string,
    summary: version.summary,
    date: version.date ?? article.date,
    coverAlt: version.coverAlt,
    cover: coverOf(plan, article, version),
    updatedAt: version.updatedAt,
    author: version.author,
    locale,
    tags: version.tagsByName,
  };
}

/** The cards of `slugs` in `language`, in that order (English ones marked as fallbacks). */
export function articleCards(plan: SitePlan, slugs: readonly string[], language: Locale): ArticleCardItem[] {
  return slugs.flatMap((slug) => {
    const article = plan.articlesBySlug.get(slug);
    const shown = article && shownArticle(plan, article, language);
    if (!article || !shown) return [];
    return [{ article: cardOf(plan, article, shown.version), isFallback: shown.locale !== language }];
  });
}

/** Tag names in `language`: its own, else English, else the slug. */
function tagNames(plan: SitePlan, language: Locale): Map<string, string> {
  const names = new Map<string, string>();
  for (const tag of [...plan.content.tags[language], ...plan.content.tags.en]) {
    if (tag.slug && present(tag.name) && !names.has(tag.slug)) names.set(tag.slug, tag.name);
  }
  return names;
}

/** The name a tag's pages and links show in `language`. */
export function tagName(plan: SitePlan, tag: string, language: Locale): string {
  return tagNames(plan, language).get(tag) ?? tag;
}

/**
 * The blog's tag list in `language`: the tags with pages there (a published article there has
 * them), never one without, in the CMS's order of their names (the language's, then English for
 * tags not named in it).
 */
export function blogTagLinks(plan: SitePlan, language: Locale): TagLink[] {
  const withPages = new Set(plan.blogs[language].tagPlans.map((tagPlan) => tagPlan.tag));
  const names = tagNames(plan, language);
  const ordered = [...plan.content.tags[language], ...plan.content.tags.en]
    .map((tag) => tag.slug)
    .filter((slug): slug is string => Boolean(slug && withPages.has(slug)));
  const unnamed = [...withPages].filter((slug) => !names.has(slug)).sort();
  return [...new Set([...ordered, ...unnamed])].map((slug) => ({ slug, name: names.get(slug) ?? slug }));
}

/** The `limit` tags with the most articles in `language` (every one has its pages there). */
export function popularTags(plan: SitePlan, language: Locale, limit = POPULAR_TAGS): TagLink[] {
  const names = tagNames(plan, language);
  return [...plan.blogs[language].tagPlans]
    .sort((a, b) => b.articleCount - a.articleCount || a.tag.localeCompare(b.tag))
    .slice(0, limit)
    .map(({ tag }) => ({ slug: tag, name: names.get(tag) ?? tag }));
}

/** A language's feed: its latest published articles written in it (each has its page there). */
export function feedArticles(plan: SitePlan, language: Locale, size = FEED_SIZE): FeedArticle[] {
  return plan.articles
    .filter((article) => article.locales.includes(language))
    .slice(0, size)
    .map((article) => {
      const version = plan.articleVersions[language].get(article.slug) as ArticleRecord;
      const { slug, title, summary, date } = cardOf(plan, article, version);
      return { slug, title, summary, date, author: version.author };
    });
}

import { SLUG } from '../../config/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../features/i18n/locales';
import type { ArticleSummary } from './article-plan';
import type { CmsImage } from '../../features/cms/media';

/**
 * What the build does with CMS entries that are not fit to publish. The CMS's own validation
 * (required fields, slug patterns, unique slugs) normally stops them; these rules cover imports,
 * direct database edits and schema changes. docs/cms.md lists them for editors.
 *
 * - An entry that lacks a field its page needs, or whose slug has the wrong shape, is left out
 *   with a warning that names it: the rest of the site still publishes.
 * - A translation without an English version is left out with a warning.
 * - Two entries claiming one URL, or a page claiming a URL of the site itself, fail the build,
 *   naming both: which one should win is an editor's decision, not the build's.
 */
export interface EntryReport {
  warn: (message: string) => void;
  fail: (message: string) => void;
}

export const ARTICLE_SLUG = SLUG;
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface RawArticle {
  documentId: string;
  slug: string | null;
  title: string | null;
  date: string | null;
  body: string | null;
  cover: CmsImage | null;
  tags: Array<{ slug: string | null }>;
}

export interface RawPage {
  documentId: string;
  slug: string | null;
  title: string | null;
  body: string | null;
}

/** A string with something in it besides whitespace. */
export const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

function missingFields<T extends object>(entry: T, fields: ReadonlyArray<keyof T>): string[] {
  return fields.filter((field) => {
    const value = entry[field];
    return typeof value === 'string' ? !present(value) : value === null || value === undefined;
  }) as string[];
}

/** First entry per slug; a second one fails the build naming both. */
function firstPerSlug<T extends { documentId: string; slug: string | null }>(
  entries: readonly T[],
  kind: string,
  report: EntryReport,
): Map<string, T> {
  const bySlug = new Map<string, T>();
  for (const entry of entries) {
    if (!entry.slug) continue;
    const other = bySlug.get(entry.slug);
    if (other) {
      report.fail(
        `CMS ${kind}s ${other.documentId} and ${entry.documentId} both use the slug "${entry.slug}": rename one`,
      );
      continue;
    }
    bySlug.set(entry.slug, entry);
  }
  return bySlug;
}

/**
 * The articles the site publishes, newest first as the CMS sorted them, with the languages each
 * is written in. A translation counts only if it has a title and a body.
 */
export function publishableArticles(
  byLocale: Record<Locale, readonly RawArticle[]>,
  report: EntryReport,
): ArticleSummary[] {
  const valid = (entry: RawArticle, locale: Locale) => {
    const missing = missingFields(entry, ['slug', 'title', 'date', 'body', 'cover'] as const);
    if (missing.length) {
      report.warn(`CMS article ${entry.documentId} (${locale}) lacks ${missing.join(', ')}: not published`);
      return false;
    }
    if (!ARTICLE_SLUG.test(entry.slug as string)) {
      report.warn(
        `CMS article ${entry.documentId} has the slug "${entry.slug}", not a URL segment: not published`,
      );
      return false;
    }
    return true;
  };
  const english = firstPerSlug(
    byLocale[DEFAULT_LOCALE].filter((entry) => valid(entry, DEFAULT_LOCALE)),
    'article',
    report,
  );
  const articles: ArticleSummary[] = [...english.values()].map((entry) => ({
    slug: entry.slug as string,
    date: entry.date as string,
    tags: entry.tags.map((tag) => tag.slug).filter(present),
    locales: [DEFAULT_LOCALE],
  }));
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    for (const entry of byLocale[locale]) {
      const article = articles.find((candidate) => candidate.slug === entry.slug);
      if (!article) {
        report.warn(
          `CMS article ${entry.documentId} (${locale}) has no English version with the slug "${entry.slug}": not published`,
        );
      } else if (present(entry.title) && present(entry.body)) {
        article.locales.push(locale);
      } else {
        report.warn(
          `CMS article ${entry.documentId} (${locale}) lacks a title or body: shown in English there`,
        );
      }
    }
  }
  return articles;
}

/** Generic pages to publish, each with the languages it is written in. */
export function publishablePages(
  byLocale: Record<Locale, readonly RawPage[]>,
  isSitePath: (path: string) => boolean,
  report: EntryReport,
): Array<{ slug: string; locales: Locale[] }> {
  const valid = byLocale.en.filter((page) => {
    const missing = missingFields(page, ['slug', 'title', 'body'] as const);
    if (missing.length) {
      report.warn(`CMS page ${page.documentId} lacks ${missing.join(', ')}: not published`);
      return false;
    }
    if (!PAGE_SLUG.test(page.slug as string)) {
      report.warn(`CMS page ${page.documentId} has the slug "${page.slug}", not a URL path: not published`);
      return false;
    }
    if (isSitePath(`/${page.slug}`)) {
      report.fail(
        `CMS page ${page.documentId} uses the path /${page.slug}, which belongs to the site: rename its slug`,
      );
      return false;
    }
    return true;
  });
  return [...firstPerSlug(valid, 'page', report).keys()].map((slug) => ({
    slug,
    locales: LOCALES.filter((locale) =>
      byLocale[locale].some((page) => page.slug === slug && present(page.title) && present(page.body)),
    ),
  }));
}

/** An entry as editors know it, for build messages: `Article “Hello” (ja, slug hello)`. */
export function entryLabel(
  type: string,
  title: string | null | undefined,
  slug: string,
  locale: string,
): string {
  return `${type} “${title || slug}” (${locale}, slug ${slug})`;
}

import { SLUG } from '../../config/routes';
import { LOCALES, LOCALE_INFO, shownVersion, type Locale } from '../../features/i18n/locales';
import type { ArticleSummary } from './article-plan';
import type { CmsImage } from '../../features/cms/media';
import { unshownFields } from '@meridian/shared/shown-rules';

/**
 * What the build does with CMS entries that are not fit to publish. The CMS's own validation
 * (required fields, slug patterns, unique slugs) normally stops them; these rules cover imports,
 * direct database edits and schema changes. docs/cms.md lists them for editors.
 *
 * - An entry that lacks a field its page needs, or whose slug has the wrong shape, is left out
 *   with a warning that names it: the rest of the site still publishes.
 * - A version in another language than English needs only a title and a body (the other fields
 *   are shared); a document without an English version is published in its own languages only.
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

/** The first entry per slug with a title and a body: the version a page of that language shows. */
export function versionsBySlug<T extends { slug: string | null; title: string | null; body: string | null }>(
  entries: readonly T[],
): Map<string, T> {
  const versions = new Map<string, T>();
  for (const entry of entries) {
    if (entry.slug && !versions.has(entry.slug) && present(entry.title) && present(entry.body)) {
      versions.set(entry.slug, entry);
    }
  }
  return versions;
}

/**
 * The fields for which the site leaves an entry out: the CMS's rule on save and publish too
 * (@meridian/shared/shown-rules), so the build drops only entries saved before it.
 */
export function missingFields(type: 'article' | 'page' | 'event', entry: object): string[] {
  return unshownFields(type, entry);
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
 * The versions of a document that can carry it (every field its page needs), first per slug; a
 * slug `claimed` by another language's version is not a new document but a translation of it.
 */
export function newDocuments<T extends { documentId: string; slug: string | null }>(
  entries: readonly T[],
  claimed: ReadonlyMap<string, unknown>,
  valid: (entry: T) => boolean,
  kind: string,
  report: EntryReport,
): Map<string, T> {
  const unclaimed = entries.filter((entry) => !(entry.slug && claimed.has(entry.slug)));
  return firstPerSlug(unclaimed.filter(valid), kind, report);
}

/**
 * The articles the site publishes, newest first, with the languages each is written in. Every
 * language's version counts, not only translations of an English one (docs/editors.md,
 * "Publishing in one language only"): an article is carried by its English version, or, when it
 * has none, by its first version in the site's order, which then needs every field. Another
 * language's version counts only if it has a title and a body; the fields it shares with the
 * others (slug, date, cover, tags) are the same in every version (not localized in the CMS).
 */
export function publishableArticles(
  byLocale: Record<Locale, readonly RawArticle[]>,
  report: EntryReport,
): ArticleSummary[] {
  const valid = (locale: Locale) => (entry: RawArticle) => {
    const missing = missingFields('article', entry);
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
  const articles = new Map<string, ArticleSummary>();
  for (const locale of LOCALES) {
    for (const entry of byLocale[locale]) {
      const article = entry.slug ? articles.get(entry.slug) : undefined;
      if (!article) continue;
      if (present(entry.title) && present(entry.body)) {
        article.locales.push(locale);
      } else {
        const shown = shownVersion(article.locales, locale);
        report.warn(
          `CMS article ${entry.documentId} (${locale}) lacks a title or body: ` +
            (shown ? `shown in ${LOCALE_INFO[shown].nativeName} there` : 'not published in that language'),
        );
      }
    }
    for (const entry of newDocuments(byLocale[locale], articles, valid(locale), 'article', report).values()) {
      articles.set(entry.slug as string, {
        slug: entry.slug as string,
        date: entry.date as string,
        tags: entry.tags.map((tag) => tag.slug).filter(present),
        locales: [locale],
      });
    }
  }
  // Each language's list came newest first from the CMS; merged, they are sorted again (stable:
  // articles of one date keep the CMS's order). Dates are ISO 8601 in UTC, so they sort as text.
  return [...articles.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Generic pages to publish, each with the languages it is written in: like articles, a page
 * published in one language only is published in that language.
 */
export function publishablePages(
  byLocale: Record<Locale, readonly RawPage[]>,
  isSitePath: (path: string) => boolean,
  report: EntryReport,
): Array<{ slug: string; locales: Locale[] }> {
  const valid = (page: RawPage) => {
    const missing = missingFields('page', page);
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
  };
  const slugs = new Map<string, true>();
  for (const locale of LOCALES) {
    for (const slug of newDocuments(byLocale[locale], slugs, valid, 'page', report).keys()) {
      slugs.set(slug as string, true);
    }
  }
  return [...slugs.keys()].map((slug) => ({
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

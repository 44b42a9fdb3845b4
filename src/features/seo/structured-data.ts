import { EXTERNAL_LINKS, SITE, SOCIAL_LINKS } from '../../config/site';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import type { RouteAncestor } from '../i18n/page-context';
import { localizePath } from '../i18n/paths';
import { APP_ICONS } from './app-icons';

/**
 * schema.org JSON-LD for search engines, built from the site's own sources (site config, route
 * table, locale config) so that a renamed brand or route changes the structured data with it.
 * Every builder is pure: the head renders what they return, and unit tests hold their shape.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** One top-level JSON-LD document: one `<script type="application/ld+json">` each. */
export interface JsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [property: string]: unknown;
}

/** One step of a breadcrumb trail: its visible name and its unprefixed route path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A question and its answer, as plain text, exactly as the page shows them. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The absolute URL of an unprefixed path in a language: `('/about', 'ja')` → `https://…/ja/about`. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${SITE.url}${localizePath(path, locale)}`;
}

/** One node id for the foundation, so that every page's data refers to the same organization. */
export const ORGANIZATION_ID = `${SITE.url}/#organization`;

// Google wants a logo of at least 112 px that reads on white: the square app icon is one, and
// it is rendered from the favicon at every build.
const LOGO = APP_ICONS.find((icon) => icon.purpose === 'any' && icon.sizes === '512x512') ?? APP_ICONS[0];

export function organizationJsonLd(): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE.foundation,
    alternateName: SITE.network,
    url: SITE.url,
    logo: `${SITE.url}${LOGO.src}`,
    foundingDate: String(SITE.foundedYear),
    sameAs: SOCIAL_LINKS.map((link) => EXTERNAL_LINKS[link.key]),
  };
}

/** The site in one language: its home page, localized name and language tag. */
export function webSiteJsonLd(locale: Locale, name: string, description?: string): JsonLd {
  const url = absoluteUrl('/', locale);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name,
    url,
    ...(description ? { description } : {}),
    inLanguage: LOCALE_INFO[locale].tag,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/**
 * The trail of a sub-page (a path of two or more segments, e.g. `/developers/university`,
 * `/blog/{slug}`, `/blog/tag/{tag}`): home, every ancestor that is a public page of the route
 * table (the build gives them in the page's context: `breadcrumbAncestors` of
 * src/config/routes.ts, so a tag page reads Home › Blog › Tag), then the page itself.
 * Top-level pages and the home page have no trail.
 */
export function breadcrumbTrail(
  path: string,
  ancestors: readonly RouteAncestor[],
  labels: { home: string; current: string; routeTitle: (metaKey: string) => string | undefined },
): Crumb[] {
  if (path.split('/').filter(Boolean).length < 2) return [];
  const trail: Crumb[] = [{ name: labels.home, path: '/' }];
  for (const ancestor of ancestors) {
    const name = labels.routeTitle(ancestor.metaKey);
    if (name) trail.push({ name, path: ancestor.path });
  }
  trail.push({ name: labels.current, path });
  return trail;
}

export function breadcrumbListJsonLd(trail: readonly Crumb[], locale: Locale): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale),
    })),
  };
}

export function faqPageJsonLd(entries: readonly FaqEntry[], path: string, locale: Locale): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(path, locale),
    inLanguage: LOCALE_INFO[locale].tag,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  summary?: string | null;
  author?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  /** Language the article's text is in (an English fallback under /ja is English). */
  contentLocale: Locale;
  /** Site path of the cover image. */
  image?: string | null;
  /** Unprefixed path and the language of the page it is shown on. */
  path: string;
  locale: Locale;
}

export function articleJsonLd(article: ArticleFacts): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified || article.datePublished
      ? { dateModified: article.dateModified ?? article.datePublished }
      : {}),
    inLanguage: LOCALE_INFO[article.contentLocale].tag,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: SITE.foundation,
      logo: `${SITE.url}${LOGO.src}`,
    },
    ...(article.image ? { image: [`${SITE.url}${article.image}`] } : {}),
    mainEntityOfPage: absoluteUrl(article.path, article.locale),
  };
}

/**
 * The text of a `<script type="application/ld+json">`. CMS and translated text is untrusted:
 * `<` is written as `\u003c` (still the same JSON string), so no `</script>` or `<!--` in a
 * title can end the element or start markup.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

import type { HeadProps } from 'gatsby';
import React from 'react';
import { SITE } from '../../config/site';
import { LOCALE_INFO, defaultVersion } from '../../features/i18n/locales';
import { namespaceFromData, interpolate, type LocaleData } from '../../features/i18n/messages';
import type { SitePageContext } from '../../features/i18n/page-context';
import { localizePath } from '../../features/i18n/paths';
import { APPLE_TOUCH_ICON, WEB_MANIFEST_PATH } from '../../features/seo/app-icons';
import {
  breadcrumbListJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
  type FaqEntry,
  type JsonLd,
} from '../../features/seo/structured-data';

export interface SeoOverrides {
  /** Page title without the site name (defaults to the route's meta title). */
  title?: string;
  description?: string;
  /** Absolute or site-relative image URL for Open Graph and Twitter cards. */
  image?: string;
  type?: 'website' | 'article';
  /** Where the page sits in a paged list: adds `rel="prev"` and `rel="next"` links. */
  paging?: Paging;
  /** The page's own step in its breadcrumb trail (defaults to the title), e.g. a tag's name. */
  breadcrumbName?: string;
  /** Questions and answers the page shows, for its FAQPage structured data. */
  faq?: readonly FaqEntry[];
  /** Further JSON-LD documents of the page, e.g. an article's. */
  structuredData?: readonly JsonLd[];
  children?: React.ReactNode;
}

/** A page of a numbered list; `hrefFor` gives the unprefixed path of page `n` (1-based). */
export interface Paging {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
}

const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${SITE.url}${path}`);

/**
 * Everything in a page's `<head>`: `<html lang>`, title, description, canonical URL, hreflang
 * alternates (only for languages the page exists in), `rel="prev"`/`rel="next"` on a paged list,
 * Open Graph and Twitter tags, and the page's JSON-LD: Organization and WebSite on the home page,
 * BreadcrumbList on sub-pages, FAQPage where the page passes its questions.
 */
export function Seo({
  data,
  pageContext,
  title,
  description,
  image = '/og-image.png',
  type = 'website',
  paging,
  breadcrumbName,
  faq,
  structuredData = [],
  children,
}: Pick<HeadProps<LocaleData, SitePageContext>, 'data' | 'pageContext'> & SeoOverrides): React.JSX.Element {
  const { language, metaKey, alternateLocales, indexable } = pageContext;
  const meta = namespaceFromData(data, 'meta', language);
  const originalPath = pageContext.i18n.originalPath;
  const pageTitle = title ?? meta[`${metaKey}.title`] ?? meta.siteName;
  const fullTitle =
    metaKey === 'home' && !title
      ? pageTitle
      : interpolate(meta.titleTemplate ?? '{{title}}', { title: pageTitle });
  const pageDescription = description ?? meta[`${metaKey}.description`] ?? '';
  const canonical = absolute(localizePath(originalPath, language));
  const imageUrl = absolute(image);
  // A fallback page (English content under /ja or /ko) is not indexed; it points search engines
  // at the original and lists only the languages that exist. Status pages list nothing.
  const isFallback = !indexable && alternateLocales.length > 0 && !alternateLocales.includes(language);
  const alternates = indexable || isFallback ? alternateLocales : [];
  const canonicalHref = indexable
    ? canonical
    : isFallback
      ? absolute(localizePath(originalPath, defaultVersion(alternateLocales) ?? language))
      : null;
  const xDefault = defaultVersion(alternates);

  // Structured data describes indexable pages only: a fallback or status page is not one.
  const jsonLd: JsonLd[] = [];
  if (indexable) {
    if (originalPath === '/') {
      jsonLd.push(
        organizationJsonLd(),
        webSiteJsonLd(language, meta.siteName ?? SITE.network, pageDescription),
      );
    }
    const common = namespaceFromData(data, 'common', language);
    const trail = breadcrumbTrail(originalPath, pageContext.breadcrumbAncestors ?? [], {
      home: common.home ?? meta.siteName ?? SITE.network,
      current: breadcrumbName ?? pageTitle,
      routeTitle: (key) => meta[`${key}.title`],
    });
    if (trail.length) jsonLd.push(breadcrumbListJsonLd(trail, language));
    if (faq?.length) jsonLd.push(faqPageJsonLd(faq, originalPath, language));
    jsonLd.push(...structuredData);
  }

  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      {!indexable && <meta name="robots" content="noindex, follow" />}
      {canonicalHref && <link rel="canonical" href={canonicalHref} />}
      {alternates.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={absolute(localizePath(originalPath, locale))}
        />
      ))}
      {xDefault && (
        <link rel="alternate" hrefLang="x-default" href={absolute(localizePath(originalPath, xDefault))} />
      )}
      {paging && paging.page > 1 && (
        <link rel="prev" href={absolute(localizePath(paging.hrefFor(paging.page - 1), language))} />
      )}
      {paging && paging.page < paging.count && (
        <link rel="next" href={absolute(localizePath(paging.hrefFor(paging.page + 1), language))} />
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={meta.siteName ?? SITE.network} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={LOCALE_INFO[language].ogLocale} />
      {alternateLocales
        .filter((locale) => locale !== language)
        .map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={LOCALE_INFO[locale].ogLocale} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={meta.ogImageAlt ?? ''} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={SITE.twitterHandle} />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      <link rel="sitemap" type="application/xml" href="/sitemap.xml" />
      {jsonLd.map((document, index) => (
        <script
          key={`${document['@type']}-${index}`}
          type="application/ld+json"
          // Set as HTML so that React does not entity-encode the JSON; serializeJsonLd escapes `<`.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
        />
      ))}
      {children}
    </>
  );
}

/** The `Head` export shared by every page that needs nothing beyond its route's meta strings. */
export function PageHead(props: HeadProps<LocaleData, SitePageContext>): React.JSX.Element {
  return <Seo data={props.data} pageContext={props.pageContext} />;
}

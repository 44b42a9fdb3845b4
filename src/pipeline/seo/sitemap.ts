import { SITE } from '../../config/site';
import { LOCALES, defaultVersion } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';
import type { SitePageContext } from '../../features/i18n/page-context';

interface SitemapPage {
  path: string;
  pageContext?: Partial<SitePageContext>;
}

export interface SitemapEntry {
  url: string;
  changefreq: string;
  priority: number;
  links: Array<{ lang: string; url: string }>;
}

/** One `<url>` entry with an `xhtml:link` alternate per existing language and `x-default` (`defaultVersion`). */
export function sitemapEntry(page: SitemapPage): SitemapEntry {
  const context = page.pageContext ?? {};
  const originalPath = context.i18n?.originalPath ?? page.path;
  const locales = context.alternateLocales ?? [...LOCALES];
  const links: SitemapEntry['links'] = locales.map((locale) => ({
    lang: locale,
    url: localizePath(originalPath, locale),
  }));
  const xDefault = defaultVersion(locales);
  if (xDefault) links.push({ lang: 'x-default', url: localizePath(originalPath, xDefault) });
  return {
    url: page.path,
    changefreq: 'weekly',
    priority: originalPath === '/' ? 1 : 0.7,
    links,
  };
}

export function isSitemapPage(page: SitemapPage): boolean {
  return page.pageContext?.indexable === true;
}

/** Options for gatsby-plugin-sitemap; gatsby-node renames its output to /sitemap.xml. */
export const sitemapOptions = {
  output: '/',
  // The head link is added by Seo, to /sitemap.xml rather than the plugin's index file.
  createLinkInHead: false,
  resolveSiteUrl: () => SITE.url,
  query: `{
    allSitePage { nodes { path pageContext } }
  }`,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter(isSitemapPage),
  serialize: sitemapEntry,
};

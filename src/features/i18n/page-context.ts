import type { Namespace } from '../../config/routes';
import type { Locale } from './locales';

/** What gatsby-plugin-react-i18next puts in `context.i18n`. */
export interface I18nPageContext {
  language: Locale;
  languages: Locale[];
  defaultLanguage: Locale;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  /** The unprefixed path of the page (`/about` for `/ja/about`). */
  originalPath: string;
  path: string;
}

/** The context every page of the site is created with (see gatsby-node.ts). */
export interface SitePageContext {
  language: Locale;
  i18n: I18nPageContext;
  /** Translation namespaces the page query loads, for the page's own language only. */
  namespaces: Namespace[];
  /** Key of the page's title and description in the `meta` namespace. */
  metaKey: string;
  /** Listed in the sitemap and indexable by search engines. */
  indexable: boolean;
  /** Languages this page exists in, for hreflang. */
  alternateLocales: Locale[];
  /** MDX node id, for pages built from content/. */
  id?: string;
  /** Set when a translation the page shows is older than its English (src/pipeline/translations/page-notice.ts). */
  outdatedTranslation?: OutdatedTranslation;
  /** The public pages above a sub-page, for its breadcrumb trail; absent on a top-level page. */
  breadcrumbAncestors?: RouteAncestor[];
  /**
   * The hosts the page's CMS entries may link to, for Link's check in the browser: the site's own
   * and those of the CMS's list that the entries use (src/pipeline/cms/link-hosts.ts). Absent:
   * the site's own only, which every page's JavaScript carries.
   */
  linkHosts?: string[];
}

/** A page of the route table above another: its unprefixed path and its `meta` key. */
export interface RouteAncestor {
  path: string;
  metaKey: string;
}

/** What the outdated-translation notice says: which English page to read, and since when it differs. */
export interface OutdatedTranslation {
  /** The English page, unprefixed (`/privacy-policy`). */
  englishPath: string;
  /** The day the English last changed, YYYY-MM-DD. */
  englishUpdated: string;
}

/** The context of a page whose head carries FAQ structured data with figures in it. */
export interface FaqPageContext extends SitePageContext {
  /** The figures the answers name, formatted by the build (src/pipeline/file-pages.ts). */
  faqFigures: Record<string, string>;
}

import { breadcrumbAncestors, namespacesFor, type RouteDefinition } from '../config/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../features/i18n/locales';
import { localizePath } from '../features/i18n/paths';
import type { I18nPageContext, SitePageContext } from '../features/i18n/page-context';
import { outdatedTranslationFor } from './translations/page-notice';

/** What a page adds to the context every page has: its head's meta key and its namespaces at least. */
export type PageContextExtra = Partial<SitePageContext> &
  Pick<SitePageContext, 'metaKey' | 'namespaces'> &
  Record<string, unknown>;

/**
 * The context of any page the build creates: its language, the i18n data
 * gatsby-plugin-react-i18next would give it (pages created with it are left alone by the
 * plugin) and what its head needs; `extra` is the page's own data. `pageLanguages` are the
 * languages the page exists in (the language switcher's targets): every language but for a CMS
 * document published in some only.
 */
export function contextFor<Extra extends PageContextExtra>(
  originalPath: string,
  language: Locale,
  extra: Extra,
  pageLanguages: readonly Locale[] = LOCALES,
): SitePageContext & Extra {
  const i18n: I18nPageContext = {
    language,
    languages: [...pageLanguages],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: language !== DEFAULT_LOCALE,
    originalPath,
    path: localizePath(originalPath, language),
  };
  // The route table stays in the build: a sub-page is handed the steps of its breadcrumb trail.
  const ancestors = breadcrumbAncestors(originalPath);
  return {
    language,
    i18n,
    indexable: true,
    alternateLocales: [...LOCALES],
    ...(ancestors.length > 0 && { breadcrumbAncestors: ancestors }),
    ...extra,
  };
}

/**
 * The context of a page of the route table (src/config/routes.ts) in `language`, with the
 * outdated-translation notice when one of its translations is older than its English; `root` is
 * the folder of content/ and locales/.
 */
export function routeContextFor<Extra extends Record<string, unknown>>(
  route: RouteDefinition,
  language: Locale,
  extra: Extra = {} as Extra,
  root?: string,
): SitePageContext & Extra {
  const outdatedTranslation = outdatedTranslationFor(route, language, root);
  return contextFor(route.path, language, {
    metaKey: route.metaKey,
    namespaces: namespacesFor(route),
    indexable: route.public,
    ...(outdatedTranslation && { outdatedTranslation }),
    ...extra,
  });
}

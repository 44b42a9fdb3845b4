import type { Actions, Page } from 'gatsby';
import { findRoute } from '../config/routes';
import { buildersFigures, universityFaqFigures } from '../features/developers/faq';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../features/i18n/locales';
import { localizePath, withoutTrailingSlash } from '../features/i18n/paths';
import type { SitePageContext } from '../features/i18n/page-context';
import { routeContextFor } from './page-context';

/** What some file pages get from the build besides their route's context, by route path. */
const BUILD_CONTEXT: Partial<Record<string, (language: Locale) => Record<string, unknown>>> = {
  // Figures their heads' FAQ structured data names, formatted once here (FaqPageContext).
  '/builders-program': (language) => ({ faqFigures: buildersFigures(language) }),
  '/developers/university': (language) => ({ faqFigures: universityFaqFigures(language) }),
};

/**
 * gatsby-plugin-react-i18next has already copied each page of src/pages into every language.
 * Here each copy gets its canonical path and the context of its route (the namespaces its query
 * loads); these pages show no CMS data (those of the route table that do are templates created
 * by src/pipeline/cms/create-pages.ts). Pages created by the build already carry their namespaces
 * and are left alone. The 404 pages get no match path: a `/ja/*` one would make Gatsby list
 * every Japanese page in the match-path table every visitor downloads. The server answers
 * unknown URLs with the 404 page of their language, and in the browser Gatsby shows /404.html's
 * data for them, so that one carries every language's strings (`localeLanguages`) and renders
 * in the language of the URL.
 */
export function localizeFilePage({ page, actions }: { page: Page; actions: Actions }): void {
  const context = page.context as Partial<SitePageContext> | undefined;
  if (!context?.i18n || context.namespaces) return;
  if (page.path.includes('dev-404-page')) return;

  const language = context.i18n.language;
  const originalPath = withoutTrailingSlash(context.i18n.originalPath.replace(/\.html$/, ''));
  const route = findRoute(originalPath);
  if (!route) {
    throw new Error(
      `Page ${page.path} (${page.component}) is not in src/config/routes.ts. ` +
        'Add it to the route table with its namespaces.',
    );
  }
  const isNotFound = route.path === '/404';
  // Gatsby copies /404 and /500 to /404.html and /500.html for static hosts; keep those paths.
  const localizedPath = page.path.endsWith('.html') ? page.path : localizePath(route.path, language);
  const newPage: Page = {
    ...page,
    path: localizedPath,
    // The plugin gives the localized 404 pages a match path (`/ja/ja/*`, see above): drop it.
    matchPath: isNotFound ? undefined : page.matchPath,
    context: {
      ...page.context,
      ...routeContextFor(route, language),
      // Gatsby copies the English /404 (after this hook) to /404.html, the one it shows.
      ...(isNotFound && { localeLanguages: language === DEFAULT_LOCALE ? [...LOCALES] : [language] }),
      ...BUILD_CONTEXT[route.path]?.(language),
    },
  };
  actions.deletePage(page);
  actions.createPage(newPage);
}

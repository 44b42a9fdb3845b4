import type { RouteAncestor } from '../features/i18n/page-context';

/**
 * The route table: every page the site builds, by unprefixed path. gatsby-node reads it to give
 * each page its translation namespaces; the sitemap, the size report and the tests read it too.
 * A page that is not listed here fails the build.
 */
export const NAMESPACES = [
  'common',
  'meta',
  'header',
  'footer',
  'errors',
  'home',
  'about',
  'blog',
  'developers',
  'community',
  'ecosystem',
  'events',
  'contact',
  'solutions',
  'brandAssetKit',
  'legal',
  'account',
  'search',
  'glossary',
  'filters',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Loaded by every page: the layout (header, footer, banners) and the head tags need them. */
export const LAYOUT_NAMESPACES: readonly Namespace[] = ['common', 'meta', 'header', 'footer', 'errors'];

export interface RouteDefinition {
  /** Unprefixed path, no trailing slash. */
  path: string;
  /** Key of the page's title and description in the `meta` namespace. */
  metaKey: string;
  /** Namespaces the page needs beyond the layout ones. */
  namespaces: readonly Namespace[];
  /** Listed in sitemap.xml and indexable. */
  public: boolean;
  /**
   * src/pages, MDX in content/ (content-page template), or a template created with CMS data by
   * src/pipeline/cms/create-pages.ts (the blog, and the pages that show derived CMS data).
   */
  source: 'page' | 'mdx' | 'cms';
  /**
   * Files of content/ the page shows besides an mdx route's own (`content/legal{path}.*.mdx`):
   * `{area}` for every file of a folder, `{area}/{name}` for one. An outdated translation of one
   * of them gives the page the outdated-translation notice (src/pipeline/translations/page-notice.ts).
   */
  content?: readonly string[];
}

const page = (
  path: string,
  metaKey: string,
  namespaces: readonly Namespace[],
  extra: Partial<Pick<RouteDefinition, 'public' | 'source' | 'content'>> = {},
): RouteDefinition => ({ path, metaKey, namespaces, public: true, source: 'page', ...extra });

export const ROUTES: readonly RouteDefinition[] = [
  page('/', 'home', ['home', 'blog', 'events', 'community'], { source: 'cms' }),
  page('/about', 'about', ['about'], { content: ['about/timeline'] }),
  page('/blog', 'blog', ['blog'], { source: 'cms' }),
  // The licence: BRAND_KIT.licenceArea and licenceName (src/config/brand.ts).
  page('/brand-asset-kit', 'brandAssetKit', ['brandAssetKit'], { content: ['brand/trademark-licence'] }),
  page('/builders-program', 'buildersProgram', ['developers']),
  page('/community', 'community', ['community', 'events'], { source: 'cms' }),
  page('/community/ecosystem', 'communityEcosystem', ['community', 'ecosystem'], { source: 'cms' }),
  page('/contact', 'contact', ['contact']),
  page('/developers', 'developers', ['developers']),
  page('/developers/techstack', 'techstack', ['developers']),
  page('/developers/university', 'university', ['developers']),
  page('/ecosystem', 'ecosystem', ['ecosystem', 'filters'], { source: 'cms' }),
  page('/events', 'events', ['events', 'community', 'filters'], { source: 'cms' }),
  page('/glossary', 'glossary', ['glossary'], { source: 'cms' }),
  page('/solutions', 'solutions', ['solutions']),
  page('/spacelabs', 'spacelabs', ['developers']),
  page('/starmap', 'starmap', ['about']),
  page('/privacy-policy', 'privacyPolicy', ['legal'], { source: 'mdx' }),
  page('/terms-of-use', 'termsOfUse', ['legal'], { source: 'mdx' }),
  page('/accessibility', 'accessibility', ['legal'], { source: 'mdx' }),
  // Sign-in and account pages: client-side, not indexed, not in the sitemap.
  page('/login', 'login', ['account'], { public: false }),
  page('/register', 'register', ['account'], { public: false }),
  page('/forgot-password', 'forgotPassword', ['account'], { public: false }),
  page('/reset-password', 'resetPassword', ['account'], { public: false }),
  page('/account', 'account', ['account'], { public: false }),
  page('/newsletter', 'newsletter', ['account'], { public: false }),
  // Site search results (issue 18): a query's page, not content of its own.
  page('/search', 'search', ['search'], { public: false, source: 'cms' }),
  // The CMS's draft preview (issue 16): a shell that the site server fills with a signed draft.
  page('/preview', 'preview', ['blog', 'events', 'community'], { public: false }),
  page('/404', 'notFound', [], { public: false }),
  page('/500', 'serverError', [], { public: false }),
];

export function findRoute(path: string): RouteDefinition | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function namespacesFor(route: RouteDefinition): Namespace[] {
  return [...new Set([...LAYOUT_NAMESPACES, ...route.namespaces])];
}

/**
 * The public pages of the table above a sub-page, outermost first: `/developers` for
 * `/developers/university`, `/blog` for `/blog/tag/{tag}` (`/blog/tag` is no page). They are the
 * middle steps of its breadcrumb trail; the build puts them in the page's context
 * (src/pipeline/page-context.ts), so that the browser never loads this table.
 */
export function breadcrumbAncestors(path: string): RouteAncestor[] {
  const segments = path.split('/').filter(Boolean);
  const ancestors: RouteAncestor[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const ancestor = `/${segments.slice(0, depth).join('/')}`;
    const route = findRoute(ancestor);
    if (route?.public) ancestors.push({ path: ancestor, metaKey: route.metaKey });
  }
  return ancestors;
}

// The template routes are a module of their own, which the 404 page loads; the build reads them here.
export { SLUG, TEMPLATE_ROUTES, matchTemplateRoute, type TemplateRoute } from './template-routes';

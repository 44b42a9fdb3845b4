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
  'contact',
  'solutions',
  'brandAssetKit',
  'legal',
  'account',
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
  /** src/pages, MDX in content/ (content-page template), or the CMS (templates created in gatsby-node). */
  source: 'page' | 'mdx' | 'cms';
}

const page = (
  path: string,
  metaKey: string,
  namespaces: readonly Namespace[],
  extra: Partial<Pick<RouteDefinition, 'public' | 'source'>> = {},
): RouteDefinition => ({ path, metaKey, namespaces, public: true, source: 'page', ...extra });

export const ROUTES: readonly RouteDefinition[] = [
  page('/', 'home', ['home', 'blog']),
  page('/about', 'about', ['about']),
  page('/blog', 'blog', ['blog'], { source: 'cms' }),
  page('/brand-asset-kit', 'brandAssetKit', ['brandAssetKit']),
  page('/builders-program', 'buildersProgram', ['developers']),
  page('/community', 'community', ['community']),
  page('/community/ecosystem', 'communityEcosystem', ['community', 'ecosystem']),
  page('/contact', 'contact', ['contact']),
  page('/developers', 'developers', ['developers']),
  page('/developers/techstack', 'techstack', ['developers']),
  page('/developers/university', 'university', ['developers']),
  page('/ecosystem', 'ecosystem', ['ecosystem']),
  page('/solutions', 'solutions', ['solutions']),
  page('/spacelabs', 'spacelabs', ['developers']),
  page('/starmap', 'starmap', ['about']),
  page('/privacy-policy', 'privacyPolicy', ['legal'], { source: 'mdx' }),
  page('/terms-of-use', 'termsOfUse', ['legal'], { source: 'mdx' }),
  // Sign-in and account pages: client-side, not indexed, not in the sitemap.
  page('/login', 'login', ['account'], { public: false }),
  page('/register', 'register', ['account'], { public: false }),
  page('/forgot-password', 'forgotPassword', ['account'], { public: false }),
  page('/reset-password', 'resetPassword', ['account'], { public: false }),
  page('/account', 'account', ['account'], { public: false }),
  page('/newsletter', 'newsletter', ['account'], { public: false }),
  page('/404', 'notFound', [], { public: false }),
  page('/500', 'serverError', [], { public: false }),
];

export function findRoute(path: string): RouteDefinition | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function namespacesFor(route: RouteDefinition): Namespace[] {
  return [...new Set([...LAYOUT_NAMESPACES, ...route.namespaces])];
}

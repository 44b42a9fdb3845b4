import path from 'path';
import type { GatsbyNode, Page } from 'gatsby';
import {
  LAYOUT_NAMESPACES,
  ROUTES,
  findRoute,
  namespacesFor,
  type RouteDefinition,
} from './src/config/routes';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './src/features/i18n/locales';
import { localizePath, withoutTrailingSlash } from './src/features/i18n/paths';
import type { I18nPageContext, SitePageContext } from './src/features/i18n/page-context';
import { AUTH_PROVIDERS } from './src/features/account/config';
import { CMS_URL } from './src/features/cms/config';
import { createCmsFetch } from './src/features/cms/cms-fetch';
import {
  createCmsPages,
  latestArticles,
  markdownBody,
  markdownImageSize,
} from './src/features/cms/create-pages';
import { renderMarkdown } from './src/features/cms/markdown';
import { COMMUNITY_CATEGORY, ecosystemDirectories } from './src/features/cms/projects';

const CONTENT_PAGE_TEMPLATE = path.resolve('./src/templates/content-page.tsx');
const CONNECT_TEMPLATE = path.resolve('./src/templates/connect-redirect.tsx');

function pageContextFor(
  route: RouteDefinition,
  language: Locale,
  extra: Partial<SitePageContext> = {},
): SitePageContext {
  return contextFor(route.path, language, {
    metaKey: route.metaKey,
    namespaces: namespacesFor(route),
    indexable: route.public,
    ...extra,
  });
}

/** The context of any page: its language, the plugin's i18n data and what its head needs. */
function contextFor(
  originalPath: string,
  language: Locale,
  extra: Partial<SitePageContext> & Pick<SitePageContext, 'metaKey' | 'namespaces'> & Record<string, unknown>,
): SitePageContext & Record<string, unknown> {
  const localizedPath = localizePath(originalPath, language);
  const i18n: I18nPageContext = {
    language,
    languages: [...LOCALES],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: language !== DEFAULT_LOCALE,
    originalPath,
    path: localizedPath,
  };
  return { language, i18n, indexable: true, alternateLocales: [...LOCALES], ...extra };
}

/**
 * gatsby-plugin-react-i18next has already copied each file-routed page into every language.
 * Here each copy gets its canonical path and the namespaces its query loads. The 404 pages get
 * no match path: a `/ja/*` one would make Gatsby list every Japanese page in the match-path
 * table every visitor downloads. The server answers unknown URLs with the 404 page of their
 * language, and in the browser Gatsby shows /404.html's data for them, so that one
 * carries every language's strings (`localeLanguages`) and renders in the language of the URL.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
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
      ...pageContextFor(route, language),
      // Gatsby copies the English /404 (after this hook) to /404.html, the one it shows.
      ...(isNotFound && { localeLanguages: language === DEFAULT_LOCALE ? [...LOCALES] : [language] }),
      ...cmsDataFor(route.path, language),
    },
  };
  actions.deletePage(page);
  actions.createPage(newPage);
};

/** What file-routed pages show from the CMS, gathered by createPages (which runs before them). */
function cmsDataFor(routePath: string, language: Locale): Record<string, unknown> {
  switch (routePath) {
    case '/':
      return {
        latestSlugs: [],
        withEnglishFallback: false,
        ...latestArticles[language],
        cmsLocale: language,
      };
    case '/ecosystem':
      return { directory: directoryOf(language) };
    // The search page lists the blog's tags for visitors without JavaScript.
    case '/search':
      return { cmsLocale: language };
    case '/community/ecosystem': {
      const { projects, chains, categories } = directoryOf(language);
      return {
        projects: projects.filter((project) => project.categories.includes(COMMUNITY_CATEGORY)),
        chains,
        categories,
        communityCategory: categories.find((category) => category.slug === COMMUNITY_CATEGORY) ?? null,
      };
    }
    default:
      return {};
  }
}

function directoryOf(language: Locale) {
  const directory = ecosystemDirectories[language];
  if (!directory) throw new Error(`The ecosystem directory in ${language} was not loaded from the CMS`);
  return directory;
}

interface ContentFileNode {
  id: string;
  frontmatter: { title: string | null; description: string | null } | null;
  internal: { contentFilePath: string };
  parent: { name: string; relativeDirectory: string } | null;
}

/**
 * Every page that is not a file of src/pages: the CMS's (articles, lists, tags, generic pages),
 * the provider sign-in callbacks, and the legal pages from content/legal/{slug}.{locale}.mdx.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  await createCmsPages({ graphql, actions, reporter }, contextFor);
  // Where the CMS sends visitors back after a provider sign-in, one page per provider.
  for (const provider of AUTH_PROVIDERS) {
    for (const language of LOCALES) {
      const context = contextFor(`/connect/${provider}/redirect`, language, {
        metaKey: 'connect',
        namespaces: [...LAYOUT_NAMESPACES, 'account'],
        indexable: false,
        provider,
      });
      actions.createPage({ path: context.i18n.path, component: CONNECT_TEMPLATE, context });
    }
  }
  const result = await graphql<{ allMdx: { nodes: ContentFileNode[] } }>(`
    query MdxContentPages {
      allMdx(filter: { internal: { contentFilePath: { regex: "/content/legal/" } } }) {
        nodes {
          id
          frontmatter {
            title
            description
          }
          internal {
            contentFilePath
          }
          parent {
            ... on File {
              name
              relativeDirectory
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the MDX content pages', result.errors);
    return;
  }
  const created = new Set<string>();
  for (const node of result.data.allMdx.nodes) {
    const fileName = node.parent?.name ?? '';
    const match = /^(?<slug>[a-z0-9-]+)\.(?<locale>[a-z]{2})$/.exec(fileName);
    const locale = match?.groups?.locale;
    const slug = match?.groups?.slug;
    if (!slug || !isLocale(locale)) {
      reporter.panicOnBuild(
        `MDX file ${node.internal.contentFilePath} must be named {slug}.{locale}.mdx with locale one of ${LOCALES.join(', ')}`,
      );
      continue;
    }
    const route = findRoute(`/${slug}`);
    if (!route || route.source !== 'mdx') {
      reporter.panicOnBuild(
        `MDX file ${node.internal.contentFilePath} has no matching mdx route in src/config/routes.ts`,
      );
      continue;
    }
    const missing = (['title', 'description'] as const).filter((field) => !node.frontmatter?.[field]?.trim());
    if (missing.length) {
      reporter.panicOnBuild(
        `MDX file ${node.internal.contentFilePath} lacks front matter: ${missing.join(', ')}`,
      );
      continue;
    }
    const context = pageContextFor(route, locale, { id: node.id });
    created.add(context.i18n.path);
    actions.createPage({
      path: context.i18n.path,
      component: `${CONTENT_PAGE_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context: context as unknown as Record<string, unknown>,
    });
  }
  // Every MDX route exists in every language: a missing translation fails the build by name.
  for (const route of ROUTES.filter((entry) => entry.source === 'mdx')) {
    for (const locale of LOCALES) {
      if (!created.has(localizePath(route.path, locale))) {
        reporter.panicOnBuild(`content/legal${route.path}.${locale}.mdx is missing (route ${route.path})`);
      }
    }
  }
};

/**
 * The build reads the CMS; without it the blog would silently empty. Fail early and say how to
 * start it.
 */
/**
 * Every MDX file is named `{name}.{locale}.mdx` under `content/{area}/` (as in Gatsby's
 * using-i18n example): its language and area become fields that page queries filter on, e.g.
 * `allMdx(filter: { fields: { area: { eq: "about/timeline" }, locale: { eq: $language } } })`.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as { name?: string; relativeDirectory?: string } | undefined;
  const match = /^(?<name>[\w-]+)\.(?<locale>[a-z]{2})$/.exec(file?.name ?? '');
  if (!match?.groups) return;
  actions.createNodeField({ node, name: 'locale', value: match.groups.locale });
  actions.createNodeField({ node, name: 'name', value: match.groups.name });
  actions.createNodeField({ node, name: 'area', value: file?.relativeDirectory ?? '' });
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage === 'build-javascript') {
    // Gatsby's "lib" group is meant for packages over 160 kB, but it tests the module's
    // identifier, which names babel-loader's path in node_modules for our own files too: every
    // component became a chunk of its own (a request and a gzip frame each). Keep it to packages.
    const config = getConfig() as {
      optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown }> } };
    };
    const lib = config.optimization?.splitChunks?.cacheGroups?.lib;
    if (lib && typeof lib.test === 'function') {
      const packageTest = lib.test as (module: { resource?: string }) => boolean;
      lib.test = (module: { resource?: string }) =>
        /node_modules[/\\]/.test(module.resource ?? '') && packageTest(module);
      actions.replaceWebpackConfig(config);
    }
  }
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  // A few quick retries only (a reset on a busy host is not a stopped CMS): a build whose CMS
  // is not running fails at once rather than after the queries' full backoff.
  const healthCheck = createCmsFetch({ policy: { attempts: 3, budgetMs: 3_000, attemptTimeoutMs: 10_000 } });
  try {
    const response = await healthCheck(`${CMS_URL}/_health`);
    if (response.status >= 400)
      throw new Error(`CMS unreachable: ${CMS_URL}/_health (HTTP ${response.status})`);
  } catch (error) {
    const message = (error as Error).message;
    reporter.panic(
      `${message.startsWith('CMS unreachable:') ? message : `CMS unreachable: ${CMS_URL} (${message})`}\n` +
        'Start it with `npm run cms` in another terminal, or use `npm run build`, which starts one for the build, ' +
        'or set CMS_URL to a running CMS. Nothing was built: the live site is unchanged.',
    );
  }
};

/** Markdown from the CMS, rendered and sanitized at build time for the page's language. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: add }) => {
  const rendered = {
    type: 'JSON',
    args: { locale: 'String!' },
    resolve: (source: { documentId?: string; locale?: string }, args: { locale: string }) =>
      renderMarkdown(
        markdownBody(source.documentId, source.locale),
        isLocale(args.locale) ? args.locale : DEFAULT_LOCALE,
        markdownImageSize,
      ),
  };
  add({ STRAPI_Article: { rendered }, STRAPI_Page: { rendered } });
};

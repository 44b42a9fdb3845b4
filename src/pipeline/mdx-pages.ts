import path from 'path';
import type { Actions, CreatePagesArgs, Node, NodePluginArgs, Reporter } from 'gatsby';
import { ROUTES, findRoute } from '../config/routes';
import { LOCALES, isLocale } from '../features/i18n/locales';
import { localizePath } from '../features/i18n/paths';
import { parseMdxFileName } from '../features/content/mdx-file-name';
import { routeContextFor } from './page-context';

const CONTENT_PAGE_TEMPLATE = path.resolve('./src/templates/content-page.tsx');

/**
 * Every MDX file is named `{name}.{locale}.mdx` under `content/{area}/` (as in Gatsby's
 * using-i18n example): its name, language and area become fields that everything else reads,
 * e.g. `allMdx(filter: { fields: { area: { eq: "about/timeline" }, locale: { eq: $language } } })`.
 */
export function addMdxFileFields({
  node,
  getNode,
  actions,
}: Pick<NodePluginArgs, 'getNode' | 'actions'> & { node: Node }): void {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as { name?: string; relativeDirectory?: string } | undefined;
  const fields = file && parseMdxFileName(file);
  if (!fields) return;
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
}

interface LegalFileNode {
  id: string;
  frontmatter: { title: string | null; description: string | null } | null;
  internal: { contentFilePath: string };
  fields: { locale: string | null; name: string | null } | null;
}

/**
 * The legal pages, one per file of content/legal/{slug}.{locale}.mdx, each at the path of its
 * route in src/config/routes.ts. A badly named file, a file without its route, missing front
 * matter or a missing translation fails the build naming the file.
 */
export async function createLegalPages({
  graphql,
  actions,
  reporter,
  root,
}: {
  graphql: CreatePagesArgs['graphql'];
  actions: Actions;
  reporter: Reporter;
  /** The folder of content/ and locales/ (the site's, by default). */
  root?: string;
}): Promise<void> {
  const result = await graphql<{ allMdx: { nodes: LegalFileNode[] } }>(`
    query LegalContentFiles {
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
          fields {
            locale
            name
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
  // Filtered by folder, not by the fields: a file whose name onCreateNode could not read has none.
  for (const node of result.data.allMdx.nodes) {
    const file = node.internal.contentFilePath;
    const { locale, name: slug } = node.fields ?? {};
    if (!slug || !isLocale(locale)) {
      reporter.panicOnBuild(
        `MDX file ${file} must be named {slug}.{locale}.mdx with locale one of ${LOCALES.join(', ')}`,
      );
      continue;
    }
    const route = findRoute(`/${slug}`);
    if (!route || route.source !== 'mdx') {
      reporter.panicOnBuild(`MDX file ${file} has no matching mdx route in src/config/routes.ts`);
      continue;
    }
    const missing = (['title', 'description'] as const).filter((field) => !node.frontmatter?.[field]?.trim());
    if (missing.length) {
      reporter.panicOnBuild(`MDX file ${file} lacks front matter: ${missing.join(', ')}`);
      continue;
    }
    const context = routeContextFor(route, locale, { id: node.id }, root);
    created.add(context.i18n.path);
    actions.createPage({
      path: context.i18n.path,
      component: `${CONTENT_PAGE_TEMPLATE}?__contentFilePath=${file}`,
      context,
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
}

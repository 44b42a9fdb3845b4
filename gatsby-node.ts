import type { GatsbyNode } from 'gatsby';
import { createCmsPages } from './src/pipeline/cms/create-pages';
import { requireCms } from './src/pipeline/cms/require-cms';
import { createConnectPages } from './src/pipeline/connect-pages';
import { publishIllustrations } from './src/pipeline/illustrations';
import { localizeFilePage } from './src/pipeline/file-pages';
import { addMdxFileFields, createLegalPages } from './src/pipeline/mdx-pages';
import { keepLibChunkToPackages } from './src/pipeline/split-chunks';

// The build's hooks, each a call of a named module of src/pipeline/. Data flows one way: createPages
// reads the CMS once and hands each page what it shows in its context; no hook leaves state for
// another (page queries run in worker processes). docs/cms.md lists which page uses which data.

/**
 * The build reads the CMS: fail at once, saying how to start it, when it is not running. The page
 * illustrations are published first, their hash set before webpack is configured.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  publishIllustrations();
  return requireCms(reporter);
};

/** Fields `locale`, `name` and `area` of every MDX file, from its `content/{area}/{name}.{locale}.mdx`. */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => addMdxFileFields(args);

/**
 * Every page that is not a file of src/pages, in every language: the CMS's (blog list, articles,
 * tags, generic pages, and the home, search and ecosystem pages that show CMS data; the RSS
 * feeds too), the provider
 * sign-in callbacks, and the legal pages from content/legal/{slug}.{locale}.mdx.
 */
export const createPages: GatsbyNode['createPages'] = async ({
  graphql,
  actions,
  reporter,
  getNodesByType,
  cache,
}) => {
  await createCmsPages({ graphql, actions, reporter, getNodesByType, cache });
  createConnectPages(actions);
  await createLegalPages({ graphql, actions, reporter });
};

/** The language copies of the pages of src/pages get their canonical path and route context. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) =>
  localizeFilePage({ page, actions });

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) =>
  keepLibChunkToPackages(args);

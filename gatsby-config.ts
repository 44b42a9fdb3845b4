import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LOCALE, LOCALES } from './src/features/i18n/locales';
import { I18NEXT_OPTIONS } from './src/features/i18n/i18next-options';
import { SITE } from './src/config/site';
import { CMS_QUERY_BATCH, CMS_URL } from './src/pipeline/cms/config';
import { cmsFetch } from './src/pipeline/cms/cms-fetch';
import { readCmsSchema } from './src/pipeline/cms/cms-schema';
import { sitemapOptions } from './src/pipeline/seo/sitemap';
import { buildLocales } from './src/pipeline/i18n/build-locales';

// The translations pages are built from: locales/ with English filled in where one is missing.
const LOCALES_DIR = buildLocales(path.join(__dirname, 'locales'), path.join(__dirname, '.locales'));

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.network,
    siteUrl: SITE.url,
  },
  trailingSlash: 'never',
  // Types are written by every build too, so `npm run build` refreshes them after a query changes.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-emotion',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: LOCALES_DIR },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: path.join(__dirname, 'content') },
    },
    {
      // The CMS's GraphQL schema, stitched in under `cms` (types prefixed STRAPI_). Its queries
      // retry a reset connection or a 503 (cms-fetch.ts). Only createPages' one read queries it
      // (src/pipeline/cms/read.ts); `batch` merges queries in flight (see CMS_QUERY_BATCH).
      resolve: 'gatsby-source-graphql',
      options: {
        typeName: 'STRAPI',
        fieldName: 'cms',
        url: `${CMS_URL}/graphql`,
        fetch: cmsFetch,
        // Read at every build, not kept in .cache (see readCmsSchema).
        createSchema: () => readCmsSchema(`${CMS_URL}/graphql`),
        batch: true,
        dataLoaderOptions: CMS_QUERY_BATCH,
      },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: { extensions: ['.mdx'] },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LOCALES],
        defaultLanguage: DEFAULT_LOCALE,
        siteUrl: SITE.url,
        generateDefaultLanguagePage: false,
        // The plugin's own redirect uses localStorage; the spec's cookie-based detection lives
        // in src/features/i18n/redirect.ts.
        redirect: false,
        trailingSlash: 'never',
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions },
    // The brand kit's PNG logos and download-all zip (public/brand/), and its licence rendered from MDX.
    'brand-kit',
    // The build's id in builds/latest.json (the hourly build check reads it) + meta.
    'build-check',
    // Last: it renames the sitemap and compresses what the plugins above wrote.
    'site-output',
  ],
};

export default config;

import type { CmsImage } from './media';
import type { DirectoryProject, FacetOption } from '../ecosystem/directory';

/**
 * What the build (src/build/cms/) hands to the browser code that shows CMS content: types only,
 * so that templates and components never import the Node-only modules that produce them.
 */

/** A heading of a rendered markdown body, for the article's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** A markdown body rendered and sanitized at build time for one page language. */
export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** A tag of an article, as its page lists it. */
export interface ArticleTag {
  name: string | null;
  slug: string | null;
}

/** An article as its page shows it (the body apart), from the build's one read of the CMS. */
export interface ArticleEntry {
  slug: string;
  title: string;
  summary: string | null;
  date: string;
  updatedAt: string | null;
  author: string | null;
  /** The language the entry is written in (English on a fallback page). */
  locale: string;
  coverAlt: string | null;
  cover: CmsImage;
  tags: ArticleTag[];
}

/** What a blog post's page context carries: the article and its rendered body. */
export interface ArticlePageData {
  slug: string;
  article: ArticleEntry;
  body: RenderedMarkdown;
  isFallback: boolean;
  relatedSlugs: string[];
}

/** What a generic CMS page's context carries. */
export interface CmsPageData {
  slug: string;
  title: string;
  seoDescription: string | null;
  body: RenderedMarkdown;
  isFallback: boolean;
}

/** The home page's "latest news": the newest articles (src/build/cms/latest-articles.ts). */
export interface LatestArticlesData {
  latestSlugs: string[];
  withEnglishFallback: boolean;
  cmsLocale: string;
}

/** The projects of the community category (src/build/cms/ecosystem-directory.ts). */
export interface CommunityDirectoryData {
  projects: DirectoryProject[];
  chains: FacetOption[];
  categories: FacetOption[];
  communityCategory: FacetOption | null;
}

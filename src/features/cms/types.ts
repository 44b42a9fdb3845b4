import type { CardPicture, CmsImage } from './media';
import type { DirectoryProject, FacetOption } from '../ecosystem/directory';
import type { EventCard, EventEntry, EventsListData, ListedEvent } from '../events/events';

/**
 * What the build (src/pipeline/cms/) hands to the browser code that shows CMS content: types only,
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

/** An article as a card in a list shows it (home, blog, tag pages, related articles). */
export interface ArticleCardData {
  slug: string;
  title: string;
  summary: string | null;
  date: string;
  /**
   * The cover's copies at the card's sizes (media.ts cardCopies) and its alt; none for an import
   * without a cover: the card shows the blog's illustration instead.
   */
  picture: CardPicture | null;
}

/** A card of a list, in the page's language or, failing that, English (`isFallback`). */
export interface ArticleCardItem {
  article: ArticleCardData;
  isFallback: boolean;
}

/** A tag as a tag list links to it: its name in the page's language, else English. */
export interface TagLink {
  slug: string;
  name: string;
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
  cover: CmsImage | null;
  tags: ArticleTag[];
}

/** What a blog post's page context carries: the article and its rendered body. */
export interface ArticlePageData {
  slug: string;
  article: ArticleEntry;
  body: RenderedMarkdown;
  isFallback: boolean;
  /** "Related articles" under it. */
  related: ArticleCardItem[];
}

/** What a generic CMS page's context carries. */
export interface CmsPageData {
  slug: string;
  title: string;
  seoDescription: string | null;
  body: RenderedMarkdown;
  isFallback: boolean;
}

/** The home page's "latest news": the newest articles (src/pipeline/cms/latest-articles.ts). */
export interface LatestArticlesData {
  latest: ArticleCardItem[];
}

/** A page of the blog list: its cards and the tags that have pages in its language. */
export interface BlogListPageData {
  cards: ArticleCardItem[];
  tags: TagLink[];
  pageNumber: number;
  pageCount: number;
}

/** A page of one tag's articles. */
export interface BlogTagPageData {
  tag: string;
  /** The tag's name in the page's language, else English. */
  tagName: string;
  /** This page's articles (12 at most). */
  cards: ArticleCardItem[];
  /** All the tag's articles, on every page. */
  articleCount: number;
  pageNumber: number;
  pageCount: number;
  /** "More from the blog" under the list. */
  more: ArticleCardItem[];
}

/** The search page's tags for visitors without JavaScript: the language's most used. */
export interface SearchPageData {
  popularTags: TagLink[];
}

/** The projects of the community category (src/pipeline/cms/ecosystem-directory.ts). */
export interface CommunityDirectoryData {
  projects: DirectoryProject[];
  chains: FacetOption[];
  categories: FacetOption[];
  communityCategory: FacetOption | null;
}

/** /events's page context (src/pipeline/cms/create-pages.ts). */
export interface EventsPageData {
  list: EventsListData;
  /** The calendar feeds of the page's language: all events, then each community's. */
  feeds: Array<{ community: string | null; path: string }>;
}

/** The "Upcoming events" section of the home and community pages (src/components/events/NextEvents.tsx). */
export interface NextEventsData {
  /** The next few events that had not ended when the build ran, soonest first. */
  nextEvents: ListedEvent[];
  /** The calendar feed of all events in the page's language. */
  eventsFeedPath: string;
}

/** The community page: the next events, and each language community's next one and feed. */
export interface CommunityPageData extends NextEventsData {
  /** By community code; a community without an upcoming event is absent. */
  nextEventByCommunity: Record<string, EventCard>;
  /** Each community's calendar feed in the page's language, by code. */
  communityFeedPaths: Record<string, string>;
}

/** An event's page context. */
export interface EventPageData {
  slug: string;
  event: EventEntry;
  body: RenderedMarkdown;
  /** The event's own calendar file, in the page's language. */
  icsPath: string;
  /**
   * Whether the event had ended when the build planned the page (it then says so). A flag, not the
   * build's time: a time would change every event page on every build, and each would be
   * rendered, compressed and copied again.
   */
  endedAtBuild: boolean;
}

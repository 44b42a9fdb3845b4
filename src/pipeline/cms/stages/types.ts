import type { Locale } from '../../../features/i18n/locales';
import type { SitePageContext } from '../../../features/i18n/page-context';
import type { BuildCache } from '../build-cache';
import type { Glossary } from '../glossary';
import type { RenderedMarkdown } from '../markdown';
import type { CmsContent } from '../read';

/**
 * The data that passes between the stages of the build's CMS pages (create-pages.ts runs them):
 * read → plan → media → render → pages → emit. Each stage is a function of the previous ones'
 * data; only read, media and emit touch the CMS or public/ (render reads Gatsby's cache).
 */

/** What a stage says in the build's log (Gatsby's reporter in a build). */
export interface StageLog {
  info(message: string): void;
  warn(message: string): void;
  /** Stops the build (an entry the site cannot be built with). */
  fail(message: string): void;
}

/** What the read stage returns: the CMS's content, and the code version its caches are kept for. */
export interface ReadResult {
  content: CmsContent;
  /** buildCodeVersion(): null when unknown, and then nothing is kept between builds. */
  codeVersion: string | null;
}

/** The media the pages show and where each is first used (for a failure an editor can act on). */
export interface MediaUses {
  uploads: Set<string>;
  usedIn: Map<string, string>;
  /** Body images left out, one warning each. */
  warnings: string[];
}

/** Width and height of an image in public/, by its site path. */
export type ImageSizes = Map<string, { width: number; height: number }>;

/** What the media stage returns, once the copies are in public/. */
export interface MediaResult {
  uploads: Set<string>;
  /** How many files were copied (new, or replaced in the media library). */
  fetched: number;
  sizes: ImageSizes;
}

/** A body rendered to HTML in `language`, whose terms get their definitions unless `withTerms` is false. */
export type RenderBody = (markdown: string | null, language: Locale, withTerms?: boolean) => RenderedMarkdown;

/** What the render stage returns: each language's glossary and the bodies' renderer. */
export interface Renderer {
  glossaries: Record<Locale, Glossary>;
  render: RenderBody;
  /** Time spent rendering so far. */
  readonly renderMs: number;
  /** Bodies taken from the previous build so far. */
  readonly reused: number;
  /** Keeps this build's bodies for the next one. */
  save(): Promise<void>;
}

/** A page for Gatsby's createPage: the pages stage returns them, in creation order. */
export interface PlannedPage {
  path: string;
  component: string;
  context: SitePageContext;
}

/** Where the stages that touch files work. */
export interface StageFiles {
  /** Gatsby's cache (build-cache.ts); without it, everything is read, rendered and copied again. */
  cache?: BuildCache;
  publicDir: string;
}

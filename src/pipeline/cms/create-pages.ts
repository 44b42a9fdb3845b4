import path from 'path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import type { LocaleNode } from '../content/built-messages';
import { buildCodeVersion, type BuildCache } from './build-cache';
import type { Graphql } from './read';
import { emitStage, summaryLines } from './stages/emit';
import { mediaStage, mediaUses } from './stages/media';
import { pagesStage } from './stages/pages';
import { planStage, readStage } from './stages/read-plan';
import { renderStage } from './stages/render';
import type { StageFiles, StageLog } from './stages/types';

/**
 * Creates every page whose content comes from the CMS, in every language, from one read of it
 * (read.ts) and one plan (site-plan.ts): the blog list and its pages, each article (its rendered
 * body in the page context), each tag's pages, the generic CMS pages, the events, and the route
 * pages that show CMS data (home, /community, /events, /glossary, /search, /ecosystem,
 * /community/ecosystem); each page's context holds all it shows, so no page queries the CMS. It
 * also writes the RSS feeds and calendars and copies the media those pages show into
 * public/cms-media. An entry missing in a language is built from its English version (the page
 * says so); entries without the fields a page needs are skipped with a warning naming them.
 * The stages and the data between them: docs/architecture.md ("The build's stages").
 */
export async function createCmsPages({
  graphql,
  actions,
  reporter,
  getNodesByType,
  cache,
}: {
  graphql: Graphql;
  /**
   * Gatsby's cache: the CMS's large collections, the rendered bodies and what each media copy was
   * made from are kept there between builds (read.ts, rendered-markdown.ts, media-copies.ts);
   * without it everything is read, rendered and copied again.
   */
  cache?: BuildCache;
  actions: Actions;
  reporter: Reporter;
  getNodesByType: CreatePagesArgs['getNodesByType'];
}): Promise<void> {
  const log: StageLog = {
    info: (message) => reporter.info(message),
    warn: (message) => reporter.warn(message),
    fail: (message) => reporter.panicOnBuild(message),
  };
  const files: StageFiles = { cache, publicDir: path.resolve('public') };
  // Where createPages' time goes, for docs/benchmarks.md: the read, the media, the pages.
  const started = Date.now();
  const { content, codeVersion } = await readStage(graphql, buildCodeVersion(), log, cache);
  const read = Date.now();
  const plan = planStage(content, log);
  // The build's clock: which events are upcoming (src/pipeline/cms/event-plan.ts says when an ended
  // event moves to the archive).
  const now = new Date();
  const media = await mediaStage(content, mediaUses(content, plan), graphql, files, log);
  const mediaDone = Date.now();
  const renderer = await renderStage(content, media.sizes, { cache, codeVersion, log });
  pagesStage(plan, renderer, now).forEach((page) => actions.createPage(page));
  const localeNodes = getNodesByType('Locale') as LocaleNode[];
  await emitStage(plan, media, renderer, { localeNodes, now, files, log });
  const times = { started, read, media: mediaDone, end: Date.now() };
  summaryLines(plan, media.fetched, renderer, times).forEach((line) => reporter.info(line));
}

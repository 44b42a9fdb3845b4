import type { LocaleNode } from '../../content/built-messages';
import { DerivedFiles } from '../../derived-files';
import { writeEventCalendars } from '../event-calendars';
import { mediaCopyPaths } from '../media-copies';
import { writeFeeds } from '../rss';
import { feedArticles, type SitePlan } from '../site-plan';
import { removeUnusedMedia } from '../unused-media';
import type { MediaResult, Renderer, StageFiles, StageLog } from './types';

/** What the emit stage wrote and removed. */
export interface EmitResult {
  /** Media files no entry uses any more, removed. */
  unusedMedia: string[];
  /** Files the previous build derived from entries that are gone, removed. */
  staleFiles: string[];
}

/**
 * The emit stage: the files derived from the plan besides the pages (the RSS feeds, the events'
 * calendars), the rendered bodies kept for the next build, and what
 * the previous build wrote that this one no longer derives removed from public/.
 */
export async function emitStage(
  plan: SitePlan,
  { uploads }: Pick<MediaResult, 'uploads'>,
  renderer: Pick<Renderer, 'save'>,
  {
    localeNodes,
    now,
    files,
    log,
  }: { localeNodes: readonly LocaleNode[]; now: Date; files: StageFiles; log: StageLog },
): Promise<EmitResult> {
  const derived = new DerivedFiles(files.publicDir);
  writeFeeds(derived, localeNodes, (language) => feedArticles(plan, language));
  writeEventCalendars(derived, localeNodes, plan.events, now);

  await renderer.save();
  const unusedMedia = removeUnusedMedia(uploads, files.publicDir);
  if (unusedMedia.length) log.info(`CMS: removed ${unusedMedia.length} media files no entry uses any more`);
  // Last, once every file is written: what the previous build derived and this one did not (the
  // calendar of a deleted event, the feed of a language gone) leaves public/.
  derived.record(mediaCopyPaths(uploads));
  const staleFiles = await derived.removeStale(files.cache);
  if (staleFiles.length)
    log.info(`CMS: removed ${staleFiles.length} files derived from entries that are gone`);
  return { unusedMedia, staleFiles };
}

/** The build's times, in ms since the epoch, at the end of each stage that takes long. */
export interface StageTimes {
  started: number;
  read: number;
  media: number;
  end: number;
}

/** The closing lines of the build's log: what was built and where the time went (docs/benchmarks.md). */
export function summaryLines(
  plan: SitePlan,
  fetched: number,
  renderer: Pick<Renderer, 'renderMs' | 'reused'>,
  times: StageTimes,
): string[] {
  const { articles, directories } = plan;
  return [
    `CMS: ${articles.length} articles, ${new Set(articles.flatMap((article) => article.tags)).size} tags, ` +
      `${directories.en.projects.length} ecosystem projects, ${plan.events.events.length} events`,
    `CMS: ${fetched} media files copied (new, or replaced in the media library); read ${times.read - times.started} ms, media ${times.media - times.read} ms`,
    `CMS: pages and feeds ${times.end - times.media} ms, of which bodies ${renderer.renderMs} ms`,
    `CMS: ${renderer.reused} bodies kept from the previous build`,
  ];
}

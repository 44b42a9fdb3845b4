import { findRoute } from '../../../config/routes';
import { LOCALES } from '../../../features/i18n/locales';
import type { BuildCache } from '../build-cache';
import { fetchCmsContent, type CmsContent, type Graphql } from '../read';
import { sitePlan, type SitePlan } from '../site-plan';
import { contentDisagreements } from '../translation-drift';
import type { ReadResult, StageLog } from './types';

/** Paths a CMS page may not take: the site's own folders and language prefixes. */
const RESERVED_PATHS = new RegExp(
  `^/(${['blog', ...LOCALES, 'cms-media', 'page-data', 'static', 'builds', 'brand'].join('|')})(/|$)`,
);

/** A path the site already has: a page of the route table, or a reserved folder. */
export const sitePathTaken = (sitePath: string) =>
  Boolean(findRoute(sitePath)) || RESERVED_PATHS.test(sitePath);

/** One log line per collection read, for docs/benchmarks.md. */
export function readTimingLine(
  collection: string,
  ms: number,
  entries: number,
  reread?: number,
  ownFields?: boolean,
): string {
  return `CMS read ${collection} ${ms} ms (${entries}${reread === undefined ? '' : `, ${reread} read again`}${
    ownFields === undefined ? '' : ownFields ? ', own fields' : ', relations'
  })`;
}

/**
 * The read stage: the build's one read of the CMS (read.ts), incremental when the build code's
 * version is known (a cache of other code is not reused).
 */
export async function readStage(
  graphql: Graphql,
  codeVersion: string | null,
  log: StageLog,
  cache?: BuildCache,
): Promise<ReadResult> {
  const content = await fetchCmsContent(graphql, {
    cache: codeVersion ? cache : undefined,
    codeVersion: codeVersion ?? undefined,
    warn: (message) => log.warn(message),
    // One short line each: gatsby's reporter cuts lines at the terminal's width (80 in a log file).
    timing: (...timing) => log.info(readTimingLine(...timing)),
  });
  return { content, codeVersion };
}

/**
 * The plan stage: what the site publishes from the read (site-plan.ts), after warning of the
 * translations that disagree with their English on a shared field.
 */
export function planStage(content: CmsContent, log: StageLog): SitePlan {
  contentDisagreements(content).forEach((warning) => log.warn(warning));
  return sitePlan(content, sitePathTaken, {
    warn: (message) => log.warn(message),
    fail: (message) => log.fail(message),
  });
}

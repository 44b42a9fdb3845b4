// Plain JavaScript without the admin's libraries, so that its rule is tested on its own.

/**
 * One build of the site server's history, as far as the rule reads it.
 * @typedef {{ number?: number, result?: string, startedAt?: string, error?: string,
 *   failedEntry?: { documentId?: string, locale?: string, field?: string, reason?: string } }} Build
 */

/**
 * When a build began reading the CMS (ms), or null when the history does not say.
 * @param {Build | null | undefined} build
 */
const startOf = (build) => (build?.startedAt ? Date.parse(build.startedAt) : null);

/**
 * Why a published entry is not on the site, or null when nothing says it is not: its published
 * version lacks a field the site needs (`status.notShown`, cms/src/site-builds.js), the newest
 * build failed on this entry (its field and reason, as the build named them), or no build that
 * began after this version was published is live yet (one is running, failed, or is still to
 * come: the webhook reaches the site and its build starts seconds after Publish).
 * @param {{ status: any, documentId?: string, locale?: string, publishedAt?: string | null }} options
 */
export function notOnSiteReason({ status, documentId, locale, publishedAt }) {
  if (!status) return null;
  // Never published in this language: the site's "Live" beside it would read as the entry's.
  if (!publishedAt) return status.state === 'unreachable' ? null : { id: 'notOnSite.draft', values: {} };
  // The build's own rule leaves this version out, whatever the state of the builds.
  const blank = status.notShown;
  if (blank && blank.documentId === documentId && blank.locale === locale && blank.fields?.length) {
    return { id: 'notOnSite.blank', values: { fields: blank.fields.join(', ') } };
  }
  if (status.state === 'unreachable') return null;
  /** @type {Build[]} */
  const builds = Array.isArray(status.builds) ? status.builds : [];
  const newest = builds.find((build) => build.result !== 'queued') ?? builds[0];
  const entry = newest?.failedEntry;
  if (status.state === 'failed' && entry && entry.documentId === documentId && entry.locale === locale) {
    return { id: 'notOnSite.refused', values: { field: entry.field, reason: entry.reason } };
  }
  const published = Date.parse(publishedAt);
  // A build shows what the CMS held when it began: the live one includes this version if it
  // began after the publish (its end says nothing: a build may end after a publish it missed).
  // Without its start in the history, its end is the best there is.
  const success = status.lastSuccess;
  const liveBuild = success ? builds.find((build) => build.number === success.number) : null;
  const liveStart = startOf(liveBuild) ?? (success?.finishedAt ? Date.parse(success.finishedAt) : null);
  if (liveStart !== null && published <= liveStart) return null;
  if (status.state === 'failed' && (startOf(newest) ?? Infinity) >= published) {
    return { id: 'notOnSite.failed', values: { reason: newest?.error ?? '' } };
  }
  const running = builds.find((build) => build.result === 'building');
  if (status.state === 'building' && (startOf(running) ?? Infinity) >= published) {
    return { id: 'notOnSite.building', values: {} };
  }
  // Queued, running since before the publish, or not asked for yet: never "Live" meanwhile.
  return { id: 'notOnSite.waiting', values: {} };
}

// Plain JavaScript without the admin's libraries, so that its rule is tested on its own.

/**
 * Why a published entry is not on the site, or null when nothing says it is not: its published
 * version lacks a field the site needs (`status.notShown`, cms/src/site-builds.js), the newest
 * build failed on this entry (its field and reason, as the build named them), or it failed, or
 * is still running, after this version was published.
 * @param {{ status: any, documentId?: string, locale?: string, publishedAt?: string | null }} options
 */
export function notOnSiteReason({ status, documentId, locale, publishedAt }) {
  if (!status || !publishedAt) return null;
  // The build's own rule leaves this version out, whatever the state of the builds.
  const blank = status.notShown;
  if (blank?.documentId === documentId && blank?.locale === locale && blank.fields?.length) {
    return { id: 'notOnSite.blank', values: { fields: blank.fields.join(', ') } };
  }
  if (status.state === 'unreachable') return null;
  const newest = status.builds?.find((build) => build.result !== 'queued') ?? status.builds?.[0];
  const entry = newest?.failedEntry;
  if (status.state === 'failed' && entry?.documentId === documentId && entry?.locale === locale) {
    return { id: 'notOnSite.refused', values: { field: entry.field, reason: entry.reason } };
  }
  const liveSince = status.lastSuccess?.finishedAt ? Date.parse(status.lastSuccess.finishedAt) : 0;
  if (Date.parse(publishedAt) < liveSince) return null;
  if (status.state === 'failed') return { id: 'notOnSite.failed', values: { reason: newest?.error ?? '' } };
  if (status.state === 'building') return { id: 'notOnSite.building', values: {} };
  return null;
}

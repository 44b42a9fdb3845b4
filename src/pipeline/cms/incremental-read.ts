/**
 * The pure half of the incremental CMS read (read.ts does the requests): from the previous build's
 * records with their fingerprints and this build's fingerprints, which entries to read again; then
 * the records a full read would have given, in the CMS's order.
 *
 * A fingerprint is everything about an entry that can change what the site shows of it: its own
 * `updatedAt` and `publishedAt`, and, for what the entry shows of other entries and of media (a
 * tag's name, a chain's slug, a cover's file), their ids and `updatedAt` or url, since renaming a
 * tag or replacing a media file leaves the entry's own `updatedAt` as it was. Entries read with
 * the same query arguments come in the same order, so the fingerprints' order is the full read's.
 */

/** One entry's fingerprint as the CMS answered it (its `documentId` and the fields above). */
export interface Fingerprint {
  documentId: string;
  [field: string]: unknown;
}

/** What one build keeps of one collection in one language, for the next build. */
export interface CollectionSnapshot<T> {
  /** The selections, arguments and CMS it was read with: another version is not reused. */
  version: string;
  /** In the CMS's order; `fingerprint` is '' when unknown (then the entry is read again). */
  entries: Array<{ fingerprint: string; record: T }>;
}

/** What an incremental read does: reuse these records, read these entries again. */
export interface ReadPlan<T> {
  reuse: Map<string, T>;
  read: string[];
}

export const fingerprintKey = (fingerprint: Fingerprint) => JSON.stringify(fingerprint);

function isSnapshot<T>(value: unknown, version: string): value is CollectionSnapshot<T> {
  if (!value || typeof value !== 'object') return false;
  const snapshot = value as Partial<CollectionSnapshot<unknown>>;
  return (
    snapshot.version === version &&
    Array.isArray(snapshot.entries) &&
    snapshot.entries.every(
      (entry) =>
        Boolean(entry) &&
        typeof entry.fingerprint === 'string' &&
        Boolean(entry.record) &&
        typeof (entry.record as { documentId?: unknown }).documentId === 'string',
    )
  );
}

/**
 * Which entries must be read again (new, or changed since `previous`), and the previous records
 * to keep. Null when `previous` cannot be trusted (none, another version, not the expected shape,
 * fingerprints without ids): then only a full read gives the right records.
 */
export function planRead<T extends { documentId: string }>(
  previous: unknown,
  version: string,
  fingerprints: readonly Fingerprint[],
): ReadPlan<T> | null {
  if (!isSnapshot<T>(previous, version)) return null;
  if (!fingerprints.every((fingerprint) => typeof fingerprint?.documentId === 'string')) return null;
  const kept = new Map(previous.entries.map((entry) => [entry.record.documentId, entry]));
  const reuse = new Map<string, T>();
  const read: string[] = [];
  for (const fingerprint of fingerprints) {
    const entry = kept.get(fingerprint.documentId);
    if (entry?.fingerprint && entry.fingerprint === fingerprintKey(fingerprint)) {
      reuse.set(fingerprint.documentId, entry.record);
    } else {
      read.push(fingerprint.documentId);
    }
  }
  return { reuse, read };
}

/**
 * The records in the fingerprints' (the CMS's) order, the re-read ones replacing theirs; entries
 * without a fingerprint (deleted or unpublished since) are dropped. Null when an entry to read
 * again did not come back (unpublished in between): the caller reads everything.
 */
export function mergeRead<T extends { documentId: string }>(
  plan: ReadPlan<T>,
  fingerprints: readonly Fingerprint[],
  reread: readonly T[],
): { records: T[]; snapshot: CollectionSnapshot<T>['entries'] } | null {
  const fresh = new Map(reread.map((record) => [record.documentId, record]));
  const records: T[] = [];
  const snapshot: CollectionSnapshot<T>['entries'] = [];
  for (const fingerprint of fingerprints) {
    const record = fresh.get(fingerprint.documentId) ?? plan.reuse.get(fingerprint.documentId);
    if (!record) return null;
    records.push(record);
    snapshot.push({ fingerprint: fingerprintKey(fingerprint), record });
  }
  return { records, snapshot };
}

/**
 * The snapshot of a full read: each record with the fingerprint read just before it (an entry
 * changed in between is then read again next time, never kept stale), '' for one without.
 */
export function fullReadSnapshot<T extends { documentId: string }>(
  records: readonly T[],
  fingerprints: readonly Fingerprint[] | null,
): CollectionSnapshot<T>['entries'] {
  const byId = new Map((fingerprints ?? []).map((fingerprint) => [fingerprint.documentId, fingerprint]));
  return records.map((record) => {
    const fingerprint = byId.get(record.documentId);
    return { fingerprint: fingerprint ? fingerprintKey(fingerprint) : '', record };
  });
}

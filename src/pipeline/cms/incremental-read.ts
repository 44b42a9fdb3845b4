import { sha256 } from './build-cache';

/**
 * The pure half of the incremental CMS read (read.ts does the requests): from the previous build's
 * records with their fingerprints and this build's fingerprints, which entries to read again; then
 * the records a full read would have given, in the CMS's order.
 *
 * A fingerprint is everything about an entry that can change what the site shows of it: its own
 * `updatedAt` and `publishedAt`, its media file's url and `updatedAt` (replacing a file leaves the
 * entry's `updatedAt` as it was), and the ids and `updatedAt` of the entries of the small
 * collections it shows (its tags; a project's chains and categories). Those relations cost most of
 * the fingerprint's read (Strapi resolves them entry by entry), and they change without the entry:
 * a tag renamed, or its articles edited from the tag's side, moves the tag's `updatedAt`, not the
 * article's. So the small collections, read whole by every build, are compared first: while they
 * are as the previous build read them (`relatedState`), only the own fields are compared; when one
 * changed, the fingerprints with relations. Entries read with the same query arguments come in the
 * same order, so the fingerprints' order is the full read's.
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
  /** The small collections' state (relatedState) this build read beside it. */
  related?: string;
  /**
   * In the CMS's order, each record with its fingerprint with relations; null when unknown (then
   * the entry is read again).
   */
  entries: Array<{ fingerprint: Fingerprint | null; record: T }>;
}

/** What an incremental read does: reuse these records, read these entries again. */
export interface ReadPlan<T> {
  /** The records to keep, with the fingerprints (with relations) they were read with. */
  reuse: Map<string, { fingerprint: Fingerprint; record: T }>;
  read: string[];
}

/** An entry of the small collections, with what tells its changes apart. */
export interface RelatedEntry {
  documentId: string;
  updatedAt?: unknown;
  publishedAt?: unknown;
  [field: string]: unknown;
}

/**
 * One key for the published state of the small collections a large one shows, in every language
 * (a relation may point into another language's entries): it changes when one of their entries is
 * published, unpublished, deleted or edited (renamed, or its relations edited from its side), since
 * each of these is a new `updatedAt` or `publishedAt` or a new list.
 */
export function relatedState(collections: Record<string, Record<string, readonly RelatedEntry[]>>): string {
  const rows = Object.entries(collections).flatMap(([collection, byLocale]) =>
    Object.entries(byLocale).flatMap(([locale, entries]) =>
      entries.map((entry) => fingerprintKey({ ...entry, collection, locale } as Fingerprint)),
    ),
  );
  return sha256(JSON.stringify(rows.sort()));
}

/** A fingerprint as a string, its fields in one order, without the fields `ignored`. */
export function fingerprintKey(fingerprint: Fingerprint, ignored: readonly string[] = []): string {
  return JSON.stringify(
    Object.keys(fingerprint)
      .filter((field) => !ignored.includes(field))
      .sort()
      .map((field) => [field, fingerprint[field]]),
  );
}

const isFingerprint = (value: unknown): value is Fingerprint =>
  Boolean(value) && typeof (value as { documentId?: unknown }).documentId === 'string';

function isSnapshot<T>(value: unknown, version: string): value is CollectionSnapshot<T> {
  if (!value || typeof value !== 'object') return false;
  const snapshot = value as Partial<CollectionSnapshot<unknown>>;
  return (
    snapshot.version === version &&
    Array.isArray(snapshot.entries) &&
    snapshot.entries.every(
      (entry) =>
        Boolean(entry) &&
        (entry.fingerprint === null || isFingerprint(entry.fingerprint)) &&
        isFingerprint(entry.record),
    )
  );
}

/**
 * Whether this build may compare the entries' own fields only: the previous snapshot is usable
 * and was read beside the same small collections (`related`). Otherwise the fingerprints with
 * relations are read (also for a full read: the next build compares with them).
 */
export function ownFieldsSuffice(previous: unknown, version: string, related: string): boolean {
  return isSnapshot(previous, version) && previous.related === related;
}

/**
 * Which entries must be read again (new, or changed since `previous`), and the previous records
 * to keep. `ignored`: the relation fields this build's fingerprints leave out (own fields only),
 * compared without. Null when `previous` cannot be trusted (none, another version, not the
 * expected shape, fingerprints without ids): then only a full read gives the right records.
 */
export function planRead<T extends { documentId: string }>(
  previous: unknown,
  version: string,
  fingerprints: readonly Fingerprint[],
  ignored: readonly string[] = [],
): ReadPlan<T> | null {
  if (!isSnapshot<T>(previous, version)) return null;
  if (!fingerprints.every(isFingerprint)) return null;
  const kept = new Map(previous.entries.map((entry) => [entry.record.documentId, entry]));
  const reuse: ReadPlan<T>['reuse'] = new Map();
  const read: string[] = [];
  for (const fingerprint of fingerprints) {
    const entry = kept.get(fingerprint.documentId);
    if (
      entry?.fingerprint &&
      fingerprintKey(entry.fingerprint, ignored) === fingerprintKey(fingerprint, ignored)
    ) {
      reuse.set(fingerprint.documentId, { fingerprint: entry.fingerprint, record: entry.record });
    } else {
      read.push(fingerprint.documentId);
    }
  }
  return { reuse, read };
}

/**
 * The records in the fingerprints' (the CMS's) order, the re-read ones replacing theirs; entries
 * without a fingerprint (deleted or unpublished since) are dropped. A re-read entry keeps its
 * fingerprint with relations from `rereadFingerprints` (read just before it), else from
 * `fingerprints`; reused entries keep theirs. Null when an entry to read again did not come back
 * (unpublished in between): the caller reads everything.
 */
export function mergeRead<T extends { documentId: string }>(
  plan: ReadPlan<T>,
  fingerprints: readonly Fingerprint[],
  reread: readonly T[],
  rereadFingerprints: readonly Fingerprint[] = fingerprints,
): { records: T[]; snapshot: CollectionSnapshot<T>['entries'] } | null {
  const fresh = new Map(reread.map((record) => [record.documentId, record]));
  const freshFingerprints = new Map(rereadFingerprints.map((print) => [print.documentId, print]));
  const records: T[] = [];
  const snapshot: CollectionSnapshot<T>['entries'] = [];
  for (const { documentId } of fingerprints) {
    const record = fresh.get(documentId);
    const kept = plan.reuse.get(documentId);
    if (record) {
      records.push(record);
      snapshot.push({ fingerprint: freshFingerprints.get(documentId) ?? null, record });
    } else if (kept) {
      records.push(kept.record);
      snapshot.push(kept);
    } else {
      return null;
    }
  }
  return { records, snapshot };
}

/**
 * The snapshot of a full read: each record with the fingerprint read just before it (an entry
 * changed in between is then read again next time, never kept stale), null for one without.
 */
export function fullReadSnapshot<T extends { documentId: string }>(
  records: readonly T[],
  fingerprints: readonly Fingerprint[] | null,
): CollectionSnapshot<T>['entries'] {
  const byId = new Map((fingerprints ?? []).map((fingerprint) => [fingerprint.documentId, fingerprint]));
  return records.map((record) => ({ fingerprint: byId.get(record.documentId) ?? null, record }));
}

import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * What a translation was made from: the hash of the English source (src/pipeline/translations/
 * source-hash.ts) and the day the translator recorded it with `npm run i18n:translated`.
 */
export interface TranslatedFrom {
  sourceHash: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** The front matter field of a Japanese or Korean MDX file that holds its record. */
export const MDX_RECORD_FIELD = 'translatedFrom';

/**
 * The record of a locale's namespaces, beside them: `locales/{locale}/.translated-from.json`.
 * A dot file: the build reads only `{namespace}.json` files named after the English ones
 * (src/pipeline/i18n/build-locales.ts) and `npm run i18n:check` skips dot files.
 */
export const NAMESPACE_RECORD_FILE = '.translated-from.json';

/** Per namespace: when it was last recorded, and the hash of each English message it was made from. */
export type NamespaceRecords = Record<string, { date: string; keys: Record<string, string> }>;

function isoDay(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
}

/** The `translatedFrom` record of a translated MDX file's text, or null when it has none. */
export function readMdxRecord(fileText: string): TranslatedFrom | null {
  const record = (matter(fileText).data as Record<string, unknown>)[MDX_RECORD_FIELD] as
    Record<string, unknown> | undefined;
  const date = isoDay(record?.date);
  if (typeof record?.sourceHash !== 'string' || !date) return null;
  return { sourceHash: record.sourceHash, date };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

/**
 * The file's text with its `translatedFrom` record replaced (or added at the end of its front
 * matter). Written as text, not by re-serializing the YAML: the translator's own front matter
 * keeps its quoting, order and comments.
 */
export function writeMdxRecord(fileText: string, record: TranslatedFrom): string {
  const block = `${MDX_RECORD_FIELD}:\n  sourceHash: ${record.sourceHash}\n  date: ${record.date}\n`;
  const match = FRONT_MATTER.exec(fileText);
  if (!match) return `---\n${block}---\n\n${fileText}`;
  const withoutRecord = (match[1] ?? '').replace(
    new RegExp(`^${MDX_RECORD_FIELD}:.*\\r?\\n(?:[ \\t]+.*\\r?\\n)*`, 'm'),
    '',
  );
  return `---\n${withoutRecord}${block}---${match[2]}${fileText.slice(match[0].length)}`;
}

export function namespaceRecordPath(localesDir: string, locale: string): string {
  return path.join(localesDir, locale, NAMESPACE_RECORD_FILE);
}

/** A locale's namespace records; none (an empty record) when the file is missing or unreadable. */
export function readNamespaceRecords(localesDir: string, locale: string): NamespaceRecords {
  try {
    const parsed = JSON.parse(fs.readFileSync(namespaceRecordPath(localesDir, locale), 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NamespaceRecords) : {};
  } catch {
    return {};
  }
}

/** Writes the records sorted by namespace and key, so that a re-recorded namespace is a small diff. */
export function writeNamespaceRecords(localesDir: string, locale: string, records: NamespaceRecords): void {
  const sorted = Object.fromEntries(
    Object.keys(records)
      .sort()
      .map((ns) => [
        ns,
        {
          date: records[ns].date,
          keys: Object.fromEntries(
            Object.keys(records[ns].keys)
              .sort()
              .map((key) => [key, records[ns].keys[key]]),
          ),
        },
      ]),
  );
  fs.writeFileSync(namespaceRecordPath(localesDir, locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

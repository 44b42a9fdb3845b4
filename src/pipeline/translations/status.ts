import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mdxFileName, parseMdxFileName } from '../../features/content/mdx-file-name';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../features/i18n/locales';
import { readMdxRecord, readNamespaceRecords, type TranslatedFrom } from './records';
import { mdxSourceHash, messageHash } from './source-hash';

/**
 * Of one translation, against its English source:
 * - `up-to-date`: recorded as made from the English as it is now;
 * - `outdated`: the English changed (more than whitespace) after the translation was recorded;
 * - `missing`: there is no translation (the site shows English);
 * - `unrecorded`: a translation without a record, so nobody knows what it was made from.
 */
export type TranslationState = 'up-to-date' | 'outdated' | 'missing' | 'unrecorded';

/** One translated MDX file of content/. Paths are relative to the site's root. */
export interface ContentTranslation {
  kind: 'content';
  locale: Locale;
  /** `{area}/{name}`, e.g. `legal/privacy-policy`. */
  source: string;
  file: string;
  englishFile: string;
  state: TranslationState;
  record: TranslatedFrom | null;
  /** The hash of the English as it is now. */
  sourceHash: string;
}

/** One namespace of locales/ in one language, key by key. */
export interface NamespaceTranslation {
  kind: 'namespace';
  locale: Locale;
  namespace: string;
  file: string;
  englishFile: string;
  /** The worst of its keys': outdated, then missing, then unrecorded. */
  state: TranslationState;
  /** How many messages the English namespace has. */
  keyCount: number;
  outdatedKeys: string[];
  missingKeys: string[];
  unrecordedKeys: string[];
}

export type TranslationItem = ContentTranslation | NamespaceTranslation;

export const TRANSLATED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function englishContentFiles(contentDir: string): string[] {
  if (!fs.existsSync(contentDir)) return [];
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .filter((file) => parseMdxFileName({ name: path.basename(file, '.mdx') })?.locale === DEFAULT_LOCALE)
    .filter((file) => file.endsWith('.mdx'))
    .sort();
}

function contentTranslations(root: string): ContentTranslation[] {
  const contentDir = path.join(root, 'content');
  return englishContentFiles(contentDir).flatMap((relative) => {
    const englishPath = path.join(contentDir, relative);
    const name = parseMdxFileName({ name: path.basename(relative, '.mdx') })?.name ?? '';
    const area = path.dirname(relative).split(path.sep).join('/');
    const sourceHash = mdxSourceHash(fs.readFileSync(englishPath, 'utf8'));
    return TRANSLATED_LOCALES.map((locale): ContentTranslation => {
      const translatedPath = path.join(path.dirname(englishPath), mdxFileName({ name, locale }));
      const record = fs.existsSync(translatedPath)
        ? readMdxRecord(fs.readFileSync(translatedPath, 'utf8'))
        : null;
      const state: TranslationState = !fs.existsSync(translatedPath)
        ? 'missing'
        : !record
          ? 'unrecorded'
          : record.sourceHash === sourceHash
            ? 'up-to-date'
            : 'outdated';
      return {
        kind: 'content',
        locale,
        source: area === '.' ? name : `${area}/${name}`,
        file: path.relative(root, translatedPath),
        englishFile: path.relative(root, englishPath),
        state,
        record,
        sourceHash,
      };
    });
  });
}

function readMessages(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The English messages of every namespace of `localesDir`, by namespace. */
export function englishNamespaces(localesDir: string): Map<string, Record<string, string>> {
  const englishDir = path.join(localesDir, DEFAULT_LOCALE);
  const namespaces = new Map<string, Record<string, string>>();
  if (!fs.existsSync(englishDir)) return namespaces;
  for (const name of fs.readdirSync(englishDir).sort()) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    const messages = readMessages(path.join(englishDir, name)) ?? {};
    namespaces.set(
      name.slice(0, -'.json'.length),
      Object.fromEntries(
        Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    );
  }
  return namespaces;
}

function namespaceTranslations(root: string): NamespaceTranslation[] {
  const localesDir = path.join(root, 'locales');
  const english = englishNamespaces(localesDir);
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const records = readNamespaceRecords(localesDir, locale);
    return [...english].map(([namespace, englishMessages]): NamespaceTranslation => {
      const file = path.join(localesDir, locale, `${namespace}.json`);
      const messages = readMessages(file) ?? {};
      const recorded = records[namespace]?.keys ?? {};
      const outdatedKeys: string[] = [];
      const missingKeys: string[] = [];
      const unrecordedKeys: string[] = [];
      for (const [key, message] of Object.entries(englishMessages)) {
        if (typeof messages[key] !== 'string' || !(messages[key] as string).trim()) missingKeys.push(key);
        else if (!recorded[key]) unrecordedKeys.push(key);
        else if (recorded[key] !== messageHash(message)) outdatedKeys.push(key);
      }
      const state: TranslationState = outdatedKeys.length
        ? 'outdated'
        : missingKeys.length
          ? 'missing'
          : unrecordedKeys.length
            ? 'unrecorded'
            : 'up-to-date';
      return {
        kind: 'namespace',
        locale,
        namespace,
        file: path.relative(root, file),
        englishFile: path.relative(root, path.join(localesDir, DEFAULT_LOCALE, `${namespace}.json`)),
        state,
        keyCount: Object.keys(englishMessages).length,
        outdatedKeys,
        missingKeys,
        unrecordedKeys,
      };
    });
  });
}

/** Every translation of the site's git-held sources (content/ and locales/ under `root`). */
export function translationStatus(root: string): TranslationItem[] {
  return [...contentTranslations(root), ...namespaceTranslations(root)];
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The day the English file last changed (YYYY-MM-DD). From git's history when the file is
 * committed as it is (CI and `npm start` run in a clone, so this is the day of the commit that
 * changed it, in the committer's time zone); otherwise from the file's modification time: an
 * English edit not yet committed (previewed with `npm run develop`), or a copy without git
 * history (a tarball keeps modification times; `git archive` sets them to the archived commit's
 * time, on or after the change). The date recorded with the translation is not used: it is the
 * day the translation was made, before the English changed, so a notice with it would be wrong.
 */
export function englishChangeDate(root: string, file: string): string {
  const git = (args: string[]) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', timeout: 10_000 });
    return result.status === 0 ? result.stdout.trim() : null;
  };
  const uncommitted = git(['status', '--porcelain', '--', file]);
  const committed = uncommitted === '' ? git(['log', '-1', '--format=%cI', '--', file]) : null;
  if (committed) return committed.slice(0, 10);
  return dayOf(fs.statSync(path.join(root, file)).mtime);
}

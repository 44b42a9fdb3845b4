import fs from 'node:fs';
import path from 'node:path';
import { parseMdxFileName } from '../../features/content/mdx-file-name';
import { DEFAULT_LOCALE, type Locale } from '../../features/i18n/locales';
import { readNamespaceRecords, writeMdxRecord, writeNamespaceRecords } from './records';
import { messageHash } from './source-hash';
import { TRANSLATED_LOCALES, englishNamespaces, translationStatus, type TranslationItem } from './status';

/** A request the record command cannot carry out; its message says what to type instead. */
export class RecordRequestError extends Error {}

export interface RecordOptions {
  /** Only this language (required for a bare namespace name). */
  locale?: Locale;
  /** Only these keys of a namespace. */
  keys?: readonly string[];
  /** YYYY-MM-DD; today by default. */
  today?: string;
}

function describeState(item: TranslationItem): string {
  return item.state === 'up-to-date' ? ' (it was already up to date)' : ` (it was ${item.state})`;
}

function recordContent(root: string, item: TranslationItem & { kind: 'content' }, today: string): string {
  const file = path.join(root, item.file);
  fs.writeFileSync(
    file,
    writeMdxRecord(fs.readFileSync(file, 'utf8'), { sourceHash: item.sourceHash, date: today }),
  );
  return `Recorded ${item.file} as translated from ${item.englishFile} as it is now (source hash ${item.sourceHash}, ${today})${describeState(item)}.`;
}

function recordNamespace(
  root: string,
  item: TranslationItem & { kind: 'namespace' },
  keys: readonly string[] | undefined,
  today: string,
): string {
  const localesDir = path.join(root, 'locales');
  const english = englishNamespaces(localesDir).get(item.namespace) ?? {};
  const unknown = (keys ?? []).filter((key) => !(key in english));
  if (unknown.length)
    throw new RecordRequestError(
      `${item.englishFile} has no key ${unknown.map((key) => `"${key}"`).join(', ')}`,
    );
  const records = readNamespaceRecords(localesDir, item.locale);
  const previous = records[item.namespace]?.keys ?? {};
  const recordable = Object.keys(english).filter((key) => !item.missingKeys.includes(key));
  const chosen = new Set(keys ?? recordable);
  const recorded = Object.fromEntries(
    Object.keys(english)
      .map((key): [string, string | undefined] => [
        key,
        chosen.has(key) && recordable.includes(key) ? messageHash(english[key]) : previous[key],
      ])
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  records[item.namespace] = { date: today, keys: recorded };
  writeNamespaceRecords(localesDir, item.locale, records);
  const count = recordable.filter((key) => chosen.has(key)).length;
  const notTranslated = [...chosen].filter((key) => item.missingKeys.includes(key));
  return (
    `Recorded ${count} key(s) of ${item.file} as translated from ${item.englishFile} as it is now (${today})${describeState(item)}.` +
    (notTranslated.length ? ` Not translated yet, so not recorded: ${notTranslated.join(', ')}.` : '')
  );
}

/** The translations a command-line target names: an MDX file, a namespace file, or a namespace. */
function itemsOf(
  items: readonly TranslationItem[],
  target: string,
  locale: Locale | undefined,
): TranslationItem[] {
  const forLocale = (candidates: TranslationItem[]) =>
    candidates.filter((item) => !locale || item.locale === locale);
  const normalized = target.split(path.sep).join('/');
  if (normalized.endsWith('.mdx')) {
    const parsed = parseMdxFileName({ name: path.basename(normalized, '.mdx') });
    if (!parsed) throw new RecordRequestError(`${target} is not named {name}.{language}.mdx`);
    if (parsed.locale !== DEFAULT_LOCALE && locale && locale !== parsed.locale)
      throw new RecordRequestError(`${target} is the ${parsed.locale} file, not ${locale}`);
    const matches = items.filter(
      (item) =>
        item.kind === 'content' &&
        (parsed.locale === DEFAULT_LOCALE ? item.englishFile : item.file).split(path.sep).join('/') ===
          normalized.replace(/^\.\//, ''),
    );
    if (!matches.length)
      throw new RecordRequestError(`${target}: no such translation of an English file of content/`);
    return forLocale(matches);
  }
  const fileMatch = /(?:^|\/)locales\/([\w-]+)\/([\w-]+)\.json$/.exec(normalized);
  const namespace = fileMatch ? fileMatch[2] : normalized;
  const fileLocale = fileMatch?.[1];
  if (fileLocale && !TRANSLATED_LOCALES.includes(fileLocale as Locale))
    throw new RecordRequestError(
      `${target}: ${fileLocale} is not a translated language (${TRANSLATED_LOCALES.join(', ')})`,
    );
  const only = (fileLocale as Locale | undefined) ?? locale;
  if (!only)
    throw new RecordRequestError(
      `Say which language the namespace "${namespace}" was translated into: --locale ${TRANSLATED_LOCALES.join(' or --locale ')}, or give its file (locales/ja/${namespace}.json)`,
    );
  const matches = items.filter(
    (item) => item.kind === 'namespace' && item.namespace === namespace && item.locale === only,
  );
  if (!matches.length) throw new RecordRequestError(`${target}: no namespace "${namespace}" in locales/en/`);
  return matches;
}

/**
 * `npm run i18n:translated`: records that the named translations (or all, with `all`) are made
 * from their English as it is now. Returns a line per translation recorded.
 */
export function recordTranslations(
  root: string,
  targets: readonly string[],
  {
    locale,
    keys,
    today = new Date().toISOString().slice(0, 10),
    all = false,
  }: RecordOptions & { all?: boolean },
): string[] {
  if (locale && !TRANSLATED_LOCALES.includes(locale))
    throw new RecordRequestError(`--locale must be one of ${TRANSLATED_LOCALES.join(', ')}`);
  if (!all && !targets.length)
    throw new RecordRequestError(
      'Name the translation: a content/…mdx file, a locales/{language}/{namespace}.json file, or a namespace with --locale',
    );
  const items = translationStatus(root);
  const chosen = all
    ? items.filter(
        (item) =>
          (!locale || item.locale === locale) && !(item.kind === 'content' && item.state === 'missing'),
      )
    : targets.flatMap((target) => itemsOf(items, target, locale));
  if (keys?.length && chosen.some((item) => item.kind !== 'namespace'))
    throw new RecordRequestError('--key is for namespaces (locales/{language}/{namespace}.json) only');
  return chosen.map((item) => {
    if (item.kind === 'namespace') return recordNamespace(root, item, keys, today);
    if (item.state === 'missing')
      throw new RecordRequestError(`${item.file} does not exist: translate ${item.englishFile} first`);
    return recordContent(root, item, today);
  });
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../features/i18n/locales';

/**
 * Entries whose languages disagree on a field they share (the fields not localized in the CMS's
 * schemas: cms/src/api/<type>/content-types/<type>/schema.json). The CMS keeps new translations
 * in line (cms/src/translations/shared-fields.js); entries saved before it did, or a language
 * published without its source, can still disagree: the build warns about them and
 * `npm run cms:check-translations` lists them (docs/editors.md, "Translating in the CMS").
 */

/** The shared fields the site reads, per type; a dotted path reads into a media field. */
export const SHARED_FIELDS = {
  article: ['slug', 'date', 'author', 'cover.url'],
  page: ['slug'],
  project: ['slug', 'name', 'website', 'xUrl', 'githubUrl', 'discordUrl', 'logo.url'],
  tag: ['slug'],
} as const;

export type TranslatedType = keyof typeof SHARED_FIELDS;

/** One language of an entry as the site reads it: its document and its fields. */
export interface LocalizedEntry {
  documentId: string;
  title?: string | null;
  name?: string | null;
}

export type EntriesByLocale = Partial<Record<Locale, readonly LocalizedEntry[]>>;

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ja: 'Japanese', ko: 'Korean' };

function valueAt(entry: LocalizedEntry, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], entry);
}

const shown = (value: unknown) => (value === null || value === undefined ? 'empty' : JSON.stringify(value));

/**
 * One line per entry and language that differs from the entry's English (or first) language,
 * naming the entry by its title (or name), the language and each field with both values.
 */
export function translationDisagreements(type: TranslatedType, byLocale: EntriesByLocale): string[] {
  const byDocument = new Map<string, Array<[Locale, LocalizedEntry]>>();
  for (const locale of [DEFAULT_LOCALE, ...LOCALES.filter((code) => code !== DEFAULT_LOCALE)]) {
    for (const entry of byLocale[locale] ?? []) {
      byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), [locale, entry]]);
    }
  }
  const lines: string[] = [];
  for (const [[sourceLocale, source], ...translations] of byDocument.values()) {
    for (const [locale, entry] of translations) {
      const differences = SHARED_FIELDS[type]
        .filter((field) => JSON.stringify(valueAt(entry, field)) !== JSON.stringify(valueAt(source, field)))
        .map(
          (field) =>
            `${field} ${shown(valueAt(entry, field))} (${LANGUAGE_NAMES[sourceLocale]}: ${shown(valueAt(source, field))})`,
        );
      if (!differences.length) continue;
      const name = source.title ?? source.name ?? source.documentId;
      lines.push(
        `CMS: the ${LANGUAGE_NAMES[locale]} version of ${type} "${name}" disagrees with its ` +
          `${LANGUAGE_NAMES[sourceLocale]} one on ${differences.join(', ')}: a document's languages share these fields. ` +
          `Correct the one that is wrong in the CMS and publish both.`,
      );
    }
  }
  return lines;
}

/** The collections, named as the CMS's APIs name them (GraphQL, REST), per language. */
export type CmsCollections = Partial<Record<'articles' | 'pages' | 'projects' | 'tags', EntriesByLocale>>;

const COLLECTIONS = { article: 'articles', page: 'pages', project: 'projects', tag: 'tags' } as const;

/** Every disagreement among the collections read from the CMS. */
export function contentDisagreements(content: CmsCollections): string[] {
  return (Object.keys(SHARED_FIELDS) as TranslatedType[]).flatMap((type) => {
    const collection = content[COLLECTIONS[type]];
    return collection ? translationDisagreements(type, collection) : [];
  });
}

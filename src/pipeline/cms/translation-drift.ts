import { SHARED_MEDIA_FIELDS, sharedFields } from '@meridian/shared/shared-fields';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../features/i18n/locales';

/**
 * Entries whose languages disagree on a field they share (@meridian/shared/shared-fields: the
 * fields not localized in the CMS's schemas). The CMS keeps new translations in line
 * (cms/src/translations/shared-fields.js); entries saved before it did, or a language published
 * without its source, can still disagree: the build warns about them and
 * `npm run cms:check-translations` lists them (docs/editors.md, "Translating in the CMS").
 */

/** The types whose languages the site reads, and their shared fields. */
export const SHARED_FIELDS = {
  article: sharedFields('article'),
  page: sharedFields('page'),
  project: sharedFields('project'),
  tag: sharedFields('tag'),
};

export type TranslatedType = keyof typeof SHARED_FIELDS;

/** One language of an entry as the site reads it: its document and its fields. */
export interface LocalizedEntry {
  documentId: string;
  title?: string | null;
  name?: string | null;
}

export type EntriesByLocale = Partial<Record<Locale, readonly LocalizedEntry[]>>;

/** A language's English name ("Japanese"), for the build log. */
const languageNames = new Intl.DisplayNames('en', { type: 'language' });
const languageName = (locale: Locale) => languageNames.of(locale) ?? locale;

/** A field's name as the warning shows it and its value as compared: a media field's file's address. */
function valueAt(type: TranslatedType, entry: LocalizedEntry, field: string): [string, unknown] {
  const value = (entry as unknown as Record<string, unknown>)[field];
  if (!SHARED_MEDIA_FIELDS[type]?.includes(field)) return [field, value];
  return [`${field}.url`, (value as { url?: unknown } | null | undefined)?.url];
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
      const differences = SHARED_FIELDS[type].flatMap((field) => {
        const [name, value] = valueAt(type, entry, field);
        const [, sourceValue] = valueAt(type, source, field);
        return JSON.stringify(value) === JSON.stringify(sourceValue)
          ? []
          : [`${name} ${shown(value)} (${languageName(sourceLocale)}: ${shown(sourceValue)})`];
      });
      if (!differences.length) continue;
      const name = source.title ?? source.name ?? source.documentId;
      lines.push(
        `CMS: the ${languageName(locale)} version of ${type} "${name}" disagrees with its ` +
          `${languageName(sourceLocale)} one on ${differences.join(', ')}: a document's languages share these fields. ` +
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

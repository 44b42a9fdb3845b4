/**
 * One rule for "the site shows this" (docs/editors.md, "When the CMS refuses a save"): the
 * fields without which the site's build leaves an entry out, and the text an editor must not
 * leave blank. The build (src/pipeline/cms/entries.ts, event-plan.ts) drops an entry by
 * `unshownFields`; the CMS (cms/src/content-rules/content-rules.js) refuses, on save and on
 * publish, by `blankFields`, which checks those fields and more: what the CMS accepts, the site
 * shows.
 */

/**
 * Per content type: `shown`, the fields the site cannot show an entry without (blank after
 * trimming, or missing); `text`, the other text the site shows as written (alt text, summary…),
 * which must not be only spaces either.
 */
export const SITE_FIELDS: Record<string, { shown: readonly string[]; text: readonly string[] }> = {
  article: {
    shown: ['slug', 'title', 'date', 'body', 'cover'],
    text: ['summary', 'coverAlt', 'author'],
  },
  page: { shown: ['slug', 'title', 'body'], text: ['seoDescription'] },
  event: {
    shown: ['slug', 'title', 'body', 'startsAt', 'endsAt', 'timeZone', 'format', 'kind'],
    text: ['summary', 'coverAlt'],
  },
  project: { shown: ['name', 'slug', 'website', 'description'], text: [] },
  term: { shown: ['slug', 'term', 'definition'], text: [] },
};

/** An entry's fields by name (an object of the CMS or of the build's read). */
type Fields = object;

const field = (entry: Fields, name: string): unknown => (entry as Record<string, unknown>)[name];

/** Whether a value is missing or, for text, nothing but whitespace. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
}

/**
 * The fields for which the site's build leaves an entry of `type` out (none: the site shows it).
 * @param type `article`, `page`, `event`, `project`, `term`
 */
export function unshownFields(type: string, entry: Fields): string[] {
  return (SITE_FIELDS[type]?.shown ?? []).filter((name) => isBlank(field(entry, name)));
}

/**
 * The fields of `type` that are blank: text of nothing but spaces, and, unless `partial` (a save,
 * which may send only some fields and whose empty required fields Strapi's own `required`
 * refuses), a field the site cannot show the entry without. `shown`: whether the site leaves the
 * entry out for it (the CMS's message says so, in the editor's language:
 * cms/src/content-rules/rule-messages.js).
 */
export function blankFields(
  type: string,
  entry: Fields,
  { partial = false }: { partial?: boolean } = {},
): Array<{ field: string; shown: boolean }> {
  const fields = SITE_FIELDS[type];
  if (!fields) return [];
  return [...fields.shown, ...fields.text]
    .filter((name) => {
      const value = field(entry, name);
      // Text of only spaces is never valid; a missing field is refused where the site needs it
      // (on publish: an optional text such as an event's alt text may be left out).
      if (typeof value === 'string' && value !== '' && value.trim() === '') return true;
      return !partial && fields.shown.includes(name) && isBlank(value);
    })
    .map((name) => ({ field: name, shown: fields.shown.includes(name) }));
}

// @ts-check
/**
 * One rule for "the site shows this" (docs/editors.md, "When the CMS refuses a save"): the
 * fields without which the site's build leaves an entry out, and the text an editor must not
 * leave blank. The build (src/pipeline/cms/entries.ts, event-plan.ts) drops an entry by
 * `unshownFields`; the CMS (cms/src/content-rules/content-rules.js) refuses, on save and on
 * publish, by `blankFields`, which checks those fields and more: what the CMS accepts, the site
 * shows. Plain JavaScript, so that the CMS (CommonJS) and the build (TypeScript) import it.
 */

/**
 * Per content type: `shown`, the fields the site cannot show an entry without (blank after
 * trimming, or missing); `text`, the other text the site shows as written (alt text, summary…),
 * which must not be only spaces either.
 * @type {Record<string, { shown: readonly string[], text: readonly string[] }>}
 */
export const SITE_FIELDS = {
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

/**
 * Whether a value is missing or, for text, nothing but whitespace.
 * @param {unknown} value
 */
export function isBlank(value) {
  return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
}

/**
 * The fields for which the site's build leaves an entry of `type` out (none: the site shows it).
 * @param {string} type `article`, `page`, `event`, `project`, `term`
 * @param {Record<string, unknown>} entry
 * @returns {string[]}
 */
export function unshownFields(type, entry) {
  return (SITE_FIELDS[type]?.shown ?? []).filter((field) => isBlank(entry[field]));
}

/**
 * The fields of `type` that are blank: text of nothing but spaces, and, unless `partial` (a save,
 * which may send only some fields and whose empty required fields Strapi's own `required`
 * refuses), a field the site cannot show the entry without. `shown`: whether the site leaves the
 * entry out for it (the CMS's message says so, in the editor's language:
 * cms/src/content-rules/rule-messages.js).
 * @param {string} type
 * @param {Record<string, unknown>} entry
 * @param {{ partial?: boolean }} [options]
 * @returns {Array<{ field: string, shown: boolean }>}
 */
export function blankFields(type, entry, { partial = false } = {}) {
  const fields = SITE_FIELDS[type];
  if (!fields) return [];
  return [...fields.shown, ...fields.text]
    .filter((field) => {
      const value = entry[field];
      // Text of only spaces is never valid; a missing field is refused where the site needs it
      // (on publish: an optional text such as an event's alt text may be left out).
      if (typeof value === 'string' && value !== '' && value.trim() === '') return true;
      return !partial && fields.shown.includes(field) && isBlank(value);
    })
    .map((field) => ({ field, shown: fields.shown.includes(field) }));
}

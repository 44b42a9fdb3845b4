/**
 * The fields a document's languages share, per content type: the ones its CMS schema marks
 * `pluginOptions.i18n.localized: false` (cms/src/api/<type>/content-types/<type>/schema.json;
 * __tests__/shared-fields.test.ts holds this list to the schemas). The CMS gives a new
 * translation the document's values of them (cms/src/translations/shared-fields.js); the build
 * and `npm run cms:check-translations` warn about languages that disagree on them
 * (src/pipeline/cms/translation-drift.ts).
 */
export const SHARED_FIELDS = {
  article: ['slug', 'date', 'cover', 'author', 'glossaryDefinitions'],
  category: ['slug'],
  chain: ['slug'],
  event: [
    'slug',
    'startsAt',
    'endsAt',
    'timeZone',
    'format',
    'country',
    'communities',
    'kind',
    'signUpUrl',
    'cover',
  ],
  page: ['slug'],
  project: ['name', 'slug', 'website', 'logo', 'xUrl', 'githubUrl', 'discordUrl'],
  tag: ['slug'],
  term: ['slug'],
} as const satisfies Record<string, readonly string[]>;

/** The shared fields that are media (the schemas' `type: "media"`): compared by their file's address. */
export const SHARED_MEDIA_FIELDS: Partial<Record<keyof typeof SHARED_FIELDS, readonly string[]>> = {
  article: ['cover'],
  event: ['cover'],
  project: ['logo'],
};

/** A localized content type, by its schema's singular name (`article`). */
export type LocalizedType = keyof typeof SHARED_FIELDS;

/** The shared fields of a content type by its singular name; none for a type not localized. */
export function sharedFields(type: string): readonly string[] {
  return Object.hasOwn(SHARED_FIELDS, type) ? SHARED_FIELDS[type as LocalizedType] : [];
}

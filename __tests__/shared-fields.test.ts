import fs from 'node:fs';
import path from 'node:path';
import { SHARED_FIELDS, SHARED_MEDIA_FIELDS, sharedFields } from '@meridian/shared/shared-fields';

// One list of the fields a document's languages share (@meridian/shared/shared-fields), used by
// the CMS (a new translation's shared fields) and the build (translation drift): held here to
// the CMS's schemas, the source both follow.
const apiFolder = path.resolve(__dirname, '../cms/src/api');

interface Attribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}
interface Schema {
  info: { singularName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

const schemas: Schema[] = fs.readdirSync(apiFolder).flatMap((api) => {
  const folder = path.join(apiFolder, api, 'content-types');
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .map((type) => JSON.parse(fs.readFileSync(path.join(folder, type, 'schema.json'), 'utf8')) as Schema)
    : [];
});
const localized = schemas.filter((schema) => schema.pluginOptions?.i18n?.localized === true);
const notLocalized = (schema: Schema) =>
  Object.entries(schema.attributes).filter(
    ([, attribute]) => attribute.pluginOptions?.i18n?.localized === false,
  );

describe('one list of shared fields', () => {
  it('lists exactly the fields each localized schema marks `localized: false`', () => {
    expect(localized.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(SHARED_FIELDS).sort()).toEqual(
      localized.map((schema) => schema.info.singularName).sort(),
    );
    for (const schema of localized) {
      expect([...sharedFields(schema.info.singularName)].sort()).toEqual(
        notLocalized(schema)
          .map(([name]) => name)
          .sort(),
      );
    }
  });

  it('names the media among them, which are compared by their file', () => {
    for (const schema of localized) {
      const type = schema.info.singularName as keyof typeof SHARED_FIELDS;
      const media = notLocalized(schema).filter(([, attribute]) => attribute.type === 'media');
      expect([...(SHARED_MEDIA_FIELDS[type] ?? [])].sort()).toEqual(media.map(([name]) => name).sort());
    }
  });

  it('holds no relation, which Strapi never copies to a new translation (the CMS drops the sent ones)', () => {
    // Strapi copies the non-localized fields save relations and uids
    // (@strapi/i18n's getNonLocalizedAttributes); the CMS sets the slug itself.
    for (const schema of localized) {
      for (const [name, attribute] of notLocalized(schema)) {
        expect([name, attribute.type]).not.toEqual([name, 'relation']);
        if (attribute.type === 'uid') expect(name).toBe('slug');
      }
    }
  });

  it('has none for a type that is not localized, nor for a name Object carries', () => {
    expect(sharedFields('newsletter-subscription')).toEqual([]);
    expect(sharedFields('constructor')).toEqual([]);
  });
});

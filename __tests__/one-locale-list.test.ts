import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@meridian/shared/locales';

// Adding a language is a change to the shared package's list (packages/shared/src/locales.ts)
// plus its translations: the site, the server and the CMS read that list, so none of them may
// keep a copy of it (issue 40).
const root = path.resolve(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    // What the build writes (server/compiled) is not source.
    if (entry.isDirectory())
      return ['node_modules', 'compiled'].includes(entry.name) ? [] : sourceFiles(relative);
    return /\.(m?js|jsx|tsx?)$/.test(entry.name) ? [relative] : [];
  });
}

describe('one list of languages', () => {
  it('no code of the site, the server or the CMS writes the list of languages again', () => {
    // The codes side by side (`['en', 'ja', 'ko']`, `en: '', ja: '/ja'`), or a prefix pattern
    // that names them (`/(ja|ko)/`).
    const copies = /['"]en['"]\s*,\s*['"]ja['"]|\ben:\s*['"]{2},\s*ja:|\(\??:?\\?\/?ja\|\\?\/?ko\)/;
    const files = ['src', 'server', 'cms/src', 'plugins'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => copies.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('the CMS’s language fields accept exactly the site’s languages', () => {
    const localeEnums = fs
      .readdirSync(path.join(root, 'cms/src/api'))
      .flatMap((api) => {
        const folder = path.join(root, 'cms/src/api', api, 'content-types');
        return fs.existsSync(folder)
          ? fs.readdirSync(folder).map((type) => path.join(folder, type, 'schema.json'))
          : [];
      })
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(file, 'utf8')) as {
            attributes: Record<string, { type: string; enum?: string[] }>;
          },
      )
      .map((schema) => schema.attributes.locale)
      .filter((attribute) => attribute?.type === 'enumeration');
    // The newsletter subscription's and the contact message's: the language to answer in.
    expect(localeEnums).toHaveLength(2);
    for (const attribute of localeEnums) expect(attribute.enum).toEqual([...LOCALES]);
  });
});

import fs from 'node:fs';
import path from 'node:path';

// docs/editors.md tells editors and translators which commands to run and which files to open:
// a renamed script or a moved file must not leave them with a step that does not work.
const root = path.resolve(__dirname, '..');
const guide = fs.readFileSync(path.join(root, 'docs/editors.md'), 'utf8');
const scripts = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** The repository folders whose files the guide names. */
const REPOSITORY_PATH = /^(content|locales|src|cms|docs|scripts)\/[\w./-]+$/;

describe('docs/editors.md', () => {
  it('names only npm scripts that exist', () => {
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const paths = [...guide.matchAll(/`([^`\s]+)`/g)]
      .map((match) => match[1])
      .filter((candidate) => REPOSITORY_PATH.test(candidate));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });

  it('quotes the CMS’s own words for a refused save', () => {
    const rules = fs.readFileSync(path.join(root, 'cms/src/content-rules/rule-messages.js'), 'utf8');
    for (const words of ['is not in the media library', 'would be shown as plain text', 'cannot be shown']) {
      expect(guide).toContain(words);
      expect(rules).toContain(words);
    }
  });

  it('leads to the interface language by the admin’s own words (Strapi 5.54: its profile menu, bottom left)', () => {
    // e2e-editor/admin-views.spec.ts clicks the same way in the admin.
    const strapi = fs.readFileSync(
      path.join(root, 'cms/node_modules/@strapi/admin/dist/admin/admin/src/translations/en.json.js'),
      'utf8',
    );
    const words = (id: string) => new RegExp(`"${id.replace(/\./g, '\\.')}": "([^"]+)"`).exec(strapi)?.[1];
    const way = [
      words('global.profile.settings'),
      words('Settings.profile.form.section.experience.title'),
      words('Settings.profile.form.section.experience.interfaceLanguage'),
    ];
    expect(way).toEqual(['Profile settings', 'Experience', 'Interface language']);
    expect(guide.replace(/\s+/g, ' ')).toContain(
      `your initials at the bottom left → **${way[0]}** → **${way[1]}** → **${way[2]}**`,
    );
  });

  it('quotes the site’s rule’s own words for a blank field', () => {
    const rule = fs.readFileSync(path.join(root, 'cms/src/content-rules/rule-messages.js'), 'utf8');
    for (const words of [
      'is empty or only spaces, so the site would not show this',
      'and the site shows it as written',
    ]) {
      expect(guide).toContain(words);
      expect(rule).toContain(words);
    }
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NAMESPACES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
import {
  checkContentTranslations,
  checkTranslations,
  isUntranslatedAllowed,
  placeholders,
} from '../scripts/lib/translations';

function fixture(overrides: Record<string, Record<string, unknown>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const locale of LOCALES) {
    fs.mkdirSync(path.join(dir, locale));
    for (const ns of NAMESPACES) {
      const content = overrides[`${locale}/${ns}`] ?? { greeting: `Hello {{name}} (${locale})` };
      fs.writeFileSync(path.join(dir, locale, `${ns}.json`), JSON.stringify(content));
    }
  }
  return dir;
}

describe('checkTranslations', () => {
  it('passes when every language has the same keys and placeholders', () => {
    expect(checkTranslations(fixture({}))).toEqual([]);
  });

  it('reports a missing key, an extra key and a differing placeholder', () => {
    const dir = fixture({
      'ja/home': {},
      'ko/home': { greeting: 'Hi {{nom}}', farewell: 'Bye' },
    });
    expect(checkTranslations(dir)).toEqual([
      'ja/home.json: missing key "greeting"',
      'ko/home.json: extra key "farewell" (not in en)',
      'ko/home.json: "greeting" has placeholders {nom}, expected {name}',
    ]);
  });

  it('accepts a placeholder declared for some languages only, and only there', () => {
    const dir = fixture({
      'en/solutions': { text: 'A growing community' },
      'ja/solutions': { text: '{{count}}人のコミュニティ' },
      'ko/solutions': { text: '{{count}}명' },
    });
    expect(checkTranslations(dir, { 'solutions:text': { count: ['ja'] } })).toEqual([
      'ko/solutions.json: "text" has placeholders {count}, expected {}',
    ]);
  });

  it('reports a missing namespace file and an unknown one', () => {
    const dir = fixture({});
    fs.rmSync(path.join(dir, 'ko', 'footer.json'));
    fs.writeFileSync(path.join(dir, 'ja', 'misc.json'), '{}');
    expect(checkTranslations(dir)).toEqual([
      'ja/misc.json is not a namespace listed in src/config/routes.ts',
      'ko/footer.json is missing',
    ]);
  });

  it('does not take the translation record beside the namespaces (.translated-from.json) for one', () => {
    const dir = fixture({});
    fs.writeFileSync(
      path.join(dir, 'ja', '.translated-from.json'),
      '{"home": {"date": "2026-11-01", "keys": {}}}',
    );
    expect(checkTranslations(dir)).toEqual([]);
  });

  it('reports Japanese or Korean text left in English, and placeholder copy in any language', () => {
    const dir = fixture({
      'en/home': { title: 'Build on Meridian', brand: 'Meridian', social: 'Discord' },
      'ja/home': { title: 'Build on Meridian', brand: 'Meridian', social: 'Discord' },
      'ko/home': { title: 'Lorem ipsum dolor', brand: 'Meridian', social: 'Discord' },
    });
    expect(checkTranslations(dir)).toEqual([
      expect.stringMatching(/^ja\/home\.json: "title" is still English/),
      expect.stringMatching(/^ko\/home\.json: "title" is placeholder text/),
    ]);
  });

  it("passes on the site's own translations", () => {
    expect(checkTranslations(path.resolve(__dirname, '../locales'))).toEqual([]);
  });
});

describe('isUntranslatedAllowed', () => {
  it('accepts names, placeholders, addresses and numbers only', () => {
    expect(isUntranslatedAllowed('{{title}} | Meridian')).toBe(true);
    expect(isUntranslatedAllowed('you@example.com')).toBe(true);
    expect(isUntranslatedAllowed('GitHub · Discord · X')).toBe(true);
    expect(isUntranslatedAllowed('2024')).toBe(true);
    expect(isUntranslatedAllowed('Start building')).toBe(false);
    expect(isUntranslatedAllowed('Meridian Foundation')).toBe(false);
  });
});

describe('checkContentTranslations', () => {
  it('reports a missing translation and a paragraph left in English', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.mkdirSync(path.join(dir, 'legal'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'legal', name), text);
    write('terms.en.mdx', '---\ntitle: Terms\n---\n\n## Scope\n\nThese terms apply.\n');
    write('terms.ja.mdx', '---\ntitle: 規約\n---\n\n## 適用範囲\n\nThese terms apply.\n');
    expect(checkContentTranslations(dir)).toEqual([
      `${path.join('legal', 'terms.ja.mdx')}: still English: These terms apply.`,
      `${path.join('legal', 'terms.ko.mdx')} is missing`,
    ]);
  });

  it("passes on the site's own content", () => {
    expect(checkContentTranslations(path.resolve(__dirname, '../content'))).toEqual([]);
  });
});

describe('placeholders', () => {
  it('finds i18next placeholders, with formats', () => {
    expect(placeholders('{{year}} and {{ count, number }} and {{year}}')).toEqual(['count', 'year']);
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFeeds } from '../src/pipeline/cms/rss';
import { DerivedFiles } from '../src/pipeline/derived-files';
import { builtMessages, type LocaleNode } from '../src/pipeline/content/built-messages';
import { mdxFileName, parseMdxFileName } from '../src/features/content/mdx-file-name';
import { buildLocales } from '../src/pipeline/i18n/build-locales';

describe('content file names: {name}.{locale}.mdx under content/{area}/', () => {
  it('gives the area, the name and the language', () => {
    expect(parseMdxFileName({ name: '2021.ja', relativeDirectory: 'about/timeline' })).toEqual({
      area: 'about/timeline',
      name: '2021',
      locale: 'ja',
    });
    expect(parseMdxFileName({ name: 'terms-of-use.en', relativeDirectory: 'legal' })).toEqual({
      area: 'legal',
      name: 'terms-of-use',
      locale: 'en',
    });
  });

  it('refuses a name without one of the site languages', () => {
    expect(parseMdxFileName({ name: 'terms-of-use', relativeDirectory: 'legal' })).toBeNull();
    expect(parseMdxFileName({ name: 'terms-of-use.fr', relativeDirectory: 'legal' })).toBeNull();
    expect(parseMdxFileName({ name: '.ja', relativeDirectory: 'legal' })).toBeNull();
  });

  it('writes the name it parses', () => {
    expect(mdxFileName({ name: 'trademark-licence', locale: 'ko' })).toBe('trademark-licence.ko.mdx');
  });
});

describe('build steps outside page queries read the English-filled translations', () => {
  let root: string;
  let cwd: string;

  /** Locale nodes as gatsby-plugin-react-i18next makes them from the `locale` source (.locales/). */
  function localeNodes(dir: string): LocaleNode[] {
    return fs.readdirSync(dir).flatMap((language) =>
      fs.readdirSync(path.join(dir, language)).map((file) => ({
        language,
        ns: path.basename(file, '.json'),
        data: JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8'))),
      })),
    );
  }

  beforeEach(() => {
    cwd = process.cwd();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-messages-'));
    const write = (rel: string, messages: Record<string, string>) => {
      fs.mkdirSync(path.dirname(path.join(root, 'locales', rel)), { recursive: true });
      fs.writeFileSync(path.join(root, 'locales', rel), JSON.stringify(messages));
    };
    write('en/blog.json', { 'rss.title': 'Meridian blog (English)', 'hero.intro': 'Release notes.' });
    // Japanese lacks the feed's title; Korean has everything.
    write('ja/blog.json', { 'hero.intro': 'リリースノート。' });
    write('ko/blog.json', { 'rss.title': 'Meridian 블로그', 'hero.intro': '릴리스 노트.' });
    buildLocales(path.join(root, 'locales'), path.join(root, '.locales'), {
      warn: () => {},
      error: () => {},
    });
  });

  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a string missing in Japanese is the English one', () => {
    const nodes = localeNodes(path.join(root, '.locales'));
    expect(builtMessages(nodes, 'ja', 'blog')).toEqual({
      'rss.title': 'Meridian blog (English)',
      'hero.intro': 'リリースノート。',
    });
    expect(() => builtMessages(nodes, 'ja', 'home')).toThrow('.locales/ja/home.json');
  });

  it('the Japanese RSS feed has a title in English when the translation lacks it, the others their own', () => {
    const nodes = localeNodes(path.join(root, '.locales'));
    writeFeeds(new DerivedFiles(path.join(root, 'public')), nodes, () => []);
    const title = (file: string) =>
      /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(root, 'public', file), 'utf8'))?.[1];
    expect(title('ja/rss.xml')).toBe('Meridian blog (English)');
    expect(title('ko/rss.xml')).toBe('Meridian 블로그');
    expect(title('rss.xml')).toBe('Meridian blog (English)');
  });
});

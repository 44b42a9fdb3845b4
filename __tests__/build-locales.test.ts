import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildLocales } from '../src/pipeline/i18n/build-locales';

describe('buildLocales: the translations the site is built from', () => {
  let root: string;
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'locales', rel)), { recursive: true });
    fs.writeFileSync(path.join(root, 'locales', rel), content);
  };
  const built = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, 'out', rel), 'utf8'));
  const log = () => ({ warn: jest.fn(), error: jest.fn() });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    write('en/home.json', JSON.stringify({ title: 'Build on Meridian', cta: 'Start building' }));
    write('en/blog.json', JSON.stringify({ title: 'Blog' }));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('copies complete translations as they are', () => {
    write('ja/home.json', JSON.stringify({ title: 'Meridianで開発', cta: '開発を始める' }));
    write('ja/blog.json', JSON.stringify({ title: 'ブログ' }));
    write('ko/home.json', JSON.stringify({ title: 'Meridian에서 개발', cta: '개발 시작' }));
    write('ko/blog.json', JSON.stringify({ title: '블로그' }));
    const logger = log();
    buildLocales(path.join(root, 'locales'), path.join(root, 'out'), logger);
    expect(built('ja/home.json')).toEqual({ title: 'Meridianで開発', cta: '開発を始める' });
    expect(built('en/blog.json')).toEqual({ title: 'Blog' });
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('falls back to English for a broken file, a missing file and missing keys, and says so', () => {
    write('ja/home.json', '{ "title": "Meridianで開発", ');
    write('ja/blog.json', JSON.stringify({ title: 'ブログ' }));
    write('ko/home.json', JSON.stringify({ title: 'Meridian에서 개발', stale: 'old' }));
    const logger = log();
    buildLocales(path.join(root, 'locales'), path.join(root, 'out'), logger);

    expect(built('ja/home.json')).toEqual({ title: 'Build on Meridian', cta: 'Start building' });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Failed locale loading: locales\/ja\/home\.json/),
    );

    expect(built('ko/blog.json')).toEqual({ title: 'Blog' });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Could not find messages for locale code ko: blog\.json is missing/),
    );

    // Missing keys in English, keys English no longer has left out.
    expect(built('ko/home.json')).toEqual({ title: 'Meridian에서 개발', cta: 'Start building' });
    expect(logger.warn).toHaveBeenCalledWith('ko/home: 1 messages not translated yet, English is shown');
  });

  it('fails the build on a broken English file, naming it', () => {
    write('en/home.json', '[not json');
    expect(() => buildLocales(path.join(root, 'locales'), path.join(root, 'out'), log())).toThrow(
      /Failed locale loading: .*en\/home\.json/,
    );
  });

  it('removes files that no longer have a source', () => {
    buildLocales(path.join(root, 'locales'), path.join(root, 'out'), log());
    fs.rmSync(path.join(root, 'locales', 'en', 'blog.json'));
    buildLocales(path.join(root, 'locales'), path.join(root, 'out'), log());
    expect(fs.readdirSync(path.join(root, 'out', 'ja'))).toEqual(['home.json']);
  });
});

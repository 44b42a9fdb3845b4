/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { routeContextFor } from '../src/pipeline/page-context';
import { RecordRequestError, recordTranslations } from '../src/pipeline/translations/record';
import { readMdxRecord, writeMdxRecord } from '../src/pipeline/translations/records';
import { statusReport } from '../src/pipeline/translations/report';
import { mdxSourceHash, messageHash } from '../src/pipeline/translations/source-hash';
import {
  englishChangeDate,
  translationStatus,
  type TranslationItem,
} from '../src/pipeline/translations/status';
import { findRoute } from '../src/config/routes';
import { editMessages, mdx, readFile, translationFixture, writeFile } from './helpers/translation-fixture';

const PRIVACY_EN = 'content/legal/privacy-policy.en.mdx';

/** A fixture whose translations were all recorded on 2026-11-01. */
function recordedFixture(): string {
  const root = translationFixture();
  recordTranslations(root, [], { all: true, today: '2026-11-01' });
  return root;
}

function stateOf(root: string, file: string): TranslationItem | undefined {
  return translationStatus(root).find((item) => item.file === file);
}

/** Runs one of the npm scripts as npm would (tsx), in the repository. */
function runScript(script: string, args: string[]) {
  return spawnSync(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
}

const report = (root: string) => statusReport(translationStatus(root), () => '2026-11-20');

describe('the source hash of an English text', () => {
  const english = mdx(
    'title: Privacy policy\ndescription: How we handle data.\nupdated: 2026-11-01',
    'We keep it.',
  );

  it('does not change with whitespace: line breaks, indentation, spaces', () => {
    const rewrapped = mdx(
      'title: Privacy policy\ndescription: How we handle data.\nupdated: 2026-11-01',
      '\n  We   keep\nit.  \n\n',
    );
    expect(mdxSourceHash(rewrapped)).toBe(mdxSourceHash(english));
    expect(messageHash('Read  the\n policy ')).toBe(messageHash('Read the policy'));
  });

  it('changes with a word of the body, the title or the description', () => {
    const hash = mdxSourceHash(english);
    expect(mdxSourceHash(english.replace('We keep it.', 'We keep it safe.'))).not.toBe(hash);
    expect(mdxSourceHash(english.replace('title: Privacy policy', 'title: Privacy notice'))).not.toBe(hash);
    expect(mdxSourceHash(english.replace('How we handle data.', 'How we use data.'))).not.toBe(hash);
    expect(messageHash('Read the policy')).not.toBe(messageHash('Read the policies'));
  });

  it('does not change with a date or the translation record, which are not translated', () => {
    const redated = english.replace('updated: 2026-11-01', 'updated: 2026-12-24');
    expect(mdxSourceHash(redated)).toBe(mdxSourceHash(english));
    expect(mdxSourceHash(writeMdxRecord(english, { sourceHash: 'abc', date: '2026-11-01' }))).toBe(
      mdxSourceHash(english),
    );
  });
});

describe('npm run i18n:status', () => {
  it('starts clean once every translation is recorded', () => {
    const root = recordedFixture();
    expect(translationStatus(root).every((item) => item.state === 'up-to-date')).toBe(true);
    const text = report(root);
    expect(text).toMatch(/^ja \(日本語\): all 5 up to date$/m);
    expect(text).toMatch(/^ko \(한국어\): all 5 up to date$/m);
    expect(text).not.toMatch(/i18n:translated/);
  });

  it('reports an MDX file whose English changed after the translation, in both languages', () => {
    const root = recordedFixture();
    writeFile(root, PRIVACY_EN, readFile(root, PRIVACY_EN).replace('two years', 'three years'));
    expect(stateOf(root, 'content/legal/privacy-policy.ja.mdx')?.state).toBe('outdated');
    expect(stateOf(root, 'content/legal/privacy-policy.ko.mdx')?.state).toBe('outdated');
    expect(stateOf(root, 'content/about/timeline/2021.ja.mdx')?.state).toBe('up-to-date');
    const text = report(root);
    expect(text).toMatch(/^ja \(日本語\): 1 outdated of 5$/m);
    expect(text).toContain(
      '  outdated   content/legal/privacy-policy.ja.mdx (English changed 2026-11-20, translated 2026-11-01)',
    );
    expect(text).toContain('npm run i18n:translated -- content/legal/privacy-policy.ja.mdx');
  });

  it('names the keys of a namespace whose English changed, and the keys not translated yet', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/about.json', { 'hero.title': 'About the foundation', 'hero.cta': 'Join' });
    const about = stateOf(root, 'locales/ja/about.json');
    expect(about).toMatchObject({
      state: 'outdated',
      outdatedKeys: ['hero.title'],
      missingKeys: ['hero.cta'],
    });
    expect(report(root)).toContain(
      [
        '  outdated   locales/ja/about.json (English changed 2026-11-20)',
        '             outdated: hero.title',
        '             not translated: hero.cta',
      ].join('\n'),
    );
  });

  it('reports a missing translation: an MDX file, a namespace file, a key', () => {
    const root = recordedFixture();
    fs.rmSync(path.join(root, 'content/about/timeline/2021.ko.mdx'));
    fs.rmSync(path.join(root, 'locales/ko/common.json'));
    editMessages(root, 'locales/ja/meta.json', { 'contact.title': undefined });
    expect(stateOf(root, 'content/about/timeline/2021.ko.mdx')?.state).toBe('missing');
    expect(stateOf(root, 'locales/ko/common.json')).toMatchObject({
      state: 'missing',
      missingKeys: ['skipToContent'],
    });
    expect(stateOf(root, 'locales/ja/meta.json')).toMatchObject({
      state: 'missing',
      missingKeys: ['contact.title'],
    });
    const text = report(root);
    expect(text).toMatch(/^ko \(한국어\): 2 missing of 5$/m);
    expect(text).toContain(
      '  missing    content/about/timeline/2021.ko.mdx (no translation of content/about/timeline/2021.en.mdx)',
    );
  });

  it('does not count a whitespace-only change of the English', () => {
    const root = recordedFixture();
    writeFile(
      root,
      PRIVACY_EN,
      readFile(root, PRIVACY_EN).replace('We keep your data', 'We  keep\nyour data'),
    );
    editMessages(root, 'locales/en/about.json', { 'hero.intro': '  Who   we are. ' });
    expect(translationStatus(root).every((item) => item.state === 'up-to-date')).toBe(true);
    expect(report(root)).toMatch(/^ja \(日本語\): all 5 up to date$/m);
  });

  it('reports a translation nobody recorded as unrecorded', () => {
    const root = translationFixture();
    expect(stateOf(root, 'content/legal/privacy-policy.ja.mdx')?.state).toBe('unrecorded');
    expect(report(root)).toContain(
      '  unrecorded content/legal/privacy-policy.ja.mdx (no record of what it was translated from)',
    );
    expect(report(root)).toContain('             no record: all 2 keys');
  });

  it('exits 0 with outdated translations: it is a report, not a check', () => {
    const root = recordedFixture();
    writeFile(root, PRIVACY_EN, readFile(root, PRIVACY_EN).replace('two years', 'three years'));
    const result = runScript('scripts/i18n-status.ts', ['--root', root]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^ {2}outdated {3}content\/legal\/privacy-policy\.ko\.mdx \(English changed \d{4}-/m,
    );
  });
});

describe('npm run i18n:translated', () => {
  it('records an MDX translation in its front matter, clearing it in its language only', () => {
    const root = recordedFixture();
    writeFile(root, PRIVACY_EN, readFile(root, PRIVACY_EN).replace('two years', 'three years'));
    const lines = recordTranslations(root, ['content/legal/privacy-policy.ja.mdx'], { today: '2026-11-21' });
    expect(lines).toEqual([
      `Recorded content/legal/privacy-policy.ja.mdx as translated from ${PRIVACY_EN} as it is now (source hash ${mdxSourceHash(readFile(root, PRIVACY_EN))}, 2026-11-21) (it was outdated).`,
    ]);
    expect(stateOf(root, 'content/legal/privacy-policy.ja.mdx')?.state).toBe('up-to-date');
    expect(stateOf(root, 'content/legal/privacy-policy.ko.mdx')?.state).toBe('outdated');
    const japanese = readFile(root, 'content/legal/privacy-policy.ja.mdx');
    expect(readMdxRecord(japanese)).toEqual({
      sourceHash: mdxSourceHash(readFile(root, PRIVACY_EN)),
      date: '2026-11-21',
    });
    // One record, the translator's front matter and text as they were.
    expect(japanese.match(/translatedFrom:/g)).toHaveLength(1);
    expect(japanese).toMatch(
      /^---\ntitle: プライバシーポリシー\ndescription: 個人情報の取扱いについて。\nupdated: 2026-11-01\ntranslatedFrom:\n/,
    );
    expect(japanese).toContain('\n---\n\nデータは2年間保存します。');
  });

  it('records the translations of an English file in every language, or in --locale', () => {
    const root = recordedFixture();
    writeFile(root, PRIVACY_EN, readFile(root, PRIVACY_EN).replace('two years', 'three years'));
    expect(recordTranslations(root, [PRIVACY_EN], { locale: 'ko' })).toHaveLength(1);
    expect(stateOf(root, 'content/legal/privacy-policy.ja.mdx')?.state).toBe('outdated');
    expect(recordTranslations(root, [PRIVACY_EN], {})).toHaveLength(2);
    expect(translationStatus(root).every((item) => item.state === 'up-to-date')).toBe(true);
  });

  it('records a namespace per key, in the record file beside it; --key records only those keys', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/about.json', {
      'hero.title': 'About the foundation',
      'hero.intro': 'Who we are now.',
    });
    expect(
      recordTranslations(root, ['about'], { locale: 'ja', keys: ['hero.title'], today: '2026-11-21' }),
    ).toEqual([
      'Recorded 1 key(s) of locales/ja/about.json as translated from locales/en/about.json as it is now (2026-11-21) (it was outdated).',
    ]);
    expect(stateOf(root, 'locales/ja/about.json')).toMatchObject({ outdatedKeys: ['hero.intro'] });
    recordTranslations(root, ['locales/ja/about.json'], {});
    expect(stateOf(root, 'locales/ja/about.json')?.state).toBe('up-to-date');
    expect(stateOf(root, 'locales/ko/about.json')?.state).toBe('outdated');
    const records = JSON.parse(readFile(root, 'locales/ja/.translated-from.json')) as Record<string, unknown>;
    expect(records.about).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      keys: {
        'hero.intro': messageHash('Who we are now.'),
        'hero.title': messageHash('About the foundation'),
      },
    });
  });

  it('does not record a key that is not translated, and says so', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/about.json', { 'hero.cta': 'Join' });
    expect(recordTranslations(root, ['locales/ja/about.json'], { today: '2026-11-21' })).toEqual([
      'Recorded 2 key(s) of locales/ja/about.json as translated from locales/en/about.json as it is now (2026-11-21) (it was missing).',
    ]);
    expect(stateOf(root, 'locales/ja/about.json')).toMatchObject({
      state: 'missing',
      missingKeys: ['hero.cta'],
    });
  });

  it('refuses what it cannot record, saying what to type instead', () => {
    const root = recordedFixture();
    const refusal = (targets: string[], options = {}) => {
      try {
        recordTranslations(root, targets, options);
      } catch (error) {
        expect(error).toBeInstanceOf(RecordRequestError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refusal(['about'])).toMatch(
      /Say which language .*--locale ja or --locale ko, or give its file \(locales\/ja\/about\.json\)/,
    );
    expect(refusal(['locales/ja/nothing.json'])).toMatch(/no namespace "nothing"/);
    expect(refusal(['content/legal/privacy-policy.ja.mdx'], { locale: 'ko' })).toMatch(
      /is the ja file, not ko/,
    );
    expect(refusal(['about'], { locale: 'ja', keys: ['hero.nope'] })).toMatch(/has no key "hero\.nope"/);
    expect(refusal([])).toMatch(/Name the translation/);
    fs.rmSync(path.join(root, 'content/about/timeline/2021.ko.mdx'));
    expect(refusal(['content/about/timeline/2021.en.mdx'])).toMatch(
      /2021\.ko\.mdx does not exist: translate/,
    );
  });
  it('says on the command line what it recorded, or why not (exit 1)', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/about.json', { 'hero.title': 'About the foundation' });
    const refused = runScript('scripts/i18n-translated.ts', ['--root', root, 'about']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^i18n:translated: Say which language the namespace "about" was translated into/,
    );
    const recorded = runScript('scripts/i18n-translated.ts', [
      '--root',
      root,
      path.join(root, 'locales/ko/about.json'),
    ]);
    expect(recorded.stderr).toBe('');
    expect(recorded.status).toBe(0);
    expect(recorded.stdout).toMatch(
      /^Recorded 2 key\(s\) of locales\/ko\/about\.json as translated from locales\/en\/about\.json as it is now \(\d{4}-\d{2}-\d{2}\) \(it was outdated\)\.$/m,
    );
    expect(stateOf(root, 'locales/ko/about.json')?.state).toBe('up-to-date');
  });
});

describe('the day the English changed', () => {
  const git = (root: string, ...args: string[]) =>
    spawnSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Editor',
        GIT_AUTHOR_EMAIL: 'editor@example.com',
        GIT_COMMITTER_NAME: 'Editor',
        GIT_COMMITTER_EMAIL: 'editor@example.com',
        GIT_AUTHOR_DATE: '2026-11-20T09:30:00+09:00',
        GIT_COMMITTER_DATE: '2026-11-20T09:30:00+09:00',
      },
    });

  it("is the day of the English file's last commit, in the committer's time zone", () => {
    const root = recordedFixture();
    git(root, 'init', '-q');
    git(root, 'add', '.');
    expect(git(root, 'commit', '-q', '-m', 'English').status).toBe(0);
    fs.utimesSync(path.join(root, PRIVACY_EN), new Date('2026-12-01'), new Date('2026-12-01'));
    expect(englishChangeDate(root, PRIVACY_EN)).toBe('2026-11-20');
  });

  it('is the modification day of an English file changed since (or without git history)', () => {
    const root = recordedFixture();
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'English');
    writeFile(root, PRIVACY_EN, readFile(root, PRIVACY_EN).replace('two years', 'three years'));
    fs.utimesSync(path.join(root, PRIVACY_EN), new Date('2026-12-01'), new Date('2026-12-01'));
    expect(englishChangeDate(root, PRIVACY_EN)).toBe('2026-12-01');
    const noGit = recordedFixture();
    fs.utimesSync(path.join(noGit, PRIVACY_EN), new Date('2026-11-25'), new Date('2026-11-25'));
    expect(englishChangeDate(noGit, PRIVACY_EN)).toBe('2026-11-25');
  });
});

describe('which pages carry the outdated-translation notice', () => {
  const noticeOn = (root: string, routePath: string, locale: 'en' | 'ja' | 'ko' = 'ja') => {
    const route = findRoute(routePath);
    if (!route) throw new Error(`no route ${routePath}`);
    return routeContextFor(route, locale, {}, root).outdatedTranslation;
  };

  it('a page whose own namespace has an outdated key, every page of that namespace, not the English one', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/about.json', { 'hero.title': 'About the foundation' });
    fs.utimesSync(path.join(root, 'locales/en/about.json'), new Date('2026-11-20'), new Date('2026-11-20'));
    expect(noticeOn(root, '/about')).toEqual({ englishPath: '/about', englishUpdated: '2026-11-20' });
    // The starmap's copy is in the about namespace too.
    expect(noticeOn(root, '/starmap', 'ko')).toEqual({
      englishPath: '/starmap',
      englishUpdated: '2026-11-20',
    });
    expect(noticeOn(root, '/about', 'en')).toBeUndefined();
    expect(noticeOn(root, '/contact')).toBeUndefined();
  });

  it('a page whose own title or description changed in meta; no page for the rest of the layout namespaces', () => {
    const root = recordedFixture();
    editMessages(root, 'locales/en/common.json', { skipToContent: 'Skip to the content' });
    expect(noticeOn(root, '/about')).toBeUndefined();
    expect(noticeOn(root, '/contact')).toBeUndefined();
    editMessages(root, 'locales/en/meta.json', { 'contact.title': 'Write to us' });
    expect(noticeOn(root, '/contact')).toMatchObject({ englishPath: '/contact' });
    expect(noticeOn(root, '/about')).toBeUndefined();
  });

  it('the pages that show an outdated MDX file: the about timeline, a legal text', () => {
    const root = recordedFixture();
    const timeline = 'content/about/timeline/2021.en.mdx';
    writeFile(root, timeline, readFile(root, timeline).replace('is set up', 'was set up in Zug'));
    expect(noticeOn(root, '/about', 'ko')).toMatchObject({ englishPath: '/about' });
    expect(noticeOn(root, '/privacy-policy', 'ko')).toBeUndefined();
    expect(noticeOn(root, '/starmap', 'ko')).toBeUndefined();
  });
});

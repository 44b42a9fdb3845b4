/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import {
  publishableArticles,
  publishablePages,
  type RawArticle,
  type RawPage,
} from '../src/pipeline/cms/entries';
import { publishableEvents } from '../src/pipeline/cms/event-plan';
import { blankFields, unshownFields } from '@meridian/shared/shown-rules';
import { rawEvent } from './helpers/raw-event';
import { LOCALES, type Locale } from '../src/features/i18n/locales';

// One rule for "the site shows this" (@meridian/shared/shown-rules): the build leaves out
// exactly the entries the rule names, and the CMS refuses, on publish, every field it names.

const byLocale = <T>(entries: T[]) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, locale === 'en' ? entries : []])) as Record<
    Locale,
    T[]
  >;
const quiet = { warn: () => {}, fail: () => {} };

const article = (extra: Partial<RawArticle>): RawArticle => ({
  documentId: 'a',
  slug: 'hello',
  title: 'Hello',
  date: '2026-10-01T00:00:00.000Z',
  body: 'Text',
  cover: { url: '/uploads/cover.png', width: 1200, height: 630 },
  tags: [],
  ...extra,
});
const page = (extra: Partial<RawPage>): RawPage => ({
  documentId: 'p',
  slug: 'about',
  title: 'About',
  body: 'Text',
  ...extra,
});

const variants = [{}, { body: '   ' }, { body: ' \n\t ' }, { body: null }, { title: '  ' }, { slug: null }];

describe('the build and the CMS decide "the site shows this" by one rule', () => {
  it.each(variants)(
    'an article %j: the build shows it exactly when the rule does, and the CMS refuses what it drops',
    (extra) => {
      const entry = article(extra);
      const shown = publishableArticles(byLocale([entry]), quiet).length === 1;
      expect(shown).toBe(unshownFields('article', entry).length === 0);
      const refused = blankFields('article', entry).map((problem) => problem.field);
      expect(refused).toEqual(expect.arrayContaining(unshownFields('article', entry)));
      expect(shown).toBe(refused.length === 0);
    },
  );

  it.each(variants.filter((extra) => !('date' in extra)))('a page %j: the same', (extra) => {
    const entry = page(extra as Partial<RawPage>);
    const shown = publishablePages(byLocale([entry]), () => false, quiet).length === 1;
    expect(shown).toBe(unshownFields('page', entry).length === 0);
    expect(shown).toBe(blankFields('page', entry).length === 0);
  });

  it.each(variants)('an event %j: the same', (extra) => {
    const entry = rawEvent('meetup', extra as object);
    const shown = publishableEvents(byLocale([entry]), quiet).length === 1;
    expect(shown).toBe(unshownFields('event', entry).length === 0);
    expect(shown).toBe(blankFields('event', entry).length === 0);
  });

  it('the CMS refuses on publish an article the build would drop, with the rule’s message on the field', () => {
    const entry = { ...article({ body: '   ' }), summary: 'S', coverAlt: 'A cover', author: 'Me' };
    expect(publishableArticles(byLocale([entry]), quiet)).toEqual([]);
    // The CMS's content rules, in plain Node (Jest cannot load the ES modules they import).
    const script = `
      const { contentProblems } = require('./src/content-rules/content-rules.js');
      const schema = require('./src/api/article/content-types/article/schema.json');
      contentProblems({ ...schema, uid: 'api::article.article' }, ${JSON.stringify(entry)}, {
        uploadExists: async () => true, publish: true,
      }).then((problems) => process.stdout.write(JSON.stringify(problems)));`;
    const problems = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: 'cms', encoding: 'utf8' }),
    );
    expect(problems.map((problem: { field: string }) => problem.field)).toEqual(
      blankFields('article', entry).map((blank) => blank.field),
    );
    expect(problems).toEqual([
      { field: 'body', message: expect.stringContaining('The body is empty or only spaces') },
    ]);
  });
});

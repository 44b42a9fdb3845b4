/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// The admin's saves, as its edit view sends them (the content manager's API), against a real
// Strapi: a translation lands where its source is, slugs follow titles, clashes are refused.
jest.setTimeout(240_000);

const ARTICLES = '/content-manager/collection-types/api::article.article';
const TAGS = '/content-manager/collection-types/api::tag.tag';
const ROOT = path.resolve(__dirname, '../..');

describe('translating in the CMS', () => {
  let server: CmsWithMail;
  let token = '';

  /** A save from the admin's edit view; `documentId` adds a language to an existing document. */
  function save(locale: string, data: Record<string, unknown>, documentId?: string) {
    return server.saveFromAdmin(ARTICLES, token, locale, data, documentId);
  }

  async function draft(documentId: string, locale: string) {
    const { body } = await server.api(`${ARTICLES}/${documentId}?locale=${locale}`, { token });
    return body.data;
  }

  beforeAll(async () => {
    server = await startCmsWithMail({ tempPrefix: 'meridian-cms-translate-' });
    const login = await server.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(login.status).toBe(200);
    token = login.body.data.token;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const english = {
    title: 'Validators meet in Lisbon',
    slug: 'article',
    date: '2026-03-01T09:00:00.000Z',
    summary: 'The summary.',
    body: 'The body.',
    author: 'Meridian team',
  };

  /** An English article with a slug of its own; its documentId. */
  async function englishArticle(title: string, slug: string): Promise<string> {
    const created = await save('en', { ...english, title, slug });
    expect(created.status).toBe(201);
    return created.body.data.documentId;
  }

  it('makes a new article’s slug from its title instead of the placeholder `article`', async () => {
    const created = await save('en', english);
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe('validators-meet-in-lisbon');
  });

  it('gives a new Japanese version the English slug and date, whatever the form sent', async () => {
    const documentId = await englishArticle('Grants round two', 'grants-round-two');
    // What the admin's locale menu sends: a slug generated from the empty title, another date.
    const japanese = await save(
      'ja',
      { ...english, title: '助成金第二弾', slug: 'article', date: '2020-01-01T00:00:00.000Z' },
      documentId,
    );
    expect(japanese.status).toBe(200);
    expect(japanese.body.data).toMatchObject({
      locale: 'ja',
      slug: 'grants-round-two',
      date: english.date,
      title: '助成金第二弾',
    });
    // And the English version keeps its own: nothing of the form's is synced into it.
    expect(await draft(documentId, 'en')).toMatchObject({ slug: 'grants-round-two', date: english.date });
  });

  it('refuses a slug another document uses, naming that entry and its language', async () => {
    await englishArticle('Community call', 'community-call');
    const clash = await save('ko', { ...english, title: 'Another article', slug: 'community-call' });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(
      'The slug "community-call" is already used by "Community call" (English (en)). Choose another slug.',
    );
  });

  it('numbers the slug made from a title another document already has', async () => {
    await englishArticle('Security audit', 'security-audit');
    const second = await save('en', { ...english, title: 'Security audit', slug: '' });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toBe('security-audit-1');
  });

  it('romanizes a Korean title’s slug, cuts a long title’s at a word, and asks for one from kanji', async () => {
    // Issue 39, items 4 and 5: Strapi's slug maker made `fc` of this title, and refused a
    // 101–160 character title as "slug must be at most 100 characters".
    const korean = await save('ko', { ...english, title: 'FC 워크 서울 밋업 공지', slug: '' });
    expect(korean.status).toBe(201);
    expect(korean.body.data.slug).toBe('fc-wokeu-seoul-miseop-gongji');
    // The admin's slug box asks the same maker (its Regenerate button, its fill from the title),
    // and a document's own slug is not counted as taken.
    const generated = await server.api('/content-manager/uid/generate', {
      method: 'POST',
      token,
      json: {
        contentTypeUID: 'api::article.article',
        field: 'slug',
        data: { id: korean.body.data.documentId, title: 'FC 워크 서울 밋업 공지' },
      },
    });
    expect(generated.body.data).toBe('fc-wokeu-seoul-miseop-gongji');

    const title = 'Validators and node operators meet in Lisbon '.repeat(4).slice(0, 150);
    const long = await save('en', { ...english, title, slug: '' });
    expect(long.status).toBe(201);
    expect(long.body.data.slug).toBe(
      'validators-and-node-operators-meet-in-lisbon-validators-and-node-operators-meet-in-lisbon-validators',
    );

    const kanji = await save('ja', { ...english, title: '勉強会のお知らせ', slug: '' });
    expect(kanji.status).toBe(400);
    expect(kanji.body.error.details.errors[0].path).toEqual(['slug']);
    expect(kanji.body.error.message).toBe(
      'No address (slug) can be made from the title "勉強会のお知らせ": type a slug in Latin letters, e.g. "seoul-meetup-2026" (lower-case letters, digits and hyphens).',
    );
  });

  it('refuses a typed slug too long for the field, naming the slug and offering it cut at a word', async () => {
    const slug = 'a-typed-slug-that-goes-on-'.repeat(5).slice(0, 120).replace(/-$/, 'x');
    const tooLong = await save('en', { ...english, title: 'Typed slug', slug });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details.errors[0].path).toEqual(['slug']);
    expect(tooLong.body.error.message).toBe(
      `The slug is 120 characters long; a slug has at most 100. Shortened at a word: "${'a-typed-slug-that-goes-on-'.repeat(3)}a-typed-slug-that-goes".`,
    );
  });

  it('never saves `article`: a draft without a title is refused, in words', async () => {
    const untitled = await save('en', { date: english.date, slug: 'article' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.message).toMatch(/made from its title: give it a title, or type a slug/);
    const { body } = await server.api(`${ARTICLES}?locale=en&filters[slug][$eq]=article`, { token });
    expect(body.results).toEqual([]);
  });

  it('keeps the slug an entry has when a form still sends the placeholder', async () => {
    // After saving a new translation the admin's form still shows `article`, and its Publish
    // button sends the form again.
    const documentId = await englishArticle('Node operators survey', 'node-operators-survey');
    const japanese = { ...english, title: 'ノード運営者調査', slug: 'article' };
    expect((await save('ja', japanese, documentId)).status).toBe(200);
    const again = await save('ja', { ...japanese, summary: '要約。' }, documentId);
    expect(again.status).toBe(200);
    expect(again.body.data.slug).toBe('node-operators-survey');
    expect(await draft(documentId, 'en')).toMatchObject({ slug: 'node-operators-survey' });
  });

  it('moves every language to a new slug given to one of them', async () => {
    const documentId = await englishArticle('Testnet launch', 'testnet-launch');
    expect((await save('ja', { ...english, title: 'テストネット開始' }, documentId)).status).toBe(200);
    const renamed = await save('en', { slug: 'testnet-is-live' }, documentId);
    expect(renamed.status).toBe(200);
    expect(await draft(documentId, 'ja')).toMatchObject({ slug: 'testnet-is-live' });
  });

  it('lists, with `npm run cms:check-translations`, an entry whose published languages disagree', async () => {
    // Published languages can still disagree: the Japanese slug changed and only it was published.
    const created = await server.api(`${TAGS}?locale=en`, {
      method: 'POST',
      token,
      json: { name: 'Staking', slug: 'staking' },
    });
    expect(created.status).toBe(201);
    const tag = `${TAGS}/${created.body.data.documentId}`;
    const publish = (locale: string) =>
      server.api(`${tag}/actions/publish?locale=${locale}`, { method: 'POST', token, json: {} });
    expect((await publish('en')).status).toBe(200);
    expect(
      (await server.api(`${tag}?locale=ja`, { method: 'PUT', token, json: { name: 'ステーキング' } })).status,
    ).toBe(200);
    expect(
      (await server.api(`${tag}?locale=ja`, { method: 'PUT', token, json: { slug: 'staking-rewards' } }))
        .status,
    ).toBe(200);
    expect((await publish('ja')).status).toBe(200);

    const check = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/cms-check-translations.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, CMS_URL: server.cms.url },
      },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(
      'CMS: the Japanese version of tag "Staking" disagrees with its English one on slug "staking-rewards" (English: "staking")',
    );
  });
});

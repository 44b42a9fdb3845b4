/**
 * @jest-environment node
 */
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// Translation status against a real Strapi, through the admin's own API (the content manager's
// saves, as the edit view sends them) and the status routes its panel, column and widget read.
jest.setTimeout(240_000);

const ARTICLE = 'api::article.article';
const ARTICLES = `/content-manager/collection-types/${ARTICLE}`;

interface LanguageStatus {
  language: string;
  state: 'missing' | 'up-to-date' | 'outdated';
  outdatedSince?: string;
  changedFields?: string[];
}

describe('translation status in the CMS', () => {
  let server: CmsWithMail;
  let token = '';

  function save(locale: string, data: Record<string, unknown>, documentId?: string) {
    return server.saveFromAdmin(ARTICLES, token, locale, data, documentId);
  }

  async function statusOf(documentId: string): Promise<Record<string, LanguageStatus>> {
    const { status, body } = await server.api(`/translation-status/documents/${ARTICLE}/${documentId}`, {
      token,
    });
    expect(status).toBe(200);
    return Object.fromEntries(
      (body.data.languages as LanguageStatus[]).map((language) => [language.language, language]),
    );
  }

  const english = {
    title: 'Validators meet in Lisbon',
    date: '2026-03-01T09:00:00.000Z',
    summary: 'The summary.',
    body: 'The body.',
    author: 'Meridian team',
  };
  const japanese = { ...english, title: 'リスボンでバリデーター会議', summary: '要約。', body: '本文。' };

  let documentId = '';

  beforeAll(async () => {
    server = await startCmsWithMail({ tempPrefix: 'meridian-cms-tstatus-' });
    const login = await server.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(login.status).toBe(200);
    token = login.body.data.token;
    const created = await save('en', { ...english, slug: 'validators-meet-in-lisbon' });
    expect(created.status).toBe(201);
    documentId = created.body.data.documentId;
    expect((await save('ja', japanese, documentId)).status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('shows a saved translation as up to date and a language never written as missing', async () => {
    const status = await statusOf(documentId);
    expect(status.ja).toEqual({ language: 'ja', state: 'up-to-date' });
    expect(status.ko).toEqual({ language: 'ko', state: 'missing' });
  });

  it('keeps a translation up to date when only the English spacing or a shared field changes', async () => {
    expect((await save('en', { body: 'The   body.\n', author: 'Someone else' }, documentId)).status).toBe(
      200,
    );
    expect((await statusOf(documentId)).ja.state).toBe('up-to-date');
  });

  it('marks it outdated, since the day and naming the field, when the English title changes; saving the Japanese again clears it', async () => {
    const before = Date.now();
    expect((await save('en', { title: 'Validators met in Lisbon' }, documentId)).status).toBe(200);
    const outdated = (await statusOf(documentId)).ja;
    expect(outdated).toMatchObject({ state: 'outdated', changedFields: ['title'] });
    expect(Date.parse(outdated.outdatedSince as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(outdated.outdatedSince as string)).toBeLessThanOrEqual(Date.now());

    // A second English edit keeps the first day and adds its field.
    expect((await save('en', { body: 'A longer body.' }, documentId)).status).toBe(200);
    const still = (await statusOf(documentId)).ja;
    expect(still.outdatedSince).toBe(outdated.outdatedSince);
    expect(still.changedFields).toEqual(['title', 'body']);

    expect((await save('ja', { title: 'リスボンでバリデーターが会合' }, documentId)).status).toBe(200);
    expect((await statusOf(documentId)).ja).toEqual({ language: 'ja', state: 'up-to-date' });
  });

  it('lists the missing and outdated translations for the homepage widget', async () => {
    const { status, body } = await server.api('/translation-status/to-do', { token });
    expect(status).toBe(200);
    expect(body.data).toContainEqual(
      expect.objectContaining({
        type: ARTICLE,
        documentId,
        language: 'ko',
        state: 'missing',
        title: 'Validators met in Lisbon',
      }),
    );
    expect(body.data).not.toContainEqual(expect.objectContaining({ documentId, language: 'ja' }));
  });

  it('gives the site the outdated published translations, and keeps the records out of every public API', async () => {
    // A page (an article needs a cover to be published): English and Japanese, both published.
    const PAGES = '/content-manager/collection-types/api::page.page';
    const page = { slug: 'grants', title: 'Grants', seoDescription: 'Grants.', body: 'How to apply.' };
    const created = await server.saveFromAdmin(PAGES, token, 'en', page);
    expect(created.status).toBe(201);
    const pageId = created.body.data.documentId;
    const japanesePage = { ...page, title: '助成金', seoDescription: '助成金。', body: '応募方法。' };
    expect((await server.saveFromAdmin(PAGES, token, 'ja', japanesePage, pageId)).status).toBe(200);
    const publish = (locale: string) =>
      server.api(`${PAGES}/${pageId}/actions/publish?locale=${locale}`, { method: 'POST', token, json: {} });
    expect((await publish('en')).status).toBe(200);
    expect((await publish('ja')).status).toBe(200);
    const notices = async () => {
      const { body } = await server.api('/graphql', {
        method: 'POST',
        json: { query: '{ outdatedTranslations { type slug locale englishUpdated } }' },
      });
      return body.data.outdatedTranslations;
    };
    expect(await notices()).toEqual([]);
    // A published English change makes the published Japanese outdated, for the site too.
    const edit = await server.saveFromAdmin(PAGES, token, 'en', { body: 'How to apply now.' }, pageId);
    expect(edit.status).toBe(200);
    expect(await notices()).toEqual([]);
    expect((await publish('en')).status).toBe(200);
    expect(await notices()).toEqual([
      {
        type: 'page',
        slug: 'grants',
        locale: 'ja',
        englishUpdated: new Date().toISOString().slice(0, 10),
      },
    ]);

    // An event's Japanese translation too (issue 31: its page carries the notice like an article's).
    const EVENTS = '/content-manager/collection-types/api::event.event';
    const event = {
      slug: 'tokyo-night',
      title: 'Tokyo night',
      summary: 'An evening meetup.',
      body: 'Talks.',
      startsAt: '2026-12-05T10:00:00.000Z',
      endsAt: '2026-12-05T12:00:00.000Z',
      timeZone: 'Asia/Tokyo',
      format: 'online',
      kind: 'meetup',
      communities: [{ code: 'ja' }],
    };
    const createdEvent = await server.saveFromAdmin(EVENTS, token, 'en', event);
    expect(createdEvent.status).toBe(201);
    const eventId = createdEvent.body.data.documentId;
    const japaneseEvent = { ...event, title: '東京ナイト', summary: '夜のミートアップ。', body: 'トーク。' };
    expect((await server.saveFromAdmin(EVENTS, token, 'ja', japaneseEvent, eventId)).status).toBe(200);
    const publishEvent = (locale: string) =>
      server.api(`${EVENTS}/${eventId}/actions/publish?locale=${locale}`, {
        method: 'POST',
        token,
        json: {},
      });
    expect((await publishEvent('en')).status).toBe(200);
    expect((await publishEvent('ja')).status).toBe(200);
    const eventNotices = async () =>
      ((await notices()) as Array<{ type: string }>).filter((notice) => notice.type === 'event');
    expect(await eventNotices()).toEqual([]);
    expect(
      (await server.saveFromAdmin(EVENTS, token, 'en', { summary: 'Now with a demo.' }, eventId)).status,
    ).toBe(200);
    expect((await publishEvent('en')).status).toBe(200);
    expect(await eventNotices()).toEqual([
      {
        type: 'event',
        slug: 'tokyo-night',
        locale: 'ja',
        englishUpdated: new Date().toISOString().slice(0, 10),
      },
    ]);

    // The records themselves: no REST route, no GraphQL query, not even for a signed-in member.
    for (const pathname of ['/api/translation-records', '/api/translation-record']) {
      expect((await server.api(pathname)).status).toBe(404);
    }
    const graphql = await server.api('/graphql', {
      method: 'POST',
      json: { query: '{ translationRecords { sourceHash } }' },
    });
    expect(graphql.body.errors?.[0]?.message).toMatch(/Cannot query field "translationRecords"/);
    // And no status route without an admin session.
    expect((await server.api(`/translation-status/documents/${ARTICLE}/${documentId}`)).status).toBe(401);
    expect((await server.api('/translation-status/to-do')).status).toBe(401);
  });
});

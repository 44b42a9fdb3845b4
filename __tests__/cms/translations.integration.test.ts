/**
 * @jest-environment node
 */
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// The admin's saves, as its edit view sends them (the content manager's API), against a real
// Strapi: a translation lands where its source is, slugs follow titles, clashes are refused.
jest.setTimeout(240_000);

const ARTICLES = '/content-manager/collection-types/api::article.article';

describe('translating in the CMS', () => {
  let server: CmsWithMail;
  let token = '';

  /** A save from the admin's edit view; `documentId` adds a language to an existing document. */
  function save(locale: string, data: Record<string, unknown>, documentId?: string) {
    return documentId
      ? server.api(`${ARTICLES}/${documentId}?locale=${locale}`, { method: 'PUT', token, json: data })
      : server.api(`${ARTICLES}?locale=${locale}`, { method: 'POST', token, json: data });
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
  let documentId = '';

  it('makes a new article’s slug from its title instead of the placeholder `article`', async () => {
    const created = await save('en', english);
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe('validators-meet-in-lisbon');
    documentId = created.body.data.documentId;
  });

  it('gives a new Japanese version the English slug and date, whatever the form sent', async () => {
    const japanese = await save(
      'ja',
      { ...english, title: 'リスボンでバリデーターが集う', slug: 'article', date: '2020-01-01T00:00:00.000Z' },
      documentId,
    );
    expect(japanese.status).toBe(200);
    expect(japanese.body.data).toMatchObject({
      locale: 'ja',
      slug: 'validators-meet-in-lisbon',
      date: english.date,
      title: 'リスボンでバリデーターが集う',
    });
    // And the English version keeps its own (i18n no longer syncs `article` into it).
    expect(await draft(documentId, 'en')).toMatchObject({ slug: 'validators-meet-in-lisbon', date: english.date });
  });

  it('refuses a slug another document uses, naming that entry and its language', async () => {
    const clash = await save('ko', { ...english, title: 'Another article', slug: 'validators-meet-in-lisbon' });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(
      'The slug "validators-meet-in-lisbon" is already used by "Validators meet in Lisbon" (English (en)). Choose another slug.',
    );
  });

  it('numbers the slug made from a title another document already has', async () => {
    const second = await save('en', { ...english, slug: '' });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toBe('validators-meet-in-lisbon-1');
  });

  it('never saves `article`: a draft without a title is refused, in words', async () => {
    const untitled = await save('en', { date: english.date, slug: 'article' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.message).toMatch(/made from its title: give it a title, or type a slug/);
    const { body } = await server.api(`${ARTICLES}?locale=en&filters[slug][$eq]=article`, { token });
    expect(body.results).toEqual([]);
  });

  it('makes the slug when the title of a never-published draft comes later', async () => {
    // Saved before the title (Enter in the date field): the editor typed a slug to get past it…
    const early = await save('en', { date: english.date, slug: 'placeholder-for-now' });
    expect(early.status).toBe(201);
    // …or an older draft still has the placeholder: it follows the title at the next save.
    const id = early.body.data.documentId;
    const titled = await save('en', { title: 'Grants round two', slug: 'article' }, id);
    expect(titled.status).toBe(200);
    expect(titled.body.data.slug).toBe('grants-round-two');
  });

  it('moves every language to a new slug given to one of them', async () => {
    const renamed = await save('en', { slug: 'lisbon-validators' }, documentId);
    expect(renamed.status).toBe(200);
    expect(await draft(documentId, 'ja')).toMatchObject({ slug: 'lisbon-validators' });
  });
});

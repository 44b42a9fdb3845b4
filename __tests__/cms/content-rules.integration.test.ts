/**
 * @jest-environment node
 */
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// What the build would fail on or drop is refused by the CMS when an editor saves, on the field
// (cms/src/content-rules/content-rules.js): the admin's saves, as its edit view sends them.
jest.setTimeout(240_000);

const ARTICLES = '/content-manager/collection-types/api::article.article';
const PROJECTS = '/content-manager/collection-types/api::project.project';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Strapi's answer to a refused save: a ValidationError with one entry per field. */
interface RefusedSave {
  error: { details: { errors: Array<{ path: string[]; message: string }> } };
}

describe('the CMS refuses on save what the site would drop or fail on', () => {
  let server: CmsWithMail;
  let token = '';
  let uploadUrl = '';
  let uploadId = 0;

  beforeAll(async () => {
    server = await startCmsWithMail({ tempPrefix: 'meridian-cms-rules-' });
    const login = await server.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(login.status).toBe(200);
    token = login.body.data.token;
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const upload = await fetch(`${server.cms.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const [uploaded] = await upload.json();
    uploadUrl = uploaded.url;
    uploadId = uploaded.id;
    expect(uploadUrl).toMatch(/^\/uploads\/pixel_\w+\.png$/);
  });

  afterAll(async () => {
    await server?.stop();
  });

  let count = 0;
  /** A new English article's fields with `body`, as the admin's edit view sends them. */
  function article(body: string, fields: Record<string, unknown> = {}) {
    count += 1;
    return {
      title: `Rules ${count}`,
      slug: `rules-${count}`,
      date: '2026-03-01T09:00:00.000Z',
      summary: 'The summary.',
      body,
      author: 'Meridian team',
      ...fields,
    };
  }

  /** Saves a new English article with `body`, as the admin's edit view does. */
  function saveArticle(body: string, fields: Record<string, unknown> = {}) {
    return server.api(`${ARTICLES}?locale=en`, { method: 'POST', token, json: article(body, fields) });
  }

  /** The field errors of a refused save, as the admin shows them on the fields. */
  function fieldErrors(response: { status: number; body: RefusedSave }) {
    expect(response.status).toBe(400);
    return response.body.error.details.errors.map((error) => ({
      field: error.path.join('.'),
      message: error.message,
    }));
  }

  it('refuses an image that is not in the media library, naming it on the body field', async () => {
    const refused = await saveArticle('Intro.\n\n![](/uploads/does-not-exist.png)\n');
    expect(fieldErrors(refused)).toEqual([
      {
        field: 'body',
        message: expect.stringContaining('The image /uploads/does-not-exist.png is not in the media library'),
      },
    ]);
  });

  it('refuses the CMS’s absolute URL of a missing upload, as the Image button writes it', async () => {
    const refused = await saveArticle(`![gone](${server.cms.url}/uploads/gone_1a2b.png)`);
    expect(fieldErrors(refused)[0].message).toContain('is not in the media library');
  });

  it('refuses an image from another site and an unsafe or unlisted link, each named', async () => {
    const refused = await saveArticle(
      '![](https://tracker.test/pixel.gif) [click](javascript:void) [blog](https://medium.com/post)',
    );
    const [{ field, message }] = fieldErrors(refused);
    expect(field).toBe('body');
    expect(message).toContain('on another site (tracker.test)');
    expect(message).toContain('The link javascript:void is refused (javascript: URL)');
    expect(message).toContain('medium.com is not one of them');
  });

  it('quotes a refused link’s whole address, parentheses and all', async () => {
    const refused = await saveArticle(
      '[click](javascript:alert(1)) and [ok](https://en.wikipedia.org/wiki/Foo_(bar))',
    );
    const [{ message }] = fieldErrors(refused);
    expect(message).toContain('The link javascript:alert(1) is refused (javascript: URL)');
    expect(message).toContain(
      'The link https://en.wikipedia.org/wiki/Foo_(bar) would be shown as plain text',
    );
  });

  it('refuses text of only spaces on save, beside each field: title, body, alt text of the cover', async () => {
    const refused = await saveArticle(' \n  ', { title: '   ', coverAlt: '   ' });
    expect(fieldErrors(refused)).toEqual([
      {
        field: 'title',
        message:
          'The title is empty or only spaces, so the site would not show this article: write the title.',
      },
      {
        field: 'body',
        message: 'The body is empty or only spaces, so the site would not show this article: write the body.',
      },
      {
        field: 'coverAlt',
        message:
          'The alt text of the cover is empty or only spaces, and the site shows it as written: write the alt text of the cover.',
      },
    ]);
  });

  it('refuses on publish a body of only spaces beside the body, and publishes the written one', async () => {
    const fields = { cover: uploadId, coverAlt: 'A pixel.' };
    const draft = await saveArticle('The body.', fields);
    expect(draft.status).toBe(201);
    const documentId = draft.body.data.documentId;
    const publish = (json: Record<string, unknown>) =>
      server.api(`${ARTICLES}/${documentId}/actions/publish?locale=en`, { method: 'POST', token, json });
    // The admin's Publish sends the form as typed: an edited body of only spaces.
    const refused = await publish({ ...draft.body.data, body: '   ', cover: uploadId });
    expect(fieldErrors(refused)).toEqual([
      { field: 'body', message: expect.stringContaining('The body is empty') },
    ]);
    const published = await publish({ ...draft.body.data, cover: uploadId });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
    // Its Website panel asks whether the site shows it (by the build's rule): it does.
    const status = await server.api(
      `/site-builds/status?uid=api::article.article&documentId=${documentId}&locale=en`,
      { token },
    );
    expect(status.status).toBe(200);
    expect(status.body.notShown).toBeUndefined();
  });

  it('refuses the same in the HTML a text may contain', async () => {
    const refused = await saveArticle(
      '<a href="&#106;avascript:void">click</a> <img src="/missing.png" onerror="alert(1)">',
    );
    const [{ message }] = fieldErrors(refused);
    expect(message).toContain('The image /missing.png cannot be shown');
    expect(message).toContain('is refused (javascript: URL)');
  });

  it('saves an upload of the media library, as a site path or as the CMS’s absolute URL', async () => {
    const relative = await saveArticle(`![pixel](${uploadUrl}) [the file](${uploadUrl})`);
    expect(relative.status).toBe(201);
    const absolute = await saveArticle(
      `![pixel](${server.cms.url.replace('127.0.0.1', 'localhost')}${uploadUrl})`,
    );
    expect(absolute.status).toBe(201);
  });

  it('refuses a project whose address is unsafe, on that field', async () => {
    const refused = await server.api(`${PROJECTS}?locale=en`, {
      method: 'POST',
      token,
      json: {
        name: 'Rules project',
        slug: 'rules-project',
        website: 'https://rules.example',
        xUrl: 'data:text/html,hi',
      },
    });
    expect(fieldErrors(refused)).toEqual([
      { field: 'xUrl', message: expect.stringContaining('is refused (data: URL)') },
    ]);
  });
});

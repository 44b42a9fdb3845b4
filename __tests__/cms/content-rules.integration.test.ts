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
    uploadUrl = (await upload.json())[0].url;
    expect(uploadUrl).toMatch(/^\/uploads\/pixel_\w+\.png$/);
  });

  afterAll(async () => {
    await server?.stop();
  });

  let count = 0;
  /** Saves a new English article with `body`, as the admin's edit view does. */
  function saveArticle(body: string) {
    count += 1;
    return server.api(`${ARTICLES}?locale=en`, {
      method: 'POST',
      token,
      json: {
        title: `Rules ${count}`,
        slug: `rules-${count}`,
        date: '2026-03-01T09:00:00.000Z',
        summary: 'The summary.',
        body,
        author: 'Meridian team',
      },
    });
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

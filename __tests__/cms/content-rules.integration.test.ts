/**
 * @jest-environment node
 */
import { inviteAdmin } from '../helpers/admin-users';
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// What the build would fail on or drop is refused by the CMS when an editor saves, on the field
// (cms/src/content-rules/content-rules.js): the admin's saves, as its edit view sends them.
jest.setTimeout(240_000);

const ARTICLES = '/content-manager/collection-types/api::article.article';
const PROJECTS = '/content-manager/collection-types/api::project.project';
const EVENTS = '/content-manager/collection-types/api::event.event';

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

  it('names every problem of a save at once, each beside its field: a taken slug, a title too long, an unsafe link, blank alt text', async () => {
    // Issue 39: each rule refused at its first problem, so four problems took four saves.
    const taken = await saveArticle('The first of two.', { slug: 'all-at-once-taken' });
    expect(taken.status).toBe(201);
    const refused = await saveArticle('Read [this](javascript:alert(1)).', {
      slug: 'all-at-once-taken',
      title: 'A title far too long '.repeat(10).trim(),
      coverAlt: '   ',
    });
    const errors = fieldErrors(refused);
    expect(errors.map((error) => error.field).sort()).toEqual(['body', 'coverAlt', 'slug', 'title']);
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      slug: expect.stringContaining('The slug "all-at-once-taken" is already used by'),
      title: expect.stringMatching(/at most 160 characters/),
      body: expect.stringContaining('The link javascript:alert(1) is refused (javascript: URL)'),
      coverAlt: expect.stringContaining('The alt text of the cover is empty or only spaces'),
    });
    expect(refused.body.error.message).toBe('This save has 4 problems, each shown beside its field.');
  });

  it('explains a refusal in the admin’s interface language, Japanese or Korean', async () => {
    const inLanguage = (language: string) =>
      server.api(`${ARTICLES}?locale=en`, {
        method: 'POST',
        token,
        headers: { 'x-admin-language': language },
        json: article('[x](javascript:void)', { title: '   ' }),
      });
    expect(fieldErrors(await inLanguage('ja'))).toEqual([
      {
        field: 'title',
        message:
          'タイトルが空か空白だけのため、この記事はサイトに表示されません。タイトルを入力してください。',
      },
      {
        field: 'body',
        message:
          'リンク javascript:void は使えません（javascript: URL）。サイトはこの種のアドレスを開きません。削除するか、https:// のアドレスにしてください。',
      },
    ]);
    const korean = fieldErrors(await inLanguage('ko'));
    expect(korean[0].message).toBe(
      '제목 항목이 비어 있거나 공백만 있습니다. 이대로는 사이트에 이 글이 표시되지 않으니 제목 항목을 입력해 주세요.',
    );
  });

  it('words the slug’s refusals in the admin’s language too: a taken slug, one too long', async () => {
    const taken = await saveArticle('The first of two.', { slug: 'slug-in-japanese' });
    expect(taken.status).toBe(201);
    const inJapanese = (slug: string) =>
      server.api(`${ARTICLES}?locale=en`, {
        method: 'POST',
        token,
        headers: { 'x-admin-language': 'ja' },
        json: article('A body.', { slug }),
      });
    const [clash] = fieldErrors(await inJapanese('slug-in-japanese'));
    expect(clash).toEqual({
      field: 'slug',
      message: expect.stringMatching(
        /^スラッグ「slug-in-japanese」は「.+」（.+）で使われています。別のスラッグにしてください。$/,
      ),
    });
    const [long] = fieldErrors(await inJapanese(`${'word-'.repeat(25)}end`));
    expect(long).toEqual({
      field: 'slug',
      message: expect.stringMatching(
        /^スラッグが128文字あります。スラッグは100文字までです。単語の区切りで短くした案:「word-.+」$/,
      ),
    });
  });

  it('asks for https:// in a project’s address, offering the https:// address', async () => {
    const refused = await server.api(`${PROJECTS}?locale=en`, {
      method: 'POST',
      token,
      json: { name: 'Plain http project', slug: 'plain-http-project', website: 'http://plain.example/about' },
    });
    expect(fieldErrors(refused)).toEqual([
      {
        field: 'website',
        message:
          'The address http://plain.example/about starts with http://, and the site links only to secure https:// addresses: use https://plain.example/about',
      },
    ]);
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
  /** A new event as the admin's edit view sends it, a week from now. */
  function draftEvent(overrides: Record<string, unknown> = {}) {
    count += 1;
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    return {
      title: `Rules event ${count}`,
      slug: `rules-event-${count}`,
      summary: 'A meetup the content rules test creates.',
      body: 'Body of the meetup.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timeZone: 'Asia/Tokyo',
      format: 'online',
      kind: 'meetup',
      communities: [{ code: 'ja' }],
      ...overrides,
    };
  }

  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

  it('names every problem of an event in one refused save, each beside its field', async () => {
    // Issue 39: four problems took four saves (the event's rules and the content rules each
    // refused at their first), and an http:// sign-up link got "The value does not match the regex.".
    const refused = await server.api(`${EVENTS}?locale=en`, {
      method: 'POST',
      token,
      json: draftEvent({
        summary: '   ',
        timeZone: 'Mars/Olympus',
        endsAt: yesterday(),
        format: 'in_person',
        city: '',
        signUpUrl: 'http://lu.ma/meridian-tokyo',
      }),
    });
    expect(Object.fromEntries(fieldErrors(refused).map((error) => [error.field, error.message]))).toEqual({
      summary: expect.stringContaining('The summary is empty or only spaces'),
      timeZone: '"Mars/Olympus" is not a time zone: use an IANA name such as Asia/Tokyo or Europe/Paris.',
      endsAt: 'The event must end after it starts.',
      city: 'An in-person event needs the city it takes place in.',
      signUpUrl:
        'The address http://lu.ma/meridian-tokyo starts with http://, and the site links only to secure https:// addresses: use https://lu.ma/meridian-tokyo',
    });
  });

  it('says in Japanese, to the Japanese admin, what is wrong with an event', async () => {
    const refused = await server.api(`${EVENTS}?locale=en`, {
      method: 'POST',
      token,
      headers: { 'x-admin-language': 'ja' },
      json: draftEvent({ endsAt: yesterday(), signUpUrl: 'http://lu.ma/x' }),
    });
    expect(fieldErrors(refused)).toEqual([
      {
        field: 'signUpUrl',
        message:
          'アドレス http://lu.ma/x は http:// で始まっています。サイトは安全な https:// のアドレスにだけリンクします。https://lu.ma/x にしてください。',
      },
      { field: 'endsAt', message: 'イベントの終了日時は開始日時より後にしてください。' },
    ]);
  });

  it.each([
    'https://lu.ma/meridian-tokyo',
    'https://connpass.com/event/312345/',
    'https://meridian-jp.connpass.com/event/312345/',
    'https://www.meetup.com/meridian-seoul/events/301234567/',
    'https://www.eventbrite.com/e/meridian-meetup-tickets-123456789',
    'https://www.eventbrite.co.uk/e/meridian-meetup-tickets-123456789',
  ])('takes an event’s sign-up link on an event platform: %s', async (signUpUrl) => {
    const saved = await server.api(`${EVENTS}?locale=en`, {
      method: 'POST',
      token,
      json: draftEvent({ signUpUrl }),
    });
    expect(saved.status).toBe(201);
  });

  describe('allowed hosts: the admins’ setting beside the developer list', () => {
    const SETTING = '/content-manager/single-types/api::link-setting.link-setting';
    const EDITOR = { email: 'hosts-editor@meridian.test', password: 'Hosts-Editor-Passw0rd-2026!' };
    let editorToken = '';

    beforeAll(async () => {
      // The super admin invites an editor (Strapi's Editor role), who accepts.
      editorToken = await inviteAdmin(server.api, token, 'strapi-editor', {
        firstname: 'Hosts',
        lastname: 'Editor',
        ...EDITOR,
      });
    });

    it('refuses an editor’s read and change of the setting (403) and takes an admin’s', async () => {
      // Made empty at start: an admin's first save is an update, which the rebuild webhook hears.
      expect((await server.api(SETTING, { token })).body.data).toMatchObject({ hosts: '' });
      expect((await server.api(SETTING, { token: editorToken })).status).toBe(403);
      const edited = await server.api(SETTING, {
        method: 'PUT',
        token: editorToken,
        json: { hosts: 'evil.example.org' },
      });
      expect(edited.status).toBe(403);
      const saved = await server.api(SETTING, {
        method: 'PUT',
        token,
        json: { hosts: 'docs.other.example' },
      });
      expect(saved.status).toBe(200);
      expect((await server.api(SETTING, { token })).body.data.hosts).toBe('docs.other.example');
    });

    it('refuses a setting line that is not a host, naming the line and why', async () => {
      const refused = await server.api(SETTING, {
        method: 'PUT',
        token,
        json: { hosts: 'www.fine-project.io\nhttps://www.new-project.io/about' },
      });
      expect(fieldErrors(refused)).toEqual([
        {
          field: 'hosts',
          message:
            'These lines are not hosts the site can link to: line 2 "https://www.new-project.io/about": write the host alone, without https://.',
        },
      ]);
    });

    it('refuses an event’s sign-up link on a host until an admin allows it, then takes it', async () => {
      await server.api(SETTING, { method: 'PUT', token, json: { hosts: '' } });
      const refused = await server.api(`${EVENTS}?locale=en`, {
        method: 'POST',
        token,
        json: draftEvent({ signUpUrl: 'https://tickets.new-project.io/meetup' }),
      });
      expect(fieldErrors(refused)).toEqual([
        {
          field: 'signUpUrl',
          message: expect.stringContaining('ask an admin to add tickets.new-project.io in Allowed hosts'),
        },
      ]);
      const allowed = await server.api(SETTING, {
        method: 'PUT',
        token,
        json: { hosts: 'www.new-project.io\ntickets.new-project.io' },
      });
      expect(allowed.status).toBe(200);
      const saved = await server.api(`${EVENTS}?locale=en`, {
        method: 'POST',
        token,
        json: draftEvent({ signUpUrl: 'https://tickets.new-project.io/meetup' }),
      });
      expect(saved.status).toBe(201);
      // The build's read (read.ts): the admins' hosts, in the public GraphQL API.
      const read = await server.api('/graphql', { method: 'POST', json: { query: '{ allowedHosts }' } });
      expect(read.body.data.allowedHosts).toEqual(['www.new-project.io', 'tickets.new-project.io']);
    });
  });
});

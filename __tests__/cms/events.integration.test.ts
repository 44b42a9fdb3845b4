/**
 * @jest-environment node
 */
import { LANGUAGE_COMMUNITIES } from '../../src/config/communities';
import { startCmsWithMail, TEST_ADMIN, type CmsWithMail } from '../helpers/cms-harness';

// The Event type against a real, seeded Strapi (SQLite): what the seed holds, what visitors may
// read, and what an editor's save is refused for.
jest.setTimeout(240_000);

const EVENTS = '/content-manager/collection-types/api::event.event';

interface PublicEvent {
  documentId: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  format: string;
  kind: string;
  communities: Array<{ code: string }>;
  locale: string;
}

describe('the Event type', () => {
  let server: CmsWithMail;
  let token = '';
  const now = new Date();

  async function allEvents(locale: string): Promise<PublicEvent[]> {
    const { status, body } = await server.api(
      `/api/events?locale=${locale}&populate[communities]=true&pagination[pageSize]=100`,
    );
    expect(status).toBe(200);
    return body.data;
  }

  /** A new event as the admin's edit view sends it. */
  function draftEvent(overrides: Record<string, unknown> = {}) {
    const startsAt = new Date(now.getTime() + 7 * 86_400_000);
    return {
      title: 'Integration test meetup',
      slug: `integration-test-meetup-${Math.round(Math.random() * 1e9)}`,
      summary: 'A meetup the integration test creates.',
      body: 'Body of the **test** meetup.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timeZone: 'Asia/Tokyo',
      format: 'online',
      kind: 'meetup',
      communities: [{ code: 'ja' }],
      ...overrides,
    };
  }

  beforeAll(async () => {
    server = await startCmsWithMail({ tempPrefix: 'meridian-cms-events-', env: { CMS_SEED: 'true' } });
    const login = await server.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(login.status).toBe(200);
    token = login.body.data.token;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is seeded with at least 12 upcoming and 20 past events in English, Japanese and Korean', async () => {
    const english = await allEvents('en');
    const upcoming = english.filter((event) => new Date(event.endsAt) > now);
    const past = english.filter((event) => new Date(event.endsAt) <= now);
    expect(upcoming.length).toBeGreaterThanOrEqual(12);
    expect(past.length).toBeGreaterThanOrEqual(20);
    for (const locale of ['ja', 'ko']) {
      const translated = await allEvents(locale);
      expect(translated.map((event) => event.slug).sort()).toEqual(english.map((event) => event.slug).sort());
    }
    const japanese = (await allEvents('ja')).find((event) => event.slug === 'tokyo-builders-night-shibuya');
    expect(japanese?.title).toMatch(/渋谷/);
    const korean = (await allEvents('ko')).find((event) => event.slug === 'seoul-dapp-staking-workshop');
    expect(korean?.title).toMatch(/서울/);
  });

  it('gives every seeded event a community of the community page, and uses all twelve', async () => {
    const english = await allEvents('en');
    const codes = new Set(LANGUAGE_COMMUNITIES.map((community) => community.code));
    const used = new Set(english.flatMap((event) => event.communities.map((community) => community.code)));
    expect([...used].sort()).toEqual([...codes].sort());
    for (const event of english) expect(event.communities.length).toBeGreaterThan(0);
  });

  it('dates a seeded event at its local time in its own time zone', async () => {
    const [tokyo] = (await allEvents('en')).filter((event) => event.slug === 'tokyo-builders-night-shibuya');
    expect(tokyo.timeZone).toBe('Asia/Tokyo');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(tokyo.startsAt));
    expect(local).toBe('19:00');
  });

  it('lets visitors read events but not create, change or delete them', async () => {
    const [event] = await allEvents('en');
    const one = await server.api(`/api/events/${event.documentId}?locale=en`);
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe(event.slug);
    const create = await server.api('/api/events', { method: 'POST', json: { data: draftEvent() } });
    expect([403, 404, 405]).toContain(create.status);
    for (const method of ['PUT', 'DELETE']) {
      const response = await server.api(`/api/events/${event.documentId}`, {
        method,
        json: method === 'PUT' ? { data: { title: 'Changed' } } : undefined,
      });
      expect([403, 404, 405]).toContain(response.status);
    }
  });

  it('keeps a draft from visitors, also when they ask for drafts, and shows it once published', async () => {
    const data = draftEvent();
    const created = await server.api(`${EVENTS}?locale=en`, { method: 'POST', token, json: data });
    expect(created.status).toBe(201);
    const bySlug = `/api/events?locale=en&filters[slug][$eq]=${data.slug}`;
    expect((await server.api(bySlug)).body.data).toHaveLength(0);
    expect((await server.api(`${bySlug}&status=draft`)).body.data).toHaveLength(0);
    const published = await server.api(
      `${EVENTS}/${created.body.data.documentId}/actions/publish?locale=en`,
      {
        method: 'POST',
        token,
        json: data,
      },
    );
    expect(published.status).toBe(200);
    expect((await server.api(bySlug)).body.data).toHaveLength(1);
  });

  it.each([
    [{ timeZone: 'Tokyo/Shibuya' }, /not a time zone/],
    [{ endsAt: new Date(now.getTime() - 86_400_000).toISOString() }, /end after it starts/],
    [{ signUpUrl: 'https://user:secret@forum.meridian.network/e' }, /refused \(credentials in URL\)/],
    // The site links only to the hosts it lists: a sign-up link elsewhere would be plain text.
    [{ signUpUrl: 'https://tickets.elsewhere.test/e' }, /tickets\.elsewhere\.test is not one of them/],
    [{ format: 'in_person', city: '' }, /needs the city/],
  ])('refuses an editor’s save of an event with %j', async (overrides, message) => {
    const response = await server.api(`${EVENTS}?locale=en`, {
      method: 'POST',
      token,
      json: draftEvent(overrides),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.error)).toMatch(message);
  });

  it('refuses a sign-up link that is not https', async () => {
    const response = await server.api(`${EVENTS}?locale=en`, {
      method: 'POST',
      token,
      json: draftEvent({ signUpUrl: 'javascript:alert(1)' }),
    });
    expect(response.status).toBe(400);
  });

  it('serves events to the build through GraphQL with their communities', async () => {
    const response = await server.api('/graphql', {
      method: 'POST',
      json: {
        query:
          '{ events(locale: "ko", filters: { slug: { eq: "seoul-dapp-staking-workshop" } }) { title timeZone format kind communities { code } } }',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.events).toEqual([
      expect.objectContaining({
        timeZone: 'Asia/Seoul',
        format: 'in_person',
        kind: 'workshop',
        communities: [{ code: 'ko' }],
      }),
    ]);
  });
});

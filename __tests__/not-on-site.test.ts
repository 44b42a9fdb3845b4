import { notOnSiteReason } from '../cms/src/admin/not-on-site.js';
import { SITE_BUILDS_MESSAGES } from '../cms/src/admin/site-builds-messages.js';

// The edit view's Website panel never says Published for an entry the site does not show
// without saying why (issue 29, item 5): what it says, from the site's build history.
const PUBLISHED = '2026-11-26T10:00:00.000Z';
const failedOn = (failedEntry: Record<string, string> | null) => ({
  state: 'failed',
  lastSuccess: { number: 1, finishedAt: '2026-11-26T09:00:00.000Z', buildId: 'a' },
  builds: [
    {
      number: 2,
      result: 'failed',
      error: 'Cannot build Article “Hello” (ja, slug hello), field body: …',
      failedEntry,
    },
    { number: 1, result: 'live' },
  ],
});
const refusedHello = {
  type: 'Article',
  title: 'Hello',
  locale: 'ja',
  slug: 'hello',
  field: 'body',
  reason: 'the image or file /uploads/gone.png is not in the CMS’s media library',
  documentId: 'doc-hello',
};

describe('the Website panel’s reason why a published entry is not on the site', () => {
  it('names the field and reason when the newest build failed on this entry, in this language', () => {
    expect(
      notOnSiteReason({
        status: failedOn(refusedHello),
        documentId: 'doc-hello',
        locale: 'ja',
        publishedAt: PUBLISHED,
      }),
    ).toEqual({ id: 'notOnSite.refused', values: { field: 'body', reason: refusedHello.reason } });
  });

  it('reads a failed build without a named entry for a version it knows no document or language of', () => {
    const status = failedOn(null);
    expect(notOnSiteReason({ status, publishedAt: PUBLISHED })).toEqual({
      id: 'notOnSite.failed',
      values: { reason: status.builds[0].error },
    });
  });

  it('says the build after it failed, for another entry published since the last success', () => {
    const reason = notOnSiteReason({
      status: failedOn(refusedHello),
      documentId: 'doc-other',
      locale: 'en',
      publishedAt: PUBLISHED,
    });
    expect(reason?.id).toBe('notOnSite.failed');
    // Published before the last successful build: it is on the site, nothing to say.
    expect(
      notOnSiteReason({
        status: failedOn(refusedHello),
        documentId: 'doc-other',
        locale: 'en',
        publishedAt: '2026-11-26T08:00:00.000Z',
      }),
    ).toBeNull();
  });

  it('says a draft is not on the site, whatever the builds (never “Live” beside it)', () => {
    const live = { state: 'live', lastSuccess: { finishedAt: '2026-11-26T11:00:00.000Z' }, builds: [] };
    for (const status of [live, failedOn(refusedHello)]) {
      expect(notOnSiteReason({ status, documentId: 'doc-hello', locale: 'ja', publishedAt: null })?.id).toBe(
        'notOnSite.draft',
      );
    }
    expect(
      notOnSiteReason({ status: { state: 'unreachable' }, documentId: 'd', locale: 'en', publishedAt: null }),
    ).toBeNull();
  });

  it('says nothing for a live site or an unreachable one; “building” while it builds', () => {
    const live = { state: 'live', lastSuccess: { finishedAt: '2026-11-26T11:00:00.000Z' }, builds: [] };
    expect(
      notOnSiteReason({ status: live, documentId: 'd', locale: 'en', publishedAt: PUBLISHED }),
    ).toBeNull();
    expect(
      notOnSiteReason({
        status: { state: 'unreachable' },
        documentId: 'd',
        locale: 'en',
        publishedAt: PUBLISHED,
      }),
    ).toBeNull();
    const building = { ...live, state: 'building', lastSuccess: { finishedAt: '2026-11-26T09:00:00.000Z' } };
    expect(
      notOnSiteReason({ status: building, documentId: 'd', locale: 'en', publishedAt: PUBLISHED })?.id,
    ).toBe('notOnSite.building');
  });

  it('says it waits for a build right after Publish, until a build that began after it is live', () => {
    // Issue 39, item 7: "Live" for the 5–10 s before the site had heard of the publish.
    const build = (number: number, result: string, startedAt: string, finishedAt: string | null = null) => ({
      number,
      result,
      requestedAt: startedAt,
      startedAt,
      finishedAt,
    });
    const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const reason = (status: object) =>
      notOnSiteReason({ status, documentId: 'd', locale: 'en', publishedAt: at(5) })?.id ?? null;
    // The site has not heard of it yet: its last build is live and began before the publish.
    const before = build(1, 'live', at(0), at(2));
    expect(reason({ state: 'live', lastSuccess: { number: 1, finishedAt: at(2) }, builds: [before] })).toBe(
      'notOnSite.waiting',
    );
    // A build that began before the publish and ended after it did not read this version.
    const missed = build(1, 'live', at(4), at(6));
    expect(reason({ state: 'live', lastSuccess: { number: 1, finishedAt: at(6) }, builds: [missed] })).toBe(
      'notOnSite.waiting',
    );
    // Queued, or running since before the publish: still waiting.
    const queued = { ...build(2, 'queued', at(6)), startedAt: null };
    expect(
      reason({ state: 'live', lastSuccess: { number: 1, finishedAt: at(2) }, builds: [queued, before] }),
    ).toBe('notOnSite.waiting');
    expect(
      reason({
        state: 'building',
        lastSuccess: { number: 1, finishedAt: at(2) },
        builds: [build(2, 'building', at(4)), before],
      }),
    ).toBe('notOnSite.waiting');
    // Its build runs, then is live: "building", then nothing (the panel says Live).
    expect(
      reason({
        state: 'building',
        lastSuccess: { number: 1, finishedAt: at(2) },
        builds: [build(2, 'building', at(6)), before],
      }),
    ).toBe('notOnSite.building');
    expect(
      reason({
        state: 'live',
        lastSuccess: { number: 2, finishedAt: at(8) },
        builds: [build(2, 'live', at(6), at(8)), before],
      }),
    ).toBeNull();
  });

  it('says why, never nothing under “Live”, when the site does not show the published version', () => {
    const live = { state: 'live', lastSuccess: { finishedAt: '2026-11-26T11:00:00.000Z' }, builds: [] };
    const notShown = { documentId: 'doc-hello', locale: 'en', fields: ['body'] };
    const reason = notOnSiteReason({
      status: { ...live, notShown },
      documentId: 'doc-hello',
      locale: 'en',
      publishedAt: PUBLISHED,
    });
    expect(reason).toEqual({ id: 'notOnSite.blank', values: { fields: 'body' } });
    expect(SITE_BUILDS_MESSAGES.en[`site-builds.${reason?.id}` as 'site-builds.notOnSite.blank']).toContain(
      'not on the site: its {fields} is empty or only spaces',
    );
    // Another language's version of it is not the one the rule names.
    expect(
      notOnSiteReason({
        status: { ...live, notShown },
        documentId: 'doc-hello',
        locale: 'ja',
        publishedAt: PUBLISHED,
      }),
    ).toBeNull();
  });

  it('has its words in every language of the admin', () => {
    for (const id of [
      'notOnSite.blank',
      'notOnSite.refused',
      'notOnSite.failed',
      'notOnSite.building',
      'notOnSite.waiting',
      'openEntry',
    ]) {
      for (const messages of Object.values(SITE_BUILDS_MESSAGES)) {
        expect(messages).toHaveProperty([`site-builds.${id}`]);
      }
    }
  });
});

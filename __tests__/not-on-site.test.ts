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

  it('says nothing for a draft, a live site or an unreachable one; “building” while it builds', () => {
    const live = { state: 'live', lastSuccess: { finishedAt: '2026-11-26T11:00:00.000Z' }, builds: [] };
    expect(
      notOnSiteReason({ status: live, documentId: 'd', locale: 'en', publishedAt: PUBLISHED }),
    ).toBeNull();
    expect(
      notOnSiteReason({
        status: failedOn(refusedHello),
        documentId: 'doc-hello',
        locale: 'ja',
        publishedAt: null,
      }),
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
      'openEntry',
    ]) {
      for (const messages of Object.values(SITE_BUILDS_MESSAGES)) {
        expect(messages).toHaveProperty([`site-builds.${id}`]);
      }
    }
  });
});

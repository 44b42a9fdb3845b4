/**
 * @jest-environment node
 */
import { previewOrigins, previewUrl, verifyPreviewQuery } from '@meridian/shared/preview-link';

// The content manager's "Open preview" (config/admin.js) without a Strapi: the link it gives the
// editor's browser must be one the site server accepts, in the document's language.
const SECRET = 'preview-secret-for-the-unit-tests';
const SITE_URL = 'https://meridian.example/';
const NOW = Date.UTC(2026, 10, 25, 3, 0, 0);

describe("the CMS's preview links", () => {
  it.each([
    ['api::article.article', 'article', 'en', ''],
    ['api::article.article', 'article', 'ja', '/ja'],
    ['api::page.page', 'page', 'ko', '/ko'],
    ['api::page.page', 'page', 'en', ''],
    ['api::event.event', 'event', 'ja', '/ja'],
    ['api::event.event', 'event', 'ko', '/ko'],
  ] as const)('links a %s in %s to the site’s preview page, signed', (uid, type, locale, prefix) => {
    const url = previewUrl({
      uid,
      documentId: 'doc123',
      locale,
      siteUrl: SITE_URL,
      secret: SECRET,
      now: NOW,
    });
    expect(url).not.toBeNull();
    const parsed = new URL(url as string);
    // One slash between the site URL and the path, whatever SITE_URL ends with.
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`https://meridian.example${prefix}/preview`);
    expect(verifyPreviewQuery(parsed.searchParams, SECRET, NOW)).toEqual(
      expect.objectContaining({ ok: true, type, documentId: 'doc123', locale }),
    );
    // Signed with this secret only.
    expect(verifyPreviewQuery(parsed.searchParams, `${SECRET}x`, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('expires within the hour', () => {
    const url = new URL(
      previewUrl({
        uid: 'api::article.article',
        documentId: 'doc123',
        locale: 'en',
        siteUrl: SITE_URL,
        secret: SECRET,
        now: NOW,
      }) as string,
    );
    expect(verifyPreviewQuery(url.searchParams, SECRET, NOW + 61 * 60 * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('binds an event’s link to its type: the same document as an article or page is refused', () => {
    const url = new URL(
      previewUrl({
        uid: 'api::event.event',
        documentId: 'doc123',
        locale: 'ko',
        siteUrl: SITE_URL,
        secret: SECRET,
        now: NOW,
      }) as string,
    );
    expect(url.searchParams.get('type')).toBe('event');
    for (const type of ['article', 'page']) {
      const retyped = new URLSearchParams(url.searchParams);
      retyped.set('type', type);
      expect(verifyPreviewQuery(retyped, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    }
    const unknown = new URLSearchParams(url.searchParams);
    unknown.set('type', 'term');
    expect(verifyPreviewQuery(unknown, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPreviewQuery(url.searchParams, SECRET, NOW + 61 * 60 * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('treats a document without a locale as English', () => {
    const url = previewUrl({
      uid: 'api::page.page',
      documentId: 'doc123',
      locale: null,
      siteUrl: SITE_URL,
      secret: SECRET,
      now: NOW,
    });
    expect(new URL(url as string).pathname).toBe('/preview');
  });

  it('has no preview for other content types, unknown languages or a document without an id', () => {
    const base = { documentId: 'doc123', locale: 'en', siteUrl: SITE_URL, secret: SECRET, now: NOW };
    for (const uid of ['api::tag.tag', 'api::navigation.navigation', 'plugin::users-permissions.user']) {
      expect(previewUrl({ ...base, uid })).toBeNull();
    }
    expect(previewUrl({ ...base, uid: 'api::article.article', locale: 'fr' })).toBeNull();
    expect(previewUrl({ ...base, uid: 'api::article.article', documentId: undefined })).toBeNull();
  });

  it('lets the admin frame the site’s origin, under both local host names in development', () => {
    expect(previewOrigins('https://meridian.example/some/path')).toEqual(['https://meridian.example']);
    expect(previewOrigins('http://localhost:9000')).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
    ]);
    expect(previewOrigins('http://127.0.0.1:9000/')).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:9000',
    ]);
    expect(previewOrigins('')).toEqual([]);
    expect(previewOrigins('not a url')).toEqual([]);
  });
});

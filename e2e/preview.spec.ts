import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

// The browser tests' server (server/serve.ts without PREVIEW_SECRET) has no preview routes, as
// a static host has none: a preview link opened there says so in the page's language, without a
// retry that could never help. Previews themselves run against `npm start` in
// e2e-editor/editor-preview.spec.ts.
for (const locale of ['en', 'ja', 'ko'] as const) {
  test(`a preview link on a server without previews says where previews open (${locale})`, async ({
    page,
  }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const link = new URLSearchParams({
      type: 'article',
      id: 'abc123',
      locale,
      expires: String(Math.floor(Date.now() / 1000) + 600),
      signature: 'f'.repeat(64),
    });
    await page.goto(`${prefix}/preview?${link}`);
    await hydrated(page);
    const blog = messages(locale, 'blog');
    await expect(page.getByRole('note', { name: blog['preview.banner'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog['preview.errorTitle']!);
    await expect(page.getByText(blog['preview.error.not-served']!)).toBeVisible();
    await expect(page.getByRole('button', { name: blog['preview.retry'] })).toHaveCount(0);
  });
}

// A draft event as the preview server answers for it (server/preview.ts; its JSON is tested in
// __tests__/preview-server.test.ts): here the page, which shows it in the admin's preview panel.
const EVENT_PREVIEW = {
  type: 'event',
  locale: 'ja',
  documentId: 'event456',
  expires: Math.floor(Date.now() / 1000) + 600,
  event: {
    ended: false,
    html: '<p>ロールアップの仕組みを学びます。</p>',
    event: {
      slug: 'tokyo-rollup-night',
      title: '東京ロールアップ・ナイト（下書き）',
      summary: null,
      startsAt: '2030-12-05T10:00:00.000Z',
      endsAt: '2030-12-05T12:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      format: 'online',
      kind: 'meetup',
      communities: ['ja'],
      city: null,
      country: null,
      isFallback: false,
      when: '2030/12/5(木) 19時00分～21時30分(JST)',
      venue: null,
      place: null,
      signUpUrl: null,
      cover: null,
      coverAlt: null,
      locale: 'ja',
      updatedAt: '2026-11-25T02:00:00.000Z',
    },
  },
};

test('in an event’s preview, “← All events” opens /events in a new tab and the preview stays (ja)', async ({
  page,
  context,
}) => {
  await page.route('**/__preview/data?**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(EVENT_PREVIEW) }),
  );
  const previewUrl = `/ja/preview?type=event&id=event456&locale=ja&expires=${EVENT_PREVIEW.expires}&signature=${'f'.repeat(64)}`;
  await page.goto(previewUrl);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_PREVIEW.event.event.title);
  const events = messages('ja', 'events');
  const back = page.getByRole('link', { name: events['event.back'] });
  // Its name says where it opens, as an external link's does (its arrow is a decorative icon).
  await expect(back).toHaveAccessibleName(
    `${events['event.back']} ${messages('ja', 'common').opensInNewTab}`,
  );
  await expect(back).toHaveAttribute('href', '/ja/events');
  await expect(back).toHaveAttribute('target', '_blank');
  const [opened] = await Promise.all([context.waitForEvent('page'), back.click()]);
  await opened.waitForLoadState('domcontentloaded');
  expect(new URL(opened.url()).pathname).toBe('/ja/events');
  // The preview (the admin's panel) still shows the draft.
  expect(new URL(page.url()).pathname).toBe('/ja/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_PREVIEW.event.event.title);
  await opened.close();
});

import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

// The browser tests' server (server/serve.mjs without PREVIEW_SECRET) has no preview routes, as
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

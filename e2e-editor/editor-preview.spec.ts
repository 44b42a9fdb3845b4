import { expect, test, type Page } from '@playwright/test';
import { editView, signInToAdmin } from './admin-ui';
import { signPreviewQuery } from '@meridian/shared/preview-link';
import {
  PUBLISH_TO_LIVE_MS,
  buildStatus,
  latestBuild,
  saveEnglishDraft,
  seededTerm,
  sitePage,
  waitFor,
  uniqueWord,
} from './editor-api';
import { topResults } from '../e2e/search-run';
import { live } from './live';

// The editor's loop in the real Strapi admin (issue 16): a draft is previewed, edited and
// previewed again without a build, published and seen live with the status "Live" in the
// admin, then unpublished and gone from the site for every client.
const unique = uniqueWord('prv');
const SHOTS = process.env.EDITOR_SHOTS_DIR;
const slug = `draft-preview-${unique}`;
const firstTitle = `Draft under review ${unique}`;
const editedTitle = `Draft under review, edited ${unique}`;
const bodyText = 'A paragraph only the preview may show before publishing.';
/** A use of a seeded glossary term: the preview defines it in place, as the build would. */
const termText = 'Every rollup posts its batches to the layer 1.';

/** Opens the preview from the edit view; returns the time until the draft's heading painted. */
async function openPreview(page: Page, heading: string): Promise<number> {
  const started = Date.now();
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 30_000 });
  return Date.now() - started;
}

test.describe.configure({ mode: 'serial' });

test('an editor previews a draft in the admin, edits it, publishes it, and takes it down', async ({
  page,
  context,
}) => {
  test.setTimeout(2 * PUBLISH_TO_LIVE_MS + 5 * 60_000);
  // The draft, saved as the admin's "Save" does.
  const created = await saveEnglishDraft({
    title: firstTitle,
    slug,
    summary: 'A draft the editor-preview test reviews before publishing.',
    author: 'Editor preview',
    coverAlt: 'Cover of the draft',
    body: `## Why this draft\n\n${bodyText}\n\n${termText}\n\n<script>window.__pwned = 1</script>\n\n## What comes next\n\nPublishing.`,
  });
  expect(created.status).toBe(201);
  const { documentId } = created;
  const buildBefore = await latestBuild();

  // Nothing public knows the draft.
  expect((await sitePage(`/blog/${slug}`)).status).toBe(404);
  const publicApi = (await (
    await fetch(`${live.cms}/api/articles?filters[slug][$eq]=${slug}&status=draft`)
  ).json()) as {
    data: unknown[];
  };
  expect(publicApi.data).toEqual([]);

  await signInToAdmin(page, editView(documentId));
  const firstPaint = await openPreview(page, firstTitle);
  const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
  await expect(frame.getByRole('note', { name: 'Preview — not published' })).toBeVisible();
  await expect(frame.getByText(bodyText)).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(frame.locator('main script')).toHaveCount(0);
  await expect(frame.getByRole('banner')).toBeVisible(); // the site's own header
  // The published glossary's definitions in place, by keyboard; Escape hides one where it is.
  const rollup = frame.getByRole('link', { name: 'rollup', exact: true });
  await expect(rollup).toHaveAttribute('href', '/glossary#rollup');
  await expect(rollup).toHaveAccessibleDescription(seededTerm('rollup').definition);
  await rollup.focus();
  const definitionBox = frame.locator('#glossary-definition-rollup');
  await expect(definitionBox).toBeVisible();
  await rollup.press('Escape');
  await expect(definitionBox).toBeHidden();
  await expect(rollup).toBeFocused();
  console.log(`Open preview → heading painted: ${firstPaint} ms`);

  // Edit and save in the admin; the preview shows the change at once, without a build (a saved
  // draft changes nothing public, so its webhook starts none).
  const buildsBeforeEdit = (await buildStatus()).builds[0]?.number;
  await page.goto(editView(documentId));
  const title = page.getByRole('textbox', { name: /^title/ });
  await title.fill(editedTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();
  const secondPaint = await openPreview(page, editedTitle);
  console.log(`Open preview after an edit → heading painted: ${secondPaint} ms`);
  await new Promise((resolve) => setTimeout(resolve, 4000)); // past the hook's 2 s debounce
  expect((await buildStatus()).builds[0]?.number).toBe(buildsBeforeEdit);
  expect(await latestBuild()).toBe(buildBefore);
  expect((await sitePage(`/blog/${slug}`)).status).toBe(404);

  // The draft is nowhere in the built site: not in the lists, the sitemap, the feed or the
  // preview page's own data (which the browser fills at view time).
  for (const path of ['/blog', '/sitemap.xml', '/rss.xml', '/preview', '/page-data/preview/page-data.json']) {
    const built = await sitePage(path);
    expect(built.text).not.toContain(slug);
    expect(built.text).not.toContain(editedTitle);
  }

  // The preview link itself, taken out of the frame: it works for the editor's browser…
  const previewUrl = await page.locator('iframe[data-testid="preview-iframe"]').getAttribute('src');
  if (!previewUrl) throw new Error('The preview frame has no address');
  expect(new URL(previewUrl).origin).toBe(live.site);
  // …but a forged or expired one shows an explanation, never the draft.
  const forged = new URL(previewUrl);
  forged.searchParams.set('signature', 'f'.repeat(64));
  const forgedData = await fetch(`${live.site}/__preview/data${forged.search}`);
  expect(forgedData.status).toBe(403);
  expect(await forgedData.text()).not.toContain(editedTitle);
  const expired = signPreviewQuery({
    type: 'article',
    documentId,
    locale: 'en',
    secret: live.previewSecret,
    now: Date.now() - 2 * 60 * 60 * 1000,
  });
  const visitor = await context.newPage();
  for (const [query, message] of [
    [forged.search.slice(1), 'This preview link is not valid.'],
    [expired, 'This preview link has expired.'],
    ['', 'This address is not a complete preview link.'],
  ] as const) {
    await visitor.goto(`${live.site}/preview${query ? `?${query}` : ''}`);
    await expect(visitor.getByRole('alert')).toContainText(message);
    await expect(visitor.getByText(editedTitle)).toHaveCount(0);
  }
  await visitor.goto(`${live.site}/ja/preview?${expired}`);
  await expect(visitor.getByRole('alert')).toContainText('このプレビューリンクは期限切れです。');
  await visitor.close();

  // Publish in the admin: the page goes live and the admin says so.
  await page.goto(editView(documentId));
  // From a site at rest (no build of an earlier test running), as an editor usually finds it.
  await waitFor(
    async () => (await buildStatus()).state === 'live',
    PUBLISH_TO_LIVE_MS,
    'the site to be live',
  );
  // A draft never published: the panel says so, and never the site's "Live" beside it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Not published: the site does not show this entry' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toHaveCount(0);
  const publishedAt = Date.now();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Right after Publish, before the site has heard of it, the Website panel says it waits for a
  // build, never "Live" (issue 39, item 7: it said Live for 5–10 s).
  const panel = page
    .getByRole('alert')
    .filter({ hasText: /^Published, (not on the site yet|on the site when)/ });
  // As soon as the admin has read the published version back (a second; more on a busy machine).
  await expect(panel).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/published-waiting-for-build.png` });
  await waitFor(
    async () => {
      const { status, text } = await sitePage(`/blog/${slug}`);
      return status === 200 && text.includes(editedTitle);
    },
    PUBLISH_TO_LIVE_MS,
    'the published article to be served',
  );
  // Once the build that read it is live, the panel stops saying so (it asks the site every 5 s).
  await expect(panel).toHaveCount(0, { timeout: 30_000 });
  console.log(`Publish → live: ${Math.round((Date.now() - publishedAt) / 1000)} s`);
  // The build that carried the publish names it, and is live.
  const status = await buildStatus();
  console.log(
    'Builds since the publish:',
    JSON.stringify(
      status.builds.slice(0, 3).map(({ number, result, entries }) => ({ number, result, entries })),
    ),
  );
  expect(
    status.builds.find((build) =>
      build.entries.some((entry) => entry.title === editedTitle && entry.event === 'entry.publish'),
    ),
  ).toMatchObject({ result: 'live' });

  // Findable: the site's search (a visitor's /search page, the rebuild's own index) finds the
  // article by a word only it contains.
  const visitorSearch = await context.newPage();
  const [found] = await topResults(visitorSearch, 'en', [unique], 3, live.site);
  expect(found).toEqual([`/blog/${slug}`]);

  await page.goto(`${live.cms}/admin`);
  await expect(page.getByRole('heading', { name: 'Website' })).toBeVisible();
  // The homepage widget (cms/src/admin/SiteBuilds.jsx).
  const widget = page.getByRole('region', { name: 'Website' });
  // "Live" once no build is left to run (a publish may cost a second, merged build).
  await expect(widget.getByRole('status').first()).toHaveText(/^Live/, { timeout: PUBLISH_TO_LIVE_MS });

  // Unpublish: the page, its compressed copies, the lists, the sitemap and the feed let it go.
  await page.goto(editView(documentId));
  await page.getByRole('button', { name: 'More document actions' }).click();
  await page.getByRole('menuitem', { name: 'Unpublish', exact: true }).click();
  // With unsaved draft changes Strapi asks what to keep; without, it unpublishes at once.
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  if (
    await confirm.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  ) {
    await confirm
      .getByRole('button', { name: /^(Unpublish|Confirm|Yes)/ })
      .last()
      .click();
  }
  await waitFor(
    async () => (await sitePage(`/blog/${slug}`)).status === 404,
    PUBLISH_TO_LIVE_MS,
    'the unpublished article to be gone',
  );
  const gone = await sitePage(`/blog/${slug}`);
  expect(gone.text).not.toContain(editedTitle);
  expect(gone.text).toContain('Page Not Found');
  for (const path of [`/ja/blog/${slug}`, `/page-data/blog/${slug}/page-data.json`]) {
    expect((await sitePage(path)).status).toBe(404);
  }
  for (const path of ['/blog', '/sitemap.xml', '/rss.xml']) {
    const listed = await sitePage(path);
    expect(listed.text).not.toContain(slug);
  }
  await page.goto(`${live.site}/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  // Gone from search too, with the page saying so rather than an empty list.
  const [afterTakedown] = await topResults(visitorSearch, 'en', [unique], 3, live.site);
  expect(afterTakedown).toEqual([]);
  await expect(visitorSearch.getByText(/No results for/)).toBeVisible();
  await visitorSearch.close();
});

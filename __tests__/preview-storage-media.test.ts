/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPreviewQuery } from '@meridian/shared/preview-link';
import { createPreviewRoutes, mediaBases } from '../server/preview';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { mediaPath } from '../src/features/cms/media';

// A draft whose media are in object storage (UPLOAD_PROVIDER=aws-s3): the preview shows its
// cover and body images through /__preview/media like local uploads, fetched from the storage
// prefix in CMS_MEDIA_URLS. The "bucket" is a plain static host (its public GET, no S3 API).
const SECRET = 'preview-secret-for-tests';
const TOKEN = 'read-only-token-for-tests';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

let bucketBase = '';
const bucket = http.createServer((req, res) => {
  if (req.url === '/meridian-media/uploads/cover_s3.png')
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  else res.writeHead(404).end();
});
const cms = http.createServer((req, res) => {
  if ((req.url ?? '').startsWith('/api/articles')) {
    const draft = {
      documentId: 'draft123',
      title: 'Draft',
      body: `![chart](${bucketBase}cover_s3.png)\n\n![pixel](https://tracker.example.com/p.gif)`,
      cover: { url: `${bucketBase}cover_s3.png`, width: 1200, height: 675 },
      tags: [],
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [draft] }));
  } else res.writeHead(404).end();
});
let routes: ReturnType<typeof createPreviewRoutes>;
let server: http.Server;
let serverUrl = '';

beforeAll(async () => {
  for (const each of [bucket, cms])
    await new Promise<void>((resolve) => each.listen(0, '127.0.0.1', resolve));
  bucketBase = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}/meridian-media/uploads/`;
  process.env.CMS_MEDIA_URLS = bucketBase;
  routes = createPreviewRoutes({
    secret: SECRET,
    cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    token: TOKEN,
    renderMarkdown,
    mediaPath,
    mediaUrls: mediaBases(bucketBase),
  });
  server = http.createServer((req, res) => {
    const handler = routes[(req.url ?? '').split('?')[0]];
    if (handler) void handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.CMS_MEDIA_URLS;
  for (const each of [server, bucket, cms]) await new Promise((resolve) => each.close(resolve));
});

it('shows a draft’s cover and images from object storage through the preview’s media route', async () => {
  const query = signPreviewQuery({ type: 'article', documentId: 'draft123', locale: 'en', secret: SECRET });
  const data = await fetch(`${serverUrl}/__preview/data?${query}`);
  expect(data.status).toBe(200);
  const { article } = (await data.json()) as { article: { cover: { src: string }; html: string } };
  expect(article.cover.src).toBe('/__preview/media?file=cover_s3.png');
  expect(article.html).toContain('src="/__preview/media?file=cover_s3.png"');
  expect(article.html).not.toContain('tracker.example.com');
  const image = await fetch(`${serverUrl}/__preview/media?file=cover_s3.png`);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  expect((await fetch(`${serverUrl}/__preview/media?file=missing_1.png`)).status).toBe(404);
});

it('takes only http(s) storage prefixes, each ending in a slash', () => {
  expect(mediaBases('https://cdn.example/media, s3://bucket/x, https://b.s3.amazonaws.com/')).toEqual([
    'https://cdn.example/media/',
    'https://b.s3.amazonaws.com/',
  ]);
});

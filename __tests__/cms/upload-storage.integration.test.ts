/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEST_ADMIN, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// A real Strapi started with uploads in object storage (UPLOAD_PROVIDER=aws-s3): the installed
// provider accepts the configuration at start, and every response's CSP lets the admin show
// images and media from the bucket. No S3 server is involved: nothing is uploaded here (the
// endpoint's `.invalid` host never resolves); the storage URLs are unit-tested.
jest.setTimeout(5 * 60_000);

const BUCKET_ORIGIN = 'http://meridian-media.s3.invalid:9';
let harness: CmsWithMail;

beforeAll(async () => {
  harness = await startCmsWithMail({
    tempPrefix: 'meridian-s3-config-',
    env: {
      UPLOAD_PROVIDER: 'aws-s3',
      UPLOAD_S3_BUCKET: 'meridian-media',
      UPLOAD_S3_REGION: 'eu-west-1',
      UPLOAD_S3_ENDPOINT: 'http://s3.invalid:9',
      UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
    },
  });
});
afterAll(() => harness?.stop());

it('starts with the S3 provider and allows the bucket’s origin for images and media', async () => {
  const { status, headers } = await harness.api('/api/articles');
  expect(status).toBe(200);
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
  expect(directive('img-src')).toContain(BUCKET_ORIGIN);
  expect(directive('media-src')).toContain(BUCKET_ORIGIN);
  // Nothing else gained the bucket: scripts and frames stay as they were.
  expect(directive('script-src')).not.toContain(BUCKET_ORIGIN);
  expect(directive('frame-src')).not.toContain(BUCKET_ORIGIN);
});

it('sends an upload to the bucket, not to the local uploads folder', async () => {
  const login = await harness.api('/admin/login', { method: 'POST', json: TEST_ADMIN });
  expect(login.status).toBe(200);
  const form = new FormData();
  form.append('files', new Blob([Buffer.from('%PDF-1.4')], { type: 'application/pdf' }), 'report.pdf');
  const upload = await harness.api('/upload', { method: 'POST', body: form, token: login.body.data.token });
  // The storage cannot be reached here: the upload fails instead of landing on this machine.
  expect(upload.status).toBeGreaterThanOrEqual(500);
  const local = path.join(harness.workDir, 'public', 'uploads');
  expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([]);
});

/**
 * @jest-environment node
 */
import path from 'node:path';
import { mediaBaseUrl, mediaCspSources, uploadPluginConfig } from '../../cms/src/upload-storage.js';

// cms/config/plugins.js and middlewares.js without a Strapi: which upload provider the CMS uses,
// the URLs it will store, and what its admin's CSP lets the media library show.
const S3 = {
  UPLOAD_PROVIDER: 'aws-s3',
  UPLOAD_S3_BUCKET: 'meridian-media',
  UPLOAD_S3_REGION: 'eu-west-1',
  UPLOAD_S3_ROOT_PATH: 'uploads',
};

describe('the CMS upload storage', () => {
  it('keeps Strapi’s local provider when nothing is set', () => {
    expect(uploadPluginConfig({})).toBeNull();
    expect(uploadPluginConfig({ UPLOAD_PROVIDER: 'local' })).toBeNull();
    expect(mediaBaseUrl({})).toBeNull();
    expect(mediaCspSources({})).toEqual([]);
  });

  it('configures the S3 provider from the environment, with no ACL header unless asked', () => {
    const config = uploadPluginConfig({
      ...S3,
      UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        rootPath: 'uploads',
        s3Options: {
          region: 'eu-west-1',
          forcePathStyle: false,
          credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
          params: { Bucket: 'meridian-media', ACL: undefined },
        },
      },
    });
    // `ACL` present but undefined: the provider's public-read default is not applied.
    expect('ACL' in (config?.providerOptions.s3Options.params ?? {})).toBe(true);
    expect(
      uploadPluginConfig({ ...S3, UPLOAD_S3_ACL: 'private' })?.providerOptions.s3Options.params.ACL,
    ).toBe('private');
    // Without keys the AWS SDK's own chain (instance role) applies.
    expect(uploadPluginConfig(S3)?.providerOptions.s3Options).not.toHaveProperty('credentials');
  });

  it('gives the URL prefix Strapi will store, the one the site build’s CMS_MEDIA_URLS lists', () => {
    expect(mediaBaseUrl(S3)).toBe('https://meridian-media.s3.eu-west-1.amazonaws.com/uploads/');
    expect(mediaBaseUrl({ ...S3, UPLOAD_BASE_URL: 'https://media.meridian.example/' })).toBe(
      'https://media.meridian.example/uploads/',
    );
    // S3-compatible storage (MinIO): bucket in the path, or in the host name.
    const minio = { ...S3, UPLOAD_S3_ENDPOINT: 'http://minio.internal:9000', UPLOAD_S3_ROOT_PATH: '' };
    expect(mediaBaseUrl({ ...minio, UPLOAD_S3_FORCE_PATH_STYLE: 'true' })).toBe(
      'http://minio.internal:9000/meridian-media/',
    );
    expect(mediaBaseUrl(minio)).toBe('http://meridian-media.minio.internal:9000/');
  });

  it('lets the admin show images and media from the storage’s origin only', () => {
    expect(mediaCspSources(S3)).toEqual(['https://meridian-media.s3.eu-west-1.amazonaws.com']);
    expect(mediaCspSources({ ...S3, UPLOAD_BASE_URL: 'https://media.meridian.example/cms' })).toEqual([
      'https://media.meridian.example',
    ]);
  });

  it.each([
    [{ UPLOAD_PROVIDER: 's3' }, /UPLOAD_PROVIDER must be one of local, aws-s3/],
    [{ UPLOAD_PROVIDER: 'aws-s3' }, /needs UPLOAD_S3_BUCKET/],
    [{ ...S3, UPLOAD_S3_ACL: 'public-read-write' }, /UPLOAD_S3_ACL must be/],
    [
      { ...S3, UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      /both UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY/,
    ],
    [{ ...S3, UPLOAD_BASE_URL: 'media.meridian.example' }, /UPLOAD_BASE_URL must be an absolute URL/],
    [{ ...S3, UPLOAD_S3_ENDPOINT: 'ftp://minio.internal' }, /UPLOAD_S3_ENDPOINT must be an http\(s\) URL/],
  ])('stops the CMS with a clear message on a bad setting %#', (vars, message) => {
    expect(() => uploadPluginConfig(vars)).toThrow(message);
  });

  it('is a configuration the installed provider accepts (no request is sent at init)', () => {
    const config = uploadPluginConfig({
      ...S3,
      UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'x',
    });
    // The provider the CMS loads, from cms/node_modules (the root has no copy).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const provider = require(path.resolve('cms/node_modules/@strapi/provider-upload-aws-s3'));
    const instance = provider.init(config?.providerOptions);
    expect(typeof instance.upload).toBe('function');
    expect(typeof instance.delete).toBe('function');
    expect(instance.isPrivate()).toBe(false);
    expect(
      provider.init(uploadPluginConfig({ ...S3, UPLOAD_S3_ACL: 'private' })?.providerOptions).isPrivate(),
    ).toBe(true);
  });
});

/**
 * Where the CMS keeps uploads. The default is Strapi's local provider (files under
 * CMS_PUBLIC_DIR/uploads, served by the CMS itself): right for one machine. With more than one CMS
 * instance every instance must see every file, so production puts them in S3-compatible object
 * storage with Strapi's own provider (@strapi/provider-upload-aws-s3), turned on by
 * UPLOAD_PROVIDER=aws-s3. docs/deploy.md describes the variables; the site build copies the files
 * into public/cms-media either way (src/features/cms/media.ts, CMS_MEDIA_URLS).
 *
 * These functions read a plain environment object (process.env by default) so that they can be
 * unit-tested without a Strapi (__tests__/cms/upload-storage.test.ts).
 */

/** @typedef {Record<string, string | undefined>} Vars */

const PROVIDERS = ['local', 'aws-s3'];
/** Canned ACLs worth setting on a public site's media; '' sends none (the bucket policy decides). */
const ACLS = ['', 'public-read', 'private'];

/** @param {Vars} vars @param {string} name */
function text(vars, name) {
  return (vars[name] ?? '').trim();
}

/** @param {Vars} vars @param {string} name */
function flag(vars, name) {
  return ['1', 'true', 'yes'].includes(text(vars, name).toLowerCase());
}

/** @param {Vars} vars */
function providerOf(vars) {
  const provider = text(vars, 'UPLOAD_PROVIDER') || 'local';
  if (!PROVIDERS.includes(provider)) {
    throw new Error(`UPLOAD_PROVIDER must be one of ${PROVIDERS.join(', ')} (got "${provider}")`);
  }
  return provider;
}

/**
 * An absolute http(s) URL from a variable, or a clear error naming it: a typo here would
 * otherwise store broken media URLs in every upload.
 * @param {Vars} vars @param {string} name
 */
function urlVariable(vars, name) {
  const value = text(vars, name);
  if (!value) return null;
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${value}")`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  }
  return parsed;
}

/**
 * The upload plugin's configuration for config/plugins.js, or null for the local provider
 * (Strapi's default, nothing to configure).
 * @param {Vars} [vars]
 */
function uploadPluginConfig(vars = process.env) {
  if (providerOf(vars) === 'local') return null;
  const bucket = text(vars, 'UPLOAD_S3_BUCKET');
  if (!bucket) throw new Error('UPLOAD_PROVIDER=aws-s3 needs UPLOAD_S3_BUCKET');
  const acl = text(vars, 'UPLOAD_S3_ACL');
  if (!ACLS.includes(acl)) {
    throw new Error(`UPLOAD_S3_ACL must be empty, public-read or private (got "${acl}")`);
  }
  const accessKeyId = text(vars, 'UPLOAD_S3_ACCESS_KEY_ID');
  const secretAccessKey = text(vars, 'UPLOAD_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY, or neither');
  }
  const endpoint = urlVariable(vars, 'UPLOAD_S3_ENDPOINT');
  const baseUrl = urlVariable(vars, 'UPLOAD_BASE_URL');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The public URL Strapi stores for each file: a CDN in front of the bucket, when set.
      ...(baseUrl ? { baseUrl: baseUrl.href.replace(/\/+$/, '') } : {}),
      ...(text(vars, 'UPLOAD_S3_ROOT_PATH') ? { rootPath: text(vars, 'UPLOAD_S3_ROOT_PATH') } : {}),
      s3Options: {
        region: text(vars, 'UPLOAD_S3_REGION') || 'us-east-1',
        ...(endpoint ? { endpoint: endpoint.href.replace(/\/+$/, '') } : {}),
        // MinIO and most self-hosted S3 servers want bucket-in-path URLs.
        forcePathStyle: flag(vars, 'UPLOAD_S3_FORCE_PATH_STYLE'),
        // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
        ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        params: {
          Bucket: bucket,
          // The provider sends public-read when `ACL` is absent from params, which buckets created
          // since April 2023 (ACLs disabled) refuse; an explicit undefined sends no ACL header.
          ACL: acl || undefined,
        },
      },
    },
  };
}

/**
 * The URL prefix every stored upload URL starts with when the S3 provider is on (what the site
 * build's CMS_MEDIA_URLS must list), or null for the local provider. Mirrors the provider's own
 * rule: baseUrl, else the endpoint (path style: endpoint/bucket), else AWS's virtual-hosted URL.
 * @param {Vars} [vars]
 */
function mediaBaseUrl(vars = process.env) {
  const config = uploadPluginConfig(vars);
  if (!config) return null;
  const { baseUrl, rootPath, s3Options } = /** @type {any} */ (config.providerOptions);
  const bucket = s3Options.params.Bucket;
  let base;
  if (baseUrl) base = baseUrl;
  else if (s3Options.endpoint) {
    const endpoint = new URL(s3Options.endpoint);
    base = s3Options.forcePathStyle
      ? `${endpoint.origin}/${bucket}`
      : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  } else base = `https://${bucket}.s3.${s3Options.region}.amazonaws.com`;
  const prefix = rootPath ? `/${String(rootPath).replace(/^\/+|\/+$/g, '')}` : '';
  return `${base.replace(/\/+$/, '')}${prefix}/`;
}

/**
 * Sources the admin's Content-Security-Policy must allow for images and media (the media library
 * shows the files from their storage): the storage's origin, nothing when uploads are local.
 * @param {Vars} [vars]
 */
function mediaCspSources(vars = process.env) {
  const base = mediaBaseUrl(vars);
  return base ? [new URL(base).origin] : [];
}

module.exports = { uploadPluginConfig, mediaBaseUrl, mediaCspSources };

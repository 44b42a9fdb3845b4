const { errors } = require('@strapi/utils');

/**
 * Which version of the media library's file a stored name holds, for the site's build.
 *
 * "Replace media" (the media library's asset details, or the upload API's replace) keeps a file's
 * `hash` and `ext`, so its URL and its responsive formats' URLs stay as they were while their bytes
 * change (@strapi/upload's `replace`); its `updatedAt` and `size` change. The build copies uploads
 * into public/cms-media by name and keeps, per copy, the version it copied
 * (src/pipeline/cms/media-copies.ts): `mediaVersions` tells it which copies are out of date, in one
 * request for all the names it copies, whether they come from a cover or from a markdown body.
 *
 * Public like the site's content: it answers only for names the caller already has (anyone can
 * GET /uploads/{name}, whose answer carries as much), never lists the library, and answers
 * nothing for a name that is no file of it.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ name: string, updatedAt: string, size: number | null }} MediaVersion */

/** Names per request: the build asks in chunks of this many (a cap, not a page). */
const MAX_NAMES = 1000;

/** A stored name: Strapi's hash plus extension, never a path (@meridian/shared/upload-rules). */
const STORED_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * The hashes of the library's files a stored name can belong to: its own (`photo_ab12.png` is
 * the file of hash `photo_ab12`), and, for a responsive format (`small_photo_ab12.png`), its
 * original's.
 * @param {string} name
 * @returns {string[]}
 */
function candidateHashes(name) {
  const withoutExt = name.replace(/\.[^.]+$/, '');
  const format = /^[a-z]+_(.+)$/.exec(withoutExt);
  return format ? [withoutExt, format[1]] : [withoutExt];
}

/**
 * The stored name of a URL the library keeps (`/uploads/photo_ab12.png`, or the storage's
 * `https://…/uploads/photo_ab12.png?…`): its last path segment.
 * @param {unknown} url
 */
function storedName(url) {
  if (typeof url !== 'string') return null;
  try {
    return decodeURIComponent(new URL(url, 'http://relative.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return null;
  }
}

/**
 * The media library's version of each of `names` that is a file of it or one of its formats: its
 * file's `updatedAt`, and its own size in kB (a format's from the file's `formats`). One query.
 * @param {Strapi} strapi
 * @param {readonly string[]} names
 * @returns {Promise<MediaVersion[]>}
 */
async function mediaVersions(strapi, names) {
  const wanted = new Set(names.filter((name) => STORED_NAME.test(name)));
  if (!wanted.size) return [];
  const files = await strapi.db.query('plugin::upload.file').findMany({
    where: { hash: { $in: [...new Set([...wanted].flatMap(candidateHashes))] } },
    select: ['url', 'formats', 'updatedAt', 'size'],
  });
  /** @type {Map<string, MediaVersion>} */
  const found = new Map();
  for (const file of files) {
    const updatedAt = new Date(file.updatedAt).toISOString();
    const copies = [
      { url: file.url, size: file.size },
      ...Object.values(file.formats ?? {}).map((format) => ({ url: format?.url, size: format?.size })),
    ];
    for (const { url, size } of copies) {
      const name = storedName(url);
      if (name && wanted.has(name)) {
        found.set(name, { name, updatedAt, size: typeof size === 'number' ? size : null });
      }
    }
  }
  return [...found.values()];
}

/**
 * `mediaVersions(names: [String!]!)` on the GraphQL API, for the build.
 * @param {Strapi} strapi
 */
function registerMediaVersionsQuery(strapi) {
  strapi
    .plugin('graphql')
    .service('extension')
    .use({
      typeDefs: `
        "The media library's version of a stored file: what the site's build copied, or must copy again."
        type MediaVersion {
          name: String!
          updatedAt: String!
          size: Float
        }
        extend type Query {
          mediaVersions(names: [String!]!): [MediaVersion!]!
        }
      `,
      resolvers: {
        Query: {
          mediaVersions: async (
            /** @type {unknown} */ _parent,
            /** @type {{ names: string[] }} */ { names },
          ) => {
            if (names.length > MAX_NAMES) {
              throw new errors.ValidationError(`mediaVersions takes at most ${MAX_NAMES} names per request`);
            }
            return mediaVersions(strapi, names);
          },
        },
      },
      resolversConfig: { 'Query.mediaVersions': { auth: false } },
    });
}

module.exports = { MAX_NAMES, candidateHashes, mediaVersions, registerMediaVersionsQuery };

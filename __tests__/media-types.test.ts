/**
 * @jest-environment node
 */
// The CMS's copy: its upload plugin names a file's type from it.
import mimeDb from '../cms/node_modules/mime-db/db.json';
import {
  MEDIA_CSP,
  UPLOAD_DENIED_PATTERNS,
  UPLOAD_TYPE_PATTERNS,
  mediaKind,
} from '@meridian/shared/media-types';

// One rule for what is media (issue 38 §6): the types the CMS accepts (Strapi's glob patterns in
// its upload plugin's allow- and deny-lists) are exactly those its /uploads and the preview relay
// serve as media, for every type mime-db knows.

/** Strapi's own matching of its lists (@strapi/upload's mime-validation: `*` is any text). */
const matches = (patterns: readonly string[], type: string) =>
  patterns.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`).test(type));
const accepted = (type: string) =>
  matches(UPLOAD_TYPE_PATTERNS, type) && !matches(UPLOAD_DENIED_PATTERNS, type);

it('accepts for upload exactly the types it serves as media, for every known type', () => {
  const types = Object.keys(mimeDb);
  expect(types.filter((type) => accepted(type) !== (mediaKind(type) !== null))).toEqual([]);
  // A file is served by its name's type: a name whose type is a document is refused whatever the
  // content is (Strapi checks the deny-list on the name's type first). SVG is an image.
  const documents = types.filter((type) => /html|xml|script/.test(type) && type !== 'image/svg+xml');
  expect(documents.filter((type) => !matches(UPLOAD_DENIED_PATTERNS, type))).toEqual([]);
  expect(accepted('image/svg+xml')).toBe(true);
});

it('serves uploads sandboxed, loading nothing but themselves', () => {
  expect(MEDIA_CSP).toMatch(/^default-src 'none';/);
  expect(MEDIA_CSP.split('; ')).toContain('sandbox');
});

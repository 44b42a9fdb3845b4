/**
 * @jest-environment node
 */
// The CMS's copy: its upload plugin names a file's type from it.
import mimeDb from '../cms/node_modules/mime-db/db.json';
import { MEDIA_CSP, UPLOAD_TYPE_PATTERNS, mediaKind } from '../src/config/media-types';

// One rule for what is media (issue 38 §6): the types the CMS accepts (Strapi's glob patterns in
// its upload plugin's allow-list) are exactly those its /uploads and the preview relay serve as
// media, for every type mime-db knows.

/** Strapi's own matching of its allow-list (@strapi/upload's mime-validation: `*` is any text). */
const accepted = (type: string) =>
  UPLOAD_TYPE_PATTERNS.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`).test(type));

it('accepts for upload exactly the types it serves as media, for every known type', () => {
  const disagreements = Object.keys(mimeDb).filter((type) => accepted(type) !== (mediaKind(type) !== null));
  expect(disagreements).toEqual([]);
  for (const type of ['text/html', 'application/javascript', 'text/javascript', 'application/xhtml+xml']) {
    expect(accepted(type)).toBe(false);
  }
});

it('serves uploads sandboxed, loading nothing but themselves', () => {
  expect(MEDIA_CSP).toMatch(/^default-src 'none';/);
  expect(MEDIA_CSP.split('; ')).toContain('sandbox');
});

/**
 * The illustration of each page family (issue 41): `src/illustrations/{family}.svg`, drawn for the
 * night band of PageHero, at this intrinsic size (its viewBox). A designer replaces a picture by
 * replacing its file (and its size here if the proportions change); pages name a family and
 * never import files. All are decorative (`alt=""`): the h1 beside each says what the page is.
 * The build publishes the files under /static/illustrations/ with a hash of the set in their
 * names (src/pipeline/illustrations.ts), so they are cached like the other hashed assets and no
 * page's JavaScript carries their markup.
 */
export const ILLUSTRATIONS = {
  home: { width: 480, height: 400 },
  developers: { width: 320, height: 240 },
  ecosystem: { width: 320, height: 240 },
  community: { width: 320, height: 240 },
  events: { width: 320, height: 240 },
  blog: { width: 320, height: 240 },
  glossary: { width: 320, height: 240 },
  brand: { width: 320, height: 240 },
  solutions: { width: 320, height: 240 },
  builders: { width: 320, height: 240 },
  spacelabs: { width: 320, height: 240 },
  starmap: { width: 320, height: 240 },
  about: { width: 320, height: 240 },
  account: { width: 320, height: 240 },
  legal: { width: 320, height: 240 },
  notFound: { width: 320, height: 240 },
} as const satisfies Record<string, { width: number; height: number }>;

export type IllustrationFamily = keyof typeof ILLUSTRATIONS;

/** Where the build publishes the files, under the site's root (public/). */
export const ILLUSTRATIONS_PATH = '/static/illustrations';

/** The published file's URL: `{family}-{hash of the set}.svg`. */
export function illustrationUrl(family: IllustrationFamily, hash: string): string {
  return `${ILLUSTRATIONS_PATH}/${family}-${hash}.svg`;
}

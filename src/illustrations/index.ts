/**
 * The illustration of each page family (issue 41): `src/illustrations/{family}.svg`, drawn for the
 * night band of PageHero, at this intrinsic [width, height] (its viewBox). A designer replaces a picture by
 * replacing its file (and its size here if the proportions change); pages name a family and
 * never import files. All are decorative (`alt=""`): the h1 beside each says what the page is.
 * The build publishes the files under /static/illustrations/ with a hash of the set in their
 * names (src/pipeline/illustrations.ts), so they are cached like the other hashed assets and no
 * page's JavaScript carries their markup.
 */
export const ILLUSTRATIONS = {
  home: [480, 400],
  developers: [320, 240],
  ecosystem: [320, 240],
  community: [320, 240],
  events: [320, 240],
  blog: [320, 240],
  glossary: [320, 240],
  brand: [320, 240],
  solutions: [320, 240],
  builders: [320, 240],
  spacelabs: [320, 240],
  starmap: [320, 240],
  about: [320, 240],
  account: [320, 240],
  legal: [320, 240],
  notFound: [320, 240],
} as const satisfies Record<string, readonly [width: number, height: number]>;

export type IllustrationFamily = keyof typeof ILLUSTRATIONS;

/** Where the build publishes the files, under the site's root (public/). */
export const ILLUSTRATIONS_PATH = '/static/illustrations';

/** The published file's URL: `{family}-{hash of the set}.svg`. */
export const illustrationUrl = (family: IllustrationFamily, hash: string): string =>
  `${ILLUSTRATIONS_PATH}/${family}-${hash}.svg`;

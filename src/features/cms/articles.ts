/** The blog's paths and the choice of a translation: shared by the build and the pages. */

/**
 * Unprefixed path of page `pageNumber` (1-based) of a paged article list at `basePath`: page 1
 * is `basePath` itself (there is no `…/page/1`, so page 1 has one URL), then `…/page/2`, ….
 */
export function listPagePath(basePath: string, pageNumber: number): string {
  return pageNumber <= 1 ? basePath : `${basePath}/page/${pageNumber}`;
}

/** `/blog`, `/blog/page/2`, …: unprefixed path of a blog list page (1-based). */
export function blogPagePath(pageNumber: number): string {
  return listPagePath('/blog', pageNumber);
}

/** Unprefixed path of the first page of a tag's articles. */
export function tagPath(tag: string): string {
  return `/blog/tag/${tag}`;
}

/** `/blog/tag/{tag}`, `/blog/tag/{tag}/page/2`, …: unprefixed path of a tag page (1-based). */
export function tagPagePath(tag: string, pageNumber: number): string {
  return listPagePath(tagPath(tag), pageNumber);
}

/** A localized version where it exists, else the English one (shown with a banner). */
export function pickTranslation<T extends { slug?: string | null }>(
  slug: string,
  local: ReadonlyArray<T | null> | null | undefined,
  fallback: ReadonlyArray<T | null> | null | undefined,
): { entry: T; isFallback: boolean } | null {
  const own = local?.find((entry) => entry?.slug === slug);
  if (own) return { entry: own, isFallback: false };
  const english = fallback?.find((entry) => entry?.slug === slug);
  return english ? { entry: english, isFallback: true } : null;
}

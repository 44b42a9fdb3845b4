/** The blog's paths: shared by the build and the pages. */

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

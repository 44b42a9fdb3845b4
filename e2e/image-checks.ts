import type { Page } from '@playwright/test';
import { cmsTemplatePages } from './built-pages';
import { expect } from './fixtures';
import { PAGES } from './site';

// Page weight in the browser: the largest image of each page is sized for its slot, and every
// image reserves its space. e2e/images.spec.ts checks it at 390 px 2×; e2e/accessibility.spec.ts
// at 1280 px 1×, on the load its axe pass makes of each page.

/** Every public page in every language, and the CMS templates. */
export const IMAGE_URLS = [...PAGES.map((page) => page.url), ...cmsTemplatePages().map((page) => page.url)];

/** Width of the smallest image format the CMS generates (Strapi's `thumbnail`: 245×156 at most). */
const SMALLEST_CMS_FORMAT = 245;

export interface ImageInfo {
  src: string;
  naturalWidth: number;
  renderedWidth: number;
  renderedHeight: number;
  hasSize: boolean;
  vector: boolean;
  inArticleBody: boolean;
}

/** Every `<img>` once loaded (lazy ones made eager, so the browser picks from srcset as it would). */
export async function images(page: Page): Promise<ImageInfo[]> {
  return page.evaluate(async () => {
    const all = [...document.querySelectorAll('img')];
    for (const img of all) img.loading = 'eager';
    await Promise.all(
      all.map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    );
    return all.map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        naturalWidth: img.naturalWidth,
        renderedWidth: box.width,
        renderedHeight: box.height,
        hasSize: img.hasAttribute('width') && img.hasAttribute('height'),
        vector: /\.svg(\?|$)/i.test(img.currentSrc || img.src),
        // Images of CMS markdown (article and page bodies): marked puts `![alt](src)` in a <p>,
        // the renderer a PNG or JPEG in a <picture> there (its WebP copy first).
        inArticleBody: img.closest('p') !== null,
      };
    });
  });
}

/** The largest image is sized for its slot at the page's `deviceScaleFactor`; every image has width and height. */
export async function expectImagesSized(page: Page, deviceScaleFactor: number): Promise<void> {
  const list = (await images(page)).filter((image) => image.renderedWidth > 0);
  const unsized = list.filter((image) => !image.hasSize && !image.inArticleBody).map((image) => image.src);
  expect(unsized, 'images without width and height attributes').toEqual([]);
  // SVGs scale to any size; the check is for raster images.
  const raster = list.filter((image) => !image.vector);
  if (!raster.length) return;
  const largest = raster.reduce((a, b) =>
    a.renderedWidth * a.renderedHeight >= b.renderedWidth * b.renderedHeight ? a : b,
  );
  const slot = largest.renderedWidth * deviceScaleFactor;
  const detail = `${largest.src}: ${largest.naturalWidth} px wide in a ${Math.round(largest.renderedWidth)} px slot`;
  // Floor: Strapi's smallest format, its thumbnail (156 px for the square logos the
  // ecosystem shows at 48 px: 3.25× on a 1× screen, a few KB each).
  expect(largest.naturalWidth, detail).toBeLessThanOrEqual(Math.max(2 * slot, SMALLEST_CMS_FORMAT));
  // Less one pixel: with a `w` descriptor the natural width is the file's divided by the density
  // the browser chose, rounded down (a 245 px file in a 96 px square reads 95).
  expect(largest.naturalWidth, detail).toBeGreaterThanOrEqual(Math.floor(largest.renderedWidth) - 1);
}

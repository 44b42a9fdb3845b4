import { expect, test, type Page } from '@playwright/test';
import { cmsTemplatePages } from './built-pages';
import { PAGES } from './site';

// Page weight in the browser: the largest image of each page is sized for its slot, every image
// reserves its space, and no font blocks rendering.

/** Width of the smallest image format the CMS generates (Strapi's `thumbnail`: 245×156 at most). */
const SMALLEST_CMS_FORMAT = 245;

const URLS = [...PAGES.map((page) => page.url), ...cmsTemplatePages().map((page) => page.url)];

interface ImageInfo {
  src: string;
  naturalWidth: number;
  renderedWidth: number;
  renderedHeight: number;
  hasSize: boolean;
  vector: boolean;
  inArticleBody: boolean;
}

/** Every `<img>` once loaded (lazy ones made eager, so the browser picks from srcset as it would). */
async function images(page: Page): Promise<ImageInfo[]> {
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

for (const viewport of [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2 },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`on a ${viewport.name} (${viewport.width} px, ${viewport.deviceScaleFactor}×)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
    });

    for (const url of URLS) {
      test(`${url}: the largest image is sized for its slot; every image has width and height`, async ({
        page,
      }) => {
        await page.goto(url);
        const list = (await images(page)).filter((image) => image.renderedWidth > 0);
        const unsized = list
          .filter((image) => !image.hasSize && !image.inArticleBody)
          .map((image) => image.src);
        expect(unsized, 'images without width and height attributes').toEqual([]);
        // SVGs scale to any size; the check is for raster images.
        const raster = list.filter((image) => !image.vector);
        if (!raster.length) return;
        const largest = raster.reduce((a, b) =>
          a.renderedWidth * a.renderedHeight >= b.renderedWidth * b.renderedHeight ? a : b,
        );
        const slot = largest.renderedWidth * viewport.deviceScaleFactor;
        const detail = `${largest.src}: ${largest.naturalWidth} px wide in a ${Math.round(largest.renderedWidth)} px slot`;
        // Floor: Strapi's smallest format, its thumbnail (156 px for the square logos the
        // ecosystem shows at 48 px: 3.25× on a 1× screen, a few KB each).
        expect(largest.naturalWidth, detail).toBeLessThanOrEqual(Math.max(2 * slot, SMALLEST_CMS_FORMAT));
        expect(largest.naturalWidth, detail).toBeGreaterThanOrEqual(Math.floor(largest.renderedWidth));
      });
    }
  });
}

test.describe('images in CMS markdown', () => {
  test('an article body image has width and height, so its space is kept while it loads', async ({
    page,
  }) => {
    // The seed's launch article has a body image.
    await page.goto('/blog/meridian-mainnet-is-live');
    const list = await images(page);
    expect(list.filter((image) => image.src.includes('/cms-media/')).length).toBeGreaterThan(0);
    expect(list.filter((image) => !image.hasSize).map((image) => image.src)).toEqual([]);
  });
});

test.describe('fonts never block rendering', () => {
  for (const url of ['/', '/ja', '/ko', '/ja/community', '/ko/blog']) {
    test(url, async ({ page }) => {
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await page.goto(url, { waitUntil: 'load' });
      const faces = await page.evaluate(() => {
        const out: Array<{ family: string; display: string }> = [];
        for (const sheet of [...document.styleSheets]) {
          let rules: CSSRuleList;
          try {
            rules = sheet.cssRules;
          } catch {
            continue;
          }
          for (const rule of [...rules]) {
            if (rule instanceof CSSFontFaceRule) {
              out.push({
                family: rule.style.getPropertyValue('font-family'),
                display: rule.style.getPropertyValue('font-display'),
              });
            }
          }
        }
        return out;
      });
      // Any web font the site adds must not hide text while it loads.
      expect(faces.filter((face) => !['swap', 'optional', 'fallback'].includes(face.display))).toEqual([]);
      // Today the site uses system font stacks only (src/styles/theme.ts fontStacks): no font
      // file is requested at all, so none can block the first paint.
      expect(fontRequests).toEqual([]);
      const blocking = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"], link[rel="preload"][as="font"]')].map(
          (link) => (link as HTMLLinkElement).href,
        ),
      );
      expect(blocking.filter((href) => /font/i.test(href))).toEqual([]);
    });
  }
});

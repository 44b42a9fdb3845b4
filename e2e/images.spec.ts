import { expect, test } from '@playwright/test';
import { IMAGE_URLS as URLS, expectImagesSized, images } from './image-checks';

// Page weight in the browser: the largest image of each page is sized for its slot, every image
// reserves its space, and no font blocks rendering.

// At 1280 px 1× (a desktop) the same is checked on the load e2e/accessibility.spec.ts makes of
// each of these pages for axe (its tests named "… the largest image is sized for its slot at 1280
// px 1×"): one load of the page for both.
const PHONE = { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2 };

test.describe(`on a ${PHONE.name} (${PHONE.width} px, ${PHONE.deviceScaleFactor}×)`, () => {
  test.use({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
  });

  for (const url of URLS) {
    test(`${url}: the largest image is sized for its slot; every image has width and height`, async ({
      page,
    }) => {
      await page.goto(url);
      await expectImagesSized(page, PHONE.deviceScaleFactor);
    });
  }
});

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

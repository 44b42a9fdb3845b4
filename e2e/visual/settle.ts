import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../fixtures';

/** The suite's fonts (playwright.config.ts gives its Chromium this file as FONTCONFIG_FILE). */
export const FONTS_CONF = path.join(__dirname, 'fonts.conf');

/** The families the approved images were drawn with, and the Debian packages that have them. */
const NEEDED_FONTS = {
  'Liberation Sans': 'fonts-liberation',
  'Liberation Mono': 'fonts-liberation',
  'Noto Sans CJK JP': 'fonts-noto-cjk',
  'Noto Sans CJK KR': 'fonts-noto-cjk',
} as const;

/**
 * Why this machine cannot draw the approved images, or null: without the fonts every page would
 * differ from them, and the failures would look like visual changes.
 */
export function missingFonts(): string | null {
  let families: string;
  try {
    families = execFileSync('fc-list', [':', 'family'], {
      env: { ...process.env, FONTCONFIG_FILE: FONTS_CONF },
      encoding: 'utf8',
    });
  } catch (error) {
    return `fc-list failed (${(error as Error).message}): install Debian's fontconfig, fonts-liberation and fonts-noto-cjk`;
  }
  const present = new Set(families.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
  const missing = Object.entries(NEEDED_FONTS).filter(([family]) => !present.has(family));
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  return (
    `The visual suite's fonts are missing (${missing.map(([family]) => family).join(', ')}): ` +
    `its screenshots would differ from the approved ones for that reason alone. ` +
    `Install them as CI does: apt-get install ${packages} (see e2e/visual/fonts.conf).`
  );
}

/**
 * What depends on the day the site was built or is seen, masked: dates (`time`), the events'
 * date tiles, and the events' filter form, whose month chips (and so its height) follow the
 * months the seeded events span (cms/src/seed/index.js seeds them relative to its day).
 */
export const dateMasks = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('.media.tile'),
  page.locator('form:has(input[name="month"])'),
];

/**
 * Waits until the page looks as it will: React hydrated, fonts loaded, and the images in the
 * first screen loaded and decoded.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
    });
    await Promise.all(
      inView.map(async (image) => {
        if (!image.complete)
          await new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          });
        await image.decode().catch(() => undefined);
      }),
    );
  });
}

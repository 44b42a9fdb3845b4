// Takes phone and desktop screenshots of pages in every language: `npm run screenshots -- /about /blog`
// (`--widths=390,1280` for other widths than the phone's 390 and the desktop's 1440).
// Needs a running site (`npm run serve`, or SITE_URL); writes PNGs into screenshots/.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

const baseUrl = process.env.SITE_URL ?? 'http://localhost:9000';
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = requested.length
  ? requested
  : ROUTES.filter((route) => route.public).map((route) => route.path);
const widthsArg = process.argv.find((arg) => arg.startsWith('--widths='));
const viewports = widthsArg
  ? widthsArg
      .slice('--widths='.length)
      .split(',')
      .map(Number)
      .map((width) => ({
        name: width < 768 ? `phone${width}` : `desktop${width}`,
        width,
        height: width < 768 ? 844 : 900,
      }))
  : [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1440, height: 900 },
    ];

async function main() {
  fs.mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const viewport of viewports) {
    // Reduced motion: reveal-on-scroll would leave everything below the fold transparent in a
    // full-page screenshot.
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const path of paths) {
      for (const locale of LOCALES) {
        const url = `${baseUrl}${localizePath(path, locale)}`;
        await page.goto(url);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // Scroll through once so that lazy images are in the full-page shot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        const name = `${viewport.name}-${locale}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL_PAGE !== '0' });
        console.log(`screenshots/${name}`);
      }
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

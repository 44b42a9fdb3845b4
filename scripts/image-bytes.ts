// `npm run size:images`: the bytes of the images each template's first English page loads at
// 1280 px, and of its inline <svg>, measured in a headless Chromium's network log (a figure for
// docs/benchmarks.md, not a timed test). Needs the built site running: SITE_URL (default :9000).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

const baseUrl = process.env.SITE_URL ?? 'http://localhost:9000';
const publicDir = path.resolve(__dirname, '../public');
const VIEWPORT = { width: 1280, height: 800 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first English page of each template: the route table's pages, then CMS pages by path. */
function firstPagePerTemplate(): string[] {
  const pageData = path.join(publicDir, 'page-data');
  const dynamic: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'page-data.json') dynamic.push(`/${path.relative(pageData, dir)}`);
    }
  };
  walk(pageData);
  const english = dynamic
    .filter((sitePath) => !/^\/(ja|ko|sq|dev-404-page|index)(\/|$)/.test(sitePath) && !sitePath.includes('['))
    .sort();
  const routes = ROUTES.filter((route) => route.public).map((route) => route.path);
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const sitePath of [...routes, ...english]) {
    const file = path.join(pageData, sitePath === '/' ? 'index' : sitePath.slice(1), 'page-data.json');
    if (!fs.existsSync(file)) continue;
    const template = (JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string })
      .componentChunkName;
    // MDX pages share a template but not a chunk name: one of them stands for all.
    const key = template.replace(/-content-file-path-.*$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(sitePath);
  }
  return pages;
}

interface ImageFigures {
  firstScreen: number;
  atLoad: number;
  scrolled: number;
  inlineSvg: number;
}

/** Where each image URL is shown: in the first screen or below it (document coordinates). */
async function imagePlaces(page: Page): Promise<Map<string, boolean>> {
  const places = await page.evaluate((height) => {
    return [...document.images]
      .filter((img) => img.currentSrc && img.getBoundingClientRect().width > 0)
      .map((img) => [img.currentSrc, img.getBoundingClientRect().top + window.scrollY < height] as const);
  }, VIEWPORT.height);
  const map = new Map<string, boolean>();
  for (const [url, above] of places) map.set(url, (map.get(url) ?? false) || above);
  return map;
}

async function measure(page: Page, sitePath: string): Promise<ImageFigures> {
  const bytes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(
      response
        .body()
        .then((body) => void bytes.set(response.url(), body.length))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${baseUrl}${sitePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const places = await imagePlaces(page);
  const atLoad = new Map(bytes);
  // Every lazy image: scroll through the page a screen at a time, then wait for the network.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += VIEWPORT.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const inlineSvg = await page.evaluate(() =>
    [...document.querySelectorAll('svg')]
      .filter((svg) => !svg.parentElement?.closest('svg'))
      .reduce((total, svg) => total + new TextEncoder().encode(svg.outerHTML).length, 0),
  );
  const sum = (entries: Iterable<[string, number]>, keep: (url: string) => boolean = () => true) =>
    [...entries].filter(([url]) => keep(url)).reduce((total, [, size]) => total + size, 0);
  return {
    firstScreen: sum(atLoad, (url) => places.get(url) === true),
    atLoad: sum(atLoad),
    scrolled: sum(bytes),
    inlineSvg,
  };
}

async function main() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  console.log(
    `Image bytes at ${VIEWPORT.width}×${VIEWPORT.height} (KB, as loaded) and inline SVG in the HTML:\n`,
  );
  console.log(
    `${'page'.padEnd(44)}${'first screen'.padStart(13)}${'at load'.padStart(9)}${'scrolled'.padStart(10)}${'inline svg'.padStart(12)}`,
  );
  for (const sitePath of firstPagePerTemplate()) {
    // A fresh context per path: no image comes from the previous page's cache.
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const figures = await measure(await context.newPage(), sitePath);
    await context.close();
    console.log(
      `${sitePath.padEnd(44)}${kb(figures.firstScreen).padStart(13)}${kb(figures.atLoad).padStart(9)}${kb(figures.scrolled).padStart(10)}${kb(figures.inlineSvg).padStart(12)}`,
    );
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

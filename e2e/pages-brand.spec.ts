import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { BRAND_KIT, LOGO_VARIANTS, TYPEFACES } from '../src/config/brand';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { palettes } from '../src/styles/palettes';
import { fontStacks } from '../src/styles/theme';
import { expect, hydrated, test } from './fixtures';
import { messages } from './site';

const url = (locale: Locale) => localizePath('/brand-asset-kit', locale);

/** The licence's title, from its MDX front matter. */
function licenceTitle(locale: Locale): string {
  const source = fs.readFileSync(
    path.join(__dirname, '..', 'content', 'brand', `trademark-licence.${locale}.mdx`),
    'utf8',
  );
  return /^title:\s*(.+)$/m.exec(source)![1].trim();
}

/** The withdrawal clause of the spec, as each language's licence words it. */
const WITHDRAWAL: Record<Locale, readonly string[]> = {
  en: [
    'may withdraw this licence if the Marks are used in illegal or deceitful activities',
    'all use of the Marks must stop immediately',
  ],
  ja: [
    '違法または欺瞞的な活動',
    'ライセンスを撤回することがあります',
    '使用をすべて直ちに中止しなければなりません',
  ],
  ko: ['불법적이거나 기만적인 활동', '라이선스를 철회할 수 있습니다', '모든 사용을 즉시 중단해야 합니다'],
};

/** The palette as the theme defines it: what the swatches must show. */
const THEME_SWATCHES: Record<string, string> = {
  indigo: palettes.light.primary,
  teal: palettes.light.accent,
  deepTeal: palettes.light.accentText,
  night: palettes.light.night,
  amber: palettes.light.focusOnDark,
  lavender: palettes.light.nightLink,
  slate: palettes.light.inkMuted,
  mist: palettes.light.surfaceMuted,
  white: palettes.light.surface,
};

/** The archive's files by path, read with fflate (a well-kept zip library, also the writer's). */
function unzip(zip: Buffer): Map<string, Buffer> {
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return new Map(
    Object.entries(unzipSync(new Uint8Array(zip))).map(([name, data]) => [name, Buffer.from(data)]),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function open(page: Page, locale: Locale) {
  const response = await page.goto(url(locale));
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

for (const locale of LOCALES) {
  test.describe(`brand asset kit (${locale})`, () => {
    const t = messages(locale, 'brandAssetKit');

    test('has its sections in order, with the hero actions', async ({ page }) => {
      await open(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['hero.title']);
      const sections = [
        t['logos.title'],
        t['colours.title'],
        t['typography.title'],
        t['usage.title'],
        licenceTitle(locale),
        t['cta.title'],
      ];
      await expect(page.locator('main h2')).toHaveText(sections);
      for (const name of sections) await expect(page.getByRole('region', { name })).toBeVisible();
      const download = page.getByRole('link', { name: t['hero.download'] }).first();
      await expect(download).toHaveAttribute('href', BRAND_KIT.zipPath);
      await expect(download).toHaveAttribute('download', '');
      await page.getByRole('link', { name: t['hero.licence'] }).click();
      await expect(page).toHaveURL(/#licence$/);
      await expect(page.getByRole('heading', { level: 2, name: licenceTitle(locale) })).toBeInViewport();
    });

    test('shows every logo with its size and alt text, and links its SVG and PNG files', async ({
      page,
      request,
    }) => {
      await open(page, locale);
      const logos = page.getByRole('region', { name: t['logos.title'] });
      for (const variant of LOGO_VARIANTS) {
        const card = logos.locator(`li[data-logo="${variant.id}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(t[`logos.${variant.id}.title`]);
        const image = card.getByRole('img', { name: t[`logos.${variant.id}.alt`], exact: true });
        await expect(image).toHaveAttribute('width', String(variant.width));
        await expect(image).toHaveAttribute('height', String(variant.height));
        await expect(image).toHaveAttribute('src', `${BRAND_KIT.logoDir}/${variant.file}.svg`);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);

        const links = card.getByRole('link');
        await expect(links).toHaveCount(2);
        for (const [format, type] of [
          ['SVG', 'image/svg+xml'],
          ['PNG', 'image/png'],
        ] as const) {
          const link = card.getByRole('link', {
            name: t['logos.downloadLabel']
              .replace('{{format}}', format)
              .replace('{{name}}', t[`logos.${variant.id}.title`]),
          });
          await expect(link).toHaveText(format);
          await expect(link).toHaveAttribute('download', '');
          const href = (await link.getAttribute('href'))!;
          expect(href).toBe(`${BRAND_KIT.logoDir}/${variant.file}.${format.toLowerCase()}`);
          if (locale !== 'en') continue; // the files are the same for every language
          const response = await request.get(href);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toContain(type);
          const body = await response.body();
          if (format === 'PNG') expect(pngSize(body)).toEqual(variant.png);
          else expect(body.toString('utf8')).toMatch(/^<svg [^>]*viewBox=/);
        }
      }
    });

    test('shows the theme colours with hex values and contrast notes', async ({ page }) => {
      await open(page, locale);
      const palette = page.getByRole('region', { name: t['colours.title'] });
      await expect(palette.locator('li[data-colour]')).toHaveCount(Object.keys(THEME_SWATCHES).length);
      for (const [id, hex] of Object.entries(THEME_SWATCHES)) {
        const swatch = palette.locator(`li[data-colour="${id}"]`);
        await expect(swatch.getByRole('heading', { level: 3 })).toHaveText(t[`colours.${id}.name`]);
        await expect(swatch.locator('[data-hex]')).toHaveText(hex);
        const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
        await expect(swatch.locator('[aria-hidden="true"]').first()).toHaveCSS(
          'background-color',
          `rgb(${r}, ${g}, ${b})`,
        );
        await expect(swatch.locator('dt')).toHaveText([t['colours.onWhite'], t['colours.onNight']]);
      }
      // WCAG 2.2 ratios of known pairs, with their verdict for normal text.
      const note = (id: string, ground: 'white' | 'night') =>
        palette.locator(`li[data-colour="${id}"] [data-ground="${ground}"] dd`);
      await expect(note('indigo', 'white')).toHaveText(`7.07:1 · ${t['colours.rating.aaa']}`);
      await expect(note('indigo', 'night')).toHaveText(`2.65:1 · ${t['colours.rating.fail']}`);
      await expect(note('teal', 'white')).toHaveText(`3.29:1 · ${t['colours.rating.large']}`);
      await expect(note('teal', 'night')).toHaveText(`5.70:1 · ${t['colours.rating.aa']}`);
      await expect(note('deepTeal', 'white')).toHaveText(`5.50:1 · ${t['colours.rating.aa']}`);
      await expect(note('night', 'white')).toHaveText(`18.81:1 · ${t['colours.rating.aaa']}`);
      await expect(note('white', 'white')).toHaveText(`1.00:1 · ${t['colours.rating.fail']}`);
    });

    test('shows the typefaces with the theme font stacks, and the type scale', async ({ page }) => {
      await open(page, locale);
      const type = page.getByRole('region', { name: t['typography.title'] });
      const stacks = { latin: fontStacks.latin, japanese: fontStacks.ja, korean: fontStacks.ko };
      for (const face of TYPEFACES) {
        const panel = type.locator(`li[data-typeface="${face.id}"]`);
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(t[`typography.${face.id}.name`]);
        await expect(panel.locator('code')).toHaveText(stacks[face.id]);
        await expect(panel.locator(`p[lang="${face.lang}"]`)).toHaveText(face.sample);
      }
      await expect(type.getByRole('heading', { level: 3, name: t['typography.scale.title'] })).toBeVisible();
      await expect(type.locator('ol > li')).toHaveCount(9);
      await expect(type.locator('ol > li').first()).toContainText('3rem');
    });

    test("lists the usage do's and don'ts", async ({ page }) => {
      await open(page, locale);
      const usage = page.getByRole('region', { name: t['usage.title'] });
      await expect(usage.locator('[data-usage="do"] h3')).toHaveText([
        t['usage.clearSpace.title'],
        t['usage.minimumSize.title'],
        t['usage.backgrounds.title'],
      ]);
      await expect(usage.locator('[data-usage="dont"] h3')).toHaveText([
        t['usage.stretch.title'],
        t['usage.recolour.title'],
        t['usage.rotate.title'],
        t['usage.effects.title'],
      ]);
      await expect(usage.locator('[data-usage="do"] li').first()).toContainText('32');
      await expect(usage.locator('[data-usage="do"] li').nth(1)).toContainText('120');
      for (const image of await usage.locator('img').all()) {
        await expect(image).toHaveAttribute('width', '320');
        await expect(image).toHaveAttribute('height', '160');
      }
    });

    test('shows the trademark licence of its language, with the withdrawal clause', async ({ page }) => {
      await open(page, locale);
      const licence = page.getByRole('region', { name: licenceTitle(locale) });
      for (const phrase of WITHDRAWAL[locale]) await expect(licence).toContainText(phrase);
      // Only this language's licence is in the page.
      for (const other of LOCALES.filter((entry) => entry !== locale)) {
        await expect(page.locator('main')).not.toContainText(WITHDRAWAL[other][0]);
      }
      await expect(licence.locator(`a[href="${localizePath('/contact', locale)}"]`)).toHaveCount(1);
      await expect(licence.locator('h3').first()).toBeVisible();
    });

    test('has no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test('the download-all button downloads a valid zip with every logo as SVG and PNG', async ({
  page,
  request,
}) => {
  await open(page, 'en');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: messages('en', 'brandAssetKit')['hero.download'] })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('meridian-brand-kit.zip');
  const files = unzip(fs.readFileSync((await download.path())!));
  const folder = BRAND_KIT.zipFolder;
  expect([...files.keys()].sort()).toEqual(
    [
      `${folder}/README.txt`,
      ...LOGO_VARIANTS.flatMap((variant) => [
        `${folder}/svg/${variant.file}.svg`,
        `${folder}/png/${variant.file}.png`,
      ]),
      ...LOCALES.map((locale) => `${folder}/${BRAND_KIT.licenceName}.${locale}.md`),
    ].sort(),
  );
  for (const variant of LOGO_VARIANTS) {
    const svg = files.get(`${folder}/svg/${variant.file}.svg`);
    const png = files.get(`${folder}/png/${variant.file}.png`);
    expect(svg, `${variant.file}.svg`).toBeDefined();
    expect(png, `${variant.file}.png`).toBeDefined();
    // The same files as the page's own download links.
    expect(svg!.equals(await (await request.get(`${BRAND_KIT.logoDir}/${variant.file}.svg`)).body())).toBe(
      true,
    );
    expect(png!.equals(await (await request.get(`${BRAND_KIT.logoDir}/${variant.file}.png`)).body())).toBe(
      true,
    );
    expect(pngSize(png!)).toEqual(variant.png);
  }
  for (const locale of LOCALES) {
    const licence = files.get(`${folder}/trademark-licence.${locale}.md`)?.toString('utf8');
    expect(licence).toContain(WITHDRAWAL[locale][0]);
  }
  const readme = files.get(`${folder}/README.txt`)?.toString('utf8');
  expect(readme).toContain(palettes.light.primary);
  expect(readme).toContain('/brand-asset-kit');
});

/**
 * The brand asset kit's build step (src/config/brand.ts is its list of files):
 * - renders a PNG of every logo from its SVG source in static/brand/logos/ (with sharp, which the
 *   site already installs for Gatsby), into public/brand/logos/;
 * - packs the SVGs, the PNGs, a README and the trademark licence in every language into
 *   public/brand/meridian-brand-kit.zip;
 * - renders the trademark licence (content/brand/*.mdx, plain markdown) to HTML at build time, as
 *   the MDX node's `fields.html`, so that the page carries only its own language's licence.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, ParentSpanPluginArgs, Reporter } from 'gatsby';
import type { Sharp, SharpOptions } from 'sharp';
import {
  BRAND_KIT,
  LOGO_RULES,
  LOGO_VARIANTS,
  PALETTE,
  TYPEFACES,
  contrastRatio,
  hexToRgb,
  logoPath,
  type LogoVariant,
} from '../../src/config/brand';
import { SITE } from '../../src/config/site';
import { renderMarkdown } from '../../src/pipeline/cms/markdown';
import { builtMessages, type LocaleNode, type Messages } from '../../src/pipeline/content/built-messages';
import { mdxFileName, parseMdxFileName } from '../../src/features/content/mdx-file-name';
import { DEFAULT_LOCALE, LOCALES } from '../../src/features/i18n/locales';
import { interpolate } from '../../src/features/i18n/messages';
import { palettes } from '../../src/styles/palettes';
import { packZip, type ZipEntry } from './archive';

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

async function loadSharp(reporter: Reporter): Promise<SharpFactory> {
  try {
    const loaded = (await import('sharp')) as unknown as { default?: SharpFactory } & SharpFactory;
    return loaded.default ?? loaded;
  } catch (error) {
    return reporter.panic(
      `brand-kit: sharp could not be loaded (${(error as Error).message}). It renders the logo PNGs of the ` +
        "brand kit and comes with the site's dependencies: run `npm ci`.",
    );
  }
}

/** The width and height attributes of an SVG's root element. */
function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width && height ? { width, height } : null;
}

interface LogoFiles {
  variant: LogoVariant;
  svg: Buffer;
  png: Buffer;
}

async function renderLogos(reporter: Reporter): Promise<LogoFiles[]> {
  const sharp = await loadSharp(reporter);
  const files: LogoFiles[] = [];
  for (const variant of LOGO_VARIANTS) {
    const source = path.resolve('static', `.${logoPath(variant, 'svg')}`);
    const svg = await fs
      .readFile(source)
      .catch(() =>
        reporter.panic(
          `brand-kit: ${path.relative(process.cwd(), source)} is missing (src/config/brand.ts lists it)`,
        ),
      );
    const size = svgSize(svg.toString('utf8'));
    if (!size || size.width !== variant.width || size.height !== variant.height) {
      reporter.panic(
        `brand-kit: ${path.relative(process.cwd(), source)} must have width="${variant.width}" height="${variant.height}" ` +
          'as src/config/brand.ts says (the page shows it at that size).',
      );
    }
    // Rasterise at the PNG's own resolution rather than scaling a small bitmap up.
    const density = (72 * variant.png.width) / variant.width;
    const png = await sharp(svg, { density })
      .resize(variant.png.width, variant.png.height)
      .png({ compressionLevel: 9 })
      .toBuffer();
    files.push({ variant, svg, png });
  }
  return files;
}

/** The zip's README: what is inside, the palette and the rules, in English (the page has all languages). */
function readme(logos: readonly LogoFiles[], messages: Messages, licenceFiles: readonly string[]): string {
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`brand-kit: the brandAssetKit namespace lacks "${key}"`);
    return interpolate(text, values);
  };
  const pad = (text: string, width: number) => text.padEnd(width);
  const minimum = LOGO_RULES.minimum;
  const lines = [
    `${SITE.network} brand kit`,
    '',
    `Logos, colours and type of ${SITE.network}. Before you use them, read the trademark`,
    `licence: ${licenceFiles.join(', ')}.`,
    `The latest version of everything here is at ${SITE.url}/brand-asset-kit`,
    '',
    'LOGOS',
    'svg/  vector files, for screens and print',
    'png/  PNG files with a transparent background, rendered from the SVGs',
    '',
    ...logos.map(
      ({ variant }) =>
        `  ${pad(variant.file, 28)} ${t(`logos.${variant.id}.title`)} (PNG ${variant.png.width} x ${variant.png.height} px)`,
    ),
    '',
    'COLOURS (contrast ratios per WCAG 2.2)',
    ...PALETTE.map((colour) => {
      const rgb = hexToRgb(colour.hex).join(' ');
      const onWhite = contrastRatio(colour.hex, palettes.light.surface).toFixed(2);
      const onNight = contrastRatio(colour.hex, palettes.light.night).toFixed(2);
      return `  ${pad(t(`colours.${colour.id}.name`), 10)} ${colour.hex}  rgb(${pad(`${rgb})`, 12)} ${onWhite}:1 on white, ${onNight}:1 on Night. ${t(`colours.${colour.id}.use`)}`;
    }),
    '',
    'TYPE',
    ...TYPEFACES.map((face) => `  ${pad(t(`typography.${face.id}.name`), 16)} font-family: ${face.stack};`),
    '',
    'USAGE',
    ...[
      t('usage.clearSpace.text', {
        px: LOGO_RULES.exampleHeightPx * LOGO_RULES.clearSpaceShare,
        height: LOGO_RULES.exampleHeightPx,
      }),
      t('usage.minimumSize.text', minimum),
      t('usage.backgrounds.text'),
      t('usage.stretch.text'),
      t('usage.recolour.text'),
      t('usage.rotate.text'),
      t('usage.effects.text'),
    ].map((rule) => `  - ${rule}`),
    '',
  ];
  return lines.join('\n');
}

/** An Mdx node as this plugin reads it: the fields gatsby-node's onCreateNode sets, and the body. */
interface LicenceNode {
  fields?: { area?: string; name?: string; locale?: string };
  frontmatter?: { title?: string | null } | null;
  body?: string;
}

/**
 * The licence of each language as a markdown file: its title, then its body. Read from the Mdx
 * nodes (by their `fields`, as the page's query does), not from file names put together here.
 */
function licenceEntries(mdxNodes: readonly LicenceNode[], reporter: Reporter): ZipEntry[] {
  return LOCALES.map((locale) => {
    const node = mdxNodes.find(
      ({ fields }) =>
        fields?.area === BRAND_KIT.licenceArea &&
        fields.name === BRAND_KIT.licenceName &&
        fields.locale === locale,
    );
    if (!node) {
      return reporter.panic(
        `brand-kit: content/${BRAND_KIT.licenceArea}/${mdxFileName({ name: BRAND_KIT.licenceName, locale })} is missing`,
      );
    }
    const title = node.frontmatter?.title?.trim() || BRAND_KIT.licenceName;
    return {
      name: `${BRAND_KIT.zipFolder}/${BRAND_KIT.licenceName}.${locale}.md`,
      data: Buffer.from(`# ${title}\n\n${(node.body ?? '').trim()}\n`, 'utf8'),
    };
  });
}

/** Writes the PNGs and the zip into `publicDir`. */
async function writeBrandKit(
  publicDir: string,
  { getNodesByType, reporter }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'reporter'>,
): Promise<void> {
  const logos = await renderLogos(reporter);
  const logoDir = path.join(publicDir, BRAND_KIT.logoDir);
  await fs.mkdir(logoDir, { recursive: true });
  for (const { variant, png } of logos) {
    await fs.writeFile(path.join(publicDir, logoPath(variant, 'png')), png);
  }
  const licences = licenceEntries(getNodesByType('Mdx') as LicenceNode[], reporter);
  const entries: ZipEntry[] = [
    {
      name: `${BRAND_KIT.zipFolder}/README.txt`,
      data: Buffer.from(
        readme(
          logos,
          builtMessages(getNodesByType('Locale') as LocaleNode[], DEFAULT_LOCALE, 'brandAssetKit'),
          licences.map((entry) => path.basename(entry.name)),
        ),
        'utf8',
      ),
    },
    ...logos.map(({ variant, svg }) => ({
      name: `${BRAND_KIT.zipFolder}/svg/${variant.file}.svg`,
      data: svg,
    })),
    ...logos.map(({ variant, png }) => ({
      name: `${BRAND_KIT.zipFolder}/png/${variant.file}.png`,
      data: png,
    })),
    ...licences,
  ];
  const zip = packZip(entries);
  const zipFile = path.join(publicDir, BRAND_KIT.zipPath);
  await fs.mkdir(path.dirname(zipFile), { recursive: true });
  await fs.writeFile(zipFile, zip);
  reporter.info(
    `brand-kit: ${logos.length} PNG logos and ${BRAND_KIT.zipPath} (${entries.length} files, ${Math.round(zip.length / 1024)} KB)`,
  );
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeBrandKit(path.resolve('public'), args);
};

/** `gatsby develop` serves public/ too: the download links work there as well. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async (args) => {
  await writeBrandKit(path.resolve('public'), args);
};

/**
 * The licence is plain markdown in an .mdx file. gatsby-plugin-mdx v5 gives a page query no
 * rendered body, and importing the MDX as a component would ship every language's text in the
 * page's JavaScript; so it is rendered here, once per file, with the site's markdown renderer
 * (links through the site's URL rules, headings with anchors, sanitized HTML).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as
    | { sourceInstanceName?: string; relativeDirectory?: string; name?: string; absolutePath?: string }
    | undefined;
  if (file?.sourceInstanceName !== 'content' || file.relativeDirectory !== BRAND_KIT.licenceArea) return;
  const where = path.relative(process.cwd(), file.absolutePath ?? '');
  // The site's onCreateNode, which sets `fields.locale`, runs after every plugin's: parse the
  // name with the same function it uses.
  const locale = parseMdxFileName(file)?.locale;
  if (!locale) {
    reporter.panicOnBuild(
      `brand-kit: ${where} must be named {name}.{locale}.mdx, locale one of ${LOCALES.join(', ')}`,
    );
    return;
  }
  const body = String((node as { body?: unknown }).body ?? '');
  if (/^\s*(import|export)\s/m.test(body) || /<[A-Za-z]|[{}]/.test(body)) {
    reporter.panicOnBuild(
      `brand-kit: ${where} may contain markdown only (no imports, exports, JSX or {expressions}): it is rendered as markdown.`,
    );
    return;
  }
  if (/^#{1,2}\s/m.test(body)) {
    reporter.panicOnBuild(
      `brand-kit: ${where} uses a level 1 or 2 heading; the page's section is the h2, so start at ###.`,
    );
    return;
  }
  actions.createNodeField({ node, name: 'html', value: renderMarkdown(body, locale).html });
};

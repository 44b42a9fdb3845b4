/**
 * The brand asset kit's facts, in one place: the logo files, the palette (hex values from the
 * theme, never repeated here), the typefaces and type scale, and the usage rules' figures. The
 * brand-asset-kit page renders them; the brand-kit plugin (plugins/brand-kit) renders the PNGs and
 * packs the downloadable zip from the same list at build time.
 */
import { palettes } from '../styles/palettes';
import { fontSizes, fontStacks, lineHeights } from '../styles/theme';
import type { Locale } from '../features/i18n/locales';

export const BRAND_KIT = {
  /** Where the SVG sources live in `static/` and the PNGs are written in `public/`. */
  logoDir: '/brand/logos',
  /** The download-all zip, generated at build time. */
  zipPath: '/brand/meridian-brand-kit.zip',
  /** The folder every file of the zip sits in once unpacked. */
  zipFolder: 'meridian-brand-kit',
  /** MDX area and name of the trademark licence (content/brand/trademark-licence.{locale}.mdx). */
  licenceArea: 'brand',
  licenceName: 'trademark-licence',
} as const;

export type LogoKind = 'primary' | 'symbol';
export type LogoBackground = 'light' | 'dark';

export interface LogoVariant {
  /** Key of the variant's texts in the brandAssetKit namespace (`logos.{id}.title`). */
  id: string;
  kind: LogoKind;
  background: LogoBackground;
  /** File name without extension, in `BRAND_KIT.logoDir`. */
  file: string;
  /** Preview size on the page, in CSS px (the SVG's intrinsic size). */
  width: number;
  height: number;
  /** Size of the PNG rendered from the SVG. */
  png: { width: number; height: number };
}

/** The primary logo (symbol and wordmark) and the symbol alone, each for light and dark grounds. */
export const LOGO_VARIANTS: readonly LogoVariant[] = [
  {
    id: 'primaryOnLight',
    kind: 'primary',
    background: 'light',
    file: 'meridian-primary-on-light',
    width: 258,
    height: 64,
    png: { width: 1032, height: 256 },
  },
  {
    id: 'primaryOnDark',
    kind: 'primary',
    background: 'dark',
    file: 'meridian-primary-on-dark',
    width: 258,
    height: 64,
    png: { width: 1032, height: 256 },
  },
  {
    id: 'symbolOnLight',
    kind: 'symbol',
    background: 'light',
    file: 'meridian-symbol-on-light',
    width: 64,
    height: 64,
    png: { width: 512, height: 512 },
  },
  {
    id: 'symbolOnDark',
    kind: 'symbol',
    background: 'dark',
    file: 'meridian-symbol-on-dark',
    width: 64,
    height: 64,
    png: { width: 512, height: 512 },
  },
];

export type LogoFormat = 'svg' | 'png';
export const LOGO_FORMATS: readonly LogoFormat[] = ['svg', 'png'];

/** The site path of one logo file: `/brand/logos/meridian-symbol-on-dark.png`. */
export function logoPath(variant: LogoVariant, format: LogoFormat): string {
  return `${BRAND_KIT.logoDir}/${variant.file}.${format}`;
}

export interface BrandColour {
  /** Key of the colour's name and use in the brandAssetKit namespace (`colours.{id}.name`). */
  id: string;
  hex: string;
}

/** The palette, from the theme's tokens. */
export const PALETTE: readonly BrandColour[] = [
  { id: 'indigo', hex: palettes.light.primary },
  { id: 'teal', hex: palettes.light.accent },
  { id: 'deepTeal', hex: palettes.light.accentText },
  { id: 'night', hex: palettes.light.night },
  { id: 'amber', hex: palettes.light.focusOnDark },
  { id: 'lavender', hex: palettes.light.nightLink },
  { id: 'slate', hex: palettes.light.inkMuted },
  { id: 'mist', hex: palettes.light.surfaceMuted },
  { id: 'white', hex: palettes.light.surface },
];

/** The two grounds every colour's contrast is measured against. */
export const CONTRAST_GROUNDS = [
  { id: 'white', hex: palettes.light.surface },
  { id: 'night', hex: palettes.light.night },
] as const;

/** WCAG 2.2 contrast minimums: normal text AA and AAA (1.4.3, 1.4.6), large text AA. */
export const WCAG_THRESHOLDS = { aa: 4.5, aaa: 7, large: 3 } as const;

export type TextRating = 'aaa' | 'aa' | 'large' | 'fail';

/** `#3a3fe0` → [58, 63, 224]. Accepts #rgb and #rrggbb. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** Relative luminance as WCAG 2.2 defines it (sRGB, 0 for black to 1 for white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours, from 1 to 21, truncated (not rounded) to two decimals so
 * that a pair is never shown as passing a threshold it misses.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return Math.floor(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}

/** What a contrast ratio allows for text: AAA or AA for normal text, AA for large text only, or nothing. */
export function textRating(ratio: number): TextRating {
  if (ratio >= WCAG_THRESHOLDS.aaa) return 'aaa';
  if (ratio >= WCAG_THRESHOLDS.aa) return 'aa';
  if (ratio >= WCAG_THRESHOLDS.large) return 'large';
  return 'fail';
}

export interface Typeface {
  /** Key of the typeface's texts (`typography.{id}.name`). */
  id: 'latin' | 'japanese' | 'korean';
  /** Language of the sample, so that the browser picks the right glyphs. */
  lang: Locale;
  stack: string;
  /** A line set in the typeface, in its own script (the same in every language of the page). */
  sample: string;
}

export const TYPEFACES: readonly Typeface[] = [
  { id: 'latin', lang: 'en', stack: fontStacks.latin, sample: 'Meridian Aa Bb 0123' },
  { id: 'japanese', lang: 'ja', stack: fontStacks.ja, sample: 'ひらがな カタカナ 漢字' },
  { id: 'korean', lang: 'ko', stack: fontStacks.ko, sample: '한글 타이포그래피' },
];

/** The type scale from largest to smallest, with each step in rem and in px at the default 16 px. */
export const TYPE_SCALE = (['5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map(
  (step) => ({ step, rem: fontSizes[step], px: parseFloat(fontSizes[step]) * 16 }),
);

export const TYPE_WEIGHTS = { heading: 700, body: 400 } as const;
export const TYPE_LINE_HEIGHTS = {
  heading: lineHeights.heading,
  headingCjk: lineHeights.cjkHeading,
  body: lineHeights.body,
  bodyCjk: lineHeights.cjkBody,
} as const;

/** The figures of the usage rules. */
export const LOGO_RULES = {
  /** Clear space on every side, as a share of the symbol's height. */
  clearSpaceShare: 0.5,
  /** The height at which the clear-space example is given. */
  exampleHeightPx: 64,
  minimum: { primaryWidthPx: 120, primaryWidthMm: 30, symbolPx: 24, symbolMm: 6 },
} as const;

export interface UsageRule {
  /** Key of the rule's texts (`usage.{id}.title`). */
  id: string;
  kind: 'do' | 'dont';
  /** Decorative illustration (the text says the same). */
  image: string;
}

export const USAGE_RULES: readonly UsageRule[] = [
  { id: 'clearSpace', kind: 'do', image: '/illustrations/brand/clear-space.svg' },
  { id: 'minimumSize', kind: 'do', image: '/illustrations/brand/minimum-size.svg' },
  { id: 'backgrounds', kind: 'do', image: '/illustrations/brand/backgrounds.svg' },
  { id: 'stretch', kind: 'dont', image: '/illustrations/brand/dont-stretch.svg' },
  { id: 'recolour', kind: 'dont', image: '/illustrations/brand/dont-recolour.svg' },
  { id: 'rotate', kind: 'dont', image: '/illustrations/brand/dont-rotate.svg' },
  { id: 'effects', kind: 'dont', image: '/illustrations/brand/dont-effects.svg' },
];

/** Size of every usage illustration. */
export const USAGE_IMAGE_SIZE = { width: 320, height: 160 } as const;

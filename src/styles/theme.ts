/**
 * The design tokens of the site. Components take colours, sizes and breakpoints from here and
 * nowhere else, so that a change of palette or scale is one edit.
 */
/** The light palette: real colour values, for whatever cannot read a custom property. */
const light = {
  ink: '#0b1026',
  inkMuted: '#4a5068',
  surface: '#ffffff',
  surfaceMuted: '#f4f6fb',
  border: '#dde1ec',
  /** The sticky header's ground, nearly opaque over the page that scrolls under it. */
  headerSurface: 'rgba(255, 255, 255, 0.97)',
  primary: '#3a3fe0',
  primaryHover: '#2c30b8',
  onPrimary: '#ffffff',
  accent: '#0e9f8e',
  /** The accent as small text: 4.6:1 on surfaceMuted, 5:1 on white (WCAG AA). */
  accentText: '#0b7d70',
  night: '#0b1026',
  /** Text on the night bands (heroes, calls to action, footer), light in both themes. */
  onNight: '#ffffff',
  nightMuted: '#c3c8dc',
  nightLink: '#a9adff',
  /** A ground that stays white in both themes: logos drawn for light grounds, transparent images. */
  paper: '#ffffff',
  focus: '#3a3fe0',
  focusOnDark: '#ffd166',
  /** The indigo glow in the corner of the dark hero and call-to-action gradients. */
  nightGlow: '#2a2f8f',
  /** Code on a night background (code blocks). */
  codeOnNight: '#e8eaf6',
  danger: '#b3261e',
  /** Background of an error notice. */
  dangerSurface: '#fdecea',
  success: '#0f7a4a',
  /** Background of a success notice. */
  successSurface: '#e7f5ee',
  notice: '#fff4d6',
  /** The amber edge of a notice (fallback-language and preview banners). */
  noticeBorder: '#b7791f',
  /** A search match, marked in the results. */
  highlight: '#fff1a8',
};

export type ColorToken = keyof typeof light;

/**
 * The dark palette, key for key. The night bands stay night; the page's grounds darken and its
 * text, links and notices lighten so that every pair stays WCAG AA (__tests__/theme-palette.test.ts).
 */
const dark: Record<ColorToken, string> = {
  ink: '#e8eaf6',
  inkMuted: '#a9afc8',
  surface: '#12172f',
  surfaceMuted: '#1a2040',
  border: '#343b62',
  headerSurface: 'rgba(18, 23, 47, 0.97)',
  primary: '#9da1ff',
  primaryHover: '#bcbfff',
  onPrimary: '#0b1026',
  accent: '#2cc4b0',
  accentText: '#4fd6c4',
  night: '#0b1026',
  onNight: '#ffffff',
  nightMuted: '#c3c8dc',
  nightLink: '#a9adff',
  paper: '#ffffff',
  focus: '#ffd166',
  focusOnDark: '#ffd166',
  nightGlow: '#2a2f8f',
  codeOnNight: '#e8eaf6',
  danger: '#ff8f85',
  dangerSurface: '#3a1719',
  success: '#6bd9a3',
  successSurface: '#0f2d22',
  notice: '#33290c',
  noticeBorder: '#e0a440',
  highlight: '#5c4b00',
};

/** Both palettes, for contrast checks, the theme-color meta tags and the head's custom properties. */
export const palettes: { light: Record<ColorToken, string>; dark: Record<ColorToken, string> } = {
  light,
  dark,
};

/** `surfaceMuted` → `surface-muted`: the custom property's name. */
export const colorVariable = (token: ColorToken): string =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * What components write: `colors.ink` is `var(--color-ink)`, so one stylesheet serves both themes
 * (the head defines the properties: src/features/theme/theme-head.tsx).
 */
export const colors = Object.fromEntries(
  (Object.keys(light) as ColorToken[]).map((token) => [token, `var(${colorVariable(token)})`]),
) as Record<ColorToken, string>;

export const fontStacks = {
  /*
   * Each platform's own text face by name first, `system-ui` only after them: on Linux without a
   * desktop setting (Debian's Chromium, as in the screenshots and browser tests) `system-ui` is
   * fontconfig's default, DejaVu Sans, drawn on DejaVu Sans Mono's letters, which made small text
   * such as the filter chips of /events and /ecosystem look monospaced. Arial there is Liberation
   * Sans, its metric twin.
   */
  latin:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", system-ui, sans-serif',
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  ko: '"Apple SD Gothic Neo", "Noto Sans CJK KR", "Noto Sans KR", "Malgun Gothic", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem, a major third from 1rem. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const lineHeights = {
  tight: 1.2,
  heading: 1.3,
  body: 1.6,
  /** CJK text needs more leading than Latin text at the same size. */
  cjkBody: 1.8,
  cjkHeading: 1.45,
} as const;

/** Spacing scale in rem (4 px steps at the default font size). */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(11, 16, 38, 0.06), 0 4px 16px rgba(11, 16, 38, 0.06)',
  popover: '0 8px 32px rgba(11, 16, 38, 0.16)',
} as const;

/** Breakpoints in px; the header switches to its mobile menu below `lg`. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  motionAllowed: '@media (prefers-reduced-motion: no-preference)',
} as const;

export const layout = {
  maxWidth: '1200px',
  headerHeight: '4.5rem',
  gutter: space[5],
} as const;

export const theme = {
  colors,
  fontStacks,
  fontSizes,
  lineHeights,
  space,
  radii,
  shadows,
  breakpoints,
  mq,
  layout,
};
export type Theme = typeof theme;

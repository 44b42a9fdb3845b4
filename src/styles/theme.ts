import type { ColorToken } from './palettes';

/*
 * The design tokens of the site. Components take colours, sizes and breakpoints from here and
 * nowhere else, so that a change of palette or scale is one edit (the colour values: palettes.ts).
 */

/**
 * What components write: `colors.ink` is `var(--color-ink)`, so one stylesheet serves both themes.
 * The values of both palettes are in palettes.ts; the head defines the properties from them
 * (src/features/theme/theme-head.tsx). Written out, not derived, so that pages carry the names only.
 */
export const colors: Record<ColorToken, string> = {
  ink: 'var(--color-ink)',
  inkMuted: 'var(--color-ink-muted)',
  surface: 'var(--color-surface)',
  surfaceMuted: 'var(--color-surface-muted)',
  band: 'var(--color-band)',
  border: 'var(--color-border)',
  headerSurface: 'var(--color-header-surface)',
  primary: 'var(--color-primary)',
  primaryHover: 'var(--color-primary-hover)',
  onPrimary: 'var(--color-on-primary)',
  accent: 'var(--color-accent)',
  accentText: 'var(--color-accent-text)',
  night: 'var(--color-night)',
  onNight: 'var(--color-on-night)',
  nightMuted: 'var(--color-night-muted)',
  nightLink: 'var(--color-night-link)',
  paper: 'var(--color-paper)',
  focus: 'var(--color-focus)',
  focusOnDark: 'var(--color-focus-on-dark)',
  nightGlow: 'var(--color-night-glow)',
  codeOnNight: 'var(--color-code-on-night)',
  danger: 'var(--color-danger)',
  dangerSurface: 'var(--color-danger-surface)',
  success: 'var(--color-success)',
  successSurface: 'var(--color-success-surface)',
  notice: 'var(--color-notice)',
  noticeBorder: 'var(--color-notice-border)',
  highlight: 'var(--color-highlight)',
};

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
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  motionAllowed: '@media (prefers-reduced-motion: no-preference)',
} as const;

export const layout = {
  maxWidth: '1200px',
  headerHeight: '4.5rem',
  gutter: space[5],
} as const;

/**
 * Icon sizes in px (lucide's 24-px grid, drawn with one 2-px stroke at every size): `sm` beside
 * small and body text, `md` in buttons and menus, `lg` on its own.
 */
export const iconSizes = { sm: 16, md: 20, lg: 24 } as const;

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
  iconSizes,
};
export type Theme = typeof theme;

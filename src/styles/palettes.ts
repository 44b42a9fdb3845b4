/**
 * The palettes' real colour values, light and dark, key for key. Components do not read these:
 * they write `colors.<key>` (theme.ts), a custom property that the head defines from here for
 * both themes (src/features/theme/theme-head.tsx), so the values cost no page JavaScript. Read
 * them where a real value is needed: contrast checks, the theme-color tags, the brand kit.
 */
/** The light palette: real colour values, for whatever cannot read a custom property. */
const light = {
  ink: '#0b1026',
  inkMuted: '#4a5068',
  surface: '#ffffff',
  surfaceMuted: '#f4f6fb',
  /**
   * The ground of a page's tinted bands (Section's "muted" tone), a step further from the page's
   * than surfaceMuted so that the bands read as bands (white cards stand out on it).
   */
  band: '#eaeefa',
  border: '#dde1ec',
  /** The sticky header's ground, nearly opaque over the page that scrolls under it. */
  headerSurface: 'rgba(255, 255, 255, 0.97)',
  primary: '#3a3fe0',
  primaryHover: '#2c30b8',
  onPrimary: '#ffffff',
  accent: '#0e9f8e',
  /** The accent as small text (eyebrows): 4.7:1 on the bands, 5.5:1 on white (WCAG AA). */
  accentText: '#0a766a',
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
  band: '#1e2550',
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

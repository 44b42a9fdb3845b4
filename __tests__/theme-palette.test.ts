import { contrastRatio, WCAG_THRESHOLDS } from '../src/config/brand';
import { colorVariable, palettes, type ColorToken } from '../src/styles/palettes';
import { colors } from '../src/styles/theme';
import { themeStyles, THEME_INIT_SCRIPT } from '../src/features/theme/theme-head';
import { DATE_TILE_TINTS } from '../src/components/events/event-card-rules';

/** Text (first) on ground (second) as the components pair them; both themes must pass AA. */
const TEXT_PAIRS: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['ink', 'surface'],
  ['ink', 'surfaceMuted'],
  ['inkMuted', 'surface'],
  ['inkMuted', 'surfaceMuted'],
  ['ink', 'band'],
  ['inkMuted', 'band'],
  ['primary', 'band'],
  ['primaryHover', 'band'],
  ['accentText', 'band'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['primaryHover', 'surface'],
  ['primaryHover', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['accentText', 'surface'],
  ['accentText', 'surfaceMuted'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['ink', 'dangerSurface'],
  ['ink', 'successSurface'],
  ['ink', 'notice'],
  ['ink', 'highlight'],
  ['onNight', 'night'],
  ['onNight', 'nightGlow'],
  ['nightMuted', 'night'],
  ['nightLink', 'night'],
  ['codeOnNight', 'night'],
  ['accent', 'night'],
];

/** Focus rings and edges against their grounds: WCAG 1.4.11, 3:1. */
const NON_TEXT_PAIRS: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['focus', 'band'],
  ['focusOnDark', 'night'],
  ['noticeBorder', 'notice'],
];

describe('theme palettes', () => {
  it('the light and dark palettes have the same keys', () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
  });

  it('components read each colour of the palettes as its custom property', () => {
    expect(Object.keys(colors)).toEqual(Object.keys(palettes.light));
    for (const token of Object.keys(palettes.light) as ColorToken[]) {
      expect(colors[token]).toBe(`var(${colorVariable(token)})`);
    }
    expect(colors.surfaceMuted).toBe('var(--color-surface-muted)');
  });

  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    const palette = palettes[theme];
    it.each(TEXT_PAIRS)('%s on %s meets WCAG AA (4.5:1)', (text, ground) => {
      expect(contrastRatio(palette[text], palette[ground])).toBeGreaterThanOrEqual(WCAG_THRESHOLDS.aa);
    });
    it.each(NON_TEXT_PAIRS)('%s against %s meets 3:1', (edge, ground) => {
      expect(contrastRatio(palette[edge], palette[ground])).toBeGreaterThanOrEqual(WCAG_THRESHOLDS.large);
    });
    it('ink and primary on the event date tile’s tinted ground meet AA (EventCard.tsx)', () => {
      // CSS color-mix(in srgb, tint p%, surface): each channel mixed as it is written.
      const mix = (tint: string, share: number) =>
        `#${[1, 3, 5]
          .map((at) => {
            const [a, b] = [tint, palette.surface].map((hex) => parseInt(hex.slice(at, at + 2), 16));
            return Math.round((a * share + b * (100 - share)) / 100)
              .toString(16)
              .padStart(2, '0');
          })
          .join('')}`;
      for (const ground of [
        mix(palette.primary, DATE_TILE_TINTS.primary),
        mix(palette.accent, DATE_TILE_TINTS.accent),
      ]) {
        expect(contrastRatio(palette.ink, ground)).toBeGreaterThanOrEqual(WCAG_THRESHOLDS.aa);
        expect(contrastRatio(palette.primary, ground)).toBeGreaterThanOrEqual(WCAG_THRESHOLDS.aa);
      }
    });
  });

  it('the head styles define every token in both themes, dark by system setting or by choice', () => {
    const styles = themeStyles();
    for (const theme of ['light', 'dark'] as const) {
      for (const [token, value] of Object.entries(palettes[theme])) {
        expect(styles).toContain(`${colorVariable(token as ColorToken)}:${value}`);
      }
    }
    expect(styles).toContain(
      '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;',
    );
    expect(styles).toContain(':root[data-theme=dark]{color-scheme:dark;');
  });

  it('the head script applies a stored choice and never throws when storage is blocked', () => {
    const run = () => new Function(THEME_INIT_SCRIPT)();
    // The tags as the head writes them: each media's own colour, both themes' values beside it.
    document.head.innerHTML = ['light', 'dark']
      .map(
        (scheme) =>
          `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="#${scheme === 'light' ? 'fff' : '000'}" data-light="#fff" data-dark="#000">`,
      )
      .join('');
    const barColours = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));
    localStorage.setItem('meridian:theme', 'dark');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(barColours()).toEqual(['#000', '#000']);
    localStorage.setItem('meridian:theme', 'light');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(barColours()).toEqual(['#fff', '#fff']);
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    getItem.mockRestore();
    localStorage.clear();
  });
});

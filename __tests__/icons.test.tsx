import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { Icon } from '../src/components/ui/Icon';
import * as icons from '../src/components/ui/icons';
import { iconSizes } from '../src/styles/theme';

// Issue 41: the site's icons come from one set (lucide) through one component, so that they share
// a stroke and a size scale, take the text's colour (and the theme's) and stay out of screen readers.

const SRC = path.resolve(__dirname, '../src');
// (Babel's module object also holds `__esModule`: only the icons' data are arrays.)
const ICONS = Object.entries(icons).filter((entry): entry is [string, icons.IconNode] =>
  Array.isArray(entry[1]),
);

describe('Icon', () => {
  it.each(ICONS)('%s renders a decorative <svg> in currentColor with the set’s stroke', (_name, icon) => {
    const { container } = render(<Icon icon={icon} size="md" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', String(iconSizes.md));
    expect(svg!.children.length).toBeGreaterThan(0);
    // No shape brings a colour of its own: every icon follows the text (and dark mode).
    for (const shape of Array.from(svg!.querySelectorAll('*'))) {
      for (const attribute of ['fill', 'stroke', 'color', 'style']) {
        const value = shape.getAttribute(attribute);
        if (value !== null) expect(`${attribute}=${value}`).toMatch(/=(none|currentColor)$/);
      }
    }
  });

  it('the set holds the icons the site uses', () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(10);
  });

  it('takes its size from the theme’s scale', () => {
    for (const size of Object.keys(iconSizes) as (keyof typeof iconSizes)[]) {
      const { container } = render(<Icon icon={icons.Search} size={size} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('width', String(iconSizes[size]));
      expect(svg).toHaveAttribute('height', String(iconSizes[size]));
    }
  });
});

/** Every .ts/.tsx file under src/, relative to it. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(SRC, full)] : [];
  });
}

/** The code of a file without its comments (which may quote glyphs and markup). */
const code = (file: string) =>
  fs
    .readFileSync(path.join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('no hand-drawn icons', () => {
  // The brand's mark, the illustrations (issue 41's own folder) and the icon component draw SVG.
  const DRAWS_SVG = [/^components\/layout\/Logo\.tsx$/, /^illustrations\//, /^components\/ui\/Icon\.tsx$/];

  it('no component under src/ draws its own <svg> but the Logo, the illustrations and Icon', () => {
    const drawing = sourceFiles()
      .filter((file) => !DRAWS_SVG.some((allowed) => allowed.test(file.split(path.sep).join('/'))))
      .filter((file) => /<(svg|path|circle|polyline|polygon)[\s>]/.test(code(file)));
    expect(drawing).toEqual([]);
  });

  it('no text glyph stands in for an icon (arrows, ×, ✓, ✕) in the pages’ markup', () => {
    const glyphs = sourceFiles()
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        code(file)
          .split('\n')
          .filter((line) => /[←→↗×✓✕✗]/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(glyphs).toEqual([]);
  });

  it('the set is imported in one place only (src/components/ui/icons.ts)', () => {
    const importing = sourceFiles().filter((file) => /from '(lucide|lucide-react)[/']/.test(code(file)));
    expect(importing.map((file) => file.split(path.sep).join('/'))).toEqual(['components/ui/icons.ts']);
  });
});

import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { Icon, iconId } from '../src/components/ui/Icon';
import { IconSprite } from '../src/components/ui/IconSprite';
import { ICONS, type IconName } from '../src/components/ui/icons';
import { iconSizes } from '../src/styles/theme';

// Issue 41: the site's icons come from one set (lucide) through one component, so that they share
// a stroke and a size scale, take the text's colour (and the theme's) and stay out of screen readers.
// Their shapes are in each page's HTML (IconSprite, written by gatsby-ssr.tsx), not in its JavaScript.

const SRC = path.resolve(__dirname, '../src');
const NAMES = Object.keys(ICONS) as IconName[];

/** An icon with the page's sprite, as a built page has them. */
function renderIcon(name: IconName, size: keyof typeof iconSizes = 'md') {
  const { container } = render(
    <>
      <IconSprite />
      <main>
        <Icon name={name} size={size} />
      </main>
    </>,
  );
  return { svg: container.querySelector('main svg'), container };
}

describe('Icon', () => {
  it.each(NAMES)('%s renders a decorative <svg> drawn in currentColor with the set’s stroke', (name) => {
    const { svg, container } = renderIcon(name);
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', String(iconSizes.md));
    // It draws the sprite's symbol of that name: shapes in lucide's 2-px round stroke, in currentColor.
    const href = svg!.querySelector('use')!.getAttribute('href');
    expect(href).toBe(`#${iconId(name)}`);
    const symbol = container.querySelector(`symbol${href}`);
    expect(symbol?.children.length).toBeGreaterThan(0);
    expect(symbol).toHaveAttribute('viewBox', '0 0 24 24');
    expect(symbol).toHaveAttribute('stroke', 'currentColor');
    expect(symbol).toHaveAttribute('fill', 'none');
    expect(symbol).toHaveAttribute('stroke-width', '2');
    expect(symbol).toHaveAttribute('stroke-linecap', 'round');
    expect(symbol).toHaveAttribute('stroke-linejoin', 'round');
    // No shape brings a colour of its own: every icon follows the text (and dark mode).
    for (const shape of Array.from(symbol!.querySelectorAll('*'))) {
      for (const attribute of ['fill', 'stroke', 'color', 'style']) {
        const value = shape.getAttribute(attribute);
        if (value !== null) expect(`${attribute}=${value}`).toMatch(/=(none|currentColor)$/);
      }
    }
  });

  it('the sprite holds every icon of the set once, and is hidden from screen readers', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg');
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    expect(Array.from(container.querySelectorAll('symbol')).map((symbol) => symbol.id)).toEqual(
      NAMES.map(iconId),
    );
    expect(NAMES.length).toBeGreaterThanOrEqual(10);
  });

  it('takes its size from the theme’s scale', () => {
    for (const size of Object.keys(iconSizes) as (keyof typeof iconSizes)[]) {
      const { svg } = renderIcon('search', size);
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
  // The brand's mark, the illustrations (issue 41's own folder) and the icon set's two components.
  const DRAWS_SVG = [
    /^components\/layout\/Logo\.tsx$/,
    /^illustrations\//,
    /^components\/ui\/Icon(Sprite)?\.tsx$/,
  ];

  it('no component under src/ draws its own <svg> but the Logo, the illustrations and Icon(Sprite)', () => {
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

  it('only the build-time sprite takes the icons’ shapes: pages’ code names icons (types only)', () => {
    // A value import of icons.ts from a component would put every icon's paths in the JavaScript.
    const importing = sourceFiles().filter((file) =>
      /^import (?!type )[^;]*from '(\.\/|(\.\.\/)+(components\/)?ui\/)icons';/m.test(code(file)),
    );
    expect(importing.map((file) => file.split(path.sep).join('/'))).toEqual(['components/ui/IconSprite.tsx']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ILLUSTRATIONS, illustrationUrl, type IllustrationFamily } from '../src/illustrations';
import { publishIllustrations } from '../src/pipeline/illustrations';
import { palettes } from '../src/styles/palettes';

// The page illustrations (issue 41): each family's SVG file exists, is drawn in the brand's palette at
// the table's proportions, and is safe to serve from our origin.
const DIR = path.resolve(__dirname, '../src/illustrations');
const FAMILIES = Object.keys(ILLUSTRATIONS) as IllustrationFamily[];
// The brand's colours: the light palette's values (the pictures sit on the night band in both themes).
const PALETTE = new Set(Object.values(palettes.light).map((hex) => hex.toLowerCase()));
const source = (family: IllustrationFamily) => fs.readFileSync(path.join(DIR, `${family}.svg`), 'utf8');

describe('the illustrations of src/illustrations', () => {
  test('every SVG file of the folder is in the table, and every family in the table has its file', () => {
    const files = fs.readdirSync(DIR).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual(FAMILIES.map((family) => `${family}.svg`).sort());
  });

  test.each(FAMILIES)('%s.svg parses and its viewBox has the table’s proportions', (family) => {
    const document = new DOMParser().parseFromString(source(family), 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = document.documentElement;
    expect(svg.tagName).toBe('svg');
    const [x, y, width, height] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    expect([x, y]).toEqual([0, 0]);
    const [tableWidth, tableHeight] = ILLUSTRATIONS[family];
    expect(width / height).toBeCloseTo(tableWidth / tableHeight, 3);
  });

  test.each(FAMILIES)('%s.svg uses only the brand palette of palettes.ts (opacity for tints)', (family) => {
    const text = source(family);
    const hexes = [...text.matchAll(/#[0-9a-f]{3,8}\b/gi)].map(([hex]) => hex.toLowerCase());
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.filter((hex) => !PALETTE.has(hex))).toEqual([]);
    // No named or functional colours around the palette (none, transparent and url(#…) are not colours).
    const values = [...text.matchAll(/(?:fill|stroke|stop-color|color)\s*[:=]\s*"?([^";}\s]+)/g)].map(
      ([, value]) => value.toLowerCase(),
    );
    expect(values.filter((value) => !/^(#[0-9a-f]+|none|url\(#[\w-]+\))$/.test(value))).toEqual([]);
  });

  test.each(FAMILIES)('%s.svg has no script, external reference or event attribute', (family) => {
    const document = new DOMParser().parseFromString(source(family), 'image/svg+xml');
    const elements = [...document.getElementsByTagName('*')];
    const forbidden = ['script', 'foreignObject', 'image', 'use', 'a', 'iframe', 'feImage'];
    expect(elements.map((element) => element.localName).filter((name) => forbidden.includes(name))).toEqual(
      [],
    );
    for (const element of elements) {
      for (const attribute of [...element.attributes]) {
        expect(attribute.name).not.toMatch(/^on/i);
        if (/href$/i.test(attribute.name)) expect(attribute.value).toMatch(/^#/);
        expect(attribute.value).not.toMatch(/url\((?!#)|javascript:/i);
      }
    }
    expect(source(family)).not.toMatch(/@import|url\((?!#)|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i);
  });

  test('the home hero animates in its own stylesheet and stops under prefers-reduced-motion', () => {
    const style = source('home').match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';
    expect(style).toMatch(/@keyframes/);
    expect(style).toMatch(
      /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{\s*\*\s*\{\s*animation:\s*none\s*!important/,
    );
  });

  test('the build publishes every file under a name with the hash of the set, and a changed file changes it', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'));
    const sources = path.join(work, 'src');
    fs.cpSync(DIR, sources, { recursive: true });
    const before = process.env.GATSBY_ILLUSTRATIONS_HASH;
    try {
      const hash = publishIllustrations(path.join(work, 'public'), sources);
      expect(hash).toMatch(/^[0-9a-f]{12}$/);
      expect(process.env.GATSBY_ILLUSTRATIONS_HASH).toBe(hash);
      for (const family of FAMILIES) {
        expect(fs.readFileSync(path.join(work, 'public', illustrationUrl(family, hash)), 'utf8')).toBe(
          source(family),
        );
      }
      fs.appendFileSync(path.join(sources, 'blog.svg'), '\n');
      expect(publishIllustrations(path.join(work, 'public'), sources)).not.toBe(hash);
    } finally {
      process.env.GATSBY_ILLUSTRATIONS_HASH = before;
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

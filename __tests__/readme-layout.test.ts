/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The README's layout is where a newcomer looks for a folder's purpose: a folder missing there
// (or a line for one that is gone) sends them to read code instead.
const ROOT = path.resolve(__dirname, '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const layout = /^## Layout\n+```\n([\s\S]*?)\n```/m.exec(readme)?.[1] ?? '';
const lines = layout.split('\n');

/** The entries listed under a heading line of the layout: the lines indented deeper than it. */
function listedUnder(heading: RegExp): { name: string; says: string }[] {
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return [];
  const indent = lines[start].search(/\S/);
  const entries: { name: string; says: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.search(/\S/) <= indent) break;
    const [, name = '', says = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? [];
    entries.push({ name, says });
  }
  return entries;
}

const onDisk = (dir: string, what: 'folders' | 'files') =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => (what === 'folders' ? entry.isDirectory() : entry.isFile()))
    .map((entry) => (what === 'folders' ? `${entry.name}/` : entry.name))
    .sort();

describe("the README's layout", () => {
  it('is there', () => {
    expect(lines.length).toBeGreaterThan(10);
  });

  it.each([
    ['src/features', /^\s+features\/\s/, 'folders'],
    ['src/templates', /^\s+templates\/\s/, 'files'],
    ['plugins', /^plugins\/\s/, 'folders'],
  ] as const)('lists every entry of %s, one line each saying what it holds', (dir, heading, what) => {
    const listed = listedUnder(heading);
    expect(listed.map((entry) => entry.name).sort()).toEqual(onDisk(dir, what));
    for (const entry of listed) expect(`${entry.name} ${entry.says}`).toMatch(/^\S+ \S.{9,}/);
  });
});

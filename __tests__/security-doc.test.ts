import fs from 'node:fs';
import path from 'node:path';

// docs/security.md names, for each surface, the tests that show what protects it
// (`file::test name`). A renamed or deleted test must not leave the document pointing at nothing.
const root = path.resolve(__dirname, '..');
const document = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');

/** Every `file::test name` of the document, whitespace as one space. */
function references(markdown: string): { file: string; name: string }[] {
  return [...markdown.matchAll(/`([^`]+?)::([^`]+)`/g)].map(([, file, name]) => ({
    file: file.trim(),
    name: name.replace(/\s+/g, ' ').trim(),
  }));
}

/**
 * The literal part of a name as it stands in the source: the last of `describe › it`, its longest
 * stretch between printf placeholders of `it.each` (`%s`) and ellipses that stand for the rest.
 */
function literalPart(name: string): string {
  const last = name.split(' › ').pop() ?? name;
  return last
    .split(/%[sjdp]|…/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/** A test file's text with each string's escapes undone and its whitespace as one space. */
function sourceText(file: string): string {
  return fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/\\(['"`])/g, '$1')
    .replace(/\s+/g, ' ');
}

describe('docs/security.md', () => {
  const cited = references(document);

  it('cites tests for every surface it lists', () => {
    const surfaces = document.split('\n## ').slice(1);
    expect(surfaces.length).toBeGreaterThanOrEqual(8);
    for (const surface of surfaces) expect(references(surface).length).toBeGreaterThan(0);
  });

  it.each(cited.map((reference) => [`${reference.file}::${reference.name}`, reference]))(
    'cites a test that exists: %s',
    (_label, { file, name }) => {
      expect(fs.existsSync(path.join(root, file))).toBe(true);
      const literal = literalPart(name);
      expect(literal.length).toBeGreaterThan(5);
      expect(sourceText(file)).toContain(literal);
    },
  );
});

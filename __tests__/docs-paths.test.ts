import fs from 'node:fs';
import path from 'node:path';

// The README and docs/ are what a new engineer reads first: a file they name that was moved or
// renamed sends them looking for nothing. docs/benchmarks.md is left out: it is a dated record,
// and names files as they were when each figure was measured.
const root = path.resolve(__dirname, '..');
const DOCS = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md') && file !== 'docs/benchmarks.md',
);

/** A path into the repository's own sources (generated folders such as public/ are not checked). */
const REPOSITORY_PATH =
  /^(?:src|server|cms\/src|cms\/config|cms\/seed|cms\/scripts|scripts|e2e|e2e-editor|__tests__|docs|plugins|content|locales|deploy|patches|static|\.ci)\/[\w.@[\]/-]*$/;

/** Paths the README names as examples of a file to create. */
const EXAMPLES = new Set(['src/pages/my-page.tsx']);

/** Folders the build and the install write (not in a fresh clone): named, never checked. */
const GENERATED = /^(server\/compiled|packages\/[^/]+\/dist)(\/|$)/;

/** Every `code` span of a doc that is a repository path, without a `:line` suffix. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/:\d+(?:-\d+)?$/, ''))
    .filter(
      (candidate) =>
        REPOSITORY_PATH.test(candidate) && !EXAMPLES.has(candidate) && !GENERATED.test(candidate),
    );
}

describe.each(DOCS)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const missing = namedPaths(fs.readFileSync(path.join(root, doc), 'utf8')).filter(
      (file) => !fs.existsSync(path.join(root, file)),
    );
    expect(missing).toEqual([]);
  });
});

it('the docs name repository paths at all (the pattern finds them)', () => {
  const named = DOCS.flatMap((doc) => namedPaths(fs.readFileSync(path.join(root, doc), 'utf8')));
  expect(named.length).toBeGreaterThan(100);
});

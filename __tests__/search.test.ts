import { excerptParts } from '../src/features/search/excerpt';
import { katakanaOf, mergeResults } from '../src/features/search/pagefind';
import { isSearchable, pageUrl, projectUrl } from '../plugins/site-output/search-index';

const page = (head: string) =>
  `<!DOCTYPE html><html lang="ja"><head>${head}</head><body><main>x</main></body></html>`;

describe('the search index step', () => {
  it('indexes public pages and leaves out noindex ones (sign-in, untranslated fallbacks) and later list pages', () => {
    expect(isSearchable('ja/about/index.html', page('<title>About</title>'))).toBe(true);
    expect(
      isSearchable('ja/blog/hello/index.html', page('<meta name="robots" content="noindex, follow"/>')),
    ).toBe(false);
    expect(isSearchable('blog/page/2/index.html', page(''))).toBe(false);
    expect(isSearchable('blog/tag/defi/page/3/index.html', page(''))).toBe(false);
    expect(isSearchable('blog/tag/defi/index.html', page(''))).toBe(true);
    expect(isSearchable('app-data.json', page(''))).toBe(false);
  });

  it('gives results the URLs of the site, without trailing slashes', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('ja/index.html')).toBe('/ja');
    expect(pageUrl('ko/blog/hello-world/index.html')).toBe('/ko/blog/hello-world');
    expect(pageUrl('404.html')).toBe('/404');
  });

  it("points a project at the directory filtered to the project's name, in its language", () => {
    expect(projectUrl('en', 'Babel Guild')).toBe('/ecosystem?q=Babel%20Guild');
    expect(projectUrl('ko', 'A&B')).toBe('/ko/ecosystem?q=A%26B');
  });
});

describe('excerptParts', () => {
  it('keeps the marks and turns everything else into plain text', () => {
    expect(excerptParts('Publish &lt;b&gt;now&lt;/b&gt; with <mark>Meridian</mark> &amp; more')).toEqual([
      { text: 'Publish <b>now</b> with ', marked: false },
      { text: 'Meridian', marked: true },
      { text: ' & more', marked: false },
    ]);
  });

  it('never yields markup: a script in the page text stays text', () => {
    const parts = excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark>');
    expect(parts[0]).toEqual({ text: '<script>alert(1)</script> ', marked: false });
    expect(parts.every((part) => typeof part.text === 'string')).toBe(true);
  });
});

describe('kana folding', () => {
  it('turns hiragana into katakana and leaves the rest', () => {
    expect(katakanaOf('すてーきんぐ')).toBe('ステーキング');
    expect(katakanaOf('めいんねっと MRD')).toBe('メインネット MRD');
    expect(katakanaOf('ステーキング')).toBe('ステーキング');
  });

  it('merges two searches: the preferred one first, each page once', () => {
    const merged = mergeResults(
      [{ id: 'k1' }, { id: 'shared' }],
      [{ id: 'h1' }, { id: 'shared' }, { id: 'h2' }],
    );
    expect(merged.map((result) => result.id)).toEqual(['k1', 'shared', 'h1', 'h2']);
  });
});

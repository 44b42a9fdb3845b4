import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { termMatcher, type TermForMatching } from '../src/pipeline/cms/term-definitions';
import type { Locale } from '../src/features/i18n/locales';

const term = (slug: string, text: string, aliases: string[] = []): TermForMatching => ({
  slug,
  term: text,
  aliases,
  definition: `Definition of ${slug} <with> "markup" & more.`,
});

const EN = [
  term('rollup', 'Rollup'),
  term('optimistic-rollup', 'Optimistic rollup'),
  term('node', 'Node'),
  term('layer-2', 'Layer 2', ['L2']),
];
const JA = [
  term('rollup', 'ロールアップ'),
  term('optimistic-rollup', 'オプティミスティック・ロールアップ'),
  term('gas', 'ガス'),
  term('gas-fee', 'ガス代'),
  term('evm', 'EVM'),
  term('data-availability', 'データ可用性'),
];
const KO = [
  term('rollup', '롤업'),
  term('node', '노드'),
  term('gas', '가스'),
  term('gas-fee', '가스비'),
  term('smart-contract', '스마트 컨트랙트'),
];

/** The body as a page shows it, and its term links (text, target, description). */
function render(markdown: string, locale: Locale, terms: TermForMatching[]) {
  const { html } = renderMarkdown(markdown, locale, undefined, termMatcher(terms, locale));
  document.body.innerHTML = html;
  const uses = [...document.querySelectorAll<HTMLAnchorElement>('a.glossary-term')].map((link) => ({
    text: link.textContent,
    href: link.getAttribute('href'),
    description: document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
  }));
  return { html, uses };
}

describe('in-place glossary definitions', () => {
  it('give the first use of a term a link to its entry described by its definition, once per page', () => {
    const { uses, html } = render(
      'A rollup batches transactions. Every rollup posts them.\n\nRollups again.',
      'en',
      EN,
    );
    expect(uses).toEqual([
      {
        text: 'rollup',
        href: '/glossary#rollup',
        description: 'Definition of rollup <with> "markup" & more.',
      },
    ]);
    // The definition is text, escaped; the tooltip is hidden from search's excerpt of the page.
    expect(html).toContain('Definition of rollup &lt;with&gt; &quot;markup&quot; &amp; more.');
    expect(html).toContain('role="tooltip"');
    expect(html).toContain('data-pagefind-ignore');
    expect(html).toContain('Every rollup posts them.');
  });

  it('leave links, headings and code alone, and use the first plain use', () => {
    const { uses, html } = render(
      '## What is a rollup\n\nSee [the rollup docs](https://docs.meridian.network/rollup), `rollup.submit()` and\n\n```\nrollup\n```\n\nthen the rollup itself.',
      'en',
      EN,
    );
    expect(uses.map((use) => use.text)).toEqual(['rollup']);
    expect(html).toContain('<h2 id="what-is-a-rollup">What is a rollup</h2>');
    expect(html).toContain('>the rollup docs</a>');
    expect(html).toContain('<code>rollup.submit()</code>');
    expect(html.indexOf('class="glossary-term"')).toBeGreaterThan(html.indexOf('<pre>'));
  });

  it('match English whole words, plurals, aliases and the longest term', () => {
    const { uses } = render(
      'Node.js is not a node. Optimistic rollups are rollups; an L2 is a layer 2.',
      'en',
      EN,
    );
    expect(uses.map((use) => [use.text, use.href])).toEqual([
      ['node', '/glossary#node'],
      ['Optimistic rollups', '/glossary#optimistic-rollup'],
      ['rollups', '/glossary#rollup'],
      ['L2', '/glossary#layer-2'],
    ]);
  });

  it('match Japanese terms without word boundaries, the longest first, not inside a longer katakana word', () => {
    const { uses } = render(
      'ガスケットの話ではなく、オプティミスティック・ロールアップのデータ可用性とガス代、そしてロールアップとEVM互換のガスについて。',
      'ja',
      JA,
    );
    expect(uses.map((use) => [use.text, use.href])).toEqual([
      ['オプティミスティック・ロールアップ', '/ja/glossary#optimistic-rollup'],
      ['データ可用性', '/ja/glossary#data-availability'],
      ['ガス代', '/ja/glossary#gas-fee'],
      ['ロールアップ', '/ja/glossary#rollup'],
      ['EVM', '/ja/glossary#evm'],
      ['ガス', '/ja/glossary#gas'],
    ]);
  });

  it('match Korean stems followed by particles, at the start of a word only', () => {
    const { uses, html } = render(
      '블롤업이 아니라 롤업은 노드를 쓰고, 가스비가 싸며 스마트 컨트랙트를 실행합니다. 가스도.',
      'ko',
      KO,
    );
    expect(uses.map((use) => [use.text, use.href])).toEqual([
      ['롤업', '/ko/glossary#rollup'],
      ['노드', '/ko/glossary#node'],
      ['가스비', '/ko/glossary#gas-fee'],
      ['스마트 컨트랙트', '/ko/glossary#smart-contract'],
      ['가스', '/ko/glossary#gas'],
    ]);
    // The particle stays right after the term, outside the link.
    expect(html).toMatch(/>롤업<\/a><span[^>]*>[^<]*<\/span><\/span>은/);
  });

  it('change nothing in a body without terms: the same markup as without a glossary', () => {
    const markdown =
      '# Title\n\nText & “quotes” <b>with</b> a [link](/about), [refused](javascript:x) and ![](/uploads/a.png) no term.';
    const withGlossary = renderMarkdown(markdown, 'en', undefined, termMatcher(EN, 'en')).html;
    const without = renderMarkdown(markdown, 'en').html;
    expect(withGlossary).toContain('Text &amp; “quotes”');
    const asBrowserReadsIt = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.innerHTML;
    };
    expect(asBrowserReadsIt(withGlossary)).toBe(asBrowserReadsIt(without));
  });
});

/**
 * @jest-environment node
 */
import { glossarySections, LATIN_HEADING, sortTerms } from '../src/features/glossary/order';
import type { GlossaryTerm } from '../src/features/glossary/order';

const term = (text: string, reading: string | null = null): GlossaryTerm => ({
  slug: text,
  term: text,
  reading,
  definition: `${text}.`,
  explanationHtml: null,
  related: [],
  links: [],
});
const headingsAndTerms = (terms: GlossaryTerm[], locale: 'en' | 'ja' | 'ko') =>
  glossarySections(terms, locale).map((section) => [section.heading, section.terms.map((t) => t.term)]);

describe('the English glossary', () => {
  it('is alphabetical whatever the case, under capital letters', () => {
    const terms = [
      'staking',
      'Rollup',
      'DAO',
      'dApp staking',
      'Account abstraction',
      'airdrop',
      'Layer 2',
      'Layer 1',
    ];
    expect(
      headingsAndTerms(
        terms.map((text) => term(text)),
        'en',
      ),
    ).toEqual([
      ['A', ['Account abstraction', 'airdrop']],
      ['D', ['DAO', 'dApp staking']],
      ['L', ['Layer 1', 'Layer 2']],
      ['R', ['Rollup']],
      ['S', ['staking']],
    ]);
  });
});

describe('the Japanese glossary (gojūon)', () => {
  const terms = [
    term('ロールアップ', 'ろーるあっぷ'),
    term('不正証明', 'ふせいしょうめい'),
    term('ガス代', 'がすだい'),
    term('DAO', 'だお'),
    term('アカウント抽象化', 'あかうんとちゅうしょうか'),
    term('エポック', 'えぽっく'),
    term('ガス', 'がす'),
    term('バリデーター', 'ばりでーたー'),
    term('流動性', 'りゅうどうせい'),
    term('シーケンサー', 'しーけんさー'),
  ];

  it('sorts by reading in gojūon order, voiced kana with their row and Latin terms by their kana', () => {
    expect(headingsAndTerms(terms, 'ja')).toEqual([
      ['あ', ['アカウント抽象化', 'エポック']],
      ['か', ['ガス', 'ガス代']],
      ['さ', ['シーケンサー']],
      ['た', ['DAO']],
      ['は', ['バリデーター', '不正証明']],
      ['ら', ['流動性', 'ロールアップ']],
    ]);
  });

  it("needs the reading: Intl.Collator('ja') alone puts kanji after every kana word", () => {
    const withoutReadings = terms.map((entry) => ({ ...entry, reading: null }));
    const order = sortTerms(withoutReadings, 'ja').map((entry) => entry.term);
    // 流動性 (りゅうどうせい) belongs before ロールアップ, 不正証明 (ふ) before ロールアップ too.
    expect(order.indexOf('流動性')).toBeGreaterThan(order.indexOf('ロールアップ'));
    expect(order.indexOf('不正証明')).toBeGreaterThan(order.indexOf('ロールアップ'));
  });
});

describe('the Korean glossary (ganada)', () => {
  it('sorts in ganada order under initial consonants, tense ones with their plain one, Latin terms last', () => {
    const terms = [
      '토큰',
      'DAO',
      '지갑',
      '가스비',
      '노드',
      '멀티시그',
      '브리지',
      '스테이킹',
      '완결성',
      '꿀팁',
      '롤업',
      'NFT',
    ];
    expect(
      headingsAndTerms(
        terms.map((text) => term(text)),
        'ko',
      ),
    ).toEqual([
      ['ㄱ', ['가스비', '꿀팁']],
      ['ㄴ', ['노드']],
      ['ㄹ', ['롤업']],
      ['ㅁ', ['멀티시그']],
      ['ㅂ', ['브리지']],
      ['ㅅ', ['스테이킹']],
      ['ㅇ', ['완결성']],
      ['ㅈ', ['지갑']],
      ['ㅌ', ['토큰']],
      [LATIN_HEADING, ['DAO', 'NFT']],
    ]);
  });
});

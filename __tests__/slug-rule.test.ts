// The CMS's CommonJS module, typed here as this test uses it (it has no declarations, issue 40).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cutSlug, slugFromText } = require('../cms/src/translations/slug-rule.js') as {
  slugFromText(title: string, options?: { maxLength?: number }): { slug: string; dropped: string };
  cutSlug(slug: string, maxLength: number): string;
};

// Issue 39, items 4 and 5: the slug a title makes (the admin's slug box, its Regenerate button and
// a save without a slug: cms/src/translations/uid-generation.js). Strapi's own made `fc` of
// "FC 워크 서울 밋업 공지" and refused a 101-character title's slug as too long.
describe('the slug a title makes', () => {
  it('romanizes Korean (Revised Romanization), a mixed title word by word', () => {
    expect(slugFromText('FC 워크 서울 밋업 공지').slug).toBe('fc-wokeu-seoul-miseop-gongji');
    expect(slugFromText('한국어 설날 합니다 국물').slug).toBe('hangugeo-seollal-hamnida-gungmul');
    expect(slugFromText('Web3 서울').slug).toBe('web3-seoul');
  });

  it('romanizes Japanese kana (Hepburn, long vowels without macrons)', () => {
    expect(slugFromText('キャッシュ ティー ファイル ウィキ ジャンプ しんぶん まっちゃ').slug).toBe(
      'kyasshu-ti-fairu-wiki-janpu-shinbun-matcha',
    );
    expect(slugFromText('ミートアップ').slug).toBe('mitoappu');
  });

  it('makes none (the editor types one) from kanji, or a fragment of a title', () => {
    expect(slugFromText('勉強会')).toEqual({ slug: '', dropped: '勉強会' });
    // Kanji inside a word would leave pieces of words.
    expect(slugFromText('東京ミートアップ').slug).toBe('');
    expect(slugFromText('ミートアップのお知らせ').slug).toBe('');
    // What is left is shorter than what is dropped.
    expect(slugFromText('東京 Rust 勉強会').slug).toBe('');
    // A whole word dropped from a title that keeps more.
    expect(slugFromText('Rust 勉強会 in Tokyo').slug).toBe('rust-in-tokyo');
  });

  it('keeps Latin letters without their accents, and digits', () => {
    expect(slugFromText('Café Zürich — Straße Ærø Łódź').slug).toBe('cafe-zurich-strasse-aero-lodz');
    expect(slugFromText('ETH2 launch: 2026!').slug).toBe('eth2-launch-2026');
    expect(slugFromText('Ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３').slug).toBe('fullwidth-abc-123');
  });

  it('cuts a long title’s slug at a word, to the field’s length', () => {
    const title = `${'Validators and node operators meet in Lisbon '.repeat(4)}again`.slice(0, 150);
    const { slug } = slugFromText(title, { maxLength: 100 });
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toBe(
      'validators-and-node-operators-meet-in-lisbon-validators-and-node-operators-meet-in-lisbon-validators',
    );
    expect(cutSlug('a-slug-that-is-long', 12)).toBe('a-slug-that');
    expect(cutSlug('averyveryverylongword', 6)).toBe('averyv');
  });
});

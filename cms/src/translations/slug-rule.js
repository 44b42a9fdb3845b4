/**
 * How a title becomes a slug (issue 39, items 4 and 5; docs/editors.md, "The slug"): what the
 * admin's slug box fills in, its Regenerate button and a save without a slug all use this (see
 * uid-generation.js). Strapi's own slug maker (@sindresorhus/slugify) drops Hangul, kana and kanji,
 * so "FC 워크 서울 밋업 공지" became `fc`: a fragment that says nothing.
 *
 * - Latin letters lose their accents (`Café Zürich` → `cafe-zurich`); digits stay.
 * - Korean is romanized by the Revised Romanization (Hangul is algorithmic: a syllable is an
 *   initial, a vowel and a final; a final moves to a following vowel, as it is spoken).
 * - Japanese kana are romanized by Hepburn (long vowels without macrons: `ミーティング` → `mitingu`).
 * - Kanji (and other scripts) cannot be read without a dictionary: they are dropped, and when what
 *   is left is shorter than what was dropped, or nothing is left, there is no slug: the editor
 *   types one.
 * - A slug longer than the field allows is cut at a word (hyphen) boundary.
 */

/** @typedef {{ slug: string, dropped: string }} SlugResult `slug` is '' when none can be made. */

// prettier-ignore
const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
// prettier-ignore
const VOWELS = [
  'a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu',
  'ui', 'i',
];
/** A final before a consonant or at the end of a word. */
// prettier-ignore
const FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];
/** A final before a vowel: it is spoken as the next syllable's initial ([final, moved initial]). */
// prettier-ignore
const LINKED = [
  ['', ''], ['', 'g'], ['', 'kk'], ['k', 's'], ['', 'n'], ['n', 'j'], ['n', ''], ['', 'd'], ['', 'r'], ['l', 'g'],
  ['l', 'm'], ['l', 'b'], ['l', 's'], ['l', 't'], ['l', 'p'], ['l', ''], ['', 'm'], ['', 'b'], ['p', 's'], ['', 's'],
  ['', 'ss'], ['ng', ''], ['', 'j'], ['', 'ch'], ['', 'k'], ['', 't'], ['', 'p'], ['', ''],
];

/** @param {string} char */
function syllable(char) {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return null;
  const index = code - 0xac00;
  return { initial: Math.floor(index / 588), vowel: Math.floor((index % 588) / 28), final: index % 28 };
}

/**
 * A run of Hangul syllables (one word) in the Revised Romanization.
 * @param {string} word
 */
function romanizeHangul(word) {
  const syllables = [...word].map((char) => syllable(char) ?? { initial: 11, vowel: 0, final: 0 });
  let out = '';
  let carried = /** @type {string | null} */ (null);
  syllables.forEach((current, i) => {
    const next = syllables[i + 1];
    out += carried ?? INITIALS[current.initial];
    out += VOWELS[current.vowel];
    carried = null;
    if (!current.final) return;
    if (next && next.initial === 11) {
      const [stays, moves] = LINKED[current.final];
      out += stays;
      carried = moves;
    } else if (next && FINALS[current.final] === 'l' && (next.initial === 5 || next.initial === 2)) {
      // ㄹ before ㄹ or ㄴ is spoken (and written) ll: 설날 → seollal.
      out += 'l';
      carried = 'l';
    } else if (next && (next.initial === 2 || next.initial === 6)) {
      // A stop before ㄴ or ㅁ becomes nasal: 합니다 → hamnida, 국물 → gungmul.
      const nasal = { k: 'ng', t: 'n', p: 'm' }[FINALS[current.final]];
      out += nasal ?? FINALS[current.final];
    } else {
      out += FINALS[current.final];
    }
  });
  return out;
}

// Katakana in Hepburn (hiragana are read as the katakana one block higher).
// prettier-ignore
const KANA = {
  ア: 'a', イ: 'i', ウ: 'u', エ: 'e', オ: 'o', カ: 'ka', キ: 'ki', ク: 'ku', ケ: 'ke', コ: 'ko',
  サ: 'sa', シ: 'shi', ス: 'su', セ: 'se', ソ: 'so', タ: 'ta', チ: 'chi', ツ: 'tsu', テ: 'te', ト: 'to',
  ナ: 'na', ニ: 'ni', ヌ: 'nu', ネ: 'ne', ノ: 'no', ハ: 'ha', ヒ: 'hi', フ: 'fu', ヘ: 'he', ホ: 'ho',
  マ: 'ma', ミ: 'mi', ム: 'mu', メ: 'me', モ: 'mo', ヤ: 'ya', ユ: 'yu', ヨ: 'yo',
  ラ: 'ra', リ: 'ri', ル: 'ru', レ: 're', ロ: 'ro', ワ: 'wa', ヰ: 'i', ヱ: 'e', ヲ: 'o', ン: 'n',
  ガ: 'ga', ギ: 'gi', グ: 'gu', ゲ: 'ge', ゴ: 'go', ザ: 'za', ジ: 'ji', ズ: 'zu', ゼ: 'ze', ゾ: 'zo',
  ダ: 'da', ヂ: 'ji', ヅ: 'zu', デ: 'de', ド: 'do', バ: 'ba', ビ: 'bi', ブ: 'bu', ベ: 'be', ボ: 'bo',
  パ: 'pa', ピ: 'pi', プ: 'pu', ペ: 'pe', ポ: 'po', ヴ: 'vu',
  ァ: 'a', ィ: 'i', ゥ: 'u', ェ: 'e', ォ: 'o', ャ: 'ya', ュ: 'yu', ョ: 'yo', ヮ: 'wa',
};
/** Small kana that join the kana before them into one sound, by the vowel they give. */
const SMALL_Y = { ャ: 'a', ュ: 'u', ョ: 'o' };
const SMALL_VOWEL = { ァ: 'a', ィ: 'i', ゥ: 'u', ェ: 'e', ォ: 'o' };

/**
 * One sound of two kana (キャ → kya, シャ → sha, ファ → fa, ティ → ti, ウィ → wi), or null.
 * @param {string} sound the first kana's romanization
 * @param {string} small the second kana
 */
function joined(sound, small) {
  const y = /** @type {Record<string, string>} */ (SMALL_Y)[small];
  if (y && sound.length > 1 && sound.endsWith('i')) {
    const stem = sound.slice(0, -1);
    return /^(sh|ch|j)$/.test(stem) ? stem + y : `${stem}y${y}`;
  }
  const vowel = /** @type {Record<string, string>} */ (SMALL_VOWEL)[small];
  if (!vowel) return null;
  if (sound === 'u') return `w${vowel}`;
  if (/^(shi|chi|ji)$/.test(sound)) return sound.slice(0, -1) + vowel;
  if (sound.length > 1) return sound.slice(0, sound === 'tsu' ? 2 : -1) + vowel;
  return null;
}

/** @param {string} char */
const toKatakana = (char) => {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : char;
};

/**
 * A run of kana (one word) in Hepburn.
 * @param {string} word
 */
function romanizeKana(word) {
  const chars = [...word].map(toKatakana);
  /** @type {string[]} */
  const sounds = [];
  let doubled = false;
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    if (char === 'ッ') {
      doubled = true;
      continue;
    }
    if (char === 'ー') continue; // a long vowel: Hepburn's macron, which a slug has not
    let sound = /** @type {Record<string, string>} */ (KANA)[char] ?? '';
    const pair = chars[i + 1] ? joined(sound, chars[i + 1]) : null;
    if (pair) {
      sound = pair;
      i += 1;
    }
    if (doubled && sound) sound = (sound.startsWith('ch') ? 't' : sound[0]) + sound;
    doubled = false;
    sounds.push(sound);
  }
  return sounds.join('');
}

/** Latin letters that do not decompose into a letter and an accent. */
const LATIN = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * @param {string} char
 * @returns {'hangul' | 'kana' | 'latin' | 'digit' | 'other-letter' | 'separator'}
 */
function kindOf(char) {
  if (/[\uac00-\ud7a3]/.test(char)) return 'hangul';
  if (/[\u3041-\u3096\u30a1-\u30fa\u30fc]/.test(char)) return 'kana';
  if (/[0-9]/.test(char)) return 'digit';
  if (/\p{Script=Latin}/u.test(char)) return 'latin';
  if (/[\p{L}\p{N}]/u.test(char)) return 'other-letter';
  return 'separator';
}

/**
 * Cuts a slug to at most `maxLength` characters at a hyphen (a whole word is never split, unless
 * the first word alone is too long).
 * @param {string} slug
 * @param {number} maxLength
 */
function cutSlug(slug, maxLength) {
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * The slug a title makes, and the characters it had to drop.
 * @param {string} title
 * @param {{ maxLength?: number }} [options]
 * @returns {SlugResult}
 */
function slugFromText(title, { maxLength = 100 } = {}) {
  /** @type {string[]} */
  const words = [];
  let word = '';
  let wordKind = '';
  let kept = 0;
  let dropped = '';
  let broken = false;
  /** What the character before was: a letter kept, a letter dropped, or '' (a space, a sign). */
  let previous = '';
  const flush = () => {
    if (word)
      words.push(
        wordKind === 'hangul' ? romanizeHangul(word) : wordKind === 'kana' ? romanizeKana(word) : word,
      );
    word = '';
  };
  for (const char of title.normalize('NFKC')) {
    let kind = kindOf(char);
    if (kind === 'kana' && word && wordKind === 'kana' && char !== 'ー') {
      // Katakana after hiragana (or the reverse) starts a new word: お知らせ|ミートアップ
      const katakana = /[\u30a1-\u30fa]/.test(char);
      const last = [...word].reverse().find((c) => c !== 'ー') ?? '';
      if (katakana !== /[\u30a1-\u30fa]/.test(last)) flush();
    }
    if (kind === 'digit') kind = wordKind === 'latin' || wordKind === 'digit' ? wordKind : 'digit';
    if (kind === 'other-letter' || kind === 'separator') {
      if (kind === 'other-letter') {
        // A dropped letter inside a word (東京ミートアップ) leaves pieces of words.
        if (previous === 'kept') broken = true;
        dropped += char;
      }
      previous = kind === 'other-letter' ? 'dropped' : '';
      flush();
      wordKind = '';
      continue;
    }
    if (previous === 'dropped') broken = true;
    previous = 'kept';
    if (
      kind !== wordKind &&
      !(kind === 'latin' && wordKind === 'digit') &&
      !(kind === 'digit' && wordKind === 'latin')
    )
      flush();
    wordKind = kind;
    kept += 1;
    word +=
      kind === 'latin' && !/[0-9]/.test(char)
        ? (/** @type {Record<string, string>} */ (LATIN)[char.toLowerCase()] ??
          char
            .normalize('NFKD')
            .replace(/\p{M}/gu, '')
            .toLowerCase()
            .replace(/[^a-z]/g, ''))
        : char;
  }
  flush();
  const slug = cutSlug(words.filter(Boolean).join('-').replace(/-+/g, '-'), maxLength);
  // A fragment that drops more than it keeps ("東京 Rust 勉強会" → `rust`) or keeps pieces of words
  // would say something else than the title.
  const meaningful = kept > 0 && !broken && kept >= [...dropped].length;
  return { slug: meaningful ? slug : '', dropped };
}

module.exports = { slugFromText, cutSlug, romanizeHangul, romanizeKana };

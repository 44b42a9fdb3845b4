import type { Locale } from '../i18n/locales';

/** A glossary term as /glossary shows it (src/pipeline/cms/glossary.ts reads it from the CMS). */
export interface GlossaryTerm {
  /** Shared by the term's languages: its anchor on /glossary in every language. */
  slug: string;
  term: string;
  /** How the term is read (kana for Japanese): what the Japanese glossary sorts by. */
  reading: string | null;
  definition: string;
  /** The longer explanation, rendered and sanitized like an article body. */
  explanationHtml: string | null;
  related: Array<{ slug: string; term: string }>;
  /** Links (`to` as the site's Link takes it) that passed its URL rules; refused ones are left out. */
  links: Array<{ label: string; to: string }>;
}

/** One index letter of the glossary and its terms. */
export interface GlossarySection {
  /** What the index shows: A, B… in English, あ, か… (gojūon rows) in Japanese, ㄱ, ㄴ… in Korean. */
  heading: string;
  terms: GlossaryTerm[];
}

/** Sorting is by each language's collation (ICU's, in Node and the browsers alike). */
const collators = new Map<Locale, Intl.Collator>();
function collator(locale: Locale): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, found);
  }
  return found;
}

/**
 * What a term sorts by. Japanese sorts by its reading: Intl.Collator('ja') orders kana in gojūon
 * order (hiragana and katakana alike) but kanji by code point, not by how they are read
 * (不正証明 would land after every kana word), so Japanese terms carry a kana reading.
 */
export function sortKey(term: Pick<GlossaryTerm, 'term' | 'reading'>, locale: Locale): string {
  return (locale === 'ja' && term.reading?.trim()) || term.term;
}

/** The terms in the language's own alphabetical order (gojūon for Japanese, ganada for Korean). */
export function sortTerms<T extends Pick<GlossaryTerm, 'term' | 'reading'>>(
  terms: readonly T[],
  locale: Locale,
): T[] {
  const compare = collator(locale).compare;
  return [...terms].sort(
    (a, b) => compare(sortKey(a, locale), sortKey(b, locale)) || compare(a.term, b.term),
  );
}

/** Latin letters and digits under one heading in the Japanese and Korean indexes. */
export const LATIN_HEADING = 'A–Z';

/** The first kana of each gojūon row, and the kana of the row. */
const GOJUON_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['あ', 'あいうえお'],
  ['か', 'かきくけこ'],
  ['さ', 'さしすせそ'],
  ['た', 'たちつてと'],
  ['な', 'なにぬねの'],
  ['は', 'はひふへほ'],
  ['ま', 'まみむめも'],
  ['や', 'やゆよ'],
  ['ら', 'らりるれろ'],
  ['わ', 'わをん'],
];

/** Small kana (ぁ, っ, ゃ…) read as their full-size kana. */
const SMALL_KANA: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
};

/** The gojūon row of a kana (katakana or hiragana, voiced or not): `ガ` → `か`. */
function gojuonRow(char: string): string | undefined {
  // Katakana to hiragana, then the voicing marks dropped (が → か, ぱ → は, ゔ → う).
  const hiragana = char.replace(/[\u30a1-\u30f6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
  const base = hiragana.normalize('NFD').replace(/[\u3099\u309a]/g, '');
  const full = SMALL_KANA[base] ?? base;
  return GOJUON_ROWS.find(([, row]) => row.includes(full))?.[0];
}

/** The 19 initial consonants of Hangul syllables in Unicode order; tense ones go under their plain one. */
const HANGUL_INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const PLAIN_INITIAL: Record<string, string> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' };

/** The index heading a term is listed under in `locale`'s glossary. */
export function indexHeading(term: Pick<GlossaryTerm, 'term' | 'reading'>, locale: Locale): string {
  const first = [...sortKey(term, locale).normalize('NFKC')][0] ?? '';
  if (/[A-Za-z0-9]/.test(first))
    return locale === 'en' ? first.toUpperCase().replace(/[0-9]/, '#') : LATIN_HEADING;
  if (locale === 'ja') return gojuonRow(first) ?? first;
  if (locale === 'ko') {
    const code = first.charCodeAt(0);
    if (code >= 0xac00 && code <= 0xd7a3) {
      const initial = HANGUL_INITIALS[Math.floor((code - 0xac00) / 588)];
      return PLAIN_INITIAL[initial] ?? initial;
    }
  }
  return first.toUpperCase();
}

/** The glossary of one language: its terms sorted, under their index headings in that order. */
export function glossarySections<T extends GlossaryTerm>(
  terms: readonly T[],
  locale: Locale,
): GlossarySection[] {
  const sections: GlossarySection[] = [];
  for (const term of sortTerms(terms, locale)) {
    const heading = indexHeading(term, locale);
    const last = sections[sections.length - 1];
    if (last?.heading === heading) last.terms.push(term);
    else sections.push({ heading, terms: [term] });
  }
  return sections;
}

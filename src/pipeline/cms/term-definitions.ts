import { Element, Text, type Node, type NodeWithChildren } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';

/** What the in-place definitions need to know of a glossary term in one language. */
export interface TermForMatching {
  slug: string;
  term: string;
  /** Other forms articles use (`L2`, `rollups`, `レイヤー２`), one per line in the CMS. */
  aliases: readonly string[];
  definition: string;
}

/** Elements whose text never gets a definition: links, headings, code, and refused links' text. */
const SKIPPED = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'kbd', 'samp', 'picture']);

const KATAKANA = '\\u30a0-\\u30ff';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What sanitize-html leaves encoded in text (the tree is parsed without decoding, see below). */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What may follow a Korean noun in the same word: a plural 들, then particles (up to three:
 * 에서는, 으로도, 만으로도), the copula (롤업입니다, 노드인) or 하다/되다 (스테이킹하면,
 * 검증된); then the word ends. Anything else makes another word (토큰화, 가스레인지).
 */
const KOREAN_PARTICLES = [
  ...['은', '는', '이', '가', '을', '를', '의', '에', '에서', '에게', '께', '한테', '로', '으로'],
  ...['로서', '으로서', '로써', '으로써'],
  ...['와', '과', '하고', '이랑', '랑', '도', '만', '까지', '부터', '보다', '처럼', '마다'],
  ...['이나', '나', '이든', '든', '이라도', '라도', '조차', '밖에', '뿐'],
];
const KOREAN_COPULA = [
  ...['이다', '다', '입니다', '입니까', '이며', '며', '이고', '인', '일', '이라는', '라는'],
  ...['이라고', '라고', '이란', '란', '이에요', '예요', '이었다', '였다', '이지만', '지만', '이라면', '라면'],
  ...['이라서', '라서', '이어서', '여서'],
];
/** 하다 and 되다 after a noun, with up to three syllables of ending (하는, 해서, 했습니다, 됩니다). */
const KOREAN_VERB = '(?:하|해|했|합|한|할|함|되|돼|됐|됩|된|될|됨)\\p{Script=Hangul}{0,3}';
const KOREAN_NOUN_ENDING =
  `(?:들)?(?:(?:${KOREAN_PARTICLES.join('|')}){0,3}|${KOREAN_COPULA.join('|')}|${KOREAN_VERB})` +
  '(?![\\p{L}\\p{N}]|[.-]\\p{L})';

/**
 * One form of a term as a pattern, with the edges a word has in `locale`:
 * - English: whole words, a plural `s`/`es` allowed (`rollups`), not `node` of `Node.js`.
 * - Japanese has no spaces between words: the string itself, except that a katakana edge may not
 *   touch more katakana (ガス is not the start of ガスケット), and Latin edges no Latin (EVM互換).
 * - Korean writes particles after nouns without a space (롤업은, 노드를, 가스비가): a form
 *   starts a word and may be followed only by what follows a noun (KOREAN_NOUN_ENDING), so
 *   토큰 is found in 토큰과 and 토큰들의 but not in 토큰화 or 토큰노믹스, nor 가스 in 가스레인지.
 */
function formPattern(form: string, locale: Locale): string {
  const body = escapeRegExp(form);
  const latinStart = /^[A-Za-z0-9]/.test(form);
  const latinEnd = /[A-Za-z0-9]$/.test(form);
  if (locale === 'en') return `(?<![\\p{L}\\p{N}-])${body}(?:e?s)?(?![\\p{L}\\p{N}]|[.-]\\p{L})`;
  let before = latinStart ? '(?<![A-Za-z0-9])' : '';
  let after = latinEnd ? '(?![A-Za-z0-9]|[.-][A-Za-z])' : '';
  if (locale === 'ja') {
    if (new RegExp(`^[${KATAKANA}]`).test(form)) before = `(?<![${KATAKANA}])`;
    if (new RegExp(`[${KATAKANA}]$`).test(form)) after = `(?![${KATAKANA}])`;
  } else {
    if (!latinStart) before = '(?<![\\p{L}\\p{N}])';
    after = `(?=${KOREAN_NOUN_ENDING})`;
  }
  return `${before}${body}${after}`;
}

/** How a matched form is looked up: case and width folded (`Rollups`, `ＥＶＭ`). */
const formKey = (form: string) => form.normalize('NFKC').toLowerCase();

/** A matcher over every form of every term: the longest form wins where several start at one place. */
export function termMatcher(terms: readonly TermForMatching[], locale: Locale) {
  const bySlug = new Map(terms.map((term) => [term.slug, term]));
  const slugOfForm = new Map<string, string>();
  for (const term of terms) {
    for (const form of [term.term, ...term.aliases]) {
      const key = formKey(form.trim());
      if (key && !slugOfForm.has(key)) slugOfForm.set(key, term.slug);
    }
  }
  const forms = [...slugOfForm.keys()].sort((a, b) => b.length - a.length);
  const pattern = forms.length
    ? new RegExp(forms.map((form) => formPattern(form, locale)).join('|'), 'giu')
    : null;
  /** The term a matched text is a form of (an English plural included). */
  const termOf = (text: string): TermForMatching | undefined => {
    const key = formKey(text);
    const slug = slugOfForm.get(key) ?? slugOfForm.get(key.replace(/e?s$/, ''));
    return slug ? bySlug.get(slug) : undefined;
  };
  return { pattern, termOf };
}

export type TermMatcher = ReturnType<typeof termMatcher>;

/**
 * The first use of a term: a link to its /glossary entry, described by its definition.
 *
 * Why this pattern: `<details>` cannot sit inside a paragraph (the parser closes the `<p>`), and
 * a button needs JavaScript. A link is focusable and works everywhere (it opens the entry); its
 * definition is its accessible description (`aria-describedby`), read by screen readers on focus,
 * and shown by CSS while the link has focus or the pointer (`:focus-within`, `:hover`), in a box
 * positioned over the text below (absolute, so nothing moves: no layout shift). No script at all,
 * so pages without terms pay nothing and pages with terms pay only a few bytes of HTML.
 */
function definitionNodes(matched: string, term: TermForMatching, context: Context): Element {
  const id = `glossary-definition-${term.slug}`;
  const link = new Element(
    'a',
    {
      href: `${localizePath('/glossary', context.locale)}#${term.slug}`,
      class: 'glossary-term',
      'aria-describedby': id,
      // The preview's (renderMarkdown's RenderOptions): the entry opens beside the draft.
      ...(context.linksInNewTab && { target: '_blank', rel: 'noopener noreferrer' }),
    },
    [new Text(escapeText(matched))],
  );
  const definition = new Element(
    'span',
    { id, role: 'tooltip', class: 'glossary-definition', 'data-pagefind-ignore': '' },
    [new Text(escapeText(term.definition))],
  );
  return new Element('span', { class: 'glossary-use' }, [link, definition]);
}

/** What a body's uses are linked for: its language, and whether its links open in a new tab. */
interface Context {
  locale: Locale;
  linksInNewTab?: boolean;
}

/** Replaces a text node with the text around each first use and the uses themselves. */
function linkFirstUses(node: Text, matcher: TermMatcher, used: Set<string>, context: Context): void {
  const { pattern } = matcher;
  if (!pattern) return;
  const text = node.data;
  const parts: Node[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const term = matcher.termOf(match[0]);
    if (!term || used.has(term.slug)) continue;
    used.add(term.slug);
    if (match.index > last) parts.push(new Text(text.slice(last, match.index)));
    parts.push(definitionNodes(match[0], term, context));
    last = match.index + match[0].length;
  }
  if (!parts.length) return;
  if (last < text.length) parts.push(new Text(text.slice(last)));
  for (const part of parts) DomUtils.prepend(node, part);
  DomUtils.removeElement(node);
}

function walk(parent: NodeWithChildren, matcher: TermMatcher, used: Set<string>, context: Context): void {
  for (const child of [...parent.children]) {
    if (child instanceof Text) linkFirstUses(child, matcher, used, context);
    else if (child instanceof Element && !SKIPPED.has(child.name) && !('data-refused-link' in child.attribs))
      walk(child, matcher, used, context);
  }
}

/**
 * Gives the first use of each glossary term in a rendered, sanitized body its definition in
 * place (see definitionNodes), walking the HTML tree: text in links, headings and code is left
 * alone. The tree is parsed and written without decoding entities, so the rest of the HTML is the
 * same markup as the sanitizer wrote it (its text and entities untouched; only an empty
 * attribute may be written `alt` rather than `alt=""`, which browsers read the same).
 */
export function addTermDefinitions(
  html: string,
  matcher: TermMatcher,
  locale: Locale,
  { linksInNewTab }: { linksInNewTab?: boolean } = {},
): string {
  if (!matcher.pattern) return html;
  const document = parseDocument(html, { decodeEntities: false });
  walk(document, matcher, new Set(), { locale, linksInNewTab });
  return DomUtils.getOuterHTML(document, { decodeEntities: false, selfClosingTags: true });
}

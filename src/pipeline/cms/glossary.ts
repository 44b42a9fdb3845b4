import { glossarySections, type GlossarySection, type GlossaryTerm } from '../../features/glossary/order';
import type { Locale } from '../../features/i18n/locales';
import { allowedHosts } from './effective-hosts';
import { classifyHref } from '../../features/navigation/safe-url';
import { entryLabel, present } from './entries';
import { termMatcher, type TermForMatching, type TermMatcher } from './term-definitions';

/** A glossary term as the build reads it from the CMS (GraphQL, one language). */
export interface RawTerm {
  slug: string | null;
  term: string | null;
  reading: string | null;
  aliases: string | null;
  definition: string | null;
  explanation: string | null;
  relatedTerms: Array<{ slug: string | null }> | null;
  links: Array<{ label: string | null; url: string | null } | null> | null;
}

export const TERM_SELECTION =
  'slug term reading aliases definition explanation ' +
  'relatedTerms(pagination: { pageSize: 50 }) { slug } links { label url }';

/** The glossary of one language: what /glossary shows and what article bodies match. */
export interface Glossary {
  sections: GlossarySection[];
  matcher: TermMatcher;
}

/** A link of a term, through the site's URL rules; a refused one is left out with a warning. */
function termLink(
  link: { label: string | null; url: string | null },
  where: string,
  warn: (message: string) => void,
): GlossaryTerm['links'][number] | null {
  const label = link.label?.trim();
  const to = link.url?.trim() ?? '';
  const target = classifyHref(to, allowedHosts());
  if (!label) return null;
  if (target.kind === 'external' || target.kind === 'internal') return { label, to };
  warn(
    `${where}: the link ${JSON.stringify(to)} is left out (${target.kind === 'refused' ? target.reason : 'not a page or site address'})`,
  );
  return null;
}

/**
 * A term's related terms both ways: the ones it names, then those that name it. Relating two
 * terms is one edit in the CMS, on either of them.
 */
function relatedSlugs(entry: RawTerm, all: readonly RawTerm[]): string[] {
  const named = (entry.relatedTerms ?? []).map(({ slug }) => slug);
  const naming = all
    .filter((other) => other.relatedTerms?.some(({ slug }) => slug === entry.slug))
    .map((other) => other.slug);
  return [...new Set([...named, ...naming])].filter(
    (slug): slug is string => Boolean(slug) && slug !== entry.slug,
  );
}

/** Japanese terms written with kanji sort by their reading: one without a reading is out of place. */
const KANJI = /\p{Script=Han}/u;

/**
 * The glossary of `locale` from its published terms: sorted in the language's order under index
 * headings, with related terms of the same language and safe links; `render` turns an
 * explanation's markdown into sanitized HTML like an article body's.
 */
export function glossaryFor(
  raw: readonly RawTerm[],
  locale: Locale,
  render: (markdown: string) => string,
  warn: (message: string) => void,
): Glossary {
  const usable = raw.filter(
    (entry): entry is RawTerm & { slug: string; term: string; definition: string } =>
      present(entry.slug) && present(entry.term) && present(entry.definition),
  );
  for (const entry of raw) {
    if (!usable.includes(entry as (typeof usable)[number]))
      warn(
        `${entryLabel('Term', entry.term, entry.slug ?? '(none)', locale)} is left out of the glossary: it needs a term, a slug and a definition`,
      );
  }
  const termOf = new Map(usable.map((entry) => [entry.slug, entry.term]));
  const terms: GlossaryTerm[] = usable.map((entry) => {
    const where = entryLabel('Term', entry.term, entry.slug, locale);
    if (locale === 'ja' && KANJI.test(entry.term) && !present(entry.reading))
      warn(`${where} has kanji but no reading: it is sorted by its characters, not in gojūon order`);
    return {
      slug: entry.slug,
      term: entry.term,
      reading: entry.reading?.trim() || null,
      definition: entry.definition.trim(),
      explanationHtml: present(entry.explanation) ? render(entry.explanation) : null,
      related: relatedSlugs(entry, usable).flatMap((slug) => {
        const term = termOf.get(slug);
        return term ? [{ slug, term }] : [];
      }),
      links: (entry.links ?? []).flatMap((link) => {
        const safe = link && termLink(link, where, warn);
        return safe ? [safe] : [];
      }),
    };
  });
  return { sections: glossarySections(terms, locale), matcher: termMatcherFor(usable, locale) };
}

/** What matching needs of a term (the preview reads only these from the CMS). */
export type MatchedTerm = Pick<RawTerm, 'slug' | 'term' | 'aliases' | 'definition'>;

/**
 * The matcher of a language's terms that article bodies are matched against, in the build and in
 * the draft preview (server/preview.ts): terms without a slug, term or definition are left out,
 * aliases are one per line.
 */
export function termMatcherFor(raw: readonly MatchedTerm[], locale: Locale): TermMatcher {
  const forMatching: TermForMatching[] = raw.flatMap((entry) =>
    present(entry.slug) && present(entry.term) && present(entry.definition)
      ? [
          {
            slug: entry.slug,
            term: entry.term,
            aliases: (entry.aliases ?? '')
              .split('\n')
              .map((alias) => alias.trim())
              .filter(Boolean),
            definition: entry.definition.trim(),
          },
        ]
      : [],
  );
  return termMatcher(forMatching, locale);
}

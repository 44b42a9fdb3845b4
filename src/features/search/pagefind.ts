/**
 * Site search in the browser: Pagefind's own script and index, written by the build into
 * /pagefind/ (plugins/site-output/search-index.ts). Loaded only when a visitor opens the search
 * dialog or the search page; webpack must not bundle it, it is a file of the build.
 */
export const SEARCH_TYPES = ['article', 'page', 'project', 'term'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  type: SearchType;
  date?: string;
  summary?: string;
}

interface PagefindResultData {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(
    term: string,
    options?: { filters?: Record<string, string> },
    debounceMs?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Results shown at once; Pagefind loads each result's fragment separately. */
export const RESULT_LIMIT = 8;
/** Keystrokes closer together than this make one search. */
export const DEBOUNCE_MS = 150;

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  if (!loading) {
    const url = `${window.location.origin}/pagefind/pagefind.js`;
    loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (api) => {
      // Site-relative result URLs, our own excerpt length; Pagefind picks the index of <html lang>.
      await api.options({ baseUrl: '/', excerptLength: 24 });
      await api.init();
      return api;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Hiragana turned into katakana. Japanese writes loanwords (ステーキング, メインネット) in
 * katakana, and a visitor may type them in hiragana (すてーきんぐ); Pagefind matches characters
 * as they are, so such a query is also searched in katakana.
 */
export function katakanaOf(term: string): string {
  return term.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

/** The results of two searches as one list, each page once: `preferred` first, then the rest of `other`. */
export function mergeResults<T extends { id: string }>(preferred: T[], other: T[]): T[] {
  const seen = new Set(preferred.map((result) => result.id));
  return [...preferred, ...other.filter((result) => !seen.has(result.id))];
}

function searchType(value: string | undefined): SearchType {
  return SEARCH_TYPES.find((type) => type === value) ?? 'page';
}

/**
 * The first results for `term`, or null when a later keystroke superseded this search.
 * `type` limits them to articles, pages or directory projects.
 */
export async function search(term: string, type?: SearchType): Promise<SearchHit[] | null> {
  const api = await loadPagefind();
  const options = type ? { filters: { type } } : {};
  const response = await api.debouncedSearch(term, options, DEBOUNCE_MS);
  if (!response) return null;
  const katakana = katakanaOf(term);
  let results = response.results;
  if (katakana !== term) {
    // A hiragana word found as written (しくみ) keeps its results first; a loanword typed in
    // hiragana (すてーきんぐ) only matches stray characters, and its katakana results come first.
    const folded = (await api.search(katakana, options)).results;
    const top = await Promise.all(results.slice(0, 3).map((result) => result.data()));
    const foundAsWritten = top.some((hit) => hit.content.includes(term));
    results = foundAsWritten ? mergeResults(results, folded) : mergeResults(folded, results);
  }
  const data = await Promise.all(results.slice(0, RESULT_LIMIT).map((result) => result.data()));
  return data.map((hit) => ({
    url: hit.url,
    title: hit.meta.title ?? hit.url,
    excerpt: hit.excerpt,
    type: searchType(hit.filters.type?.[0]),
    date: hit.meta.date,
    summary: hit.meta.summary,
  }));
}

/** The tags with the most articles in this language's index, as suggestions. */
export async function popularTags(limit = 6): Promise<string[]> {
  const api = await loadPagefind();
  const tags = (await api.filters()).tag ?? {};
  return Object.entries(tags)
    .sort(([nameA, countA], [nameB, countB]) => countB - countA || nameA.localeCompare(nameB))
    .slice(0, limit)
    .map(([name]) => name);
}

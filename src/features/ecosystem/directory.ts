/** Cards per page of the directory once JavaScript runs (without it, every project is listed). */
export const PROJECTS_PER_PAGE = 16;

/** A project as the directory page receives it: compact, with chains and categories by slug. */
export interface DirectoryProject {
  slug: string;
  name: string;
  description: string;
  /** Set when the project has no description in the page's language yet. */
  descriptionInEnglish?: true;
  /** https URL of the project's site; the link layer still checks its host. */
  website: string;
  logo: { src: string; width: number; height: number } | null;
  chains: string[];
  categories: string[];
  social: { x?: string; github?: string; discord?: string };
}

export interface FacetOption {
  slug: string;
  /** In the page's language. */
  name: string;
}

export interface DirectoryData {
  /** Sorted by name. */
  projects: DirectoryProject[];
  chains: FacetOption[];
  categories: FacetOption[];
}

/** What the visitor asked for; lives in the query string (`?q=swap&chain=meridian&page=2`). */
export interface DirectoryState {
  search: string;
  chains: string[];
  categories: string[];
  page: number;
}

export const EMPTY_STATE: DirectoryState = { search: '', chains: [], categories: [], page: 1 };

/**
 * The query string for a state, `?`-prefixed, or '' for the unfiltered first page. Arrays repeat
 * their key (`chain=a&chain=b`), the shape a plain HTML form submits too; parseDirectoryQuery
 * (query.ts) reads it back.
 */
export function stringifyDirectoryQuery(state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.append('q', state.search.trim());
  state.chains.forEach((chain) => params.append('chain', chain));
  state.categories.forEach((category) => params.append('category', category));
  if (state.page > 1) params.append('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Folds text for matching: NFKC turns full-width Latin letters and half-width katakana into
 * their usual forms (`ＤＥＸ` finds "DEX"), lower case ignores case, and katakana are folded to
 * hiragana so that either script finds the other. Hangul is matched as composed syllables.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (katakana) => String.fromCharCode(katakana.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search words must all appear in the name or the description, in any order. */
function matcher(search: string): (project: DirectoryProject) => boolean {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  if (!words.length) return () => true;
  return (project) => {
    const haystack = foldForSearch(`${project.name} ${project.description}`);
    return words.every((word) => haystack.includes(word));
  };
}

const inAny = (selected: readonly string[], values: readonly string[]) =>
  !selected.length || values.some((value) => selected.includes(value));

/** Projects matching the search, any of the chosen chains and any of the chosen categories. */
export function filterProjects(
  projects: readonly DirectoryProject[],
  state: Pick<DirectoryState, 'search' | 'chains' | 'categories'>,
): DirectoryProject[] {
  const matches = matcher(state.search);
  return projects.filter(
    (project) =>
      inAny(state.chains, project.chains) && inAny(state.categories, project.categories) && matches(project),
  );
}

/**
 * How many projects each option would show: a chain's count honours the search and the chosen
 * categories (not the other chosen chains, since chains combine with "or"), and the other way
 * round for categories.
 */
export function facetCounts(
  projects: readonly DirectoryProject[],
  state: Pick<DirectoryState, 'search' | 'chains' | 'categories'>,
): { chains: Record<string, number>; categories: Record<string, number> } {
  const matches = matcher(state.search);
  const searched = projects.filter(matches);
  const count = (list: readonly DirectoryProject[], key: 'chains' | 'categories') => {
    const counts: Record<string, number> = {};
    for (const project of list) {
      for (const slug of project[key]) counts[slug] = (counts[slug] ?? 0) + 1;
    }
    return counts;
  };
  return {
    chains: count(
      searched.filter((project) => inAny(state.categories, project.categories)),
      'chains',
    ),
    categories: count(
      searched.filter((project) => inAny(state.chains, project.chains)),
      'categories',
    ),
  };
}

/** The page of results to show, the page number clamped to what exists. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = PROJECTS_PER_PAGE,
): { items: T[]; page: number; pageCount: number; first: number; last: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
  };
}

/** Name order that ignores case and accents and puts "Project 2" before "Project 10". */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
}

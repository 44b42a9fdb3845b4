import type { DirectoryState } from './directory';

/**
 * The limits of the product spec for parsing a query string: at most 20 values in one list, keys
 * nested at most 5 levels deep, at most 1,000 parameters. Anything beyond them is dropped, not
 * parsed. The directory reads only flat keys and lists (`chain=a&chain=b`, `chain[]=a`,
 * `chain[0]=a`), so a nested key (`q[a][b]=x`, any depth) is never read at all.
 */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** Longest search text kept from a URL; a longer one is cut rather than matched character by character. */
const MAX_SEARCH_LENGTH = 100;

/** `name`, `name[]` or `name[index]`; any other key is nested deeper than the directory reads. */
const LIST_KEY = /^(?<name>[^[\]]+)(?:\[(?<index>\d*)\])?$/;

/**
 * The query string's values by key, with URLSearchParams: only its first `parameterLimit`
 * parameters, and without a key that has more than `arrayLimit` values or an index at or beyond
 * it (a list that long is no filter a visitor made).
 */
export function readQuery(search: string): Map<string, string[]> {
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean).slice(0, QUERY_LIMITS.parameterLimit);
  const values = new Map<string, string[]>();
  const overLimit = new Set<string>();
  for (const [key, value] of new URLSearchParams(pairs.join('&'))) {
    const match = LIST_KEY.exec(key);
    if (!match?.groups) continue;
    const { name, index } = match.groups;
    if (index && Number(index) >= QUERY_LIMITS.arrayLimit) overLimit.add(name);
    const list = values.get(name) ?? [];
    list.push(value);
    values.set(name, list);
  }
  for (const [name, list] of values) {
    if (overLimit.has(name) || list.length > QUERY_LIMITS.arrayLimit) values.delete(name);
  }
  return values;
}

/**
 * Reads the directory state from `location.search`. Unknown chains or categories, repeated
 * values, a page that is not a positive integer and anything beyond QUERY_LIMITS are ignored,
 * so a hand-edited or truncated URL still shows a sensible list.
 */
export function parseDirectoryQuery(
  search: string,
  known: { chains: readonly string[]; categories: readonly string[] },
): DirectoryState {
  const query = readQuery(search);
  const pick = (name: string, allowed: readonly string[]) =>
    [...new Set(query.get(name) ?? [])].filter((slug) => allowed.includes(slug));
  const pageText = query.get('page')?.[0] ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    search: (query.get('q')?.[0] ?? '').slice(0, MAX_SEARCH_LENGTH),
    chains: pick('chain', known.chains),
    categories: pick('category', known.categories),
    page,
  };
}

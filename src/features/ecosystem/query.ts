import { parse } from 'qs';
import type { DirectoryState } from './directory';

/** The limits of spec §9 for parsing a query string: anything beyond them is dropped, not parsed. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** Longest search text kept from a URL; a longer one is cut rather than matched character by character. */
const MAX_SEARCH_LENGTH = 100;

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/**
 * Reads the directory state from `location.search`. Unknown chains or categories, repeated
 * values, a page that is not a positive integer and anything beyond the qs limits are ignored,
 * so a hand-edited or truncated URL still shows a sensible list.
 */
export function parseDirectoryQuery(
  search: string,
  known: { chains: readonly string[]; categories: readonly string[] },
): DirectoryState {
  const query = parse(search, { ignoreQueryPrefix: true, ...QUERY_LIMITS });
  const pick = (value: unknown, allowed: readonly string[]) =>
    [...new Set(asList(value))].filter((slug) => allowed.includes(slug));
  const pageText = asList(query.page)[0] ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    search: (asList(query.q)[0] ?? '').slice(0, MAX_SEARCH_LENGTH),
    chains: pick(query.chain, known.chains),
    categories: pick(query.category, known.categories),
    page,
  };
}

import { navigate } from 'gatsby';
import { useMemo } from 'react';
import { localizePath } from '../i18n/paths';
import { useLocale } from '../i18n/use-locale';

export interface QueryState<S> {
  /** What the address says. */
  state: S;
  /** Goes to a state: a new history entry, or the current one replaced. */
  write: (state: S, replace?: boolean) => void;
  /** The unprefixed link to a state, for the site's `Link` (which adds the language). */
  hrefFor: (state: S) => string;
  /** The page's own URL in its language: the filter form's `action` without JavaScript. */
  action: string;
  /** A state as the address keeps it (`stringify`, then `parse`: a search's outer spaces go). */
  normalize: (state: S) => S;
}

/**
 * "The query string is the state", for a page whose filters can be shared, reloaded and reached
 * with back and forward (the ecosystem directory, the events list). Gatsby renders the page again
 * with the new `location.search` after a navigation, back or forward, so the state is read from
 * it on every render. Positional arguments keep what every such page downloads small.
 *
 * @param search `location.search` of the page.
 * @param basePath Unprefixed path of the page (`/events`).
 * @param parse Reads a query string, dropping values the page does not know. Keep it stable
 *   (useCallback): the state is parsed again when it or the address changes.
 * @param stringify Writes a state: `''` or `?…`.
 */
export function useQueryState<S>(
  search: string,
  basePath: string,
  parse: (search: string) => S,
  stringify: (state: S) => string,
): QueryState<S> {
  const action = localizePath(basePath, useLocale());
  return {
    state: useMemo(() => parse(search), [parse, search]),
    write: (next, replace = false) => void navigate(action + stringify(next), { replace }),
    hrefFor: (next) => basePath + stringify(next),
    action,
    normalize: (next) => parse(stringify(next)),
  };
}

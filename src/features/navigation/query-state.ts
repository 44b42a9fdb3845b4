import { navigate } from 'gatsby';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localizePath } from '../i18n/paths';
import { useLocale } from '../i18n/use-locale';

/** Typing updates the page at once and the URL after a pause, without a history entry per key. */
export const TEXT_URL_DELAY_MS = 300;

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

/**
 * A free-text part of a query state (a search field). The field follows the keyboard; the text
 * reaches the address after a pause of TEXT_URL_DELAY_MS, replacing the history entry rather than
 * adding one per key, and along with the rest of the address as it is then. Back, forward or a
 * link that change the address's text put it in the field. Use its `write` in place of the query
 * state's, so that what it writes counts as written.
 */
export function useQueryText<S>(
  query: QueryState<S>,
  get: (state: S) => string,
  set: (state: S, text: string) => S,
): { text: string; setText: (text: string) => void; write: QueryState<S>['write'] } {
  const urlText = get(query.state);
  const [text, setText] = useState(urlText);
  // The text this page last wrote, as the address keeps it: an address whose text differs was
  // changed from elsewhere (back, forward, a link).
  const lastWritten = useRef(urlText);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  /** Writes `next`; the field shows its text unless it is what is being typed. */
  const writeState = (next: S, replace?: boolean, typing = false) => {
    lastWritten.current = get(latest.current.normalize(next));
    // The field keeps what is typed: "layer " stays "layer " while the address says "layer".
    if (!typing) setText(get(next));
    latest.current.write(next, replace);
  };
  const write = (next: S, replace?: boolean) => writeState(next, replace);
  const addressText = (typed: string) => get(latest.current.normalize(set(latest.current.state, typed)));

  useEffect(() => {
    if (urlText !== lastWritten.current) {
      lastWritten.current = urlText;
      setText(urlText);
    }
  }, [urlText]);

  useEffect(() => {
    if (addressText(text) === lastWritten.current) return undefined;
    // Checked again when it fires: a box ticked during the pause wrote the text with it.
    const timer = window.setTimeout(
      () =>
        addressText(text) !== lastWritten.current && writeState(set(latest.current.state, text), true, true),
      TEXT_URL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // Only a new text restarts the pause; the address is read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return { text, setText, write };
}

import { useEffect, useRef, useState } from 'react';
import type { QueryState } from './query-state';

// Apart from useQueryState: only the ecosystem directory has a search field, and the events
// list, which shares useQueryState's chunk with it, does not download this.

/** Typing updates the page at once and the URL after a pause, without a history entry per key. */
export const TEXT_URL_DELAY_MS = 300;

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
